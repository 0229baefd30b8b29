export type { BBox, Word, PageWords, RedactionMark, OpenPdfLimits } from './types.ts';
export { PdfError, isPdfError, type PdfErrorCode } from './pdf-error.ts';
export { openPdf, closePdf, hasPdfSignature, PdfDocument, DEFAULT_LIMITS } from './open-pdf.ts';
export { extractWords, extractPageWords, extractPackedPage } from './extract-words.ts';
export { pauseColourManagement } from './mupdf-runtime.ts';
export { buildPageText, boxesForSpan, type PageText } from './page-text.ts';
export { searchPages, type SearchOptions, type SearchMatch, type PageMatches } from './search-pages.ts';
export { findWordsInBox, intersects } from './find-words-in-box.ts';
export { renderPage } from './render-page.ts';
export { ocrPage, terminateOcr } from './ocr-page.ts';
export {
  normalizeAppearance,
  DEFAULT_REPLACEMENT_TEXT,
  DEFAULT_FONT_SIZE,
  type RedactionAppearance,
  type AppearanceMode,
  type LabelSource,
  type Rgb,
} from './appearance.ts';
export { redactPdf, type RedactOptions, type RedactResult } from './redact-pdf.ts';
export { sanitizePdf, type SanitizeReport } from './sanitize-pdf.ts';
export { savePdf } from './save-pdf.ts';
export type { RedactionVerification } from './verify-redaction.ts';
export type { VisualVerification } from './visual-check.ts';
export { MAX_REQUESTED, type RequestedSearch, type RequestCheck } from './requested-search.ts';
export {
  buildRedactionLog,
  redactionLogCsv,
  redactionLogJson,
  redactionLogPdf,
  renderRedactionLog,
  REDACTION_LOG_FORMATS,
  type RedactionLog,
  type RedactionLogCode,
  type RedactionLogFormat,
  type RedactionLogInput,
  type RedactionLogLanguage,
} from './redaction-log.ts';
