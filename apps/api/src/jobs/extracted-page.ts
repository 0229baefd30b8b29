import type { ExtractedPage } from '@sladd/contract';
import { RESOURCE_LIMITS } from '@sladd/contract/limits';
import type { PageWords } from '@sladd/pdf';
import type { ExtractedPageJson, OcrPageResult } from './task-types.ts';

/** The answer's page: words from the text layer, from OCR, or none — the boxes share one coordinate system. */
export function toExtractedPage(
  page: Omit<PageWords, 'words'> & { words?: PageWords['words'] },
  recognized: OcrPageResult | undefined,
): ExtractedPage {
  const words = recognized ? recognized.words : (page.words ?? []);
  return {
    page_number: page.page,
    width: page.width,
    height: page.height,
    rotation: page.rotation,
    has_text_layer: page.hasTextLayer,
    text_source: page.hasTextLayer ? 'text_layer' : recognized ? 'ocr' : 'none',
    // With the layout search reads, so a browser can search the words as the server does (decision 0046).
    words: words.map(({ text, bbox, line, xs, ys, rtl, ranges }) => ({
      text,
      bbox,
      line,
      ...(xs ? { xs } : {}),
      ...(ys ? { ys } : {}),
      ...(rtl ? { rtl } : {}),
      ...(ranges ? { ranges } : {}),
    })),
  };
}

const encoder = new TextEncoder();

/**
 * Pages of an extract answer as JSON, made in the worker thread that read them: the API process
 * only joins the bytes, so a page of megabytes of text never stops its event loop. Pages are added
 * while the answer stays within RESOURCE_LIMITS.maxExtractAnswerBytes (the first page always is);
 * the caller answers the rest with next_page.
 */
export function extractedPagesJson(
  count: number,
  read: (index: number) => PageWords,
  maxBytes: number = RESOURCE_LIMITS.maxExtractAnswerBytes,
): ExtractedPageJson[] {
  const pages: ExtractedPageJson[] = [];
  let bytes = 0;
  for (let index = 0; index < count; index++) {
    const page = read(index);
    const json = encoder.encode(JSON.stringify(toExtractedPage(page, undefined)));
    if (pages.length > 0 && bytes + json.length > maxBytes) break;
    bytes += json.length;
    const { words: _words, ...info } = page;
    pages.push({ ...info, json });
  }
  return pages;
}
