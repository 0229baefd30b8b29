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
const SEPARATORS = /[\s,;:()[\]{}"'«»/|=<>*]+/;

/**
 * True when `word` ends a sentence and `next` starts a new one: `next` is capitalised and `word`
 * ends in '!' or '?', or in '.' after a digit or after a plain word of 5+ letters ("45.30.",
 * "systemet."). Short, dotted or "-nr." words ending in '.' are abbreviations that are often
 * the context itself ("tlf.", "kl.", "org.nr.", "f.eks.", "Kundenr.").
 */
function isSentenceEnd(word: string, next: string | undefined): boolean {
  if (!next || !/^\p{Lu}/u.test(next)) return false;
  if (/[!?]$/.test(word)) return true;
  if (!word.endsWith('.')) return false;
  const bare = word.slice(0, -1);
  return /\d$/.test(bare) || (bare.length >= 5 && !bare.includes('.') && !/nr$/i.test(bare));
}

/**
 * Lower-cased words in the `window` words before `start`, trailing dots removed ("tlf." → "tlf").
 * The window stops at the end of the previous sentence, so "Sum 45.30. Fakturadato 01.02.2025"
 * does not let "sum" speak for the date.
 */
export function collectWordsBefore(text: string, start: number, window: number): string[] {
  const from = Math.max(0, start - window * CHARS_PER_WORD);
  const words = text.slice(from, start).split(SEPARATORS);
  const out: string[] = [];
  let next: string | undefined;
  for (let i = words.length - 1; i >= 0 && out.length < window; i--) {
    const raw = words[i]!;
    if (raw === '') continue;
    if (isSentenceEnd(raw, next)) break;
    next = raw;
    const word = raw.toLowerCase().replace(/^[.!?-]+|[.!?-]+$/g, '');
    if (word) out.unshift(word);
  }
  return out;
}

interface CompiledTerm {
  term: string;
  parts: string[];
  /** Single word of 4+ characters: may also match the start or end of a compound. */
  isCompoundable: boolean;
}

// Term lists are module constants, so compile each list once (normalised, split into words).
const compiled = new WeakMap<readonly string[], CompiledTerm[]>();

function compileTerms(terms: readonly string[]): CompiledTerm[] {
  let list = compiled.get(terms);
  if (!list) {
    list = terms.map((term) => {
      const parts = term.toLowerCase().replace(/\.+$/, '').split(' ');
      return { term, parts, isCompoundable: parts.length === 1 && parts[0]!.length >= 4 };
    });
    compiled.set(terms, list);
  }
  return list;
}

function isTermAt(words: readonly string[], i: number, { parts, isCompoundable }: CompiledTerm): boolean {
  if (i < 0) return false;
  if (isCompoundable) {
    const word = words[i]!;
    const part = parts[0]!;
    return word === part || word.startsWith(part) || word.endsWith(part);
  }
  return parts.every((part, k) => words[i + k] === part);
}

/** A context term found before a hit; `distance` counts words back from the hit (1 = adjacent). */
export interface TermMatch {
  term: string;
  distance: number;
}

/**
 * The term found nearest before the hit, or undefined. A single-word term of 4+ characters also
 * matches as the start or end of a compound ("telefon" in "telefonnummer" and "mobiltelefon",
 * "dato" in "fakturadato"); shorter terms must match exactly so "tel" does not fire on "telt".
 */
export function findNearestTerm(words: readonly string[], terms: readonly string[]): TermMatch | undefined {
  const list = compileTerms(terms);
  for (let distance = 1; distance <= words.length; distance++) {
    for (const term of list) {
      if (isTermAt(words, words.length - distance - term.parts.length + 1, term)) return { term: term.term, distance };
    }
  }
  return undefined;
}
