import { getEngineDocument, type PdfDocument } from './open-pdf.ts';
import { PdfError } from './pdf-error.ts';
import { readStructuredText } from './actual-text.ts';
import { readPageChars, type CharSink } from './read-page-chars.ts';
import { loadPageOrThrow, readPageInfo } from './page-info.ts';
import { WordBuilder } from './word-builder.ts';
import { readAnnotationText } from './annotation-text.ts';
import { unpackPage, type PackedPage } from './packed-words.ts';
import type { PageWords } from './types.ts';

// Ligatures are split into their letters so search and detection see plain text. A char's box is
// as tall as its font's ascent and descent; fonts that declare them wrongly (an Ascent of 9.464
// where 946 was meant) would give boxes as thin as a line, so marks drawn from them would miss the
// glyphs: "accurate-ascenders" measures them from the font's own glyphs (no measurable cost).
export const STEXT_OPTIONS = 'preserve-whitespace,accurate-ascenders';

/**
 * Characters one page may hold. A dense page of small print has about 8,000; a page with far more
 * is a data dump or an attack (megabytes of tiny text), and its words alone would fill an answer
 * of tens of megabytes, so it is refused by name (PAGE_TOO_COMPLEX) rather than read.
 */
export const MAX_CHARS_PER_PAGE = 200_000;

/** Words with boxes (displayed-page points) for one page; pageIndex is 0-based. */
export function extractPageWords(handle: PdfDocument, pageIndex: number): PageWords {
  return unpackPage(extractPackedPage(handle, pageIndex));
}

/** extractPageWords's words as flat arrays, without an object per word (see PackedPage). */
export function extractPackedPage(handle: PdfDocument, pageIndex: number): PackedPage {
  const doc = getEngineDocument(handle);
  if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= handle.pageCount) {
    throw new PdfError(
      'INVALID_MARKS',
      `Page ${pageIndex + 1} does not exist; the document has ${handle.pageCount} pages.`,
    );
  }
  return readingPage(doc, pageIndex, (page) => {
    const { stext } = readStructuredText(page, doc, page.getObject(), STEXT_OPTIONS);
    try {
      return packedWordsOfPage(page, pageIndex, stext);
    } finally {
      stext.destroy();
    }
  });
}

/** Runs `read` on a loaded page; a failure that is not already a PdfError names the page as damaged. */
function readingPage<T>(
  doc: import('mupdf').PDFDocument,
  pageIndex: number,
  read: (page: import('mupdf').PDFPage) => T,
): T {
  const page = loadPageOrThrow(doc, pageIndex);
  try {
    return read(page);
  } catch (err) {
    if (err instanceof PdfError) throw err;
    throw new PdfError(
      'PDF_UNREADABLE',
      `The text of page ${pageIndex + 1} could not be read; the page content is damaged.`,
    );
  } finally {
    page.destroy();
  }
}

/**
 * Internal: the words of a loaded page from its content's structured text (made with
 * STEXT_OPTIONS, from the page or from its display list), with the text of its fields and
 * annotations after them.
 */
export function wordsOfPage(
  page: import('mupdf').PDFPage,
  pageIndex: number,
  stext: import('mupdf').StructuredText,
  counter?: CharCounter,
): PageWords {
  return unpackPage(packedWordsOfPage(page, pageIndex, stext, counter));
}

function packedWordsOfPage(
  page: import('mupdf').PDFPage,
  pageIndex: number,
  stext: import('mupdf').StructuredText,
  counter?: CharCounter,
): PackedPage {
  const info = readPageInfo(page);
  const builder = new WordBuilder();
  if (counter) counter.next = builder;
  if (!readPageChars(stext, counter ?? builder, MAX_CHARS_PER_PAGE))
    throw new PdfError(
      'PAGE_TOO_COMPLEX',
      `Page ${pageIndex + 1} holds more than ${MAX_CHARS_PER_PAGE.toLocaleString('en')} characters of text, more than this service reads on one page. Split the page or re-export the file, and try again.`,
      { page: pageIndex + 1, max_chars_per_page: MAX_CHARS_PER_PAGE },
    );
  builder.flush();
  const hasTextLayer = builder.count > 0;
  readAnnotationText(page, builder, STEXT_OPTIONS);
  return { page: pageIndex + 1, ...info, hasTextLayer, ...builder.take() };
}

/** Words with boxes for every page of the document, in page order. */
export function extractWords(handle: PdfDocument): PageWords[] {
  const pages: PageWords[] = [];
  for (let i = 0; i < handle.pageCount; i++) pages.push(extractPageWords(handle, i));
  return pages;
}

/** Structured text with the chars MuPDF drops by default: outside the page and clipped away. */
const UNCLIPPED_STEXT_OPTIONS = `${STEXT_OPTIONS},clip=no`;

/** The words of every page as extractWords reads them, and the words of pages that hide text. */
export interface WordsAndHidden {
  pages: PageWords[];
  /**
   * Per 1-based page that draws text nobody can see — outside the page's visible box or clipped
   * away by a clip path — every word of its content, the hidden ones among them.
   */
  unclipped: Map<number, PageWords>;
}

/**
 * Internal, for redaction. A page shows only what lies inside its crop box and its clip paths,
 * but its content may draw more: a voucher split over three pages by moving the crop box, each
 * page carrying the whole text; text under a clip that shows none of it. Nobody sees, searches or
 * marks that text (MuPDF's extraction leaves it out, as viewers do), yet any extractor that
 * ignores clipping reads it. Besides the words extractWords gives, this reads each page a second
 * time without clipping and, where that finds more chars, returns all its words.
 */
export function extractWordsAndHidden(handle: PdfDocument): WordsAndHidden {
  const doc = getEngineDocument(handle);
  const pages: PageWords[] = [];
  const unclipped = new Map<number, PageWords>();
  for (let i = 0; i < handle.pageCount; i++) {
    readingPage(doc, i, (page) => {
      const shown = new CharCounter();
      const { stext, glyphsOnly } = readStructuredText(page, doc, page.getObject(), STEXT_OPTIONS);
      let words: PageWords;
      try {
        words = wordsOfPage(page, i, stext, shown);
      } finally {
        stext.destroy();
      }
      pages.push(words);
      const all = page.toStructuredText(UNCLIPPED_STEXT_OPTIONS + (glyphsOnly ? ',ignore-actualtext' : ''));
      try {
        const drawn = new CharCounter();
        readPageChars(all, drawn);
        if (drawn.count > shown.count) {
          const builder = new WordBuilder();
          readPageChars(all, builder);
          builder.flush();
          unclipped.set(i + 1, { ...words, words: builder.takeWords() });
        }
      } finally {
        all.destroy();
      }
    });
  }
  return { pages, unclipped };
}

/** Counts the chars that are not spaces or controls, passing everything on to `next` when set. */
class CharCounter implements CharSink {
  count = 0;
  next: CharSink | undefined;

  line(horizontal: boolean, vertical: boolean, verticalWriting: boolean): void {
    this.next?.line(horizontal, vertical, verticalWriting);
  }

  char(code: number, x0: number, y0: number, x1: number, y1: number): void {
    if (code > 32) this.count++;
    this.next?.char(code, x0, y0, x1, y1);
  }
}
