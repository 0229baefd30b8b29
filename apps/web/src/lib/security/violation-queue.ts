import type { ViolationRecord } from '@sladd/contract';

/*
 * The page's policy-violation records (spec 1 §3, the contract's `ViolationRecord`), queued until
 * they are sent to POST /api/csp-reports in `{"reports": [...]}` (decision 0045).
 */

/** Violations waiting to be sent (spec 1 §9: at most 50). */
export const MAX_QUEUED_VIOLATIONS = 50;
/** The server takes at most 16 KB per report request; batches stay below this. */
export const MAX_BATCH_BYTES = 15 * 1024;

/** A bounded queue: when full, the oldest record is dropped for the newest. */
export class ViolationQueue {
  private items: ViolationRecord[] = [];
  dropped = 0;

  constructor(private readonly capacity = MAX_QUEUED_VIOLATIONS) {}

  get size(): number {
    return this.items.length;
  }

  push(record: ViolationRecord): void {
    this.items.push(record);
    while (this.items.length > this.capacity) {
      this.items.shift();
      this.dropped += 1;
    }
  }

  clear(): void {
    this.items = [];
  }

  /**
   * Empties the queue into request bodies of at most `maxBytes` each (a record too big on its own
   * is sent alone: the server cuts long fields, and a body over its limit is refused, not stored).
   */
  drainBatches(maxBytes = MAX_BATCH_BYTES): string[] {
    const bodies: string[] = [];
    let batch: string[] = [];
    let size = 0;
    const envelope = '{"reports":[]}'.length;
    const encoder = new TextEncoder();
    for (const record of this.items) {
      const json = JSON.stringify(record);
      const bytes = encoder.encode(json).length;
      if (batch.length > 0 && envelope + size + bytes + 1 > maxBytes) {
        bodies.push(`{"reports":[${batch.join(',')}]}`);
        batch = [];
        size = 0;
      }
      batch.push(json);
      size += bytes + 1;
    }
    if (batch.length > 0) bodies.push(`{"reports":[${batch.join(',')}]}`);
    this.items = [];
    return bodies;
  }
}
