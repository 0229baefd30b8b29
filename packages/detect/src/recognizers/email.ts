import { clampScore } from '../framework/scoring.ts';
import { charTest } from '../framework/text-scan.ts';
import type { Recognizer, RecognizerContext, Span } from '../types.ts';

// Page text joins the lines of a PDF with "\n", and typesetters break a long address wherever a
// line runs out: after "@" ("9-FAA-SACO-AD-Inquiry@⏎faa.gov"), after a hyphen or an underscore
// ("Techsupport@pilatus-⏎aircraft.com", "9-⏎ANM-Seattle-ACO-AMOC-Requests@faa.gov"), after a dot
// ("john.smith@example.⏎com") or, in the Chicago style, before a dot or the "@"
// ("john.smith⏎@example.com"). An address is therefore read from each "@" outwards, and it may
// cross one line break on each side of the "@" where the line cannot have ended the address.

// Tests of one character, answered from a table for Latin-1 (text-scan.ts).
const isLocalChar = charTest(/[\p{L}\d._%+-]/u);
const isDomainChar = charTest(/[\p{L}\d-]/u);
const isLetterOrDigit = charTest(/[\p{L}\d]/u);
// Whether a string holds a letter or digit anywhere.
const HAS_LETTER_OR_DIGIT = /[\p{L}\d]/u;
const TOP_LEVEL = /^\p{L}{2,24}$/u;
// Top-level domains an address is likely to end in: every two-letter country code and the common
// generic ones. A line ending in "…@nav.no." holds a whole address; "…@example." does not.
const KNOWN_TOP_LEVEL =
  /^(?:[a-z]{2}|com|org|net|edu|gov|mil|int|info|biz|name|pro|aero|coop|museum|mobi|app|dev|cloud|online|tech|shop|site|xyz|email|post)$/;
// "bl.a.", "f.eks.", "e.g.": an abbreviation ending a line is not the start of an address.
const ABBREVIATION = /^(?:\p{L}{1,3}\.)+$/u;
const MAX_DOMAIN = 253;

/** Start of the local part that ends at `at` (the "@"), joining the line above where it must go on. */
function readLocalStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && isLocalChar(text[start - 1]!)) start--;
  if (start === 0 || text[start - 1] !== '\n') return start;
  // The last word of the line above, if it is made of local-part characters only.
  const lineEnd = start - 1;
  let wordStart = lineEnd;
  while (wordStart > 0 && isLocalChar(text[wordStart - 1]!)) wordStart--;
  const word = text.slice(wordStart, lineEnd);
  if (!word || !HAS_LETTER_OR_DIGIT.test(word)) return start;
  const below = text.slice(start, at);
  const last = word[word.length - 1]!;
  // "john.smith⏎@example.com", "john⏎.smith@…": the line below starts where the word left off.
  if (below === '' || below.startsWith('.')) return isLetterOrDigit(last) ? wordStart : start;
  // "9-⏎ANM-…@faa.gov", "first_⏎last@…": a line never ends an address with a hyphen or underscore.
  if (last === '-' || last === '_') return wordStart;
  // "mohammad.r.⏎haghighat@…", but not the end of a sentence ("… saksbehandler.⏎post@nav.no").
  if (last === '.' && /^[\p{Ll}\d]+(?:[._][\p{Ll}\d]+)+\.$/u.test(word) && !ABBREVIATION.test(word))
    return wordStart;
  return start;
}

/** Whether a domain (labels and dots) is well formed: two or more labels and a letter-only top level. */
function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  return (
    labels.length >= 2 && labels.every((l) => l.length > 0) && TOP_LEVEL.test(labels[labels.length - 1]!)
  );
}

