/** Business limits from the spec (spec 1 §9, spec 2 §9), shared by form and server. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  emailMax: 255,
  passwordMin: 8,
  passwordMax: 128,
  identifierMax: 255,
  tokenMin: 10,
  tokenMax: 500,
  maxFiles: 20,
  maxFileBytes: 10 * 1024 * 1024,
  settingsFileBytes: 5 * 1024 * 1024,
  searchQueryMax: 500,
  searchPatternMax: 200,
  banWordMax: 100,
  sidebarWidth: { min: 280, max: 600, default: 400 },
  detectionThreshold: { min: 0, max: 1, step: 0.01, default: 0.5 },
} as const;

/** Timings from the spec, in milliseconds. */
export const TIMINGS = {
  availabilityDebounceMs: 800,
  resetLinkTtlMs: 15 * 60 * 1000,
  verificationRedirectMs: 3000,
  authCheckTimeoutMs: 10_000,
  errorBoundaryRedirectMs: 5000,
  /** Startup waits this long at most for the PDF rendering worker (spec 1 §9). */
  pdfWorkerWaitMs: 30,
  settingsFetchDelayMs: 100,
  toastMs: 3000,
  warningToastMs: 5000,
  streamHeartbeatMs: 10_000,
} as const;

/** Resource limits of the server (not in the spec; see docs/SECURITY.md "Resources and limits"). */
export const RESOURCE_LIMITS = {
  /** Largest text field of a multipart upload (mappings, search terms…). */
  maxFieldBytes: 2 * 1024 * 1024,
  /** Saved search terms per user (settings import and the settings page). */
  maxSearchPatterns: 1000,
  /** Words in a user's ignore list. */
  maxBanWords: 5000,
  /** Custom entities per user (the catalogue has far fewer). */
  maxCustomEntities: 500,
  /** Page-processing requests (extract, search, find words, detect, redact) one user may run at once. */
  concurrentRequestsPerUser: 4,
  /** Pages one request may process, all files together (a single file may have up to 2,000). */
  maxPagesPerRequest: 2000,
  /** Pages in one answer of POST /pdf/extract; larger files are read in ranges (next_page). */
  extractPagesPerCall: 200,
  /** Terms in one search (as many as a user may save). */
  maxSearchTerms: 1000,
  /** Terms in one AI search: each may cost a language-model call, shared with every user's detection. */
  maxAiSearchTerms: 20,
  /** Seconds one PDF task (a file's count, extract, search, detection, redaction, one OCR page) may run. */
  taskTimeoutSeconds: 120,
  /** Bytes of page JSON in one extract answer: a range is cut short (next_page) past this; one page always fits. */
  maxExtractAnswerBytes: 8 * 1024 * 1024,
  /** Items kept in one user's redaction history; saving more answers HISTORY_FULL. */
  maxHistoryItems: 1000,
  /** Marks in one history item, all pages together. */
  maxHistoryMarks: 10_000,
  /** Characters of covered text kept for one mark of a history item. */
  maxHistoryMarkText: 2_000,
  /** Body of one history save: the marks above with room for sealing (base64 adds a third). */
  maxHistoryBodyBytes: 3 * 1024 * 1024,
} as const;

/**
 * Text recognition in POST /pdf/extract (decision 0009): pages without a text layer are rendered
 * at `dpi` (lower for very large pages) and read with Norwegian + English models; at most
 * `maxPages` such pages per file and request, `concurrency` pages of one request at a time.
 */
export const OCR_LIMITS = { maxPages: 50, dpi: 300, maxMegapixels: 36, concurrency: 2 } as const;
