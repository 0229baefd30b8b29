import {
  batchSearchOperation,
  extractOperation,
  redactFilesOperation,
  type OcrMode,
  type RedactionLogFormatName,
  type RedactionLogLanguageName,
  type TextSource,
} from '@sladd/contract';
import { unzipSync } from 'fflate';
import { api, ApiError } from '../../../lib/api/index.ts';
import type { Box, PageWords, VerificationEntry } from '../types.ts';
import type { Appearance } from './appearance.ts';

export interface SearchMatch {
  term: string;
  text: string;
  start: number;
  end: number;
  bbox: Box;
  /** AI search: why this matched (the server's English wording; see search-reason.ts). */
  reason?: string;
  kind?: string;
}

/** Something an AI search answer says beside its matches: a fallback, a refused suggestion (decision 0039). */
export interface AiSearchNotice {
  code: string;
  term?: string;
  message: string;
}

export interface SearchAnswer {
  batch_summary: {
    total_files: number;
    successful: number;
    failed: number;
    total_matches: number;
    search_time: number;
    ai_search?: { language_model: string | null; notices: AiSearchNotice[] };
  };
  file_results: Array<{
    file: string;
    status: 'success' | 'error';
    error?: { code: string; message: string };
    results?: {
      total_matches: number;
      pages_searched: number;
      /** Pages read by OCR first (no text layer); pages without a text layer where nothing could be read. */
      ocr_pages?: number[];
      unreadable_pages?: number[];
      match_details: { pages: Array<{ page: number; matches: SearchMatch[] }> };
    };
  }>;
}

/** Searches terms across files (plain; case-sensitive, regex and AI search by meaning are premium on the server). */
export function searchFiles(
  files: File[],
  terms: string[],
  options: { caseSensitive: boolean; aiSearch: boolean; regex?: boolean },
): Promise<SearchAnswer> {
  return api.upload(batchSearchOperation, {
    query: options.aiSearch ? { ai_search: 'true' } : {},
    fields: {
      files,
      search_terms: terms,
      case_sensitive: options.caseSensitive,
      ai_search: options.aiSearch,
      regex: options.regex === true ? true : undefined,
    },
  });
}

/** A page of the extract answer: its words came from the text layer, from OCR, or there are none. */
export type ExtractedPageWords = PageWords & { has_text_layer: boolean; text_source: TextSource };

export interface ExtractAnswer {
  page_count: number;
  /** Set by the server when the answer covers only part of the file: ask again from this page. */
  next_page?: number | null;
  ocr: { mode: OcrMode; pages: number[]; dpi: number };
  pages: ExtractedPageWords[];
}

/**
 * Words with boxes of every page of one file; with ocr 'auto' the server reads pages without a text
 * layer. The server answers a bounded range of pages at a time: the ranges are fetched in turn and joined.
 */
export async function extractWords(
  file: File,
  options: { ocr?: OcrMode; signal?: AbortSignal } = {},
): Promise<ExtractAnswer> {
  const ocr = options.ocr ?? 'off';
  const extract = (query: { ocr: OcrMode; first_page?: number }): Promise<ExtractAnswer> =>
    api.upload(extractOperation, { query, fields: { file }, signal: options.signal });
  const answer = await extract({ ocr });
  for (let next = answer.next_page; next;) {
    const more = await extract({ ocr, first_page: next });
    answer.pages.push(...more.pages);
    answer.ocr.pages.push(...more.ocr.pages);
    next = more.next_page;
  }
  return { ...answer, next_page: null };
}

/** Retries of the text layer (spec 2 §8 'OCR extraction failed after N attempts'): 3 attempts, 1 s then 2 s apart. */
export const OCR_RETRY = { attempts: 3, baseDelayMs: 1000 } as const;

/** The text layer could not be had after `attempts` tries; `lastError` is the last failure. */
export class TextLayerError extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(lastError instanceof Error ? lastError.message : String(lastError));
    this.name = 'TextLayerError';
  }
}

