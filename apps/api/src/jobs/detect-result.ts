import type { PageWords } from '@sladd/pdf';
import type { PageDetection } from '@sladd/detect';
import type { DetectionRequest, DetectPageEvent, DetectResult, TaskOcr } from './task-types.ts';
import { textSourceOf } from './task-pages.ts';

/**
 * A detect task's result, built page by page in page order: by the task in a pool thread
 * (tasks.ts), and by the command line when its detection runs on a thread of its own
 * (cli/pipelined-detect.ts), so both answer alike.
 */
export function newDetectResult(pageCount: number, extractionMs: number): DetectResult {
  return {
    pageCount,
    pages: [],
    wordsCount: 0,
    extractionMs,
    detectionMs: 0,
    engineMs: {},
    pagesWithoutText: [],
    ocrPages: [],
    unreadablePages: [],
  };
}

/**
 * What a page's result needs of its words: how many there are, and the words themselves only when
 * a language model answers (they go out with the page). The command line's extracting thread
 * hands its words to the detection thread and keeps just this.
 */
export interface DetectedPageText {
  page: number;
  hasTextLayer: boolean;
  wordsCount: number;
  words?: PageWords;
}

/** Adds one detected page to `result` and posts its page_completed event. */
export function addDetectedPage(
  result: DetectResult,
  page: PageWords,
  found: PageDetection | undefined,
  detectionMs: number,
  task: TaskOcr & { request: DetectionRequest },
  post: (event: DetectPageEvent) => void,
): void {
  const text = { page: page.page, hasTextLayer: page.hasTextLayer, wordsCount: page.words.length };
  addDetectedText(result, { ...text, words: page }, found, detectionMs, task, post);
}

/** addDetectedPage for a page known by its DetectedPageText. */
export function addDetectedText(
  result: DetectResult,
  page: DetectedPageText,
  found: PageDetection | undefined,
  detectionMs: number,
  task: TaskOcr & { request: DetectionRequest },
  post: (event: DetectPageEvent) => void,
): void {
  result.detectionMs += detectionMs;
  result.wordsCount += page.wordsCount;
  const textSource = textSourceOf(page, task);
  if (!page.hasTextLayer) result.pagesWithoutText.push(page.page);
  // As ocrOutcome (task-pages.ts) counts them for a whole file.
  if (textSource === 'ocr' && page.wordsCount > 0) result.ocrPages.push(page.page);
  if (!page.hasTextLayer && page.wordsCount === 0) result.unreadablePages.push(page.page);
  const pageResult = {
    page: page.page,
    sensitive: found?.sensitive ?? [],
    wordsCount: page.wordsCount,
    detectionMs,
  };
  result.pages.push(pageResult);
  post({
    type: 'page_completed',
    page: page.page,
    totalPages: result.pageCount,
    result: {
      ...pageResult,
      hasTextLayer: page.hasTextLayer,
      textSource,
      ...(task.request.languageModel ? { words: page.words } : {}),
    },
  });
}
