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
    slot.replace(slot.value.replace(matcher.global, (m) => m.replace(/\S/gu, BLOCK)));
    changed++;
  });
  return changed;
}

/** One case-insensitive pattern for all strings, longest first so a phrase wins over its words. */
export function buildMatcher(texts: string[]): { test(value: string): boolean; global: RegExp } {
  const source = [...texts]
    .sort((a, b) => b.length - a.length)
    .map((t) => literalPattern(t))
    .join('|');
  const single = new RegExp(source, 'iu');
  return { test: (value) => single.test(value), global: new RegExp(source, 'giu') };
}

function safeDecodeUri(uri: string): string {
  try {
    return decodeURIComponent(uri.replace(/\+/gu, ' '));
  } catch {
    return uri;
  }
}
