import type {
  EntitySummary,
  FileWords,
  Highlight,
  PageState,
  ScanPages,
  VerificationEntry,
  WorkspaceFile,
} from '../types.ts';

/**
 * The shape of one undo step, apart from the code that records and replays it (history.ts): the
 * store's state holds these, and history.ts works on the store, so keeping the shape here means
 * neither file imports the other back.
 */

/** What a file brings back when its removal is undone: the file, its place, what the workspace knew of it. */
export interface FileRecord {
  file: WorkspaceFile;
  index: number;
  pageState?: PageState;
  summary?: EntitySummary;
  words?: FileWords;
  scan?: ScanPages;
  verification?: VerificationEntry;
  isSelected: boolean;
  isCollapsed: boolean;
}

/** One thing before and after a step; `undefined` on a side means it did not exist then. */
export interface Change<T> {
  before?: T;
  after?: T;
}

/**
 * One undo step: only what changed, highlight by highlight and file by file, so undoing it leaves
 * everything else (a file added since, another step's marks) as it is.
 */
export interface HistoryEntry {
  highlights: Record<string, Change<Highlight>>;
  files: Record<string, Change<FileRecord>>;
}
