import { createPatternRecognizer, matchCandidate } from '../framework/pattern-recognizer.ts';
import { findPostalPlace } from '../recognizers/postal-register.ts';
import type { Recognizer, RecognizerContext, Span } from '../types.ts';

/**
 * Structured labels of the standard engine (spec 2 §3, method 3) that the fast engine has no
 * recognizer for. Span rules (docs/decisions/0036): what exactly is marked for each.
 */

const AGE_WORDS_NO = 'år(?:[ \\u00a0]+gam(?:mel|le))?';

/**
 * AGE_S — a person's age stated as a number. Marked: the number with its unit and "gammel/old"
 * ("45 år gammel", "14-åring", "45 years old", "45-year-old"); after "alder"/"aged"/"age" only
 * the number. "for 45 år siden" (a duration) is not an age: bare "N år" needs a word before it
 * that states an age (er, var, ble, fyller, fylte, på, gutt/jente på, is, was, turned).
 */
export const ageRecognizer = createPatternRecognizer({
  id: 'standard-age',
  entityType: 'AGE_S',
  patterns: [
    // 0: "45 år gammel", "45 år gamle" — the unit and "gammel" say age on their own.
    new RegExp(`(?<![\\p{L}\\d])(\\d{1,3})[ \\u00a0]+år[ \\u00a0]+gam(?:mel|le)\\b`, 'gu'),
    // 1: "14-åring", "14-åringen", "14 åringer"
    /(?<![\p{L}\d])(\d{1,3})(?:-|[ \u00a0])?åring(?:en|er|ene)?(?![\p{L}])/gu,
    // 2: "45 years old", "45-year-old", "45 year old"
    /(?<![\p{L}\d])(\d{1,3})(?:[ \u00a0]+years?[ \u00a0]+old|-years?-old)\b/giu,
    // 3: "aged 45", "age 45", "age: 45", "alder 45", "alder: 45 år", "i en alder av 45 år" (number only)
    /\b(?:aged?|alder(?:en)?|i en alder av)[: \u00a0]+(\d{1,3})(?![\d])/giu,
    // 4: bare "45 år" after a word that states an age
    new RegExp(
      `\\b(?:er|var|ble|blir|fyller|fylte|fylt|på|is|was|turned|turns)[ \\u00a0]+(\\d{1,3})[ \\u00a0]+(?:${AGE_WORDS_NO})(?![\\p{L}])`,
      'giu',
    ),
  ],
  evaluate(m, _ctx, pattern) {
    const value = Number(m[1]);
    if (!(value >= 0 && value <= 120)) return undefined;
    const numberStart = m.index + m[0].indexOf(m[1]!);
    if (pattern === 3) {
      return {
        start: numberStart,
        end: numberStart + m[1]!.length,
        score: 0.85,
        reason: 'age after an age word',
      };
    }
    if (pattern === 4) {
      return {
        start: numberStart,
        end: m.index + m[0].length,
        score: 0.7,
        reason: 'age: "N år" after a verb that states an age',
      };
    }
    return matchCandidate(m, 0.9, 'age expression (number with an age unit)');
  },
});

/**
 * AGE_INFO_S — words that tell a person's age group without a number: "tenåring", "pensjonist",
 * "mindreårig", "spedbarn", "i 40-årene", "in her forties", "teenager", "minor". Marked: the word
 * or phrase.
 */
export const ageInfoRecognizer = createPatternRecognizer({
  id: 'standard-age-info',
  entityType: 'AGE_INFO_S',
  patterns: [
    /(?<![\p{L}])(?:tenåring(?:en|er|ene)?|pensjonist(?:en|er|ene)?|alderspensjonist(?:en)?|mindreårig(?:e)?|umyndig(?:e)?|spedbarn(?:et)?|nyfødt(?:e)?|småbarn(?:et)?|skolebarn(?:et)?|barnehagebarn(?:et)?|ungdom(?:men)?|eldre(?:[ \u00a0]+(?:kvinne|mann|dame|herre))|teenager|minor|infant|toddler|pensioner|retiree|elderly)(?![\p{L}])/giu,
    /(?<![\p{L}])i[ \u00a0]+(?:(?:begynnelsen|slutten|midten)[ \u00a0]+av[ \u00a0]+)?(?:\d0-årene|tjueårene|trettiårene|førtiårene|femtiårene|sekstiårene|syttiårene|åttiårene|nittiårene)(?![\p{L}])/giu,
    /(?<![\p{L}])in[ \u00a0]+(?:his|her|their)[ \u00a0]+(?:early[ \u00a0]+|late[ \u00a0]+|mid-)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)(?![\p{L}])/giu,
  ],
  evaluate: (m) => matchCandidate(m, 0.75, 'word that tells an age group'),
});

