import type { PageWords } from '@sladd/pdf';
import type { PageDetection } from '@sladd/detect';
import type { DetectionRequest, DetectPageEvent, DetectResult, TaskOcr } from './task-types.ts';
import { ocrOutcome, textSourceOf } from './task-pages.ts';

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

/** Adds one detected page to `result` and posts its page_completed event. */
export function addDetectedPage(
  result: DetectResult,
  page: PageWords,
  found: PageDetection | undefined,
  detectionMs: number,
  task: TaskOcr & { request: DetectionRequest },
  post: (event: DetectPageEvent) => void,
): void {
  result.detectionMs += detectionMs;
  result.wordsCount += page.words.length;
  const outcome = ocrOutcome([page], task);
  if (!page.hasTextLayer) result.pagesWithoutText.push(page.page);
  result.ocrPages.push(...outcome.ocrPages);
  result.unreadablePages.push(...outcome.unreadablePages);
  const pageResult = {
    page: page.page,
    sensitive: found?.sensitive ?? [],
    wordsCount: page.words.length,
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
      textSource: textSourceOf(page, task),
      ...(task.request.languageModel ? { words: page } : {}),
    },
  });
}