/** End of the domain that starts after the "@" at `at`, or -1; it may go on over one line break. */
function readDomainEnd(text: string, at: number): number {
  let pos = at + 1;
  let lineBreak = -1;
  for (;;) {
    const c = text[pos];
    // A domain name has at most 253 characters.
    if (c === undefined || pos - at > MAX_DOMAIN) break;
    if (isDomainChar(c) || c === '.') {
      pos++;
      continue;
    }
    if (c !== '\n' || lineBreak >= 0) break;
    const before = text[pos - 1]!;
    const after = text[pos + 1] ?? '';
    // After "@", "." or "-", or before "." the address cannot have ended at the line's end.
    const breaksAfter = (before === '@' || before === '.' || before === '-') && isLetterOrDigit(after);
    const breaksBeforeDot = isLetterOrDigit(before) && after === '.' && isLetterOrDigit(text[pos + 2] ?? '');
    if (!breaksAfter && !breaksBeforeDot) break;
    lineBreak = pos;
    pos++;
  }
  const end = trimDomainEnd(text, at + 1, pos);
  if (lineBreak < 0 || end <= lineBreak) return longestDomainEnd(text, at + 1, end);
  // Over the line break: the address on the first line alone, and the joined one.
  const firstEnd = trimDomainEnd(text, at + 1, lineBreak);
  const first = text.slice(at + 1, firstEnd);
  const joined = text.slice(at + 1, lineBreak) + text.slice(lineBreak + 1, end);
  const brokeAfter = text[lineBreak - 1]!;
  let goesOn = isDomain(joined);
  // After a hyphen the line cannot have ended the address; otherwise the next line goes on in
  // lower case (or with the dot) as domains are written.
  if (brokeAfter !== '-') goesOn &&= /^[\p{Ll}\d.]/u.test(text.slice(lineBreak + 1, end));
  // At a dot, "…@nav.no.⏎for details" is a whole address and a sentence's full stop: the next
  // line goes on only where the first line's domain has no known top level ("…@example.⏎com").
  if (brokeAfter !== '-' && brokeAfter !== '@')
    goesOn &&=
      !(isDomain(first) && KNOWN_TOP_LEVEL.test(topLevel(first))) && KNOWN_TOP_LEVEL.test(topLevel(joined));
  return goesOn ? end : longestDomainEnd(text, at + 1, firstEnd);
}

/** The last label of a domain, in lower case. */
function topLevel(domain: string): string {
  return domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
}

/** The end of the longest well-formed domain in [from, end) that a word does not go on from ("nav.no-adressen" → "nav.no"). */
function longestDomainEnd(text: string, from: number, end: number): number {
  for (let e = end; e > from; e--) {
    if (e < end && (isLetterOrDigit(text[e]!) || !isLetterOrDigit(text[e - 1]!))) continue;
    if (isDomain(text.slice(from, e))) return e;
  }
  return -1;
}

/** Drops what a domain cannot end with: a sentence's full stop, a dash, a line break. */
function trimDomainEnd(text: string, from: number, end: number): number {
  let e = end;
  while (e > from && !isLetterOrDigit(text[e - 1]!)) e--;
  return e;
}

/** EMAIL_ADDRESS_F: e-mail addresses (letters æøå allowed), also where a line break splits one. */
export const emailRecognizer: Recognizer = {
  id: 'email',
  entityTypes: ['EMAIL_ADDRESS_F'],
  find(ctx: RecognizerContext): Span[] {
    const { text } = ctx;
    const spans: Span[] = [];
    let reach = 0;
    for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
      if (at < reach) continue;
      const start = readLocalStart(text, at);
      if (start === at) continue;
      const end = readDomainEnd(text, at);
      if (end < 0) continue;
      // Nothing of the address may run on into a word ("x@nav.no" inside "ax@nav.nox" is none).
      if (isLetterOrDigit(text[end] ?? '')) continue;
      const local = text.slice(start, at).replace('\n', '');
      const domain = text.slice(at + 1, end).replace('\n', '');
      if (local.startsWith('.') || local.endsWith('.') || local.includes('..') || domain.includes('..'))
        continue;
      if (domain.startsWith('-') || domain.startsWith('.')) continue;
      const isBroken = text.slice(start, end).includes('\n');
      spans.push({
        entityType: 'EMAIL_ADDRESS_F',
        start,
        end,
        score: clampScore(0.95),
        reason: isBroken
          ? 'e-mail address over a line break: local part, @ and a domain with a top-level domain'
          : 'e-mail address: local part, @ and a domain with a top-level domain',
        engine: 'fast',
      });
      reach = end;
    }
    return spans;
  },
};
