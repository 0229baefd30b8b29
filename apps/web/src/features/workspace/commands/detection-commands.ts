import type { SseEvent } from '../../../lib/api/sse.ts';
import {
  IDLE_DETECTION,
  type DetectionStatus,
  type StreamEventView,
  type WorkspaceStore,
} from '../store/workspace-store.ts';
import type { Box, EntitySummary, WorkspaceFile } from '../types.ts';
import type { ColorKey } from '../lib/colors.ts';
import { isEngineName, requestedModelOf } from '../lib/engine-hit.ts';
import { unsupportedEntitiesOf } from '../lib/unsupported-entities.ts';
import { quotaRefusalOf, type QuotaOperation, type QuotaRefusal } from '../lib/quota.ts';
import { commitPending, record } from '../store/history.ts';
import { addHighlights, clearHighlights, type NewHighlight } from './highlight-commands.ts';
import { clearOcrReading, recordScanPages, setOcrReading } from './scan-commands.ts';

export const LAST_EVENTS = 10;

interface SensitiveItem {
  entity_type: string;
  original_text?: string;
  score?: number;
  engine?: string;
  reason?: string;
  bbox: Box;
  source?: 'form' | 'annotation';
  legal_basis?: string;
}

/** The legal basis a detected entity gets by default (decision 0058), or none. */
export type DefaultLegalBasis = (entity: string) => string | undefined;

interface MappingPages {
  pages?: Array<{ page: number; sensitive: SensitiveItem[] }>;
}

/**
 * Entity highlights from a redaction mapping of one file. Each takes the colour of the method the
 * person asked for (by its entity code) and keeps the engine that answered for the tooltip. Each
 * gets the code the answer names, else the default its entity proposes (the person can change it).
 */
export function highlightsFromMapping(
  fileKey: string,
  mapping: MappingPages | undefined,
  colors?: Partial<Record<ColorKey, string>>,
  defaultLegalBasis?: DefaultLegalBasis,
): NewHighlight[] {
  return (mapping?.pages ?? []).flatMap((page) =>
    page.sensitive.map((item) => ({
      fileKey,
      page: page.page,
      box: item.bbox,
      type: 'ENTITY' as const,
      text: item.original_text,
      entity: item.entity_type,
      model: requestedModelOf(item.entity_type, item.engine),
      answeredBy: isEngineName(item.engine) ? item.engine : undefined,
      score: item.score,
      reason: item.reason,
      ...(item.source ? { source: item.source } : {}),
      legalBasis: item.legal_basis ?? defaultLegalBasis?.(item.entity_type),
      colors,
    })),
  );
}

function patchDetection(store: WorkspaceStore, patch: Partial<DetectionStatus>): void {
  store.setState((state) => ({ detection: { ...state.detection, ...patch } }));
}

/** A run starts: every file in it is queued, the bar shows with fake progress until real events come. */
export function startDetection(store: WorkspaceStore, fileKeys: readonly string[]): void {
  store.setState({ unsupportedEntities: null });
  clearQuotaRefusal(store, 'detection');
  patchDetection(store, {
    ...IDLE_DETECTION,
    isStreaming: true,
    isVisible: true,
    totalFiles: fileKeys.length,
    fileStatus: Object.fromEntries(fileKeys.map((key) => [key, { status: 'queued' as const, progress: 0 }])),
  });
}

/** The fake counter before the first real event: climbs 1–2 points, never past 99. */
export function tickFakeProgress(store: WorkspaceStore, step: number): void {
  const { detection } = store.getState();
  if (!detection.isStreaming || detection.hasRealEvents) return;
  patchDetection(store, { progress: Math.min(99, detection.progress + step) });
}

/** Finds the workspace file an event is about, given the file and its position in the upload. */
export type StreamFileKeyOf = (name: string, index?: number) => string | undefined;

/**
 * The files of one run, in the order they were uploaded: an event names its file by that
 * position (`file_index`), since two files may share a name. A server that sends no index is
 * answered by name. A file removed while the run goes on gets nothing more from it.
 */
