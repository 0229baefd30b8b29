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

const SENTENCE_END = new Set(['.', '!', '?', '...', '…']);

const RUN_RE = /\S+/g;
const PLAIN_WORD_RE = /^[\p{L}\p{M}]+$/u;

/** Splits text into word and punctuation tokens, keeping abbreviations and hyphenated names whole. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  RUN_RE.lastIndex = 0;
  for (let run = RUN_RE.exec(text); run !== null; run = RUN_RE.exec(text)) {
    const runEnd = run.index + run[0].length;
    // Fast path: most runs between spaces are plain words, which need no further splitting.
    if (PLAIN_WORD_RE.test(run[0])) {
      tokens.push({ text: run[0], start: run.index, end: runEnd });
      continue;
    }
    TOKEN_RE.lastIndex = run.index;
    while (TOKEN_RE.lastIndex < runEnd) {
      const m = TOKEN_RE.exec(text);
      if (m === null) break;
      let end = m.index + m[0].length;
      if (text.charCodeAt(end) === 46 /* . */ && keepsPeriod(m[0], text, end)) end++;
      tokens.push({ text: text.slice(m.index, end), start: m.index, end });
      TOKEN_RE.lastIndex = end;
    }
    RUN_RE.lastIndex = Math.max(runEnd, TOKEN_RE.lastIndex);
  }
  return tokens;
}

// Decides whether "word." is an abbreviation, an initial or an ordinal rather than a sentence end.
function keepsPeriod(word: string, text: string, periodAt: number): boolean {
  const after = text.slice(periodAt + 1, periodAt + 3);
  if (/^\p{Lu}$/u.test(word)) return true; // initial: "O. Hansen"
  if (ABBREVIATIONS.has(word.toLowerCase())) return true;
  if (/^\p{N}{1,2}$/u.test(word)) return /^\s\p{Ll}/u.test(after); // ordinal: "22. juli"
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
    if (SENTENCE_END.has(token.text)) {
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
  if (/^\p{Ll}/u.test(next)) return false;
  return lineLength < WRAPPED_LINE;
}
