/** Context rules of a recognizer: words that make a hit more or less likely (Presidio style). */
export interface ContextRules {
  /** Words or phrases (Norwegian and English) that raise the score when seen shortly before a hit. */
  positive?: readonly string[];
  /** Words or phrases that lower the score (e.g. "fakturanummer" before a phone-like number). */
  negative?: readonly string[];
  /** How many words before the hit are looked at (default 5). */
  window?: number;
  /** Added to the score when a positive word is found (default 0.35). */
  boost?: number;
  /** Subtracted from the score when a negative word is found (default 0.4). */
  penalty?: number;
}

// Roughly 20 characters per word is plenty for the default window and keeps the slice small.
const CHARS_PER_WORD = 24;
// '!' and '?' stay attached to words so they can mark a sentence end.
const SEPARATORS = /[\s,;:()[\]{}"'«»/|=<>*]/;
// Which Latin-1 code units separate words, read off SEPARATORS itself so the two cannot disagree;
// anything above U+00FF is rare in the window and asks SEPARATORS directly.
const IS_SEPARATOR = Uint8Array.from({ length: 256 }, (_, code) =>
  SEPARATORS.test(String.fromCharCode(code)) ? 1 : 0,
);

function isSeparator(code: number): boolean {
  return code < 256 ? IS_SEPARATOR[code] === 1 : SEPARATORS.test(String.fromCharCode(code));
}

/** True for '.', '!', '?' and '-', which are trimmed off both ends of a context word. */
function isMark(code: number): boolean {
  return code === 46 || code === 33 || code === 63 || code === 45;
}

/**
 * True when `word` ends a sentence and `next` starts a new one: `next` is capitalised and `word`
 * ends in '!' or '?', or in '.' after a digit or after a plain word of 5+ letters ("45.30.",
 * "systemet."). Short, dotted or "-nr." words ending in '.' are abbreviations that are often
 * the context itself ("tlf.", "kl.", "org.nr.", "f.eks.", "Kundenr.").
 */
function isSentenceEnd(word: string, next: string | undefined): boolean {
  if (!next || !startsWithCapital(next)) return false;
  if (/[!?]$/.test(word)) return true;
  if (!word.endsWith('.')) return false;
  const bare = word.slice(0, -1);
  return /\d$/.test(bare) || (bare.length >= 5 && !bare.includes('.') && !/nr$/i.test(bare));
}

const CAPITAL_FIRST = /^\p{Lu}/u;

/** True when a (non-empty) word starts with an upper-case letter; ASCII is answered without a regex. */
function startsWithCapital(word: string): boolean {
  const code = word.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  return CAPITAL_FIRST.test(word);
}

/** A word lower-cased, with '.', '!', '?' and '-' trimmed off both ends ("tlf." → "tlf"). */
function normalizeWord(raw: string): string {
  const lower = raw.toLowerCase();
  let from = 0;
  let to = lower.length;
  while (from < to && isMark(lower.charCodeAt(from))) from++;
  while (to > from && isMark(lower.charCodeAt(to - 1))) to--;
  return from === 0 && to === lower.length ? lower : lower.slice(from, to);
}

/**
 * Lower-cased words in the `window` words before `start`, trailing dots removed ("tlf." → "tlf").
 * The window stops at the end of the previous sentence, so "Sum 45.30. Fakturadato 01.02.2025"
 * does not let "sum" speak for the date. The text is read backwards from `start` within the last
 * `window × 24` characters (a word cut at that edge counts as it stands), split at SEPARATORS.
 */
export function collectWordsBefore(text: string, start: number, window: number): string[] {
  const from = Math.max(0, start - window * CHARS_PER_WORD);
  const out: string[] = [];
  let next: string | undefined;
  let end = start;
  while (out.length < window) {
    while (end > from && isSeparator(text.charCodeAt(end - 1))) end--;
    if (end <= from) break;
    let begin = end - 1;
    while (begin > from && !isSeparator(text.charCodeAt(begin - 1))) begin--;
    const raw = text.slice(begin, end);
    if (isSentenceEnd(raw, next)) break;
    next = raw;
    const word = normalizeWord(raw);
    if (word) out.push(word);
    end = begin;
  }
  return out.reverse();
}

/** A context term found before a hit; `distance` counts words back from the hit (1 = adjacent). */
export interface TermMatch {
  term: string;
  distance: number;
}

/** Finds the nearest term of one list in the words before a hit. */
export type TermFinder = (words: readonly string[]) => TermMatch | undefined;

interface Phrase {
  parts: readonly string[];
  index: number;
}

interface Part {
  part: string;
  index: number;
}

/** Adds an entry to the list under `key`, keeping each list in term-list order. */
function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Index of the first compound part in `list` (term-list order) that begins or ends `word`, if below `best`; else `best`. */
function firstCompound(
  list: readonly Part[] | undefined,
  best: number,
  word: string,
  atStart: boolean,
): number {
  if (list === undefined) return best;
  for (const { part, index } of list) {
    if (index >= best) break;
    if (atStart ? word.startsWith(part) : word.endsWith(part)) return index;
  }
  return best;
}

/** Index of the first phrase in `list` that ends at `words[at]`, if below `best`; else `best`. */
function firstPhrase(
  list: readonly Phrase[] | undefined,
  best: number,
  words: readonly string[],
  at: number,
): number {
  if (list === undefined) return best;
  for (const { parts, index } of list) {
    if (index >= best) break;
    const first = at - parts.length + 1;
    if (first >= 0 && parts.every((part, k) => words[first + k] === part)) return index;
  }
  return best;
}

/**
 * Compiles a term list for findNearestTerm's rule. Terms are looked up by the word they would
 * match: short single words in a map, phrases by their last word, and words of 4+ characters
 * (which may also begin or end a compound) by their first and by their last character. At each
 * distance the term listed first among those that match wins, as when every term is tried in
 * list order.
 */
export function createTermFinder(terms: readonly string[]): TermFinder {
  const exact = new Map<string, number>();
  const byFirstChar = new Map<number, Part[]>();
  const byLastChar = new Map<number, Part[]>();
  const phrases = new Map<string, Phrase[]>();
  terms.forEach((term, index) => {
    const parts = term.toLowerCase().replace(/\.+$/, '').split(' ');
    const last = parts[parts.length - 1]!;
    if (parts.length > 1) addTo(phrases, last, { parts, index });
    else if (last.length >= 4) {
      addTo(byFirstChar, last.charCodeAt(0), { part: last, index });
      addTo(byLastChar, last.charCodeAt(last.length - 1), { part: last, index });
    } else if (!exact.has(last)) exact.set(last, index);
  });
  return (words) => {
    for (let distance = 1; distance <= words.length; distance++) {
      const at = words.length - distance;
      const word = words[at]!;
      let best = exact.get(word) ?? terms.length;
      best = firstCompound(byFirstChar.get(word.charCodeAt(0)), best, word, true);
      best = firstCompound(byLastChar.get(word.charCodeAt(word.length - 1)), best, word, false);
      if (phrases.size > 0) best = firstPhrase(phrases.get(word), best, words, at);
      if (best < terms.length) return { term: terms[best]!, distance };
    }
    return undefined;
  };
}

// Term lists are module constants, so each is compiled once.
const finders = new WeakMap<readonly string[], TermFinder>();

/** The compiled finder of a term list, made on first use. */
export function termFinderOf(terms: readonly string[]): TermFinder {
  let finder = finders.get(terms);
  if (finder === undefined) {
    finder = createTermFinder(terms);
    finders.set(terms, finder);
  }
  return finder;
}

/**
 * The term found nearest before the hit, or undefined. A single-word term of 4+ characters also
 * matches as the start or end of a compound ("telefon" in "telefonnummer" and "mobiltelefon",
 * "dato" in "fakturadato"); shorter terms must match exactly so "tel" does not fire on "telt".
 */
export function findNearestTerm(words: readonly string[], terms: readonly string[]): TermMatch | undefined {
  return termFinderOf(terms)(words);
}
