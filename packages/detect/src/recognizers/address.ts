import { createPatternRecognizer } from '../framework/pattern-recognizer.ts';
import type { Candidate } from '../framework/scoring.ts';
import { readPostalTail } from './postal-register.ts';

// Street-name endings common in Norwegian addresses (kept to ones that rarely end other words).
const SUFFIX =
  'gata|gaten|gate|gt|veien|vegen|vei|veg|vn|allé|plass|plassen|torg|torget|stien|bakken|bakke|brygge|bryggen|kaia|ringen|tunet|svingen|løkka|stredet|smauet|terrasse|haugen|åsen|kroken|jordet|vollen|tangen|grenda';
const SUFFIX_WORDS = new Set(SUFFIX.split('|'));
const ENDS_WITH_SUFFIX = new RegExp(`(?:${SUFFIX})$`, 'iu');
// Any word followed by a house number; the street-name ending is checked in code, which is far
// cheaper than a regex that tries every suffix at every position.
const STREET =
  /(?<![\p{L}\d])([\p{L}'-]+)\.?(?:[ \u00a0]+|[ \u00a0]*\n)\d{1,4}(?:[ \u00a0]?[A-Ha-h](?![\p{L}\d]))?(?![\d]|[.,]\d)/gu;
const POST_BOX =
  /(?<![\p{L}\d])(?:Postboks|Pb\.|P\.?O\.? Box)[ \u00a0]+\d{1,5}(?![\d])(?:[ \u00a0]+(?:Sentrum|Dep))?/giu;
const POSTAL_ONLY = /(?<![\p{L}\d.,:-])\d{4}(?:[ \u00a0]+|[ \u00a0]*\n)(?=\p{Lu})/gu;
// Capitalised words before "gate"/"vei" that belong to the name ("Karl Johans gate").
// No dots inside, so a sentence end ("… OSLO. Prinsens gate") is never pulled in.
// A line break may sit only right before the street word ("Kongens⏎gate"), never inside the
// name, so the line above (often the person's name) is never pulled in.
const NAME_WORDS_BEFORE = /(?:(?:\p{Lu}[\p{L}'-]*|St\.)[ \u00a0]){0,2}(?:\p{Lu}[\p{L}'-]*|St\.)[ \u00a0\n]$/u;
const NOT_NAME = new Set([
  'i',
  'på',
  'ved',
  'til',
  'fra',
  'hos',
  'mot',
  'bor',
  'besøk',
  'adresse',
  'og',
  'in',
  'at',
  'on',
  'the',
  'to',
  'from',
  'address',
  'se',
  'der',
  'det',
  'den',
  'vi',
  'jeg',
]);
const PREFIXES = /(?:Øvre|Nedre|Store|Lille|Søndre|Nordre|Vestre|Østre|Gamle|Nye|Sankt|St\.)[ \u00a0]$/u;

/** Start of the street name: pulls in capitalised words before a bare "gate", or a prefix like "Øvre". */
function findNameStart(text: string, start: number, word: string): number | undefined {
  const before = text.slice(Math.max(0, start - 60), start);
  const isLowerCase = word[0] === word[0]!.toLowerCase();
  // "Kongens gate", "Kongens Gate": a bare suffix word needs the name in front of it, except a
  // capitalised one that can stand alone ("Torget 5").
  if (!isLowerCase && !SUFFIX_WORDS.has(word.toLowerCase()))
    return start - (PREFIXES.exec(before)?.[0].length ?? 0);
  const names = NAME_WORDS_BEFORE.exec(before)?.[0];
  const words = names ? names.trim().split(/[ \u00a0\n]/) : [];
  while (words.length > 0 && NOT_NAME.has(words[0]!.toLowerCase())) words.shift();
  if (words.length === 0) return isLowerCase ? undefined : start;
  return start - words.join(' ').length - 1;
}

function evaluateStreet(m: RegExpExecArray, text: string): Candidate | undefined {
  if (!ENDS_WITH_SUFFIX.test(m[1]!)) return undefined;
  const start = findNameStart(text, m.index, m[1]!);
  if (start === undefined) return undefined;
  const streetEnd = m.index + m[0].length;
  const tail = readPostalTail(text, streetEnd);
  if (tail?.isMatch) {
    const reason = 'street name and house number followed by a postal code that exists and matches the town';
    return { start, end: tail.end, score: 0.95, reason };
  }
  const note = tail ? '; the postal code that follows does not belong to that town, so it is left out' : '';
  return {
    start,
    end: streetEnd,
    score: 0.6,
    reason: `street name with a house number, no validated postal code${note}`,
  };
}

function evaluatePostBox(m: RegExpExecArray, text: string): Candidate {
  const end = m.index + m[0].length;
  const tail = readPostalTail(text, end);
  if (tail?.isMatch)
    return {
      start: m.index,
      end: tail.end,
      score: 0.9,
      reason: 'post box with a postal code that exists and matches the town',
    };
  return { start: m.index, end, score: 0.5, reason: 'post box number without a validated postal code' };
}

/** NO_ADDRESS_F: Norwegian street addresses and post boxes, postal code and town checked against the register. */
export const addressRecognizer = createPatternRecognizer({
  id: 'no-address',
  entityType: 'NO_ADDRESS_F',
  patterns: [STREET, POST_BOX, POSTAL_ONLY],
  evaluate(m, ctx, patternIndex) {
    if (patternIndex === 0) return evaluateStreet(m, ctx.text);
    if (patternIndex === 1) return evaluatePostBox(m, ctx.text);
    const tail = readPostalTail(ctx.text, m.index, false);
    if (!tail?.isMatch) return undefined;
    return {
      start: m.index,
      end: tail.end,
      score: 0.6,
      reason: 'postal code that exists followed by its own town',
    };
  },
  context: {
    positive: [
      'adresse',
      'bosted',
      'bor',
      'bostedsadresse',
      'postadresse',
      'besøksadresse',
      'address',
      'lives',
    ],
    boost: 0.25,
  },
});
