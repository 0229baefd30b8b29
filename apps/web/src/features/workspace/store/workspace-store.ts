import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  CreationMode,
  SidebarTab,
  EntitySummary,
  FileWords,
  Highlight,
  HighlightType,
  PageState,
  ScanPages,
  SearchQuery,
  VerificationEntry,
  WorkspaceFile,
} from '../types.ts';
import type { RedactionOptions } from '../lib/redaction-mapping.ts';
import type { HistoryEntry } from './history-entry.ts';
import type { QuotaOperation, QuotaRefusal } from '../lib/quota.ts';

export type HighlightMap = Readonly<Record<string, Highlight>>;

/** A request to bring a page into view; the nonce makes repeated requests for the same page count. */
export interface NavigationRequest {
  fileKey: string;
  page: number;
  nonce: number;
}

export interface SearchHit {
  fileKey: string;
  page: number;
  highlightId: string;
}

export interface StreamEventView {
  eventType: string;
  fileName?: string;
  pageNumber?: number;
  timestamp: number;
  isFailed?: boolean;
}

/** A redaction made in this workspace: its output, and the marks and settings it was made from. */
export interface RedactionRecord {
  outputKey: string;
  marks: string;
  settings: string;
  options: RedactionOptions;
}

/** The detection tab's choices (entity lists, accuracy, ignore list), as the person left them. */
export interface DetectionChoices {
  fast: string[];
  advanced: string[];
  standard: string[];
  threshold: number;
  useBanlist: boolean;
}

/**
 * The detection tab's choices kept by the workspace, so switching tabs does not put back what
 * the person took out; each seed is what the choices last followed from the saved settings.
 */
export interface DetectionChoicesState {
  options: DetectionChoices;
  listsSeed: string | null;
  settingsSeed: string;
}

/** `refused`: the run was refused before it reached the file (the page quota): it was not processed. */
export type FileProcessingStatus = 'processing' | 'queued' | 'failed' | 'finished' | 'refused';

/** The detection status bar and per-file processing info (spec 2 §4 streaming detection). */
export interface DetectionStatus {
  isStreaming: boolean;
  isVisible: boolean;
  hasRealEvents: boolean;
  progress: number;
  pagesCompleted: number;
  totalPages: number;
  filesCompleted: number;
  totalFiles: number;
  events: StreamEventView[];
  /** The event the bar shows: the latest one, gone 3 s after it arrived unless it is batch_completed. */
  shownEvent: StreamEventView | null;
  /** Set 3 s after completion: the bar fades out, and its status clears 0.3 s later. */
  isHiding: boolean;
  /** The person pressed stop: the bar says so, then hides like a completed run. */
  isStopped: boolean;
  /** The server refused the run for the page quota: nothing ran; the bar says so until closed. */
  isRefused: boolean;
  fileStatus: Record<string, { status: FileProcessingStatus; progress: number; error?: string }>;
}

export const IDLE_DETECTION: DetectionStatus = {
  isStreaming: false,
  isVisible: false,
  hasRealEvents: false,
  progress: 0,
  pagesCompleted: 0,
  totalPages: 0,
  filesCompleted: 0,
  totalFiles: 0,
  events: [],
  shownEvent: null,
  isHiding: false,
  isStopped: false,
  isRefused: false,
  fileStatus: {},
};

export type OcrStatus = 'idle' | 'processing' | 'completed' | 'error';

/** OCR state per file (spec 2 §3): the text layer of a file, read by the server, scanned pages by OCR. */
export interface OcrFileState {
  status: OcrStatus;
  /** 0 while processing, 100 when completed. */
  progress: number;
  totalPages: number;
  /** Pages whose words came from OCR. */
  ocrPages: number[];
  startTime?: number;
  endTime?: number;
  error?: { message: string; retryCount: number };
}

/**
 * What the person asked the workspace's chrome to show (decision 0027): commands change these,
 * and the sidebar, toolbar search, help dialog, user menu, file picker and full-screen toolbar
 * render them, so no command clicks an element or sends a window event.
 */
