import { detectPagesByMethod, searchPagesByMeaning } from '@sladd/detect';
import {
  buildRedactionLog,
  closePdf,
  extractPageWords,
  findWordsInBox,
  openPdf,
  type PdfDocument,
  redactPdf,
  renderRedactionLog,
  searchPages,
} from '@sladd/pdf';
import type {
  CountResult,
  DetectPageEvent,
  DetectResult,
  ExtractResult,
  FindWordsResult,
  NeedsOcr,
  RedactResultData,
  SearchResult,
  Task,
  TaskResult,
} from './task-types.ts';
import { searchEngines, workerDetection } from './detection-engines.ts';
import { addDetectedPage, newDetectResult } from './detect-result.ts';
import { extractedPagesJson } from './extracted-page.ts';
import { pdfFailure } from './task-failure.ts';
import { ocrOutcome, pageSourceForTask, pagesForTask } from './task-pages.ts';
import { runOcrPageTask } from './ocr-task.ts';

/** Opens the PDF, runs the work and always frees the engine memory. */
function withPdf<T>(bytes: Uint8Array, work: (doc: PdfDocument) => T): T {
  const doc = openPdf(bytes);
  try {
    return work(doc);
  } finally {
    closePdf(doc);
  }
}

function detectPdf(
  bytes: Uint8Array,
  task: Extract<Task, { kind: 'detect' }>,
  post: (event: DetectPageEvent) => void,
): DetectResult | NeedsOcr {
  const { request } = task;
  const detection = workerDetection(request);
  return withPdf(bytes, (doc) => {
    const checkStart = performance.now();
    const source = pageSourceForTask(doc, task);
    if ('needsOcr' in source) return source;
    const result = newDetectResult(doc.pageCount, performance.now() - checkStart);
    for (let index = 0; index < source.count; index++) {
      post({ type: 'page_started', page: index + 1, totalPages: doc.pageCount });
      const extractStart = performance.now();
      const page = source.page(index);
      const detectStart = performance.now();
      const [found] = detectPagesByMethod([page], detection.options, detection.engines, result.engineMs);
      result.extractionMs += detectStart - extractStart;
      addDetectedPage(result, page, found, performance.now() - detectStart, task, post);
    }
    return result;
  });
}

function searchFile(task: Extract<Task, { kind: 'search' }>): SearchResult | NeedsOcr {
  return withPdf(task.bytes, (doc) => {
    const pages = pagesForTask(doc, task);
    if ('needsOcr' in pages) return pages;
    return {
      pageCount: doc.pageCount,
      pages: task.ai
        ? searchPagesByMeaning(pages, task.ai, { engines: searchEngines })
        : searchPages(pages, task.terms, { caseSensitive: task.caseSensitive, regex: task.regex }),
      ...ocrOutcome(pages, task),
    };
  });
}

function runTaskUnsafe(task: Task): unknown {
  switch (task.kind) {
    case 'count':
      return withPdf(task.bytes, (doc): CountResult => ({ pageCount: doc.pageCount }));
    case 'extract':
      return withPdf(task.bytes, (doc): ExtractResult => {
        const first = task.firstPage ?? 1;
        const last = Math.min(task.lastPage ?? doc.pageCount, doc.pageCount);
        const count = Math.max(0, last - first + 1);
        return {
          pageCount: doc.pageCount,
          pages: extractedPagesJson(count, (i) => extractPageWords(doc, first - 1 + i)),
        };
      });
    case 'search':
      return searchFile(task);
    case 'find-words':
      return withPdf(task.bytes, (doc): FindWordsResult => {
        if (task.page < 1 || task.page > doc.pageCount) return { pageCount: doc.pageCount, words: [] };
        const page = extractPageWords(doc, task.page - 1);
        return { pageCount: doc.pageCount, words: findWordsInBox([page], task.page, task.box) };
      });
    case 'detect':
      return detectPdf(task.bytes, task, (event) => task.port?.postMessage(event));
    case 'ocr-page':
      // Recognition is asynchronous (tesseract): handleTask sends it to runOcrPageTask.
      throw new Error('ocr-page tasks run through runOcrPageTask');
    case 'redact': {
      const pageCount = withPdf(task.bytes, (doc) => doc.pageCount);
      // The engine gets each box with its label; the code ids stay here, for the log.
      const marks = task.marks.map(({ page, bbox, label }) => ({ page, bbox, label }));
      const { pdf, verification } = redactPdf(task.bytes, marks, task.appearance, {
        removeImages: task.removeImages,
        texts: task.texts,
        requested: task.requested,
        recognized: task.recognized,
      });
      // The log is written only from pages and code ids: it never sees a text of the page.
      const log = task.log
        ? renderRedactionLog(
            buildRedactionLog({
              documentName: task.log.documentName,
              pageCount,
              marks: task.marks.map((mark) => ({ page: mark.page, legalBasis: mark.legalBasis })),
              codes: task.log.codes,
              language: task.log.language,
              createdAt: task.log.createdAt,
            }),
            task.log.format,
          )
        : undefined;
      return { pageCount, pdf, verification, ...(log ? { log } : {}) } satisfies RedactResultData;
    }
  }
}

/** Runs one task; a PdfError becomes a failure result (codes survive the thread boundary), anything else throws. */
export function runTask<T>(task: Task): TaskResult<T> {
  try {
    return { ok: true, ...(runTaskUnsafe(task) as T) };
  } catch (error) {
    const failure = pdfFailure(error);
    if (failure) return failure;
    throw error;
  } finally {
    if (task.kind === 'detect' && task.port) {
      task.port.postMessage({ type: 'end', page: 0, totalPages: 0 } satisfies DetectPageEvent);
      task.port.close();
    }
  }
}

/**
 * One task, as a worker thread (worker.ts) or a queue worker runs it: a page to read by OCR answers
 * a promise (tesseract); every other task runs at once.
 */
export function handleTask(task: Task) {
  return task.kind === 'ocr-page' ? runOcrPageTask(task) : runTask(task);
}
