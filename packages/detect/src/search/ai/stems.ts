import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemNorwegian } from '@orama/stemmers/norwegian';
import type { Language } from '../../types.ts';

/**
 * Stems for AI search (decision 0039): Snowball's Norwegian and English stemmers (@orama/stemmers)
 * after a short table of irregular forms that no suffix rule can reach ("children" → "child",
 * "telefonnumre" → "telefonnummer"). The Norwegian table also reads the last part of a compound,
 * so "telefonnumrene" comes to the same stem as "telefonnummer".
 */

/** Below this many letters a stem says too little: such a word matches only itself. */
export const MIN_STEM_CHARS = 3;
/** A stem shorter than this matches a form only through a known inflection ending. */
export const SHORT_STEM_CHARS = 5;

const IRREGULAR_NO: Record<string, string> = {
  numre: 'nummer',
  numrene: 'nummer',
  numra: 'nummer',
  menn: 'mann',
  mennene: 'mann',
  bøker: 'bok',
  bøkene: 'bok',
  føtter: 'fot',
  føttene: 'fot',
  fedre: 'far',
  fedrene: 'far',
  mødre: 'mor',
  mødrene: 'mor',
  brødre: 'bror',
  brødrene: 'bror',
  døtre: 'datter',
  døtrene: 'datter',
  søstre: 'søster',
  søstrene: 'søster',
  bønder: 'bonde',
  bøndene: 'bonde',
  hender: 'hånd',
  hendene: 'hånd',
  tenner: 'tann',
  tennene: 'tann',
};

const IRREGULAR_EN: Record<string, string> = {
  children: 'child',
  men: 'man',
  women: 'woman',
  people: 'person',
  feet: 'foot',
  teeth: 'tooth',
  wives: 'wife',
  lives: 'life',
  knives: 'knife',
  mice: 'mouse',
  geese: 'goose',
};

const IRREGULAR = { no: IRREGULAR_NO, en: IRREGULAR_EN } as const;
const STEMMERS = { no: stemNorwegian, en: stemEnglish } as const;

/**
 * The base form of an irregular word, also as the last part of a compound ("telefonnumre" →
 * "telefonnummer"); the word itself (lower case) otherwise.
 */
export function irregularBase(word: string, language: Language): string {
  const lower = word.toLowerCase();
  const table = IRREGULAR[language];
  const whole = table[lower];
  if (whole) return whole;
  // English writes most compounds apart, and a tail like "men" ends "specimen": whole words only.
  if (language === 'en') return lower;
  // The longest irregular ending with at least three letters before it (a compound's head).
  for (let cut = 3; cut < lower.length - 2; cut++) {
    const base = table[lower.slice(cut)];
    if (base) return lower.slice(0, cut) + base;
  }
  return lower;
}

// Norwegian doubles a final consonant before an ending ("hjem" → "hjemmet", "nummer" → "numre");
// the stemmer keeps the double, so one of the two is dropped on both sides.
const DOUBLED_END = /([bdfgklmnprstv])\1$/u;

/** The stem of one word in one language (lower case; irregular forms first). */
export function stemWord(word: string, language: Language): string {
  const stem = STEMMERS[language](irregularBase(word, language));
  return language === 'no' ? stem.replace(DOUBLED_END, '$1') : stem;
}

/** A memo of stems for one search run: a page repeats its words, and stemming is the costly part. */
export function createStemCache(): (word: string, language: Language) => string {
  const cache = new Map<string, string>();
  return (word, language) => {
    const key = `${language}:${word}`;
    let stem = cache.get(key);
    if (stem === undefined) {
      stem = stemWord(word, language);
      if (cache.size > 50_000) cache.clear();
      cache.set(key, stem);
    }
    return stem;
  };
}

// Inflection endings after a short stem, by language (the stem is Snowball's, so "lege" is "leg").
const ENDINGS: Record<Language, ReadonlySet<string>> = {
  no: new Set([
    '',
    'e',
    'en',
    'et',
    'a',
    'er',
    'ene',
    'ne',
    'n',
    't',
    'r',
    's',
    'es',
    'ens',
    'ets',
    'enes',
    'ers',
    'te',
    'de',
    'ere',
    'est',
    'este',
  ]),
  en: new Set(['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'est', "'s", '’s', 'ies', 'ied', 'y', 'e']),
};

/** Whether a word with the same stem is a form of the stem's word rather than a derivation. */
export function isFormOf(lower: string, stem: string, language: Language): boolean {
  if (stem.length >= SHORT_STEM_CHARS) return true;
  const base = irregularBase(lower, language);
  if (!base.startsWith(stem)) return false;
  const rest = base.slice(stem.length);
  const endings = ENDINGS[language];
  return endings.has(rest) || (rest[0] === stem.at(-1) && endings.has(rest.slice(1)));
}
