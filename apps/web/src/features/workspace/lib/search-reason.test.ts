import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/workspace.en.json';
import no from '../../../locales/workspace.no.json';
import { searchReasonText } from './search-reason.ts';

async function translator(language: 'en' | 'no') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    interpolation: { escapeValue: false },
    resources: { [language]: { translation: language === 'en' ? en : no } },
  });
  return instance.t;
}

// The server's wording (packages/detect/src/search/ai) for each kind of AI search match.
const REASONS = [
  'entity query: phone numbers',
  'entity query: IP addresses',
  'the word "barn"',
  'exact text "2024/1234-5"',
  'the phrase "barnets beste"',
  'inflected form of "barnevern"',
  'compound of "barnevern"',
  'compound form of "barnevern i bergen"',
  'synonym of "lege" ("doktor")',
  'synonym of "barnevern" ("child welfare")',
  'the language model\'s term "melding" for "barnevern"',
  'pattern from the language model for "barnevern"',
];

describe('searchReasonText', () => {
  it('reads every AI search reason from the Norwegian locale', async () => {
    const t = await translator('no');
    expect(REASONS.map((reason) => searchReasonText(reason, t))).toEqual([
      'type opplysning: telefonnumre',
      'type opplysning: IP-adresser',
      'ordet «barn»',
      'ordet «2024/1234-5»',
      'uttrykket «barnets beste»',
      'bøyd form av «barnevern»',
      'sammensetning med «barnevern»',
      'sammensetning med «barnevern i bergen»',
      'synonym for «lege»',
      'synonym for «barnevern»',
      'språkmodellens ord «melding»',
      'mønster fra språkmodellen',
    ]);
  });

  it('English reads like the server, and an unknown reason is shown as written', async () => {
    const t = await translator('en');
    expect(searchReasonText('inflected form of "barnevern"', t)).toBe('inflected form of “barnevern”');
    expect(searchReasonText('entity query: criminal records', t)).toBe('kind of data: criminal records');
    expect(searchReasonText('entity query: something new', t)).toBe('kind of data: something new');
    expect(searchReasonText('found by a new rule', t)).toBe('found by a new rule');
  });
});
