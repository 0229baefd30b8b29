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

/** Groups tokens into sentences: a break after . ! ? and wherever a newline separates two tokens. */
export function splitSentences(text: string, tokens: Token[]): Token[][] {
  const sentences: Token[][] = [];
  let current: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (current.length > 0 && text.slice(current[current.length - 1]!.end, token.start).includes('\n')) {
      sentences.push(current);
      current = [];
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
