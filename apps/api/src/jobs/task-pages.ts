import { extractWords, type PageWords, type PdfDocument } from '@sladd/pdf';
import type { NeedsOcr, TaskOcr, TextSource } from './task-types.ts';

/**
 * The words of every page a detect or search task works on (worker side). With `ocr: 'auto'` and
 * nothing recognised yet, a file with pages without a text layer answers which pages need OCR,
 * before any detection, so the caller reads them in the pool and sends the task again with
 * `recognized`. A born-digital file is extracted once either way.
 */
export function pagesForTask(doc: PdfDocument, task: TaskOcr): PageWords[] | NeedsOcr {
  const pages = extractWords(doc);
  if (task.ocr !== 'auto') return pages;
  const recognized = task.recognized;
  if (!recognized) {
    const missing = pages.filter((page) => !page.hasTextLayer);
    if (missing.length === 0) return pages;
    return { needsOcr: missing.map(({ page, width, height }) => ({ page, width, height })) };
  }
  return pages.map((page) => {
    const words = page.hasTextLayer ? undefined : recognized[page.page];
    return words ? { ...page, words } : page;
  });
}

export function textSourceOf(page: PageWords, task: TaskOcr): TextSource {
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
