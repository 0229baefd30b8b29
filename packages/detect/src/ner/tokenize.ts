import { kindOf, OTHER, SPACE, SURROGATE } from './char-kinds.ts';

/** A token with character offsets into the original text (end exclusive). */
export interface Token {
  text: string;
  start: number;
  end: number;
}

// Lower-case abbreviations that keep their trailing period, as NorNE tokenizes them ("St.", "nr.").
const ABBREVIATIONS = new Set(
  (
    'adv alm ang avd bl bnr ca co dept dir dr dvs eks etc evt f fhv fm fr gnr gt hr jf jr kap kl kr ' +
    'ltd mill mnd mr mrd mrs ms mht nr obs osv pga pr prof pst ref s sr st stk str tlf vedr vol inc corp'
  ).split(' '),
);

// One alternation, most specific first. `u` for \p{..}, `g` + lastIndex for a single linear pass.
const TOKEN_RE = new RegExp(
  [
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`, // e-mail
    String.raw`https?:\/\/[^\s<>"»«)]+[^\s<>"»«).,;:!?]`, // URL
    String.raw`[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:no|com|org|net|se|dk|uk|de|eu|io)(?![\p{L}\p{N}])`, // domain
    String.raw`(?:\p{L}{1,3}\.){2,}`, // dotted abbreviation: f.eks. bl.a. m.m.
    String.raw`\p{N}+(?:[.,:\/]\p{N}+)*`, // number, date, time, amount
    String.raw`[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*(?:-(?=\s))?`, // word, hyphenated name
    String.raw`\.\.\.|…`,
    String.raw`\S`,
  ].join('|'),
  'gu',
);

// . ! ? ... …
function isSentenceEnd(token: string): boolean {
  if (token.length !== 1) return token === '...';
  const c = token.charCodeAt(0);
  return c === 46 || c === 33 || c === 63 || c === 0x2026;
}

const PLAIN_WORD_RE = /^[\p{L}\p{M}]+$/u;

// , . ; : ! ? ) — after a word, each is a token of its own (or, for a full stop, part of an
// abbreviation): no other alternative of TOKEN_RE can start at a plain word that ends in one.
function isClosingMark(c: number): boolean {
  return c === 44 || c === 46 || c === 59 || c === 58 || c === 33 || c === 63 || c === 41;
}

/** Splits text into word and punctuation tokens, keeping abbreviations and hyphenated names whole. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const length = text.length;
  let at = 0;
  // Runs of non-space characters; most are plain words (letters and marks only, as
  // PLAIN_WORD_RE says), which need no further splitting. One pass finds the run and tells.
  while (at < length) {
    while (at < length && kindOf(text.charCodeAt(at)) === SPACE) at++;
    if (at === length) break;
    const runStart = at;
    let others = 0;
    let surrogates = 0;
    for (let kind = kindOf(text.charCodeAt(at)); kind !== SPACE; kind = kindOf(text.charCodeAt(at))) {
      if (kind === SURROGATE) surrogates++;
      else if (kind === OTHER) others++;
      if (++at === length) break;
    }
    const runEnd = at;
    // A surrogate pair may be a letter outside the BMP: the regular expression decides.
    const isPlain = others === 0 && (surrogates === 0 || PLAIN_WORD_RE.test(text.slice(runStart, runEnd)));
    if (isPlain) {
      tokens.push({ text: text.slice(runStart, runEnd), start: runStart, end: runEnd });
      continue;
    }
    // A plain word and one mark of punctuation ("vedtak.", "Hansen,"): the regular expression
    // would find the word, then the mark or (keepsPeriod) the word with its full stop.
    const last = text.charCodeAt(runEnd - 1);
    if (others === 1 && surrogates === 0 && runEnd - runStart > 1 && isClosingMark(last)) {
      const wordEnd = runEnd - 1;
      const word = text.slice(runStart, wordEnd);
      if (last === 46 /* . */ && keepsPeriod(word, text, wordEnd)) {
        tokens.push({ text: text.slice(runStart, runEnd), start: runStart, end: runEnd });
      } else {
        tokens.push({ text: word, start: runStart, end: wordEnd });
        tokens.push({ text: text.slice(wordEnd, runEnd), start: wordEnd, end: runEnd });
      }
      continue;
    }
    TOKEN_RE.lastIndex = runStart;
    while (TOKEN_RE.lastIndex < runEnd) {
      const m = TOKEN_RE.exec(text);
      if (m === null) break;
      let end = m.index + m[0].length;
      if (text.charCodeAt(end) === 46 /* . */ && keepsPeriod(m[0], text, end)) end++;
      tokens.push({ text: text.slice(m.index, end), start: m.index, end });
      TOKEN_RE.lastIndex = end;
    }
    at = Math.max(runEnd, TOKEN_RE.lastIndex);
  }
  return tokens;
}

// Built once: the production build compiles these literals to `new RegExp(...)` at every call.
const ONE_CAPITAL = /^\p{Lu}$/u;
const ORDINAL = /^\p{N}{1,2}$/u;
const SPACE_THEN_LOWER = /^\s\p{Ll}/u;
const STARTS_LOWER = /^\p{Ll}/u;

// Decides whether "word." is an abbreviation, an initial or an ordinal rather than a sentence end.
function keepsPeriod(word: string, text: string, periodAt: number): boolean {
  // Each case below is at most four code points (eight code units), and lower-casing never
  // makes a word shorter: a longer word is none of them.
  if (word.length > 8) return false;
  if (word.length <= 2 && ONE_CAPITAL.test(word)) return true; // initial: "O. Hansen"
  if (ABBREVIATIONS.has(word.toLowerCase())) return true;
  // ordinal: "22. juli"
  if (word.length <= 4 && ORDINAL.test(word))
    return SPACE_THEN_LOWER.test(text.slice(periodAt + 1, periodAt + 3));
  return false;
}

// A line at least this long that ends without sentence punctuation is taken to be wrapped prose.
const WRAPPED_LINE = 40;

/**
 * Groups tokens into sentences: a break after . ! ? and at line breaks that end a unit — a blank
 * line, or a short line (form field, heading, address) followed by a capital. A long line, or one
 * followed by a lower-case word, is wrapped running text and continues: PDF page text has a
 * newline at every line end, and cutting sentences there splits names and loses their context.
 */
export function splitSentences(text: string, tokens: Token[]): Token[][] {
  const sentences: Token[][] = [];
  let current: Token[] = [];
  let lineStart = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const prev = tokens[i - 1];
    const newline = prev ? lastNewlineIn(text, prev.end, token.start) : -1;
    if (prev && newline >= 0) {
      if (current.length > 0 && endsUnit(text, prev.end, newline, prev.end - lineStart, token.text)) {
        sentences.push(current);
        current = [];
      }
      lineStart = newline + 1;
    }
    current.push(token);
    if (isSentenceEnd(token.text)) {
      sentences.push(current);
      current = [];
    }
  }
  if (current.length > 0) sentences.push(current);
  return sentences;
}

// Index of the last newline in text[from, to), or -1; gaps between tokens are short.
function lastNewlineIn(text: string, from: number, to: number): number {
  for (let k = to - 1; k >= from; k--) if (text.charCodeAt(k) === 10) return k;
  return -1;
}

// Whether a line break between two tokens also ends the sentence (see splitSentences).
function endsUnit(
  text: string,
  gapStart: number,
  lastNewline: number,
  lineLength: number,
  next: string,
): boolean {
  if (text.indexOf('\n', gapStart) < lastNewline) return true; // blank line: two newlines in the gap
  const first = next.charCodeAt(0);
  if (first < 128 ? first >= 97 && first <= 122 : STARTS_LOWER.test(next)) return false; // a-z: ASCII's \p{Ll}
  return lineLength < WRAPPED_LINE;
}