export function streamFileKeys(store: WorkspaceStore, files: readonly WorkspaceFile[]): StreamFileKeyOf {
  const byName = new Map(files.map((f) => [f.file.name, f.key]));
  return (name, index) => {
    const key = index === undefined ? byName.get(name) : files[index]?.key;
    return store.getState().files.some((f) => f.key === key) ? key : undefined;
  };
}

/**
 * Applies one stream event: status bar fields, per-file status, summaries, and — on each
 * page_completed — that page's entities as highlights, so they appear while the stream runs.
 */
export function applyStreamEvent(
  store: WorkspaceStore,
  event: SseEvent,
  keyOfFile: StreamFileKeyOf,
  colors?: Partial<Record<ColorKey, string>>,
  defaultLegalBasis?: DefaultLegalBasis,
): void {
  const data = event.data as Record<string, unknown> & {
    file_name?: string;
    file_index?: number;
    page_number?: number;
  };
  const { detection } = store.getState();
  const index = Number.isInteger(data.file_index) ? data.file_index : undefined;
  const fileKey =
    data.file_name !== undefined || index !== undefined ? keyOfFile(data.file_name ?? '', index) : undefined;
  const view = {
    eventType: event.event,
    fileName: data.file_name,
    pageNumber: data.page_number,
    timestamp: Date.now(),
    isFailed: data.failed === true,
  };
  // "Reading page 3 with OCR…" stays up while that page is read (it can take longer than the
  // 3 s an event is shown); a heartbeat in the meantime does not replace it.
  const keepOcrShown = event.event === 'heartbeat' && detection.shownEvent?.eventType === 'page_ocr_started';
  // Types left out are a notice in the detection tab, not an error of the run: the bar keeps its event.
  const unsupported = event.event === 'error' && !fileKey ? unsupportedEntitiesOf(data) : undefined;
  // The page quota refused the whole run: nothing ran (see refusedPatch).
  const refusal = event.event === 'error' && !fileKey ? quotaRefusalOf('detection', data) : undefined;
  const patch: Partial<DetectionStatus> = {
    events: [...detection.events, view].slice(-LAST_EVENTS),
    shownEvent: keepOcrShown || unsupported ? detection.shownEvent : view,
    isVisible: true,
    isHiding: false,
  };
  if (event.event !== 'heartbeat') patch.hasRealEvents = true;
  const setFile = (status: DetectionStatus['fileStatus'][string]) => {
    if (fileKey) patch.fileStatus = { ...detection.fileStatus, [fileKey]: status };
  };

  switch (event.event) {
    case 'files_read':
      patch.totalPages = Number(data.total_pages ?? 0);
      patch.totalFiles = Number(data.total_files ?? detection.totalFiles);
      break;
    case 'file_started':
      setFile({ status: 'processing', progress: 0 });
      break;
    case 'page_ocr_started':
      if (fileKey) setOcrReading(store, fileKey, Number(data.page_number), true);
      break;
    case 'page_ocr_completed':
      if (fileKey) {
        setOcrReading(store, fileKey, Number(data.page_number), false);
        const page = [Number(data.page_number)];
        recordScanPages(store, fileKey, Number(data.words_count) > 0 ? { ocr: page } : { unreadable: page });
      }
      break;
    case 'page_completed': {
      if (fileKey && data.has_text_layer === false) {
        const words = (data.results as { performance?: { words_count?: number } } | undefined)?.performance
          ?.words_count;
        const page = [Number(data.page_number)];
        recordScanPages(
          store,
          fileKey,
          data.text_source === 'ocr' && words !== 0 ? { ocr: page } : { unreadable: page },
        );
      }
      patch.pagesCompleted = Number(data.pages_completed ?? detection.pagesCompleted + 1);
      patch.totalPages = Number(data.batch_total_pages ?? detection.totalPages);
      patch.progress = Number(
        data.progress_percentage ?? (patch.totalPages ? (patch.pagesCompleted / patch.totalPages) * 100 : 0),
      );
      const results = data.results as { redaction_mapping?: MappingPages } | undefined;
      // The whole run is one undo step, committed when it ends (batch_completed, stop, close).
      if (fileKey)
        record(store, 'eventually', () =>
          addHighlights(
            store,
            highlightsFromMapping(fileKey, results?.redaction_mapping, colors, defaultLegalBasis),
          ),
        );
      setFile({
        status: 'processing',
        progress: Math.round((Number(data.page_number) / Number(data.total_pages || 1)) * 100),
      });
      break;
    }
    case 'file_completed': {
      patch.filesCompleted = detection.filesCompleted + 1;
      setFile({ status: 'finished', progress: 100 });
      if (fileKey) {
        store.setState((s) => ({ entitySummaries: summariseFile(s.entitySummaries, fileKey, data) }));
        const performance = (data.results as { performance?: EntitySummary['performance'] } | undefined)
          ?.performance;
        recordScanPages(store, fileKey, {
          ocr: performance?.ocr_pages ?? [],
          unreadable: performance?.unreadable_pages ?? [],
        });
      }
      break;
    }
    case 'batch_completed':
      commitPending(store);
      clearOcrReading(store);
      patch.isStreaming = false;
      patch.progress = 100;
      patch.pagesCompleted = Number(data.total_pages ?? detection.totalPages);
      patch.totalPages = Number(data.total_pages ?? detection.totalPages);
      break;
    case 'error': {
      if (refusal) {
        setQuotaRefusal(store, refusal);
        Object.assign(patch, refusedPatch(detection));
        break;
      }
      // The types the server cannot find yet: a notice in the detection tab, the others still run.
      if (unsupported) setUnsupportedEntities(store, unsupported, false);
      if (fileKey) setFile({ status: 'failed', progress: 0, error: String(data.error_message ?? '') });
      if (fileKey && data.error_code === 'OCR_PAGE_LIMIT')
        recordScanPages(store, fileKey, { error: String(data.error_message ?? '') });
      break;
    }
  }
  store.setState((state) => ({ detection: { ...state.detection, ...patch } }));
}