/**
 * GOV_ID_S (passports) — a passport number is marked only after a passport word
 * ("passnummer", "pass nr.", "passport no."): on its own it is an ordinary code.
 */
export const passportRecognizer = createPatternRecognizer({
  id: 'standard-passport',
  entityType: 'GOV_ID_S',
  patterns: [
    /\b(?:passnummer|passnr\.?|pass[ \u00a0]+nr\.?|passets[ \u00a0]+nummer|passport[ \u00a0]+(?:no\.?|number|nr\.?)|passport)[: \u00a0#]+([A-Z]{0,2}[ \u00a0]?\d{6,8}|[A-Z0-9]{8,9})(?![\p{L}\d])/giu,
  ],
  evaluate(m) {
    const start = m.index + m[0].lastIndexOf(m[1]!);
    return { start, end: start + m[1]!.length, score: 0.85, reason: 'passport number after a passport word' };
  },
});

/**
 * POSTAL_CODE_S — a Norwegian postal code on its own: four digits followed by their own town
 * ("5003 Bergen", checked against the postal register), or after "postnummer"/"postnr."/"postal
 * code". Marked: the four digits only.
 */
export const postalCodeRecognizer = createPatternRecognizer({
  id: 'standard-postal-code',
  entityType: 'POSTAL_CODE_S',
  patterns: [
    /(?<![\p{L}\d.,-])(\d{4})[ \u00a0]+(\p{Lu}[\p{L}-]*(?:[ \u00a0]+(?:i|på)[ \u00a0]+\p{Lu}[\p{L}-]*)?)/gu,
    /\b(?:postnummer|postnr\.?|post[ \u00a0]+nr\.?|postal[ \u00a0]+code|zip(?:[ \u00a0]+code)?)[: \u00a0]+(\d{4})(?![\d])/giu,
  ],
  evaluate(m, _ctx, pattern) {
    const code = m[1]!;
    const place = findPostalPlace(code);
    if (!place) return undefined;
    const start = m.index + m[0].indexOf(code, pattern === 1 ? m[0].length - code.length - 1 : 0);
    if (pattern === 0 && m[2]!.toUpperCase() !== place) return undefined;
    return {
      start,
      end: start + 4,
      score: pattern === 0 ? 0.85 : 0.9,
      reason:
        pattern === 0
          ? 'postal code followed by its own town (postal register)'
          : 'postal code after a postal-code word',
    };
  },
});

// The last page each shared recognizer read: the standard engine asks one recognizer for several
// types (the phone numbers for NO_PHONE_NUMBER_S and "fax number", dates for three types …) over
// the same page text, which it reads once.
const lastRead = new WeakMap<Recognizer, { ctx: RecognizerContext; spans: Span[] }>();

/** A recognizer's spans for a text, read once when several types ask for the same page in a row. */
export function findOnce(recognizer: Recognizer, ctx: RecognizerContext): Span[] {
  const last = lastRead.get(recognizer);
  if (last && last.ctx.text === ctx.text && last.ctx.language === ctx.language) return last.spans;
  const spans = recognizer.find(ctx);
  lastRead.set(recognizer, { ctx: { text: ctx.text, language: ctx.language }, spans });
  return spans;
}

/** A recognizer whose spans carry another entity type (a fast recognizer serving a standard label). */
export function relabel(
  recognizer: Recognizer,
  from: string,
  to: string,
  id = `${recognizer.id}->${to}`,
): Recognizer {
  return {
    id,
    entityTypes: [to],
    find(ctx: RecognizerContext): Span[] {
      return findOnce(recognizer, ctx)
        .filter((span) => span.entityType === from)
        .map((span) => ({ ...span, entityType: to }));
    },
  };
}
