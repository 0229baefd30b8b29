import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan, makeBatchService, makeUser, pagesUsed } from '../../test/factories.ts';
import { makeCasePdf, makeScanPdf, makeTextPdf } from '../../test/pdfs.ts';
import { watchPool } from '../../test/pool-watch.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { parseDetectionRequest } from './batch-options.ts';
import { createDetectService, type DetectService, type EventSink } from './detect.service.ts';

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });
const BROKEN = file('ødelagt.pdf', new TextEncoder().encode('not a pdf'));
// 51 pages without text: over the OCR cap, so detection refuses it after it has been counted.
const OVER_CAP = file('stor-skann.pdf', makeScanPdf(makeTextPdf([['Side']]), 72, 51));
const FAST = parseDetectionRequest({
  files: [],
  fields: { use_fast: ['True'], requested_entities: ['["ALL_FAST"]'], threshold: ['0.5'] },
});

/** An event sink that keeps what is sent; `stopAt` aborts it (the stop button) when that event is sent. */
function recordingSink(stopAt?: (event: string) => boolean) {
  const controller = new AbortController();
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let closed = false;
  const sink: EventSink = {
    signal: controller.signal,
    send(event, data) {
      events.push({ event, data });
      if (stopAt?.(event)) controller.abort(new Error('stopped'));
    },
    close: () => void (closed = true),
  };
  return { sink, events, names: () => events.map((e) => e.event), isClosed: () => closed };
}

// Service tests: the detect service on a real database and the real worker pool, no HTTP.
describe.each(testDialects())('detect service on %s', (dialect) => {
  let t: TestApp;
  let detect: DetectService;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const batch = makeBatchService(t.db.kysely, t.pool);
    detect = createDetectService({ pool: t.pool, batch });
  });
  afterAll(async () => t.close());

  async function proUser() {
    const user = await makeUser(t.db.kysely);
    await givePlan(t.db.kysely, user, 'pro_monthly');
    return user;
  }

  it('answers every file by name, failing ones with their error, and counts only the pages detected', async () => {
    const user = await proUser();
    const files = [file('sak.pdf', makeCasePdf(2)), OVER_CAP, BROKEN];
    const answer = await detect.detectAll({ userId: user.id }, files, FAST, performance.now());
    expect(answer.file_results.map((r) => [r.file, r.status, r.error?.code])).toEqual([
      ['sak.pdf', 'success', undefined],
      ['stor-skann.pdf', 'error', 'OCR_PAGE_LIMIT'],
      ['ødelagt.pdf', 'error', 'NOT_A_PDF'],
    ]);
    const [found] = answer.file_results;
    expect(found && 'results' in found ? found.results?.entities_detected.total : 0).toBeGreaterThan(0);
    expect(answer.batch_summary).toMatchObject({
      total_files: 3,
      successful_files: 1,
      failed_files: 2,
      total_pages: 2,
    });
    // The scan's 51 pages were reserved when it was counted, and given back when it failed.
    expect(await pagesUsed(t.db.kysely, user)).toBe(2);
  });

  it('streams a run in the spec’s order and counts the pages of every file completed', async () => {
    const user = await proUser();
    const run = recordingSink();
    const files = [file('a.pdf', makeCasePdf(2)), file('b.pdf', makeCasePdf(3))];
    await detect.stream(
      {
        actor: { userId: user.id },
        detection: FAST,
        files,
        received: performance.now(),
        onUnexpected: () => {},
      },
      run.sink,
    );
    const names = run.names();
    expect(names.slice(0, 2)).toEqual(['reading_files', 'files_read']);
    expect(names.at(-1)).toBe('batch_completed');
    expect(names.filter((n) => n === 'file_completed')).toHaveLength(2);
    expect(names.filter((n) => n === 'page_completed')).toHaveLength(5);
    expect(run.isClosed()).toBe(true);
    expect(await pagesUsed(t.db.kysely, user)).toBe(5);
  });

  it('a stop gives back the pages of the files not completed; those completed stay counted', async () => {
    const user = await proUser();
    // The second and third files' detection waits until the stop, so they are surely unfinished.
    const pool = watchPool(t.pool, { hold: (task, index) => task.kind === 'detect' && index > 1 });
    const run = recordingSink((event) => event === 'file_completed');
    const files = [
      file('a.pdf', makeCasePdf(2)),
      file('b.pdf', makeCasePdf(3)),
      file('c.pdf', makeCasePdf(4)),
    ];
    const stopped = detect.stream(
      {
        actor: { userId: user.id },
        detection: FAST,
        files,
        received: performance.now(),
        onUnexpected: () => {},
      },
      run.sink,
    );
    await pool.whenStarted('detect', 3);
    await new Promise<void>((resolve) => run.sink.signal.addEventListener('abort', () => resolve()));
    pool.release();
    await stopped;
    await pool.settled();
    pool.restore();
    expect(run.names()).not.toContain('batch_completed');
    expect(run.isClosed()).toBe(true);
    expect(await pagesUsed(t.db.kysely, user)).toBe(2);
  });

  it('an early run refused when its upload ends gives back the pages it had reserved', async () => {
    const user = await proUser();
    const pool = watchPool(t.pool);
    const early = detect.startEarly({ userId: user.id });
    const options = { use_fast: ['True'], requested_entities: ['["ALL_FAST"]'] };
    const read = async (onFile?: typeof early.onFile) => {
      onFile?.(file('a.pdf', makeCasePdf(2)), 0, options);
      await pool.whenStarted('detect'); // counted and reserved: its detection has begun
      // The options after the file differ from those before it: the request is refused.
      return { files: [file('a.pdf', makeCasePdf(2))], fields: { ...options, threshold: ['0.9'] } };
    };
    await expect(detect.receive(read, early)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await pool.settled();
    pool.restore();
    expect(await pagesUsed(t.db.kysely, user)).toBe(0);
  });
});
