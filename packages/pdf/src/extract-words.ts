import { getEngineDocument, type PdfDocument } from './open-pdf.ts';
import { PdfError } from './pdf-error.ts';
import { readPageChars } from './read-page-chars.ts';
import { loadPageOrThrow, readPageInfo } from './page-info.ts';
import { WordBuilder } from './word-builder.ts';
import { readAnnotationText } from './annotation-text.ts';
import type { PageWords } from './types.ts';

// Ligatures are split into their letters so search and detection see plain text.
export const STEXT_OPTIONS = 'preserve-whitespace';

/** Words with boxes (displayed-page points) for one page; pageIndex is 0-based. */
export function extractPageWords(handle: PdfDocument, pageIndex: number): PageWords {
  const doc = getEngineDocument(handle);
  if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= handle.pageCount) {
    throw new PdfError(
      'INVALID_MARKS',
      `Page ${pageIndex + 1} does not exist; the document has ${handle.pageCount} pages.`,
    );
  }
  const page = loadPageOrThrow(doc, pageIndex);
  try {
    const stext = page.toStructuredText(STEXT_OPTIONS);
    try {
      return wordsOfPage(page, pageIndex, stext);
    } finally {
      stext.destroy();
    }
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
): PageWords {
  const info = readPageInfo(page);
  const builder = new WordBuilder();
  readPageChars(stext, builder);
  builder.flush();
  const hasTextLayer = builder.words.length > 0;
  readAnnotationText(page, builder, STEXT_OPTIONS);
  return { page: pageIndex + 1, ...info, hasTextLayer, words: builder.words };
}

/** Words with boxes for every page of the document, in page order. */
export function extractWords(handle: PdfDocument): PageWords[] {
  const pages: PageWords[] = [];
  for (let i = 0; i < handle.pageCount; i++) pages.push(extractPageWords(handle, i));
  return pages;
}
