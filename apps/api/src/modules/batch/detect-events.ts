import type { DetectStreamEventData, DetectStreamEventName } from '@sladd/contract';

// The detection stream's events as one file's detection builds them and as the client gets them.

/** Fields decorateEvent adds as an event is sent: the batch's totals are known only then. */
type BatchFields = {
  file_started: 'total_files';
  page_completed: 'pages_completed' | 'batch_total_pages' | 'progress_percentage';
};
/** An event's data as one file's detection builds it: the contract's, less the batch-wide fields. */
export type FileEventData<N extends DetectStreamEventName> = N extends keyof BatchFields
  ? Omit<DetectStreamEventData<N>, BatchFields[N]>
  : DetectStreamEventData<N>;
/** Reports one event of one file's detection. */
export type Emit = <N extends DetectStreamEventName>(event: N, data: FileEventData<N>) => void;
/** Sends one event of the stream, complete. */
export type SendEvent = <N extends DetectStreamEventName>(event: N, data: DetectStreamEventData<N>) => void;

/** What an event needs from the whole batch, read when the event is sent (see decorateEvent). */
export interface BatchTotals {
  files: number;
  pages: number;
  pagesCompleted: number;
}

/**
 * Adds the batch-wide fields to a per-file event as it is sent: `total_files` on file_started, the
 * batch's page counter and percentage on page_completed. They are filled in at sending time
 * because a batch that starts while its upload is still arriving does not know its totals yet.
 */
export function decorateEvent<N extends DetectStreamEventName>(
  event: N,
  data: FileEventData<N>,
  totals: BatchTotals,
): DetectStreamEventData<N> {
  // TypeScript does not narrow N by comparing `event`; the added fields are what BatchFields lists.
  if (event === 'file_started') return { ...data, total_files: totals.files } as DetectStreamEventData<N>;
  if (event !== 'page_completed') return data as DetectStreamEventData<N>;
  totals.pagesCompleted += 1;
  return {
    ...data,
    pages_completed: totals.pagesCompleted,
    batch_total_pages: totals.pages,
    progress_percentage: totals.pages > 0 ? Math.round((totals.pagesCompleted / totals.pages) * 100) : 0,
  } as DetectStreamEventData<N>;
}
