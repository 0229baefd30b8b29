import { atDigitRuns } from '../framework/candidate-starts.ts';
import { createPatternRecognizer } from '../framework/pattern-recognizer.ts';
import type { Candidate } from '../framework/scoring.ts';
import { codePointBefore, isLetter, type TextScan } from '../framework/text-scan.ts';
import { hashString } from '../ner/hash.ts';
import { readModelLexicon } from './place-names.ts';
import { readPostalTail } from './postal-register.ts';

// Street-name endings common in Norwegian addresses (kept to ones that rarely end other words).
const SUFFIX =
  'gata|gaten|gate|gt|veien|vegen|vei|veg|vn|allé|plass|plassen|torg|torget|stien|bakken|bakke|brygge|bryggen|kaia|ringen|tunet|svingen|løkka|stredet|smauet|terrasse|haugen|åsen|kroken|jordet|vollen|tangen|grenda|' +
  // Swedish, Danish and German street words (neighbours' addresses in Norwegian case files).
  'gatan|vägen|leden|gränd|gade|vej|straße|strasse|allee';
// Street words of foreign addresses, whose postal codes are not in the Norwegian register.
const FOREIGN_SUFFIX = /(?:gatan|vägen|leden|gränd|gade|vej|straße|strasse|allee)$/iu;
// A foreign postal code and town after the street: Swedish "431 46 Mölndal", Polish "80-827 Gdańsk",
// German "10115 Berlin", Danish "1620 København V".
const FOREIGN_TAIL =
  /,?[ \u00a0]*(?:\d{3} \d{2}|\d{2}-\d{3}|\d{4,5})[ \u00a0]+\p{Lu}[\p{L}'-]*(?:[ \u00a0]\p{Lu}[\p{L}'-]*)?/uy;
// What may stand between the house number and the postal code: a flat number (H0201, U0101), a
// floor ("3. etg.", "2. etasje"), a flat or entrance ("leil. 4", "oppgang B").
const UNIT =
  /(?:,?[ \u00a0]+(?:[HUKL]\d{4}|\d{1,2}\.[ \u00a0]?(?:etg|etasje|etage|floor)\.?|(?:leil|leilighet|oppg|oppgang|inng|inngang)\.?[ \u00a0]?[\dA-Za-z]{1,4}(?![\p{L}\d])))+/uy;