function summariseFile(
  current: Record<string, EntitySummary>,
  fileKey: string,
  data: Record<string, unknown>,
): Record<string, EntitySummary> {
  const results = data.results as
    | {
        entities_detected?: {
          total: number;
          by_type: Record<string, number>;
          by_page: Record<string, number>;
        };
        performance?: EntitySummary['performance'];
      }
    | undefined;
  const detected = results?.entities_detected;
  // A summary with zero entities removes that file's card (spec 2 §4 summaries).
  if (!detected || detected.total === 0) {
    const { [fileKey]: _removed, ...rest } = current;
    return rest;
  }
  return {
    ...current,
    [fileKey]: {
      fileKey,
      fileName: String(data.file_name),
      total: detected.total,
      byType: detected.by_type,
      byPage: detected.by_page,
      performance: results?.performance,
    },
  };
}

/**
 * The bar and file rows of a run the page quota refused: no progress, no files done, every file
 * it would have read marked as not run (not left "Queued" for a run that will never reach it).
 */
function refusedPatch(detection: DetectionStatus): Partial<DetectionStatus> {
  return {
    isRefused: true,
    isVisible: true,
    isHiding: false,
    progress: 0,
    shownEvent: null,
    fileStatus: Object.fromEntries(
      Object.entries(detection.fileStatus).map(([key, info]) =>
        info.status === 'processing' || info.status === 'queued'
          ? [key, { status: 'refused' as const, progress: 0 }]
          : [key, info],
      ),
    ),
  };
}

/** The server refused the run for the page quota before its stream began (a 402 answer). */
export function refuseDetection(store: WorkspaceStore, refusal: QuotaRefusal): void {
  setQuotaRefusal(store, refusal);
  patchDetection(store, refusedPatch(store.getState().detection));
}

/** Keeps a refusal of the page quota for its operation's notice (detection or redaction). */
export function setQuotaRefusal(store: WorkspaceStore, refusal: QuotaRefusal): void {
  store.setState((state) => ({ quotaRefusals: { ...state.quotaRefusals, [refusal.operation]: refusal } }));
}

/** The person closed the operation's quota notice, or the operation runs again: it goes. */
export function clearQuotaRefusal(store: WorkspaceStore, operation: QuotaOperation): void {
  if (!store.getState().quotaRefusals[operation]) return;
  store.setState((state) => {
    const { [operation]: _gone, ...rest } = state.quotaRefusals;
    return { quotaRefusals: rest };
  });
}

