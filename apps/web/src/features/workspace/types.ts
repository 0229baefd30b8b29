import type { BBox, EngineName } from '@sladd/contract';

/** Where a highlight came from (spec 2 §3). */
export type HighlightType = 'MANUAL' | 'SEARCH' | 'ENTITY';
/** The engine that found an entity: the shared engine names (@sladd/contract). */
export type DetectionModel = EngineName;
export type CreationMode = 'rectangular' | 'text_selection';

/** A box in PDF points, top-left origin of the page as displayed: the shared BBox (@sladd/contract). */
export type Box = BBox;

/** A mark on a page, stored at scale 1 (PDF points) and multiplied by the zoom when drawn. */
export interface Highlight {
  id: string;
  fileKey: string;
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  type: HighlightType;
  color: string;
  opacity: number;
  timestamp: number;
  creationMode?: CreationMode;
  text?: string;
  entity?: string;
  /** The method the person asked for (its colour); see answeredBy for the engine that found it. */
  model?: DetectionModel;
  /** The engine that answered, when known: the standard engine answers advanced labels without a language model. */
  answeredBy?: DetectionModel;
  /** Why the engine found it: engine, score and its reason. */
  score?: number;
  reason?: string;
  /** The search term that produced a SEARCH highlight. */
  term?: string;
  /** Found in a form field's value or an annotation's text rather than the page content. */
  source?: 'form' | 'annotation';
  /** The mark's legal basis: a code id ('no-offl-13', 'org-…'), sent with the redaction (decision 0059). */
  legalBasis?: string;
}

export interface WorkspaceFile {
  key: string;
  file: File;
  /** Set on files produced by redaction. */
  isRedacted?: boolean;
  verification?: VerificationEntry;
}

export interface VerificationEntry {
  file: string;
  ok: boolean;
  pages_checked: number;
  marks_checked: number;
  leftover_chars: number;
  /** Per redacted text: occurrences before, not marked (kept), found after, and in the file's objects. */
  strings?: { text: string; before: number; kept: number; after: number; in_objects: number }[];
  strings_checked?: number;
  /** Every page rendered before and after: unchanged outside the marks, no picture left under them. */
  visual?: {
    ok: boolean;
    pages_compared: number;
    dpi: number;
    tolerance: { grey_levels: number; percent_of_page: number };
    max_changed_percent: number;
    changed_pages: { page: number; percent: number }[];
    marks_with_traces: { page: number; marks: number }[];
  } | null;
  /** Each search term and pattern sent with the redaction, found before and after (0 included). */
  requested?: { kind: 'term' | 'pattern'; text: string; before: number; after: number }[];
  requested_checked?: number;
  /** With search terms: pages without a text layer that OCR read, and those nothing could be read on. */
  ocr_pages?: number[];
  unreadable_pages?: number[];
}

export interface PageState {
  currentPage: number;
  pageCount: number;
  scrollTop?: number;
}

export interface Word {
  text: string;
  bbox: Box;
  /** The layout the server's search reads (extract answers carry it): visual line and char edges. */
  line?: number;
  xs?: number[];
  ys?: number[];
  rtl?: boolean;
  ranges?: number[];
}

export interface PageWords {
  page_number: number;
  width: number;
  height: number;
  words: Word[];
}

/** A file's page words as the workspace holds them: read, being read, or failed. */
export type FileWords = PageWords[] | 'loading' | 'error';

/**
 * What detection and search learnt about a file's pages without a text layer (decision 0020): the
 * pages read by OCR, those being read right now, those on which nothing could be read, and why a
 * file's scanned pages were not read at all (the OCR page cap).
 */
export interface ScanPages {
  ocr: number[];
  reading: number[];
  unreadable: number[];
  error?: string;
}

export type SidebarTab =
  'thumbnails' | 'files' | 'detection' | 'search' | 'redaction' | 'settings' | 'history';
export const SIDEBAR_TABS: SidebarTab[] = [
  'thumbnails',
  'files',
  'detection',
  'search',
  'redaction',
  'settings',
  'history',
];

export interface SearchQuery {
  term: string;
  caseSensitive: boolean;
  isAiSearch: boolean;
  /** The term is a regular expression (RE2 syntax on the server). */
  isRegex?: boolean;
}

export interface EntitySummary {
  fileKey: string;
  fileName: string;
  total: number;
  byType: Record<string, number>;
  byPage: Record<string, number>;
  performance?: {
    pages_count?: number;
    words_count?: number;
    detection_time?: number;
    total_time?: number;
    entity_density?: number;
    /** Pages whose words were read by OCR; pages without a text layer where nothing could be read. */
    ocr_pages?: number[];
    unreadable_pages?: number[];
    /** Per engine, when the server reports it (decision 0040): time and the language model's token counts. */
    engines?: Partial<Record<DetectionModel, EnginePerformance>>;
    /** The language model's counts for the file, when it answered the advanced method (decision 0035). */
    language_model?: LanguageModelStats;
  };
}

/** As the server reports them (@sladd/contract languageModelStatsSchema); all read as optional here. */
export interface LanguageModelStats {
  model?: string;
  prompt_tokens?: number;
  completion_tokens?: number;
  /** Quotes the model gave that are not in the text: dropped, never guessed. */
  unaligned_quotes?: number;
}

export interface EnginePerformance {
  detection_time?: number;
  prompt_tokens?: number;
  completion_tokens?: number;
  /** The language model's name. */
  model?: string;
}
