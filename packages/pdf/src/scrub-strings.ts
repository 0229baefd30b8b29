import { forEachObjectString } from './object-strings.ts';
import { literalPattern } from './search-pages.ts';

type EngineDoc = import('mupdf').PDFDocument;

const BLOCK = '\u2588';

/**
 * Removes every occurrence of the redacted strings from the file's string objects — bookmark
 * titles, link targets, annotation contents, form values, alternate texts, named destinations —
 * wherever they sit. Occurrences are blacked out char for char (a bookmark still shows that
 * something was there); a link target that spells one out is emptied, since a half-kept address
 * is still an address. Returns how many strings were changed.
 */
export function scrubObjectStrings(doc: EngineDoc, texts: string[]): number {
  if (texts.length === 0) return 0;
  const matcher = buildMatcher(texts);
  let changed = 0;
  forEachObjectString(doc, (slot) => {
    if (slot.key === 'URI') {
      if (matcher.test(slot.value) || matcher.test(safeDecodeUri(slot.value))) {
        slot.replace('');
        changed++;
      }
      return;
    }
    if (!matcher.test(slot.value)) return;
    slot.replace(matcher.replace(slot.value, (m) => m.replace(/\S/gu, BLOCK)));
    changed++;
  });
  return changed;
}

export interface Matcher {
  test(value: string): boolean;
  /** Replaces every occurrence, longest strings first (a phrase wins over its words). */
  replace(value: string, by: (match: string) => string): string;
  /** `key` is squashKey(value) when the caller has it already. */
  count(value: string, key?: string): number;
}

/**
 * A case-insensitive matcher for the strings, found the way search finds them (any whitespace
 * between words, a hyphenated line break inside one). One alternation of a thousand such patterns
 * costs a third of a second to compile, so each value is first narrowed to the strings that can
 * occur in it at all — every char of the string in order once whitespace and hyphens are set
 * aside — and only their pattern is built (and cached). Strings outside ASCII always go to the
 * pattern, since JavaScript's lower case and Unicode case folding part ways there.
 */
export function buildMatcher(texts: string[]): Matcher {
  const entries = [...texts]
    .sort((a, b) => b.length - a.length)
    .map((text) => ({ text, key: squashKey(text), ascii: isAscii(text) }));
  const patterns = new Map<string, { single: RegExp; global: RegExp }>();
  const patternFor = (value: string, known?: string): { single: RegExp; global: RegExp } | null => {
    const key = known ?? squashKey(value);
    const chosen = entries.filter((e) => !e.ascii || key.includes(e.key)).map((e) => e.text);
    if (chosen.length === 0) return null;
    const id = chosen.join('\u0000');
    let pattern = patterns.get(id);
    if (!pattern) {
      const source = chosen.map((t) => literalPattern(t)).join('|');
      pattern = { single: new RegExp(source, 'iu'), global: new RegExp(source, 'giu') };
      patterns.set(id, pattern);
    }
    return pattern;
  };
  return {
    test: (value) => patternFor(value)?.single.test(value) ?? false,
    replace: (value, by) => {
      const p = patternFor(value);
      return p ? value.replace(p.global, by) : value;
    },
    count: (value, key) => {
      const p = patternFor(value, key);
      if (!p) return 0;
      p.global.lastIndex = 0;
      let n = 0;
      while (p.global.exec(value)) n++;
      return n;
    },
  };
}

/** True when every char is ASCII (where lower case and case folding agree). */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** A value lower-cased without whitespace and hyphens: what every match must contain, in order. */
export function squashKey(text: string): string {
  return text.toLowerCase().replace(/[\s\-\u00AD\u2010]+/gu, '');
}

function safeDecodeUri(uri: string): string {
  try {
    return decodeURIComponent(uri.replace(/\+/gu, ' '));
  } catch {
    return uri;
  }
}
