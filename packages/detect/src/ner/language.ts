import { kindOf, LETTER, SURROGATE } from './char-kinds.ts';

// Function words that are frequent and unambiguous; words both languages share ("i", "for", "at",
// "by", "under", "to", "man") are left out so they cannot tip the balance.
/** Bokmål and Nynorsk function words the guess counts. */
export const NORWEGIAN: ReadonlySet<string> = new Set(
  (
    'og det er som på en et til av med har ikke den de jeg vi om men seg fra var kan sin skal også eller ' +
    'etter ved ble blir hun han dette denne være vært hadde mot når så nå bare mellom ikkje eg ho dei frå å ' +
    'meg oss deg hvor kva korleis dere sine sitt noen nokon mye mykje ingen hvis dersom fordi samt får ' +
    'hva hvordan hos være blitt vår våre også kunne skulle ville må både enn sier sa uten alle andre ' +
    'vil nei ja her der da dem henne hans deres hennes mitt min mine din ditt ein eit ikkje berre òg kan'
  ).split(' '),
);
/** English function words the guess counts. */
export const ENGLISH: ReadonlySet<string> = new Set(
  (
    'the and of a is that it with as was on are be this have from or an which not but his they we you ' +
    'has were been their will would there can all if what about who more when also into than its our ' +
    'these some other do no he she my me your him them those such only should could after before ' +
    'because while where how said says any each most being had does did just very here'
  ).split(' '),
);

// Words longer than the longest function word cannot count, so they are never cut out.
const LONGEST = Math.max(...[...NORWEGIAN, ...ENGLISH].map((w) => w.length));

/** Guesses a page's language from function-word counts; 'no' unless English clearly dominates. */
export function detectLanguage(text: string): 'no' | 'en' {
  const lower = text.toLowerCase();
  const counts = countFunctionWords(lower) ?? countWithRegExp(lower);
  return counts.en >= 3 && counts.en > 2 * counts.no ? 'en' : 'no';
}

/**
 * Counts the function words among the words (runs of \p{L}) of lower-cased text, reading the
 * characters through the kind table; undefined if the text has a surrogate pair, whose letter
 * or not only the regular expression knows.
 */
function countFunctionWords(lower: string): { no: number; en: number } | undefined {
  let no = 0;
  let en = 0;
  const length = lower.length;
  let at = 0;
  while (at < length) {
    let kind = kindOf(lower.charCodeAt(at));
    if (kind !== LETTER) {
      if (kind === SURROGATE) return undefined;
      at++;
      continue;
    }
    const start = at;
    do kind = ++at < length ? kindOf(lower.charCodeAt(at)) : 0;
    while (kind === LETTER);
    if (at - start > LONGEST) continue;
    const word = lower.slice(start, at);
    if (NORWEGIAN.has(word)) no++;
    else if (ENGLISH.has(word)) en++;
  }
  return { no, en };
}

// The same count with the regular expression, for text with surrogate pairs.
function countWithRegExp(lower: string): { no: number; en: number } {
  let no = 0;
  let en = 0;
  for (const m of lower.matchAll(/\p{L}+/gu)) {
    const w = m[0];
    if (NORWEGIAN.has(w)) no++;
    else if (ENGLISH.has(w)) en++;
  }
  return { no, en };
}
