import { forEachObjectString, forEachTextStream } from './object-strings.ts';
import { buildMatcher } from './scrub-strings.ts';

type EngineDoc = import('mupdf').PDFDocument;

const latin1 = new TextDecoder('latin1');
const utf16 = new TextDecoder('utf-16be');

/**
 * Occurrences of `text` in the file's objects, read independently of the page text: every string
 * value (bookmarks, link targets, annotation contents, form values, metadata, named destinations)
 * and the decoded bytes of every non-image, non-font stream (XMP, rich text, private data), as
 * Latin-1 and UTF-16. Content streams are searched too when `includeContent`: once no occurrence
 * is meant to stay on the pages, a literal left in a content stream is a leak.
 */
export function countInObjects(doc: EngineDoc, text: string, opts: { includeContent: boolean }): number {
  const matcher = buildMatcher([text]);
  let count = 0;
  forEachObjectString(doc, (slot) => {
    count += countMatches(matcher.global, slot.value);
  });
  forEachTextStream(doc, (bytes, isContent) => {
    if (isContent && !opts.includeContent) return;
    count += countMatches(matcher.global, latin1.decode(bytes));
    if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
      count += countMatches(matcher.global, utf16.decode(bytes));
  });
  return count;
}

function countMatches(re: RegExp, value: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(value)) n++;
  return n;
}