// "c/o Kari Nordmann, " right before the street: the care-of line belongs to the postal address.
const CARE_OF_BEFORE = /(?:^|[\s(|])(c\/o[ \u00a0]+[^,\n|]{1,60},[ \u00a0]*)$/iu;
const SUFFIX_WORDS = new Set(SUFFIX.split('|'));
const ENDS_WITH_SUFFIX = new RegExp(`(?:${SUFFIX})$`, 'iu');
// Any word followed by a house number; the street-name ending is checked in code, which is far
// cheaper than a regex that tries every suffix at every position.
const STREET =
  /(?<![\p{L}\d])([\p{L}'-]+)\.?(?:[ \u00a0]+|[ \u00a0]*\n)\d{1,4}(?:[ \u00a0]?[A-Ha-h](?![\p{L}\d]))?(?![\d]|[.,]\d)/gu;
const POST_BOX =
  /(?<![\p{L}\d])(?:Postboks|Pb\.|P\.?O\.? Box)[ \u00a0]+\d{1,5}(?![\d])(?:[ \u00a0]+(?:Sentrum|Dep))?/giu;
// Polish "ul. Długa 14/3, 80-827 Gdańsk" (ulica: street), flat after a slash.
const POLISH_STREET =
  /(?<![\p{L}\d])(?:ul|al|pl|os)\.[ \u00a0]*\p{Lu}[\p{L}-]*(?:[ \u00a0]\p{Lu}[\p{L}-]*){0,2}[ \u00a0]+\d{1,4}[A-Za-z]?(?:\/\d{1,4})?(?:,?[ \u00a0]*\d{2}-\d{3}[ \u00a0]+\p{Lu}[\p{L}-]*)?/gu;
// British "Flat 3, 27 Chalk Farm Road, London NW1 8AG": number first, then the street word; town
// and postcode may follow.
const BRITISH_STREET =
  /(?<![\p{L}\d])(?:(?:Flat|Apartment|Apt\.?|Unit)[ \u00a0]+\d{1,4}[A-Z]?,[ \u00a0]*)?\d{1,4}[A-Z]?[ \u00a0]+(?:\p{Lu}[\p{L}'-]*[ \u00a0]+){1,3}(?:Road|Street|Lane|Avenue|Close|Drive|Way|Place|Crescent|Gardens|Terrace|Square|Court|Grove|Row|Mews)(?:,[ \u00a0]*\p{Lu}[\p{L}-]+(?:[ \u00a0]+[A-Z]{1,2}\d[A-Z\d]?[ \u00a0]\d[A-Z]{2})?)?(?![\p{L}\d])/gu;
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

// Candidate starts (framework/anchored-pattern.ts): every address pattern has a house, box or
// postal number, and each begins at a known place before that number's digit run.

const SPACE = 32;
const NBSP = 0xa0;
const NEWLINE = 10;
const DOT = 46;
const APOSTROPHE = 39;
const HYPHEN = 45;

/** Start of the run of spaces and no-break spaces that ends at `end`. */
function spacesStartBefore(text: string, end: number): number {
  let i = end;
  while (i > 0 && (text.charCodeAt(i - 1) === SPACE || text.charCodeAt(i - 1) === NBSP)) i--;
  return i;
}

/**
 * STREET: the house number starts a digit run right after the separator (spaces, or spaces and
 * one line break), which follows the street word and an optional dot. The word is a run of
 * letters, "'" and "-" ending there; the lookbehind (no letter or digit before) lets it begin at
 * the start of that run or right after one of its "'" or "-", nowhere else.
 */
function streetStarts({ text, digitRunStarts, digitRunEnds }: TextScan): number[] {
  const starts: number[] = [];
  for (let run = 0; run < digitRunStarts.length; run++) {
    const runStart = digitRunStarts[run]!;
    // The house number has 1-4 digits.
    if (digitRunEnds[run]! - runStart > 4) continue;
    let end = runStart;
    if (text.charCodeAt(end - 1) === NEWLINE) end--;
    end = spacesStartBefore(text, end);
    if (end === runStart) continue;
    if (text.charCodeAt(end - 1) === DOT) end--;
    // Walk back over the word: letters (a surrogate pair is one), "'" and "-".
    const afterMarks: number[] = [];
    let i = end;
    while (i > 0) {
      const codePoint = codePointBefore(text, i);
      if (codePoint === APOSTROPHE || codePoint === HYPHEN) afterMarks.push(i);
      else if (!isLetter(codePoint)) break;
      i -= codePoint > 0xffff ? 2 : 1;
    }
    if (i < end) starts.push(i);
    for (let k = afterMarks.length - 1; k >= 0; k--) if (afterMarks[k]! < end) starts.push(afterMarks[k]!);
  }
  return starts;
}

/**
 * POST_BOX: the box number starts a digit run after spaces, before which stands "Postboks" (8
 * characters), "P.O. Box" (8), "PO. Box" or "P.O Box" (7), "PO Box" (6) or "Pb." (3), each
 * beginning with 'P' or 'p' (no other character folds to 'p' under the `i` flag).
 */
function postBoxStarts({ text, digitRunStarts, digitRunEnds }: TextScan): number[] {
  const starts: number[] = [];
  for (let run = 0; run < digitRunStarts.length; run++) {
    const runStart = digitRunStarts[run]!;
    // The box number has 1-5 digits.
    if (digitRunEnds[run]! - runStart > 5) continue;
    const end = spacesStartBefore(text, runStart);
    if (end === runStart) continue;
    for (const start of [end - 8, end - 7, end - 6, end - 3])
      if (text[start] === 'P' || text[start] === 'p') starts.push(start);
  }
  return starts;
}

/** POLISH_STREET: "ul.", "al.", "pl." or "os." (case as written) ends at a dot. */
function polishStreetStarts({ text, dots }: TextScan): number[] {
  return dots.filter((dot) => /^(?:ul|al|pl|os)$/.test(text.slice(dot - 2, dot))).map((dot) => dot - 2);
}

/**
 * BRITISH_STREET: the house number starts a digit run, unless "Flat", "Unit", "Apt." (4
 * characters), "Apt" (3) or "Apartment" (9) and spaces stand before the flat number's digit run
 * (case as written: 'F', 'U' or 'A' first).
 */
function britishStreetStarts({ text, digitRunStarts, digitRunEnds }: TextScan): number[] {
  const starts: number[] = [];
  for (let run = 0; run < digitRunStarts.length; run++) {
    const runStart = digitRunStarts[run]!;
    // House and flat numbers have 1-4 digits.
    if (digitRunEnds[run]! - runStart > 4) continue;
    const end = spacesStartBefore(text, runStart);
    if (end < runStart) {
      for (const start of [end - 9, end - 4, end - 3])
        if ('FUA'.includes(text[start] ?? '-')) starts.push(start);
    }
    starts.push(runStart);
  }
  return starts;
}

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

/** Where the unit or floor after a house number ends ("12 H0201", "5, 3. etg."), or `at` if none. */
function unitEnd(text: string, at: number): number {
  UNIT.lastIndex = at;
  return UNIT.exec(text) ? UNIT.lastIndex : at;
}

/** The start of a "c/o …, " line right before the street, or the street's own start. */
function withCareOf(text: string, start: number): number {
  const careOf = CARE_OF_BEFORE.exec(text.slice(Math.max(0, start - 70), start));
  return careOf ? start - careOf[1]!.length : start;
}

function evaluateStreet(m: RegExpExecArray, text: string): Candidate | undefined {
  const word = m[1]!;
  if (!ENDS_WITH_SUFFIX.test(word)) return evaluateUnnamedStreet(m, text);
  const nameStart = findNameStart(text, m.index, word);
  if (nameStart === undefined) return undefined;
  const streetEnd = unitEnd(text, m.index + m[0].length);
  const start = withCareOf(text, nameStart);
  const tail = readPostalTail(text, streetEnd);
  if (tail?.isMatch) {
    const reason = 'street name and house number followed by a postal code that exists and matches the town';
    return { start, end: tail.end, score: 0.95, reason };
  }
  if (FOREIGN_SUFFIX.test(word)) {
    FOREIGN_TAIL.lastIndex = streetEnd;
    if (FOREIGN_TAIL.exec(text)) {
      const reason = 'foreign street name and house number followed by a postal code and town';
      return { start, end: FOREIGN_TAIL.lastIndex, score: 0.85, reason };
    }
  }
  const note = tail ? '; the postal code that follows does not belong to that town, so it is left out' : '';
  return {
    start,
    end: streetEnd,
    score: 0.6,
    reason: `street name with a house number, no validated postal code${note}`,
  };
}

/**
 * "Tøyenbekken 21, 0188 Oslo", "Furuberget 118, 2319 Hamar": a street without a usual street word
 * counts only with a postal code that exists and is followed by its own town.
 */
function evaluateUnnamedStreet(m: RegExpExecArray, text: string): Candidate | undefined {
  const word = m[1]!;
  if (!/^\p{Lu}\p{Ll}/u.test(word) || word.length < 4 || NOT_NAME.has(word.toLowerCase())) return undefined;
  // "Totalt 21, 0188 Oslo": an ordinary word before a number is no street name.
  if (readModelLexicon()?.common.has(hashString(word.toLowerCase()))) return undefined;
  const tail = readPostalTail(text, unitEnd(text, m.index + m[0].length));
  if (!tail?.isMatch) return undefined;
  const start = withCareOf(
    text,
    m.index - (PREFIXES.exec(text.slice(Math.max(0, m.index - 12), m.index))?.[0].length ?? 0),
  );
  const reason = 'name and house number followed by a postal code that exists and matches the town';
  return { start, end: tail.end, score: 0.9, reason };
}

// "Postboks 4370 Nydalen, 0402 Oslo": the post office's name may follow the box number.
const POST_OFFICE = /[ \u00a0]+\p{Lu}[\p{L}-]+/uy;

function evaluatePostBox(m: RegExpExecArray, text: string): Candidate {
  const end = m.index + m[0].length;
  let tail = readPostalTail(text, end);
  if (!tail?.isMatch) {
    POST_OFFICE.lastIndex = end;
    const office = POST_OFFICE.exec(text);
    const officeTail = office ? readPostalTail(text, POST_OFFICE.lastIndex) : undefined;
    if (officeTail?.isMatch) tail = officeTail;
  }
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
  patterns: [
    { regex: STREET, starts: streetStarts },
    { regex: POST_BOX, starts: postBoxStarts },
    // Four digits not after a digit, then a space: at a digit run of four.
    { regex: POSTAL_ONLY, starts: atDigitRuns({ minDigits: 4, maxDigits: 4, next: ' \u00a0\n' }) },
    { regex: POLISH_STREET, starts: polishStreetStarts },
    { regex: BRITISH_STREET, starts: britishStreetStarts },
  ],
  evaluate(m, ctx, patternIndex) {
    if (patternIndex === 0) return evaluateStreet(m, ctx.text);
    if (patternIndex === 1) return evaluatePostBox(m, ctx.text);
    if (patternIndex === 3 || patternIndex === 4) {
      const hasCode = patternIndex === 3 ? /\d{2}-\d{3}/.test(m[0]) : /,/.test(m[0]);
      const kind = patternIndex === 3 ? 'Polish street address (ul.)' : 'British street address';
      const reason = hasCode ? `${kind} with its postal code or town` : kind;
      return { start: m.index, end: m.index + m[0].length, score: hasCode ? 0.85 : 0.6, reason };
    }
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
