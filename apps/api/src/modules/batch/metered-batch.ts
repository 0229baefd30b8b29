import { pageTotal, type BatchService } from './batch.service.ts';

/**
 * The batch service of one operation, telling `onPages` how many pages each request processed.
 * It listens where every operation already settles its page reservation (recordPages, with the
 * pages actually delivered), so the figure is never a second count. (Pages delivered, not pages
 * billed: a page read again within 24 hours is work done but not counted again, decision 0053.)
 */
export function meterBatchPages(batch: BatchService, onPages: (pages: number) => void): BatchService {
  return {
    ...batch,
    recordPages: (actor, period, delivered) => {
      onPages(pageTotal(delivered));
      return batch.recordPages(actor, period, delivered);
    },
  };
}
