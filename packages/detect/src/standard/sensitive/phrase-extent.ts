import type { Language } from '../../types.ts';
import type { SensitiveCategory } from './lexicon.ts';

/**
 * How far a sensitive hit's mark reaches (issue 28, decision 0050 "Span rules"): the term and the
 * words that finish saying the same fact. A mark on "cancer" alone leaves "ovarian … at 61" and a
 * mark on "hepatitis" leaves "chronic … C, genotype 3a" readable; a caseworker blacks out the
 * phrase. So a hit of an art. 9–10 category takes in, within its sentence (a wrapped line goes on):
 *  - the modifiers written before it ("kroniske korsryggsmerter", "Risk-reducing mastectomy",
 *    "grov narkotikaforbrytelse"), up to three words that read as adjectives;
 *  - a second name joined by a slash ("sofosbuvir/velpatasvir");
 *  - a type, grade, stage or code right after it ("hepatitis C, genotype 3a", "diabetes type 2",
 *    "skiveprolaps L5/S1");
 *  - for health and criminal facts, the place, cause or object that follows with a preposition
 *    ("prolaps i korsryggen", "contusions on the neck", "forelegg for kjøring i påvirket
 *    tilstand"), up to four words and never past punctuation, a conjunction or a clause word.
 * Verbs before the term stay unmarked ("har", "diagnosed with"), as decision 0038 says.
 */

const MODIFIER_CATEGORIES: ReadonlySet<string> = new Set<SensitiveCategory>([
  'HEALTH',
  'GENETIC',
  'BIOMETRIC',
  'RELIGION',
  'ETHNIC',
  'POLITICAL',
  'UNION',
  'SEXUAL',
  'CRIMINAL',
]);
const PHRASE_CATEGORIES: ReadonlySet<string> = new Set<SensitiveCategory>([
  'HEALTH',
  'CRIMINAL',
  'GENETIC',
  'BIOMETRIC',
]);

const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*/u;

// Adjectives by their ending, and the closed ones no ending gives.
const MODIFIER_NO =
  /^(?:\p{Ll}[\p{L}-]*(?:isk|iske|ig|ige|lig|lige|ell|elle|iv|ive|ær|ære|erende|ende|ert|erte)|kronisk|kroniske|akutt|akutte|alvorlig|alvorlige|lett|lette|moderat|moderate|mild|milde|store|stor|grov|grove|tung|tunge|venstre|høyre|høgre|øvre|nedre|tidlig|sein|sen|gjentatt|gjentatte|hyppig|hyppige|uttalt|uttalte|nyoppdaget|nyoppdaga|behandlingsresistent)$/u;
const MODIFIER_EN =
  /^(?:\p{Ll}[\p{L}]*(?:ic|al|ive|ous|ary|ory|oid|ular|ian|ent|ant)|\p{Ll}[\p{L}]*-[\p{L}]*(?:ing|ed|ic|al)|chronic|acute|severe|mild|moderate|major|minor|recurrent|persistent|bilateral|left|right|lower|upper|early|late|mixed|heavy|serious|aggravated|suspected)$/u;
// Words the endings above take in that are no modifiers of a condition.
const NOT_MODIFIER = new Set([
  // Norwegian
  'ikke',
  'også',
  'ingen',
  'noen',
  'mange',
  'enige',
  'øvrige',
  'tidligere',
  'daglig',
  'samtidig',
  'egentlig',
  'vanlig',
  'mulig',
  'nødvendig',
  'viktig',
  'ferdig',
  'ende',
  'hende',
  'gjennomgående',
  'følgende',
  'gjeldende',
  'nåværende',
  'tilsvarende',
  'kjent',
  'hennes',
  'hans',
  'deres',
  'sendte',
  'mente',
  'kjente',
  'hevdet',
  'opplyste',
  'ble',
  'være',
  'vere',
  'bære',
  'lære',
  // English
  'patient',
  'client',
  'parent',
  'student',
  'resident',
  'agent',
  'president',
  'applicant',
  'claimant',
  'tenant',
  'defendant',
  'informant',
  'want',
  'sent',
  'went',
  'spent',
  'meant',
  'had',
  'used',
  'need',
  'needed',
  'noted',
  'reported',
  'stated',
  'confirmed',
  'diagnosed',
  'treated',
  'admitted',
  'referred',
  'charged',
  'convicted',
  'sentenced',
  'arrested',
  'started',
  'stopped',
  'ended',
  'showed',
  'denied',
  'described',
  'called',
  'named',
  'based',
  'related',
  'general',
  'several',
  'usual',
  'normal',
  'total',
  'final',
  'annual',
  'potential',
  'current',
  'recent',
  'present',
  'frequent',
  'different',
  'important',
  'relevant',
  'significant',
  'hospital',
  'medical',
  'clinical',
  'physical',
  'mental',
  'social',
  'national',
  'local',
  'criminal',
  'legal',
  'official',
  'personal',
  'original',
  'additional',
  'previous',
  'various',
  'obvious',
]);

