import { atDigitRuns } from '../framework/candidate-starts.ts';
import { createPatternRecognizer } from '../framework/pattern-recognizer.ts';
import type { Recognizer } from '../types.ts';
import { isLuhnValid } from '../validators/luhn.ts';

interface Brand {
  name: string;
  prefix: RegExp;
  lengths: readonly number[];
}

// Issuer ranges (IIN) and lengths of the card schemes seen on Norwegian receipts and statements.
const BRANDS: readonly Brand[] = [
  { name: 'Visa', prefix: /^4/, lengths: [13, 16, 19] },
  { name: 'Mastercard', prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { name: 'American Express', prefix: /^3[47]/, lengths: [15] },
  { name: 'Diners Club', prefix: /^(?:30[0-5]|36|38)/, lengths: [14] },
  { name: 'Discover', prefix: /^(?:6011|65|64[4-9])/, lengths: [16, 19] },
  { name: 'JCB', prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 19] },
  { name: 'UnionPay', prefix: /^62/, lengths: [16, 19] },
];

// How printed card numbers are grouped: 4-4-4-4(-3), Amex 4-6-5, Diners 4-6-4.
const GROUPINGS = new Set(['4,4,4,4', '4,4,4,4,3', '4,4,4,1', '4,6,5', '4,6,4', '4,4,4,4,2']);

/** "grouped", "plain", or undefined when separators are mixed or the grouping is not a card's. */
function readLayout(raw: string): 'grouped' | 'plain' | undefined {
  const separators = new Set(raw.match(/[^\d]/g) ?? []);
  if (separators.size === 0) return 'plain';
  // A number may wrap once at one of its separators; more line breaks make it a column of figures.
  if ((raw.match(/\n/g) ?? []).length > 1) return undefined;
  separators.delete('\n');
  if (separators.size > 1) return undefined;
  const groups = raw.split(/[^\d]/).map((g) => g.length);
  return GROUPINGS.has(groups.join(',')) ? 'grouped' : undefined;
}

/**
 * Payment card numbers (Luhn, issuer range and length). Built for any engine: the fast engine's
 * CREDIT_CARD_F and the standard engine's "credit card number" use the same rule.
 */
export function createPaymentCardRecognizer(entityType: string): Recognizer {
  return createPatternRecognizer({
    id: 'payment-card',
    entityType,
    // A digit not after a digit: at a digit run, of at most 19 digits.
    patterns: [
      {
        regex: /(?<![\d.,-])\d(?:[ \u00a0\n-]?\d){11,18}(?![\d]|[.,-]\d)/g,
        starts: atDigitRuns({ maxDigits: 19 }),
      },
    ],
    evaluate(m) {
      const digits = m[0].replace(/\D/g, '');
      const layout = readLayout(m[0]);
      const brand = BRANDS.find((b) => b.prefix.test(digits) && b.lengths.includes(digits.length));
      if (!layout || !brand || !isLuhnValid(digits)) return undefined;
      const grouping = layout === 'grouped' ? 'grouped as printed on cards' : 'written without grouping';
      const reason = `${digits.length}-digit ${brand.name} card number with a valid Luhn check digit, ${grouping}`;
      // A KID or order reference can pass Luhn too; a plain run needs more than the checksum.
      return { start: m.index, end: m.index + m[0].length, score: layout === 'grouped' ? 0.8 : 0.55, reason };
    },
    context: {
      positive: [
        'kort',
        'kortet',
        'kortnummer',
        'kredittkort',
        'betalingskort',
        'bankkort',
        'visa',
        'mastercard',
        'amex',
        'card',
        'credit card',
        'kortnr',
      ],
      negative: [
        'kid',
        'kid-nummer',
        'kidnummer',
        'faktura',
        'fakturanummer',
        'ordrenummer',
        'ordrenr',
        'referanse',
        'konto',
        'kontonummer',
        'iban',
        'org.nr',
      ],
      boost: 0.2,
      penalty: 0.5,
    },
  });
}

/** CREDIT_CARD_F: payment card numbers in the fast engine. */
export const paymentCardRecognizer = createPaymentCardRecognizer('CREDIT_CARD_F');
