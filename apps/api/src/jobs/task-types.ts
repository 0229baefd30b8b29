import type { MessagePort } from 'node:worker_threads';
import type {
  BBox,
  PageMatches,
  PageWords,
  RedactionAppearance,
  RedactionLogCode,
  RedactionLogFormat,
  RedactionLogLanguage,
  RedactionVerification,
  RequestedSearch,
  Word,
} from '@sladd/pdf';
import type { AiSearchQuery, PageDetection } from '@sladd/detect';

/** A failure a person caused (bad file, bad regex…): code and message cross the thread boundary intact. */
export interface TaskFailure {
  ok: false;
  error: { code: string; message: string; details?: unknown };
}

export type TaskResult<T> = ({ ok: true } & T) | TaskFailure;

export interface DetectionRequest {
  methods: { fast?: string[]; standard?: string[]; advanced?: string[] };
  /** Entity types no engine here can find yet (reported, not run). */
  unsupported?: string[];
  /**
   * The advanced method is answered by the language model (in the API process, decision 0035):
   * the worker runs only the recognisers beside it (MODEL_GUARDED_LABELS) for `methods.advanced`
   * and posts each page's words with page_completed.
   */
  languageModel?: boolean;
  threshold: number;
  removeWords: string[];
}

/** Per-page progress a detection task posts while it runs. */
export interface DetectPageEvent {
  /** `end` is the last message of a task: every page message before it has been delivered. */
  type: 'page_started' | 'page_completed' | 'end';
  page: number;
  totalPages: number;
  /** Present on page_completed. */
  result?: PageDetection & {
    wordsCount: number;
    detectionMs: number;
    hasTextLayer: boolean;
    textSource: TextSource;
    /** The page's words, when the language model reads the page next (DetectionRequest.languageModel). */
    words?: PageWords;
  };
}

/** Where a page's words came from (see toExtractedPage): its text layer, OCR, or nowhere. */
export type TextSource = 'text_layer' | 'ocr' | 'none';

/**
 * OCR in a detect or search task. `auto` without `recognized`: a file with pages without a text
 * layer answers NeedsOcr (before any detection) so the caller can read those pages in the pool;
 * with `recognized` (page number → words) those words stand in for the missing text layer.
 */
export interface TaskOcr {
  ocr?: 'auto';
  recognized?: Record<number, Word[]>;
}

/** The pages a task needs read by OCR before it can run. */
export interface NeedsOcr {
  needsOcr: { page: number; width: number; height: number }[];
}

export type Task =
  | { kind: 'count'; bytes: Uint8Array }
  | { kind: 'extract'; bytes: Uint8Array; firstPage?: number; lastPage?: number }
  | ({
      kind: 'search';
      bytes: Uint8Array;
      terms: string[];
      caseSensitive: boolean;
      regex: boolean;
      /** AI search (decision 0039): the queries by meaning, with their checked expansions; `terms` is then unused. */
      ai?: AiSearchQuery[];
    } & TaskOcr)
  | { kind: 'find-words'; bytes: Uint8Array; page: number; box: BBox }
  | OcrPageTask
  | ({ kind: 'detect'; bytes: Uint8Array; request: DetectionRequest; port?: MessagePort } & TaskOcr)
  | {
      kind: 'redact';
      bytes: Uint8Array;
      /**
       * Each box, with its legal basis resolved: `label` is printed in the box (text_source
       * "legal_basis"), `legalBasis` (the code id) is counted in the log. Never any text of the page.
       */
      marks: { page: number; bbox: BBox; label?: string; legalBasis?: string }[];
      appearance: Partial<RedactionAppearance> | null;
      removeImages: boolean;
      /** Texts the caller is removing (search terms); checked and scrubbed with what the marks cover. */
      texts?: string[];
      /** The terms and patterns searched for; the certificate counts each before and after. */
      requested?: RequestedSearch[];
      /** Words OCR read on pages without a text layer, for the certificate's counts. */
      recognized?: Record<number, Word[]>;
      /** Also write the redaction log, once the redaction is verified (decision 0059). */
      log?: RedactLogTask;
    };

/** What the redaction log needs beside the marks: the document's name and the codes, resolved. */
export interface RedactLogTask {
  format: RedactionLogFormat;
  language: RedactionLogLanguage;
  /** The name the log prints; null leaves it out. */
  documentName: string | null;
  /** ISO 8601, the API's clock. */
  createdAt: string;
  codes: Record<string, RedactionLogCode>;
}

/** Text recognition of one page (1-based) rendered at `dpi`; runs asynchronously (runOcrPageTask). */
export interface OcrPageTask {
  kind: 'ocr-page';
  bytes: Uint8Array;
  page: number;
  dpi: number;
}

export interface OcrPageResult {
  page: number;
  /** Boxes in displayed-page points, top-left origin, like extracted words. */
  words: Word[];
}

export interface CountResult {
  pageCount: number;
}
/** One page of an extract answer, serialised where it was read (jobs/extracted-page.ts). */
export interface ExtractedPageJson extends Omit<PageWords, 'words'> {
  /** The page as the answer's JSON, UTF-8. */
  json: Uint8Array;
}

export interface ExtractResult {
  pageCount: number;
  /** From firstPage on, as many as fit in one answer (RESOURCE_LIMITS.maxExtractAnswerBytes). */
  pages: ExtractedPageJson[];
}
/** A search match; AI search adds why it matched (decision 0039). */
export type SearchResultMatch = PageMatches['matches'][number] & { kind?: string; reason?: string };

export interface SearchResult {
  pageCount: number;
  pages: { page: number; matches: SearchResultMatch[] }[];
  /** Pages whose words came from OCR. */
  ocrPages?: number[];
  /** Pages without a text layer on which no words were read. */
  unreadablePages?: number[];
}
export interface FindWordsResult {
  pageCount: number;
  words: Word[];
}
export interface DetectResult {
  pageCount: number;
  pages: (PageDetection & { wordsCount: number; detectionMs: number })[];
  wordsCount: number;
  extractionMs: number;
  detectionMs: number;
  /** Each engine's share of detectionMs (the language model's time is added in the API process). */
  engineMs: Partial<Record<'fast' | 'standard' | 'advanced', number>>;
  pagesWithoutText: number[];
  /** Pages whose words came from OCR. */
  ocrPages: number[];
  /** Pages without a text layer on which no words were read (OCR found none, or OCR was off). */
  unreadablePages: number[];
}
export interface RedactResultData {
  pageCount: number;
  pdf: Uint8Array;
  verification: RedactionVerification;
  /** The redaction log, when the task asked for one. */
  log?: { bytes: Uint8Array; contentType: string; extension: RedactionLogFormat };
}
