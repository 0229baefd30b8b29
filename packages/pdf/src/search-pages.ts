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
  // A literal term; any run of whitespace in it matches any run in the text, so a phrase
  // still matches when the PDF wraps it onto the next line.
  const pattern = term
    .trim()
    .split(/\s+/u)
    .map((part) => part.replace(/[\\^$.*+?()[\]{}|/]/gu, '\\$&'))
    .join('\\s+');
  const re = new RegExp(pattern, flags);
  return { term, exec: (text) => allMatches(re, text) };
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
