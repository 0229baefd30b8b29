import { forEachObjectString, forEachTextStream } from './object-strings.ts';
import { buildMatcher, squashKey } from './scrub-strings.ts';
import { contentStrings } from './content-ops.ts';
import { APPEARANCE_MARKER } from './draw-appearance.ts';

type EngineDoc = import('mupdf').PDFDocument;

const latin1 = new TextDecoder('latin1');
const utf16 = new TextDecoder('utf-16be');

/** The file's object texts, read once: string values, and decoded streams split by whether they draw page content. */
export interface ObjectTexts {
  values: string[];
  streams: string[];
  contentStreams: string[];
  /** squashKey of every entry above, by list, computed once for all strings. */
  keys: Map<string[], string[]>;
}

/**
 * Reads the file's objects independently of the page text: every string value (bookmarks, link
 * targets, annotation contents, form values, metadata, named destinations) and the decoded bytes
 * of every non-image, non-font stream (XMP, rich text, private data, page content), as Latin-1
 * and, where a stream starts with a UTF-16 mark, as UTF-16.
 */
export function readObjectTexts(doc: EngineDoc): ObjectTexts {
  const texts: ObjectTexts = { values: [], streams: [], contentStreams: [], keys: new Map() };
  forEachObjectString(doc, (slot) => texts.values.push(slot.value));
  forEachTextStream(doc, (bytes, isContent, obj) => {
    // Our own appearance (the label inside each box) is not content of the original.
    if (!obj.get(APPEARANCE_MARKER).isNull()) return;
    // In page content only the strings operators show are text; the numbers are coordinates
    // (a redacted "456" must not be found in "456.2 730 Td").
    if (isContent) {
      texts.contentStreams.push(contentStrings(bytes).join('\n'));
      return;
    }
    texts.streams.push(latin1.decode(bytes));
    if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) texts.streams.push(utf16.decode(bytes));
  });
  for (const list of [texts.values, texts.streams, texts.contentStreams])
    texts.keys.set(list, list.map(squashKey));
  return texts;
}

/**
 * Occurrences of `text` in the object texts. Content streams count too when `includeContent`:
 * once no occurrence is meant to stay on the pages, a literal left in a content stream is a leak.
 */
export function countInObjects(texts: ObjectTexts, text: string, opts: { includeContent: boolean }): number {
  const matcher = buildMatcher([text]);
  const sources = opts.includeContent
    ? [texts.values, texts.streams, texts.contentStreams]
    : [texts.values, texts.streams];
  let count = 0;
  for (const list of sources) {
    const keys = texts.keys.get(list);
    list.forEach((value, i) => (count += matcher.count(value, keys?.[i])));
  }
  return count;
}
