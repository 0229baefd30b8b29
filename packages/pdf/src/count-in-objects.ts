import { forEachObjectString, forEachTextStream } from './object-strings.ts';
import { buildMatcher } from './scrub-strings.ts';

type EngineDoc = import('mupdf').PDFDocument;

const latin1 = new TextDecoder('latin1');
const utf16 = new TextDecoder('utf-16be');

/** The file's object texts, read once: string values, and decoded streams split by whether they draw page content. */
export interface ObjectTexts {
  values: string[];
  streams: string[];
  contentStreams: string[];
}

/**
 * Reads the file's objects independently of the page text: every string value (bookmarks, link
 * targets, annotation contents, form values, metadata, named destinations) and the decoded bytes
 * of every non-image, non-font stream (XMP, rich text, private data, page content), as Latin-1
 * and, where a stream starts with a UTF-16 mark, as UTF-16.
 */
export function readObjectTexts(doc: EngineDoc): ObjectTexts {
  const texts: ObjectTexts = { values: [], streams: [], contentStreams: [] };
  forEachObjectString(doc, (slot) => texts.values.push(slot.value));
  forEachTextStream(doc, (bytes, isContent) => {
    const into = isContent ? texts.contentStreams : texts.streams;
    into.push(latin1.decode(bytes));
    if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) into.push(utf16.decode(bytes));
  });
  return texts;
}

/**
 * Occurrences of `text` in the object texts. Content streams count too when `includeContent`:
 * once no occurrence is meant to stay on the pages, a literal left in a content stream is a leak.
 */
export function countInObjects(texts: ObjectTexts, text: string, opts: { includeContent: boolean }): number {
  const { global } = buildMatcher([text]);
  const sources = opts.includeContent
    ? [texts.values, texts.streams, texts.contentStreams]
    : [texts.values, texts.streams];
  let count = 0;
  for (const list of sources) for (const value of list) count += countMatches(global, value);
  return count;
}

function countMatches(re: RegExp, value: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(value)) n++;
  return n;
}
