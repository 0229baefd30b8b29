import { detectPagesByMethod, createEngineRegistry, FAST_ENGINE } from '@sladd/detect';
import {
  closePdf,
  extractPageWords,
  extractWords,
  findWordsInBox,
  isPdfError,
  openPdf,
  type PdfDocument,
  redactPdf,
  searchPages,
} from '@sladd/pdf';
import type {
  CountResult,
  DetectPageEvent,
  DetectResult,
  DetectionRequest,
  ExtractResult,
  FindWordsResult,
  RedactResultData,
  SearchResult,
  Task,
  TaskResult,
} from './task-types.ts';

const registry = createEngineRegistry([FAST_ENGINE]);

/** Opens the PDF, runs the work and always frees the engine memory. */
function withPdf<T>(bytes: Uint8Array, work: (doc: PdfDocument) => T): T {
  const doc = openPdf(bytes);
  try {
    return work(doc);
  } finally {
    closePdf(doc);
  }
}

function detectFile(bytes: Uint8Array, request: DetectionRequest, post: (event: DetectPageEvent) => void): DetectResult {
  return withPdf(bytes, (doc) => {
    const result: DetectResult = { pageCount: doc.pageCount, pages: [], wordsCount: 0, extractionMs: 0, detectionMs: 0, pagesWithoutText: [] };
    for (let index = 0; index < doc.pageCount; index++) {
      post({ type: 'page_started', page: index + 1, totalPages: doc.pageCount });
      const extractStart = performance.now();
      const page = extractPageWords(doc, index);
      const detectStart = performance.now();
      const [detection] = detectPagesByMethod([page], { methods: request.methods, threshold: request.threshold, removeWords: request.removeWords }, registry);
      const detectionMs = performance.now() - detectStart;
      result.extractionMs += detectStart - extractStart;
      result.detectionMs += detectionMs;
      result.wordsCount += page.words.length;
      if (!page.hasTextLayer) result.pagesWithoutText.push(page.page);
      const pageResult = { page: page.page, sensitive: detection?.sensitive ?? [], wordsCount: page.words.length, detectionMs };
      result.pages.push(pageResult);
      post({ type: 'page_completed', page: page.page, totalPages: doc.pageCount, result: { ...pageResult, hasTextLayer: page.hasTextLayer } });
    }
    return result;
  });
}

function runTaskUnsafe(task: Task): unknown {
  switch (task.kind) {
    case 'count':
      return withPdf(task.bytes, (doc): CountResult => ({ pageCount: doc.pageCount }));
    case 'extract':
      return withPdf(task.bytes, (doc): ExtractResult => {
        if (task.firstPage === undefined) return { pageCount: doc.pageCount, pages: extractWords(doc) };
        const last = Math.min(task.lastPage ?? doc.pageCount, doc.pageCount);
        const indexes = Array.from({ length: Math.max(0, last - task.firstPage + 1) }, (_, i) => task.firstPage! - 1 + i);
        return { pageCount: doc.pageCount, pages: indexes.map((index) => extractPageWords(doc, index)) };
      });
    case 'search':
      return withPdf(task.bytes, (doc): SearchResult => ({
        pageCount: doc.pageCount,
        pages: searchPages(extractWords(doc), task.terms, { caseSensitive: task.caseSensitive, regex: task.regex }),
      }));
    case 'find-words':
      return withPdf(task.bytes, (doc): FindWordsResult => {
        if (task.page < 1 || task.page > doc.pageCount) return { pageCount: doc.pageCount, words: [] };
        const page = extractPageWords(doc, task.page - 1);
        return { pageCount: doc.pageCount, words: findWordsInBox([page], task.page, task.box) };
      });
    case 'detect':
      return detectFile(task.bytes, task.request, (event) => task.port?.postMessage(event));
    case 'ocr-page':
      // Recognition is asynchronous (tesseract); the worker entry sends it to runOcrPageTask.
      throw new Error('ocr-page tasks run through runOcrPageTask');
    case 'redact': {
      const pageCount = withPdf(task.bytes, (doc) => doc.pageCount);
      const { pdf, verification } = redactPdf(task.bytes, task.marks, task.appearance, { removeImages: task.removeImages });
      return { pageCount, pdf, verification } satisfies RedactResultData;
    }
  }
}

/** Runs one task; a PdfError becomes a failure result (codes survive the thread boundary), anything else throws. */
export function runTask<T>(task: Task): TaskResult<T> {
  try {
    return { ok: true, ...(runTaskUnsafe(task) as T) };
  } catch (error) {
    if (isPdfError(error)) {
      const details = (error as { details?: unknown }).details;
      return { ok: false, error: { code: error.code, message: error.message, ...(details ? { details } : {}) } };
    }
    throw error;
  } finally {
    if (task.kind === 'detect' && task.port) {
      task.port.postMessage({ type: 'end', page: 0, totalPages: 0 } satisfies DetectPageEvent);
      task.port.close();
    }
  }
}
