import { getEngineDocument, type PdfDocument } from './open-pdf.ts';
import { PdfError } from './pdf-error.ts';
import { readPageChars } from './read-page-chars.ts';
import { loadPageOrThrow, readPageInfo } from './page-info.ts';
import { WordBuilder } from './word-builder.ts';
import { readAnnotationText } from './annotation-text.ts';
import type { PageWords } from './types.ts';

// Ligatures are split into their letters so search and detection see plain text.
const STEXT_OPTIONS = 'preserve-whitespace';

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
    const info = readPageInfo(page);
    const stext = page.toStructuredText(STEXT_OPTIONS);
    const builder = new WordBuilder();
    try {
      readPageChars(stext, builder);
      builder.flush();
    } finally {
      stext.destroy();
    }
    const hasTextLayer = builder.words.length > 0;
    readAnnotationText(page, builder, STEXT_OPTIONS);
    return { page: pageIndex + 1, ...info, hasTextLayer, words: builder.words };
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

/** Words with boxes for every page of the document, in page order. */
export function extractWords(handle: PdfDocument): PageWords[] {
  const pages: PageWords[] = [];
  for (let i = 0; i < handle.pageCount; i++) pages.push(extractPageWords(handle, i));
  return pages;
}