// What a phrase after the term opens with, and the words that end it.
const PREPOSITION: Record<Language, RegExp> = {
  no: /^(?:i|på|med|av|ved|for|til|mot|etter|uten)$/u,
  en: /^(?:in|on|of|with|to|at|for|from|against|without|affecting)$/u,
};
const PHRASE_STOP: Record<Language, RegExp> = {
  no: /^(?:og|eller|men|som|at|da|når|fordi|siden|hvis|dersom|der|hvor|han|hun|ho|hen|de|dei|vi|jeg|eg|det|den|er|var|har|hadde|ble|vart|blir|kan|skal|vil|må|ikke|ikkje|også|samt|sier|seier)$/iu,
  en: /^(?:and|or|but|that|which|who|whom|when|because|since|if|where|while|he|she|they|we|i|it|is|was|were|are|has|had|have|been|will|would|can|could|may|might|must|should|not|also|says|said)$/iu,
};
// A type, grade, stage or code after the term: "C", "type 2", "genotype 3a", "L5/S1", "grad II".
const QUALIFIER =
  /^(?:[ \u00a0]+(?:type|typ|grad|grade|stadium|stage|genotype|klasse|class)[ \u00a0]+[\p{L}\p{N}]{1,4}(?![\p{L}\p{N}])|,[ \u00a0]*(?:genotype|grad|grade|stadium|stage)[ \u00a0]+[\p{L}\p{N}]{1,4}(?![\p{L}\p{N}])|[ \u00a0]+(?:[A-E]|[A-Z]\d{1,2}(?:[/-][A-Z]?\d{1,2})?|[IVX]{1,4}|\d[a-z]?)(?![\p{L}\p{N}]|\.\p{L}|[.,]\d))/u;
// A phrase that only says when ("i fjor", "i 2019", "on day 2") adds no fact to the term.
const TIME_WORD =
  /^(?:\d+|fjor|fjar|dag|går|morgon|morgen|kveld|natt|høst|haust|vår|sommer|sommar|vinter|uke|veke|år|måned|månad|januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember|ca|day|days|week|weeks|year|years|month|months|morning|evening|night|spring|summer|autumn|winter|january|february|march|may|june|july|august|september|october|november|december)$/iu;
const SLASH_NAME = /^\/\p{L}[\p{L}-]{2,}/u;

function isModifier(word: string, language: Language): boolean {
  if (word.length < 3 || NOT_MODIFIER.has(word.toLowerCase())) return false;
  return (language === 'no' ? MODIFIER_NO : MODIFIER_EN).test(word);
}

/** The span's start moved left over the modifiers before it (same line, one space between words). */
function extendLeft(text: string, start: number, language: Language): number {
  let at = start;
  for (let taken = 0; taken < 3; taken++) {
    if (at < 2 || (text[at - 1] !== ' ' && text[at - 1] !== '\n')) break;
    const before = text.slice(Math.max(0, at - 41), at - 1);
    const m = /[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u.exec(before);
    if (!m || m.index + m[0].length !== before.length) break;
    // The word must start at a word boundary (not the tail of a longer token).
    const wordStart = at - 1 - m[0].length;
    if (wordStart > 0 && !/[\s(«"“]/u.test(text[wordStart - 1]!)) break;
    // A sentence's first word is read as if it were written small ("Lett spastisitet").
    const opensSentence = /(?:^|[.!?:]\s+|\n)$/u.test(text.slice(Math.max(0, wordStart - 3), wordStart));
    const word = opensSentence && /^\p{Lu}\p{Ll}+$/u.test(m[0]) ? m[0].toLowerCase() : m[0];
    if (!isModifier(word, language)) break;
    at = wordStart;
  }
  return at;
}

/** The span's end moved right over a slash name, a qualifier and (for some categories) a phrase. */
function extendRight(text: string, end: number, category: string, language: Language): number {
  let at = end;
  const slash = SLASH_NAME.exec(text.slice(at, at + 40));
  if (slash) at += slash[0].length;
  for (let i = 0; i < 2; i++) {
    const qualifier = QUALIFIER.exec(text.slice(at, at + 30));
    if (!qualifier) break;
    at += qualifier[0].length;
  }
  if (!PHRASE_CATEGORIES.has(category)) return at;
  // "prolaps i korsryggen": a preposition, then up to three more words.
  let cursor = at;
  const words: string[] = [];
  for (let i = 0; i < 4; i++) {
    if (text[cursor] !== ' ' && text[cursor] !== '\n') break;
    const m = WORD.exec(text.slice(cursor + 1, cursor + 41));
    if (!m) break;
    const word = m[0];
    if (i === 0 ? !PREPOSITION[language].test(word) : PHRASE_STOP[language].test(word)) break;
    if (words.length && TIME_WORD.test(word) && PREPOSITION[language].test(words.at(-1)!)) break;
    cursor += 1 + word.length;
    words.push(word);
  }
  // A preposition alone adds nothing; a phrase never ends on one.
  while (words.length && PREPOSITION[language].test(words.at(-1)!)) {
    cursor -= words.pop()!.length + 1;
  }
  return words.length >= 2 ? cursor : at;
}

/** The extent of a hit of `category` in `text`: the term and the words that finish its fact. */
export function phraseExtent(
  text: string,
  span: { start: number; end: number },
  category: string | undefined,
  language: Language,
): { start: number; end: number } {
  if (!category || !MODIFIER_CATEGORIES.has(category)) return span;
  return {
    start: extendLeft(text, span.start, language),
    end: extendRight(text, span.end, category, language),
  };
}