/** The shown event goes 3 s after it came, unless a newer one replaced it or it is the completion. */
export function expireShownEvent(store: WorkspaceStore, event: StreamEventView): void {
  const { shownEvent, isStreaming } = store.getState().detection;
  // An OCR page stays shown until its page_ocr_completed replaces it (or the run ends).
  const isReadingPage = event.eventType === 'page_ocr_started' && isStreaming;
  if (shownEvent === event && event.eventType !== 'batch_completed' && !isReadingPage)
    patchDetection(store, { shownEvent: null });
}

/** 3 s after completion the bar fades out; {@link closeDetectionStatus} clears it 0.3 s later. */
export function hideDetectionStatus(store: WorkspaceStore): void {
  const { detection } = store.getState();
  if (detection.isVisible && !detection.isStreaming) patchDetection(store, { isHiding: true });
}

/**
 * A finished or failed file's entry is dropped 5 s after it was set; processing and queued ones
 * stay, and so do refused ones (until the bar is closed or another run starts).
 */
export function removeFileStatus(store: WorkspaceStore, fileKey: string): void {
  const { fileStatus } = store.getState().detection;
  const entry = fileStatus[fileKey];
  if (!entry || entry.status === 'processing' || entry.status === 'queued' || entry.status === 'refused')
    return;
  const { [fileKey]: _removed, ...rest } = fileStatus;
  patchDetection(store, { fileStatus: rest });
}

/**
 * The person pressed stop: every processing file fails with progress 0 and the cancel message.
 * Queued files fail the same way, since the stopped run will never reach them.
 */
export function stopDetection(store: WorkspaceStore, cancelledMessage: string): void {
  const { detection } = store.getState();
  const fileStatus = Object.fromEntries(
    Object.entries(detection.fileStatus).map(([key, info]) =>
      info.status === 'processing' || info.status === 'queued'
        ? [key, { status: 'failed' as const, progress: 0, error: cancelledMessage }]
        : [key, info],
    ),
  );
  commitPending(store);
  clearOcrReading(store);
  // The bar says "Stopped" at once rather than the last page's event.
  patchDetection(store, { isStreaming: false, isStopped: true, fileStatus, shownEvent: null });
}

export function finishDetection(store: WorkspaceStore): void {
  commitPending(store);
  clearOcrReading(store);
  patchDetection(store, { isStreaming: false });
}

/** Close: the bar and every file entry clear (the hook also aborts the run). */
export function closeDetectionStatus(store: WorkspaceStore): void {
  commitPending(store);
  patchDetection(store, { ...IDLE_DETECTION });
}

/** 0.3 s after the fade the bar's status clears; file entries keep their own 5 s clock. */
export function clearDetectionBar(store: WorkspaceStore): void {
  const { fileStatus } = store.getState().detection;
  patchDetection(store, { ...IDLE_DETECTION, fileStatus });
}

/** Reset of the detection tab: clears summaries, entity highlights and the unsupported-types notice. */
export function resetDetection(store: WorkspaceStore): void {
  commitPending(store);
  clearHighlights(store, 'ENTITY');
  store.setState({ entitySummaries: {}, unsupportedEntities: null, detection: IDLE_DETECTION });
}

/** Records the entity types the server named as unsupported (refused: the request had nothing else). */
export function setUnsupportedEntities(
  store: WorkspaceStore,
  codes: readonly string[],
  isRefused: boolean,
): void {
  store.setState({ unsupportedEntities: { codes: [...codes], isRefused } });
}

/** Records the running detection's fetch (one run per workspace, whichever button started it). */
export function beginDetectionRun(store: WorkspaceStore, abort: AbortController): void {
  store.setState({ detectionRun: abort });
}

/**
 * Forgets a run that ended; true when the streaming may end with it (it was the running one, or
 * none is running: a newer run started after a stop ends only with its own end).
 */
export function endDetectionRun(store: WorkspaceStore, abort: AbortController): boolean {
  const isMine = store.getState().detectionRun === abort;
  if (isMine) store.setState({ detectionRun: null });
  return isMine || !store.getState().detectionRun;
}

/** Stops the running detection's fetch, which stops the server's work. */
export function abortDetectionRun(store: WorkspaceStore): void {
  store.getState().detectionRun?.abort();
  store.setState({ detectionRun: null });
}
