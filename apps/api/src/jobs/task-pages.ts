import { extractPackedPage, extractWords, type PageWords, type PdfDocument } from '@sladd/pdf';
import { packPage, unpackPage, wordCountOf, type PackedPage } from '@sladd/pdf/packed';
import type { NeedsOcr, TaskOcr, TextSource } from './task-types.ts';

/**
 * Words kept from the text-layer check for the detection that follows (about 0.1 kB each, packed).
 * A file with more is extracted again page by page, so a dense 2,000-page file never holds all
 * its words in a worker at once; a file with fewer is extracted once.
 */
const KEPT_WORDS = 100_000;

/** One page at a time for detection: `page(index)` is called once per page, in order. */
export interface PageSource<Page = PageWords> {
  count: number;
  page(index: number): Page;
}

/**
 * The pages a detect task works on (worker side). With `ocr: 'auto'` and nothing recognised yet,
 * every page's text layer is checked first and a file with pages without one answers which pages
 * need OCR, before any detection, so the caller reads them in the pool and sends the task again
 * with `recognized`. A born-digital file goes straight on to detection.
 */
export function pageSourceForTask(
  doc: PdfDocument,
  task: TaskOcr,
  keepWords = KEPT_WORDS,
): PageSource | NeedsOcr {
  const source = extractedPages(doc, task, keepWords);
  if ('needsOcr' in source) return source;
  return { count: source.count, page: (index) => withRecognized(unpackPage(source.page(index)), task) };
}

/**
 * pageSourceForTask's pages packed (the command line's hand-over to its detection thread), so the
 * words are never made into objects on the thread that extracts them.
 */
export function packedPageSourceForTask(
  doc: PdfDocument,
  task: TaskOcr,
  keepWords = KEPT_WORDS,
): PageSource<PackedPage> | NeedsOcr {
  const source = extractedPages(doc, task, keepWords);
  if ('needsOcr' in source) return source;
  return {
    count: source.count,
    page(index) {
      const page = source.page(index);
      const words = page.hasTextLayer ? undefined : task.recognized?.[page.page];
      return words ? packPage({ ...unpackPage(page), words }) : page;
    },
  };
}

/** The pages as extracted, after the text-layer check when the task asks for one. */
function extractedPages(
  doc: PdfDocument,
  task: TaskOcr,
  keepWords: number,
): PageSource<PackedPage> | NeedsOcr {
  const count = doc.pageCount;
  const fresh = (index: number) => extractPackedPage(doc, index);
  if (task.ocr !== 'auto' || task.recognized) return { count, page: fresh };
  const kept: (PackedPage | undefined)[] = [];
  let keptWords = 0;
  const missing: NeedsOcr['needsOcr'] = [];
  for (let index = 0; index < count; index++) {
    const page = extractPackedPage(doc, index);
    if (!page.hasTextLayer) missing.push({ page: page.page, width: page.width, height: page.height });
    keptWords += wordCountOf(page);
    if (keptWords <= keepWords) kept.push(page);
  }
  if (missing.length > 0) return { needsOcr: missing };
  return {
    count,
    page(index) {
      const page = kept[index];
      kept[index] = undefined; // each page is detected once: let its words go
      return page ?? fresh(index);
    },
  };
}

/** Every page's words for a search task, with the same OCR hand-over as pageSourceForTask. */
export function pagesForTask(doc: PdfDocument, task: TaskOcr): PageWords[] | NeedsOcr {
  const pages = extractWords(doc);
  if (task.ocr !== 'auto') return pages;
  if (!task.recognized) {
    const missing = pages.filter((page) => !page.hasTextLayer);
    if (missing.length === 0) return pages;
    return { needsOcr: missing.map(({ page, width, height }) => ({ page, width, height })) };
  }
  return pages.map((page) => withRecognized(page, task));
}

/** The recognised words stand in for a missing text layer. */
function withRecognized(page: PageWords, task: TaskOcr): PageWords {
  const words = page.hasTextLayer ? undefined : task.recognized?.[page.page];
  return words ? { ...page, words } : page;
}

export function textSourceOf(page: Pick<PageWords, 'page' | 'hasTextLayer'>, task: TaskOcr): TextSource {
  if (page.hasTextLayer) return 'text_layer';
  return task.recognized?.[page.page] ? 'ocr' : 'none';
}

/** Which pages got their words from OCR, and which have no text layer and no words even so. */
export function ocrOutcome(pages: PageWords[], task: TaskOcr) {
  return {
    ocrPages: pages
      .filter((page) => textSourceOf(page, task) === 'ocr' && page.words.length > 0)
      .map((page) => page.page),
    unreadablePages: pages
      .filter((page) => !page.hasTextLayer && page.words.length === 0)
      .map((page) => page.page),
  };
}