/** Network failures, timeouts, rate limits, server errors and a failed recognition are worth another try; other 4xx are not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError)
    return error.status >= 500 || [408, 429].includes(error.status) || error.code === 'OCR_FAILED';
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/** extractWords with OCR, retried with a growing delay (1 s, 2 s, …); throws TextLayerError, or the AbortError when aborted. */
export async function extractTextLayer(
  file: File,
  options: {
    signal?: AbortSignal;
    onRetry?: (attempt: number) => void;
    retry?: { attempts: number; baseDelayMs: number };
  } = {},
): Promise<ExtractAnswer> {
  const { attempts, baseDelayMs } = options.retry ?? OCR_RETRY;
  for (let attempt = 1; ; attempt++) {
    try {
      return await extractWords(file, { ocr: 'auto', signal: options.signal });
    } catch (error) {
      if (options.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      if (!isRetryable(error) || attempt >= attempts) throw new TextLayerError(attempt, error);
      options.onRetry?.(attempt);
      await sleep(baseDelayMs * attempt, options.signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

export interface RedactedFile {
  file: File;
  verification?: VerificationEntry;
  /** The redaction log, when one was asked for. */
  log?: File;
}

/** The redaction log asked for with a redaction (decision 0059): its format and language. */
export interface RedactionLogChoice {
  format: RedactionLogFormatName;
  language: RedactionLogLanguageName;
}

const LOG_TYPES: Record<RedactionLogFormatName, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  json: 'application/json',
};

/**
 * Redacts one file; the server answers the PDF and its verification in a header. With a log, the
 * answer is a zip (the redacted PDF, its log, verification.json): it is unpacked here, so the
 * workspace gets the PDF as always and the log beside it.
 */
export async function redactFile(
  file: File,
  pages: Array<{
    page: number;
    sensitive: Array<{ bbox: Box; entity_type: string; original_text?: string; legal_basis?: string }>;
  }>,
  appearance: Appearance,
  removeImages: boolean,
  signal?: AbortSignal,
  searchTerms: { text: string; regex: boolean; case_sensitive: boolean }[] = [],
  log?: RedactionLogChoice,
): Promise<RedactedFile> {
  const response = await api.uploadRaw(redactFilesOperation, {
    fields: {
      files: [file],
      mappings: { [file.name]: { pages } },
      appearance,
      remove_images: removeImages,
      ...(searchTerms.length > 0 ? { search_terms: searchTerms } : {}),
      ...(log ? { log: log.format, log_language: log.language } : {}),
    },
    signal,
    accept: log ? 'application/zip' : 'application/pdf',
  });
  const base = file.name.replace(/\.pdf$/i, '');
  const name = base + '-redacted.pdf';
  const verification = readVerification(response)?.[0];
  const bytes = new Uint8Array(await response.arrayBuffer());
  const made = (data: BlobPart, fileName: string, type: string) =>
    new File([data], fileName, { type, lastModified: Date.now() });
  if (!log) return { file: made(bytes, name, 'application/pdf'), verification };
  const entries = unzipSync(bytes);
  const logSuffix = `-redaction-log.${log.format}`;
  const names = Object.keys(entries);
  const pdfName = names.find((n) => /\.pdf$/i.test(n) && !n.endsWith(logSuffix));
  const logName = names.find((n) => n.endsWith(logSuffix));
  if (!pdfName || !logName) throw new Error('The redaction answer is missing the redacted PDF or its log');
  return {
    file: made(entries[pdfName]!, name, 'application/pdf'),
    verification,
    log: made(entries[logName]!, `${base}-redaction-log.${log.format}`, LOG_TYPES[log.format]),
  };
}

/** Decodes the base64url JSON of X-Sladd-Verification. */
export function readVerification(response: Response): VerificationEntry[] | undefined {
  const header = response.headers.get('x-sladd-verification');
  if (!header) return undefined;
  try {
    const base64 = header.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return (JSON.parse(new TextDecoder().decode(bytes)) as { files: VerificationEntry[] }).files;
  } catch {
    return undefined;
  }
}
