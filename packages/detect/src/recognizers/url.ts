import { createPatternRecognizer } from '../framework/pattern-recognizer.ts';
import type { Candidate } from '../framework/scoring.ts';
import { isDigit, isLetter, runStartBefore, type TextScan } from '../framework/text-scan.ts';

// Common generic TLDs plus Nordic/European country codes. Kept short on purpose: abbreviations
// such as "f.eks.", "bl.a." and "m.m." must never look like domains.
const TLDS = 'no|com|org|net|info|biz|io|eu|se|dk|fi|is|de|uk|nl|fr|es|it|pl|ch|at|be|gov|edu|app|dev|cloud|online|tech|shop|ai|co|us|ca';
const PATH = String.raw`(?:[/?#][^\s<>"'«»]*)?`;
const LABEL = String.raw`[\p{L}\d](?:[\p{L}\d-]{0,61}[\p{L}\d])?`;

const SCHEME = new RegExp(String.raw`(?<![\p{L}\d])https?://[^\s<>"'«»]+`, 'giu');
const WWW = new RegExp(String.raw`(?<![\p{L}\d@./-])www\.(?:${LABEL}\.)+\p{L}{2,24}(?![\p{L}\d-])${PATH}`, 'giu');
// Bare domains: the label before the TLD needs 2+ characters, which rules out "f.eks" and "bl.a".
const BARE = new RegExp(
  String.raw`(?<![\p{L}\d@./:_-])(?:${LABEL}\.)*[\p{L}\d][\p{L}\d-]*[\p{L}\d]\.(?:${TLDS})(?![\p{L}\d@_-])${PATH}`,
  'gu', // case-sensitive on purpose: the TLD must be lower case, so "brev.Se vedlegg" is no domain
);
const TLD_SET: ReadonlySet<string> = new Set(TLDS.split('|'));

/** SCHEME: "http" or "https" (4 or 5 characters) ends at a ':' followed by "//". */
function schemeStarts({ text, colons }: TextScan): number[] {
  const starts: number[] = [];
  for (const colon of colons) {
    if (text.startsWith('//', colon + 1)) starts.push(colon - 5, colon - 4);
  }
  return starts;
}

/** WWW: "www" (any case; only 'w' and 'W' fold to 'w' under the `i` flag) ends at a dot. */
function wwwStarts({ text, dots }: TextScan): number[] {
  return dots.filter((dot) => text[dot - 1] === 'w' || text[dot - 1] === 'W').map((dot) => dot - 3);
}

/**
 * BARE: a domain is a run of letters, digits, '-' and '.' with a dot before a lower-case TLD, and
 * its lookbehind forbids every one of those characters before it, so it begins where that run
 * begins. The TLD must be the whole run of ASCII lower-case letters after its dot (the next
 * character may not be a letter), so only dots followed by a listed TLD point to a run.
 */
function bareDomainStarts({ text, dots }: TextScan): number[] {
  const starts: number[] = [];
  for (const dot of dots) {
    let end = dot + 1;
    while (end < text.length && text.charCodeAt(end) >= 97 && text.charCodeAt(end) <= 122) end++;
    if (!TLD_SET.has(text.slice(dot + 1, end))) continue;
    const start = runStartBefore(text, dot, isDomainChar);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}

function isDomainChar(codePoint: number): boolean {
  return codePoint === 46 /* . */ || codePoint === 45 /* - */ || isDigit(codePoint) || isLetter(codePoint);
}

/** Drops trailing sentence punctuation that a URL almost never ends with. */
function trimTrailing(start: number, raw: string): { end: number; text: string } {
  let text = raw;
  while (/[.,;:!?)\]}'"]$/.test(text)) {
    // Keep a closing parenthesis that belongs to the URL (Wikipedia-style "…_(band)").
    const opens = text.split('(').length - 1;
    if (text.endsWith(')') && opens >= text.split(')').length - 1) break;
    text = text.slice(0, -1);
  }
  return { end: start + text.length, text };
}

// By pattern index: a scheme or www. makes a URL near certain; a bare domain is a weaker signal.
const KINDS = [
  { score: 0.95, reason: 'web address with http(s) scheme' },
  { score: 0.9, reason: "web address starting with 'www.'" },
  { score: 0.6, reason: 'bare domain name with a common top-level domain' },
] as const;

/** URL_F: http(s) URLs, www. addresses and bare domains such as "nav.no/skjema". */
export const urlRecognizer = createPatternRecognizer({
  id: 'url',
  entityType: 'URL_F',
  patterns: [
    { regex: SCHEME, starts: schemeStarts },
    { regex: WWW, starts: wwwStarts },
    { regex: BARE, starts: bareDomainStarts },
  ],
  evaluate(m, _ctx, patternIndex): Candidate | undefined {
    const { end, text } = trimTrailing(m.index, m[0]);
    if (text.length < 4) return undefined;
    // The bare-domain pattern also sees "www.…"; that one belongs to the www pattern.
    if (patternIndex === 2 && /^www\./i.test(text)) return undefined;
    const { score, reason } = KINDS[patternIndex]!;
    return { start: m.index, end, score, reason };
  },
  context: { positive: ['nettside', 'nettsted', 'lenke', 'url', 'website', 'link', 'se', 'besøk', 'visit'], boost: 0.2 },
});
