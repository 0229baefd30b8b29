import RE2 from 're2';
import { boxesForSpan, buildPageText } from './page-text.ts';
import { PdfError } from './pdf-error.ts';
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

interface Matcher {
  term: string;
  exec(text: string): Iterable<{ index: number; 0: string }>;
}

/** Finds every occurrence of the terms on our extracted words (no hit cap); one box per line of each match. */
export function searchPages(pages: PageWords[], terms: string[], opts: SearchOptions = {}): PageMatches[] {
  const matchers = terms.filter((t) => t.trim() !== '').map((t) => compileTerm(t, opts));
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

function compileTerm(term: string, opts: SearchOptions): Matcher {
  const flags = opts.caseSensitive ? 'gu' : 'giu';
  if (opts.regex) {
    let re: RE2;
    try {
      re = new RE2(term, flags);
    } catch {
      throw new PdfError(
        'INVALID_REGEX',
        'The search pattern is not a valid regular expression. Check brackets, escapes and quantifiers.',
      );
    }
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
  const escaped = ch.replace(/[\\^$.*+?()[\]{}|/]/gu, '\\$&');
  if (index === chars.length - 1) return escaped;
  if (HYPHEN_CHARS.has(ch)) return `${escaped}\\n?`;
  if (isWordChar(ch) && isWordChar(chars[index + 1]!)) return `${escaped}(?:[${HYPHENS}]\\n)?`;
  return escaped;
}

const HYPHEN_CHARS = new Set(['-', '\u00AD', '\u2010']);

function isWordChar(ch: string): boolean {
  return /[\p{L}\p{N}]/u.test(ch);
}

function* allMatches(re: RegExp | RE2, text: string): Generator<{ index: number; 0: string }> {
  re.lastIndex = 0;
  for (;;) {
    const m = re.exec(text);
    if (!m) return;
    if (m[0].length === 0) re.lastIndex = m.index + 1;
    yield m;
  }
}
