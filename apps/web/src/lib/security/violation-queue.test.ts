import { describe, expect, it } from 'vitest';
import type { ViolationRecord } from '@sladd/contract';
import { MAX_BATCH_BYTES, MAX_QUEUED_VIOLATIONS, ViolationQueue } from './violation-queue.ts';

const record = (n: number, policy = "default-src 'self'"): ViolationRecord => ({
  documentUri: `https://sladd.example/page-${n}`,
  referrer: null,
  blockedUri: 'inline',
  violatedDirective: 'script-src-elem',
  effectiveDirective: 'script-src-elem',
  originalPolicy: policy,
  disposition: 'enforce',
  statusCode: 200,
  lineNumber: n,
  columnNumber: 1,
  sourceFile: null,
  timestamp: 1_700_000_000_000 + n,
});

const sent = (bodies: string[]) =>
  bodies.flatMap((body) => (JSON.parse(body) as { reports: ViolationRecord[] }).reports);

describe('ViolationQueue', () => {
  it('holds at most 50 records, dropping the oldest first', () => {
    const queue = new ViolationQueue();
    for (let n = 1; n <= 60; n += 1) queue.push(record(n));
    expect(queue.size).toBe(MAX_QUEUED_VIOLATIONS);
    expect(queue.dropped).toBe(10);
    const lines = sent(queue.drainBatches()).map((r) => r.lineNumber);
    expect(lines[0]).toBe(11);
    expect(lines.at(-1)).toBe(60);
    expect(queue.size).toBe(0);
  });

  it('splits a full queue into request bodies the server accepts (under 16 KB), in order', () => {
    const queue = new ViolationQueue();
    const policy = `default-src 'self'; ${'img-src https://cdn.example; '.repeat(15)}`;
    for (let n = 1; n <= 50; n += 1) queue.push(record(n, policy));
    const bodies = queue.drainBatches();
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(sent(bodies).map((r) => r.lineNumber)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('sends nothing when empty', () => {
    expect(new ViolationQueue().drainBatches()).toEqual([]);
  });
});
