// The search of our extracted words, without a regular-expression engine of its own: the server
// gives it RE2 (search-pages.ts), the browser its own RegExp when it searches offline over the
// words it already has. Browser-safe: no Node modules here (exported as @sladd/pdf/search).
import { boxesForSpan, buildPageText } from './page-text.ts';
import type { BBox, PageWords } from './types.ts';

export interface SearchOptions {
  /** Default false: plain search ignores case. */
  caseSensitive?: boolean;
  /** Treat each term as a regular expression (RE2 syntax, linear time). */
  regex?: boolean;
}

export interface SearchMatch {
  term: string;
  text: string;
  start: number;
  end: number;
  boxes: BBox[];
}

export interface PageMatches {
  page: number;
  matches: SearchMatch[];
}

/** What a regular-expression engine must offer: `exec` with `lastIndex`, like RegExp and RE2. */
export interface GlobalPattern {
  lastIndex: number;
  exec(text: string): { index: number; 0: string } | null;
}

/** Compiles a user's pattern with the given flags; throws on a pattern the engine refuses. */
export type CompilePattern = (pattern: string, flags: string) => GlobalPattern;

/** The page words a search needs (the server's PageWords; the browser's extract answer fits too). */
export type SearchablePage = Pick<PageWords, 'page' | 'words'>;

interface Matcher {
  term: string;
  exec(text: string): Iterable<{ index: number; 0: string }>;
}

/**
 * Finds every occurrence of the terms on our extracted words (no hit cap); one box per line of
 * each match. Literal terms use the built-in RegExp (their pattern is ours and safe); patterns
 * given as regex use `compilePattern`.
 */
export function searchPagesWith(
  pages: SearchablePage[],
  terms: string[],
  opts: SearchOptions,
  compilePattern: CompilePattern,
): PageMatches[] {
  const matchers = terms.filter((t) => t.trim() !== '').map((t) => compileTerm(t, opts, compilePattern));
  return pages.map((page) => {
    const { text } = buildPageText(page);
    const matches: SearchMatch[] = [];
    for (const matcher of matchers) {
      for (const m of matcher.exec(text)) {
        if (m[0].length === 0) continue;
        const start = m.index;
        const end = start + m[0].length;
        matches.push({ term: matcher.term, text: m[0], start, end, boxes: boxesForSpan(page, start, end) });
      }
    }
    matches.sort((a, b) => a.start - b.start || a.end - b.end);
    return { page: page.page, matches };
  });
}

function compileTerm(term: string, opts: SearchOptions, compilePattern: CompilePattern): Matcher {
  const flags = opts.caseSensitive ? 'gu' : 'giu';
  if (opts.regex) {
    const re = compilePattern(term, flags);
    return { term, exec: (text) => allMatches(re, text) };
  }
  const re = new RegExp(literalPattern(term), flags);
  return { term, exec: (text) => allMatches(re, text) };
}

const HYPHENS = '-\\u00AD\\u2010';

/**
 * A literal term as a pattern that finds it the way it reads on the page: any run of whitespace
 * matches any run (a phrase wrapped onto the next line), a word may be broken at a line end by a
 * hyphen ("al-" / "ternative"), and a hyphen in the term may end a line.
 */
export function literalPattern(term: string): string {
  return term
    .trim()
    .split(/\s+/u)
    .map((part) => [...part].map(escapeChar).join(''))
    .join('\\s+');
}

function escapeChar(ch: string, index: number, chars: string[]): string {
  const escaped = withPlainForm(ch, escapeRegExpChar(ch));
  if (index === chars.length - 1) return escaped;
  if (HYPHEN_CHARS.has(ch)) return `${escaped}\\n?`;
  if (isWordChar(ch) && isWordChar(chars[index + 1]!)) return `${escaped}(?:[${HYPHENS}]\\n)?`;
  return escaped;
}

const HYPHEN_CHARS = new Set(['-', '\u00AD', '\u2010']);

// Arabic presentation forms (A and B) and Latin ligatures (ﬁ, ﬂ…): what a term copied from some
// viewers holds, where the text Sladd reads has the plain letters.
const PRESENTATION_FORM = /[\uFB00-\uFB06\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** A presentation-form char also matches its plain letters (NFKC): "ﻣﻬﺮاد" finds "مهراد". */
function withPlainForm(ch: string, escaped: string): string {
  if (!PRESENTATION_FORM.test(ch)) return escaped;
  const plain = ch.normalize('NFKC');
  if (plain === ch || plain.trim() === '') return escaped;
  return `(?:${escaped}|${[...plain].map(escapeRegExpChar).join('')})`;
}

function escapeRegExpChar(ch: string): string {
  return ch.replace(/[\\^$.*+?()[\]{}|/]/gu, '\\$&');
}

function isWordChar(ch: string): boolean {
  return /[\p{L}\p{N}]/u.test(ch);
}

function* allMatches(re: GlobalPattern, text: string): Generator<{ index: number; 0: string }> {
  re.lastIndex = 0;
  for (;;) {
    const m = re.exec(text);
    if (!m) return;
    if (m[0].length === 0) re.lastIndex = m.index + 1;
    yield m;
  }
}
