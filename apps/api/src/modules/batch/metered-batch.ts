import type { BatchService } from './batch.service.ts';

/**
 * The batch service of one operation, telling `onPages` how many pages each request processed.
 * It listens where every operation already settles its page reservation (recordPages, with the
 * pages actually processed), so the figure is the one counted against the plan, never a second count.
 */
export function meterBatchPages(batch: BatchService, onPages: (pages: number) => void): BatchService {
  return {
    ...batch,
    recordPages: (actor, period, pages) => {
      onPages(pages);
      return batch.recordPages(actor, period, pages);
    },
  };
}