export interface WorkspaceUi {
  sidebarTab: SidebarTab;
  isSidebarCollapsed: boolean;
  /** The toolbar's quick-search dropdown. */
  isSearchOpen: boolean;
  /** The keyboard help dialog. */
  isHelpOpen: boolean;
  /** The sidebar's user menu (Shift+0). */
  isUserMenuOpen: boolean;
  /** Raised by each request to open the file picker; the picker opens when it changes. */
  filePickerRequest: number;
  /** The full-screen viewer's own zoom (spec 2 §9: 0.25–2.25 in 0.25 steps). */
  fullScreenZoom: number;
  /** Save or print is making its redacted files. */
  isOutputBusy: boolean;
  /** The marks the legal basis dialog (L) acts on while it is open; null when closed. */
  legalBasisFor: string[] | null;
}

export const INITIAL_UI: WorkspaceUi = {
  sidebarTab: 'thumbnails',
  isSidebarCollapsed: false,
  isSearchOpen: false,
  isHelpOpen: false,
  isUserMenuOpen: false,
  filePickerRequest: 0,
  fullScreenZoom: 1,
  isOutputBusy: false,
  legalBasisFor: null,
};

export interface WorkspaceState {
  files: WorkspaceFile[];
  currentFileKey: string | null;
  selectedKeys: string[];
  collapsedKeys: string[];
  pageStates: Record<string, PageState>;
  highlights: HighlightMap;
  /** Undo steps, each what one command or transaction changed in highlights and files (store/history.ts). */
  past: HistoryEntry[];
  future: HistoryEntry[];
  selectedHighlightIds: string[];
  zoom: number;
  isEditMode: boolean;
  highlightMode: CreationMode;
  hidden: Record<HighlightType, boolean>;
  words: Record<string, FileWords>;
  ocr: Record<string, OcrFileState>;
  scanPages: Record<string, ScanPages>;
  searchQueries: SearchQuery[];
  searchCursor: number;
  entitySummaries: Record<string, EntitySummary>;
  /** Entity types the last detection could not look for (the server named them); refused: nothing ran. */
  unsupportedEntities: { codes: string[]; isRefused: boolean } | null;
  /** The last detection and redaction the page quota refused, with their numbers, until dismissed or run again. */
  quotaRefusals: Partial<Record<QuotaOperation, QuotaRefusal>>;
  /** Null until the detection tab first seeds them from the saved settings. */
  detectionChoices: DetectionChoicesState | null;
  verification: Record<string, VerificationEntry>;
  navigation: NavigationRequest | null;
  fullScreenKey: string | null;
  detection: DetectionStatus;
  /** The running detection's fetch, whichever button started it: one run per workspace; stop aborts it. */
  detectionRun: AbortController | null;
  ui: WorkspaceUi;
  /** Per original file key, its latest redaction (save, print and Redact reuse it while the marks are the same). */
  redactions: Record<string, RedactionRecord>;
  /** Set once a main page has painted: thumbnails wait for it so they never delay the first page. */
  hasPaintedPage: boolean;
}

export type WorkspaceStore = StoreApi<WorkspaceState>;

export const ZOOM = { min: 0.5, max: 2.25, step: 0.2, fit: 1 } as const;

export function initialWorkspaceState(): WorkspaceState {
  return {
    files: [],
    currentFileKey: null,
    selectedKeys: [],
    collapsedKeys: [],
    pageStates: {},
    highlights: {},
    past: [],
    future: [],
    selectedHighlightIds: [],
    zoom: ZOOM.fit,
    isEditMode: false,
    highlightMode: 'rectangular',
    hidden: { MANUAL: false, SEARCH: false, ENTITY: false },
    words: {},
    ocr: {},
    scanPages: {},
    searchQueries: [],
    searchCursor: -1,
    entitySummaries: {},
    unsupportedEntities: null,
    quotaRefusals: {},
    detectionChoices: null,
    verification: {},
    navigation: null,
    fullScreenKey: null,
    detection: IDLE_DETECTION,
    detectionRun: null,
    ui: INITIAL_UI,
    redactions: {},
    hasPaintedPage: false,
  };
}

/** One store per workspace (DESIGN §6); created by the provider, never a module singleton. */
export function createWorkspaceStore(initial: Partial<WorkspaceState> = {}): WorkspaceStore {
  return createStore<WorkspaceState>()(() => ({ ...initialWorkspaceState(), ...initial }));
}
