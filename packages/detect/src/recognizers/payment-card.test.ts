import { describe, expect, it } from 'vitest';
import { detectText } from '../engine/detect.ts';
import { FAST_ENGINE } from '../engine/fast-engine.ts';
import { breakLastDigit, findTexts, runRecognizer } from '../test-data.ts';
import { completeLuhn, isLuhnValid } from '../validators/luhn.ts';
import { createPaymentCardRecognizer, paymentCardRecognizer } from './payment-card.ts';

const visa = completeLuhn('411111111111111');
const mastercard = completeLuhn('555555555555444');
const amex = completeLuhn('37828224631000');
const group4 = (n: string, sep = ' ') => n.replace(/(.{4})(?=.)/g, `$1${sep}`);

describe('Luhn check', () => {
  it('accepts the published test numbers and rejects a changed digit', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('378282246310005')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111 1111')).toBe(false);
  });
});

describe('CREDIT_CARD_F', () => {
  it('finds Visa, Mastercard and Amex numbers grouped as printed, with dashes or compact', () => {
    const amexGrouped = `${amex.slice(0, 4)} ${amex.slice(4, 10)} ${amex.slice(10)}`;
    const text = `Kort ${group4(visa)}, kortnummer ${group4(mastercard, '-')}, Amex ${amexGrouped} og kredittkort ${visa}.`;
    expect(findTexts(paymentCardRecognizer, text)).toEqual([
      group4(visa),
      group4(mastercard, '-'),
      amexGrouped,
      visa,
    ]);
    const [hit] = runRecognizer(paymentCardRecognizer, `Kort ${group4(visa)}`);
    expect(hit!.reason).toContain('Visa');
    expect(hit!.reason).not.toContain(visa.slice(0, 8));
  });

  it('finds a grouped card number that wraps onto the next line', () => {
    const wrapped = `${group4(visa).slice(0, 9)}\n${group4(visa).slice(10)}`;
    expect(findTexts(paymentCardRecognizer, `Betalt med kort ${wrapped} i dag`)).toEqual([wrapped]);
    expect(findTexts(paymentCardRecognizer, `Kort\n${group4(visa).replaceAll(' ', '\n')}`, 0)).toEqual([]);
  });

  it('rejects a wrong Luhn digit, an unknown issuer range, a wrong length and mixed separators', () => {
    const unknownIssuer = completeLuhn('999999999999999');
    const mixed = `${visa.slice(0, 4)} ${visa.slice(4, 8)}-${visa.slice(8, 12)} ${visa.slice(12)}`;
    const text = `kort ${group4(breakLastDigit(visa))}, kort ${group4(unknownIssuer)}, kort ${completeLuhn('41111111111111')}, kort ${mixed}`;
    expect(findTexts(paymentCardRecognizer, text, 0)).toEqual([]);
  });

  it('scores a Luhn-valid KID or reference below the default threshold', () => {
    for (const label of ['KID:', 'KID-nummer', 'Fakturanummer', 'Referanse']) {
      const [hit] = runRecognizer(paymentCardRecognizer, `${label} ${visa}`);
      expect(hit!.score, label).toBeLessThan(0.5);
    }
  });

  it('is part of the fast engine and wins over a phone number or account read inside it', () => {
    expect(FAST_ENGINE.entities).toContain('CREDIT_CARD_F');
    const amexGrouped = `${amex.slice(0, 4)} ${amex.slice(4, 10)} ${amex.slice(10)}`;
    const found = detectText(`Betalt med kort ${amexGrouped} ved bestilling.`, { entities: ['ALL_FAST'] });
    expect(found.map((e) => [e.entity_type, e.original_text])).toEqual([['CREDIT_CARD_F', amexGrouped]]);
  });

  it('can be built for another engine entity, as the standard engine\'s "credit card number"', () => {
    const standard = createPaymentCardRecognizer('credit card number');
    expect(standard.entityTypes).toEqual(['credit card number']);
    expect(standard.find({ text: `Kort ${group4(visa)}`, language: 'no' }).map((s) => s.entityType)).toEqual([
      'credit card number',
    ]);
  });
});
