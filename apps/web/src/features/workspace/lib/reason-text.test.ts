import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import workspaceEn from '../../../locales/workspace.en.json';
import workspaceNo from '../../../locales/workspace.no.json';
import { reasonText } from './reason-text.ts';

async function tOf(language: 'en' | 'no'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { workspace: workspaceEn }, no: { workspace: workspaceNo } },
    lng: language,
    defaultNS: 'workspace',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'workspace');
}

// Reasons as packages/detect writes them (recognizers, validators and the context scoring).
const ENGINE_REASONS = [
  'name recognised by the Norwegian NER model (score 0.91)',
  'organisation recognised by the English NER model (compromise) (score 0.62)',
  "11-digit number with valid fødselsnummer check digits and a real birth date (12.03.1985); context word 'fnr' nearby",
  '11-digit number with valid D-number check digits (first control digit under the 2032 rule) and a real birth date (01.02.2033)',
  'phone number with +47 prefix, valid for Norway (mobile)',
  'phone number valid for Norway',
  'international phone number valid for SE (landline)',
  "Norwegian 8-digit number in a range the numbering plan does not list; 'konto' nearby points to another kind of value, score lowered",
  'phone number valid for Norway (mobile); a label for another kind of number comes right before it, score lowered',
  'IBAN with the right length for its country (15) and a valid mod-97 checksum',
  "web address starting with 'www.'",
  'e-mail address: local part, @ and a domain with a top-level domain',
  'street name with a house number, no validated postal code; the postal code that follows does not belong to that town, so it is left out',
  'capitalised place name from the postal register inside a sentence; a place preposition comes right before it',
  "place name from the postal register at the start of a line or sentence, or in capitals; followed by 'kommune'",
  'Norwegian electric-vehicle plate pattern: two valid letters and 5 digits',
  '11-digit number with a valid kontonummer mod-11 check digit, written in the 4.2.5 account layout',
  '16-digit Visa card number with a valid Luhn check digit, grouped as printed on cards',
  'day-first numeric date that is a real calendar date (12.03.2024)',
  "7-9 digit number with the context word 'hpr' (HPR-nummer)",
  'Bitcoin P2PKH address with a valid base58check (double SHA-256) checksum',
  // The standard engine and the advanced engine's language model.
  'age after an age word',
  'age: "N år" after a verb that states an age',
  'age expression (number with an age unit)',
  'word that tells an age group',
  'passport number after a passport word',
  'postal code followed by its own town (postal register)',
  'postal code after a postal-code word',
  '@handle of a social media account',
  'Norwegian organisation number (mod 11 check digit)',
  'card expiry date after an expiry word',
  'day-first numeric date that is a real calendar date (12.03.1985); after a birth word',
  'language model (llama3.1:8b): exact quote',
  'language model (llama3.1:8b): quote found ignoring case, spacing and quote marks, place chosen by its context',
  'language model (llama3.1:8b): near match of the quote (similarity 0.92)',
  // The standard engine's sensitive categories (decision 0038).
  'health term (condition); context model: about a person (93 %)',
  'criminal record term (offence, in a compound word); context model: about a person (88 %)',
  'health term (sequence model); context model: about a person (97 %)',
  'sensitive background term (child welfare); context model: about a person (71 %)',
  // Issue 28: the art. 9 categories by name, and the case-file shapes.
  'genetic data term (genetic); context model: about a person (80 %)',
  'trade-union membership term (union); context model: about a person (77 %)',
  'health term (medication with dose); case-file pattern',
  'health term (condition, by its word form); context model: about a person (84 %)',
  'ethnic origin term (background); case-file pattern',
  'age term (birth date); case-file pattern',
];

describe('detection reasons', () => {
  it('read in English exactly as the engine wrote them', async () => {
    const t = await tOf('en');
    for (const reason of ENGINE_REASONS) expect(reasonText(reason, t)).toBe(reason);
  });

  it('read in Norwegian from the locale files, values kept', async () => {
    const t = await tOf('no');
    expect(reasonText(ENGINE_REASONS[2]!, t)).toBe(
      '11-sifret nummer med gyldige kontrollsifre for fødselsnummer og en ekte fødselsdato (12.03.1985); stikkordet «fnr» står like ved',
    );
    expect(reasonText(ENGINE_REASONS[0]!, t)).toBe(
      'navn gjenkjent av den norske NER-modellen (sikkerhet 0.91)',
    );
    expect(reasonText(ENGINE_REASONS[4]!, t)).toBe('telefonnummer med +47 foran, gyldig i Norge (mobil)');
    expect(
      reasonText(
        'criminal record term (offence, in a compound word); context model: about a person (88 %)',
        t,
      ),
    ).toBe('ord om straffesak (lovbrudd, i et sammensatt ord); kontekstmodell: handler om en person (88 %)');
    for (const reason of ENGINE_REASONS) {
      const norwegian = reasonText(reason, t);
      for (const clause of reason.split('; ')) expect(norwegian, clause).not.toContain(clause);
    }
  });

  it('read the language model’s alignment in Norwegian, model name and similarity kept', async () => {
    const t = await tOf('no');
    expect(
      reasonText(
        'language model (llama3.1:8b): near match of the quote (similarity 0.92), place chosen by its context',
        t,
      ),
    ).toBe('språkmodell (llama3.1:8b): nær treff på sitatet (likhet 0.92), stedet valgt ut fra sammenhengen');
  });

  it('keep a clause they do not know as the engine wrote it', async () => {
    expect(reasonText('a brand-new kind of evidence', await tOf('no'))).toBe('a brand-new kind of evidence');
  });
});
