import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan, makeBatchService, makeUser, pagesUsed } from '../../test/factories.ts';
import { makeCasePdf, popplerText } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createRedactService, type RedactService } from './redact.service.ts';

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });
const BROKEN = file('ødelagt.pdf', new TextEncoder().encode('not a pdf'));
// The first line of a page of makeCasePdf, where "Side N: Saken gjelder Kari Nordmann" is.
const FIRST_LINE = { x0: 60, y0: 60, x1: 560, y1: 76 };
/** Marks on the first line of every page, for files of these page counts. */
const options = (pageCounts: number[]) => ({
  marks: pageCounts.map((count) =>
    Array.from({ length: count }, (_, i) => ({ page: i + 1, bbox: FIRST_LINE })),
  ),
  appearance: null,
  removeImages: false,
});

// Service tests: the redact service on a real database and the real worker pool, no HTTP.
describe.each(testDialects())('redact service on %s', (dialect) => {
  let t: TestApp;
  let redact: RedactService;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const batch = makeBatchService(t.db.kysely, t.pool);
    redact = createRedactService({ pool: t.pool, batch });
  });
  afterAll(async () => t.close());

  async function user() {
    const made = await makeUser(t.db.kysely);
    await givePlan(t.db.kysely, made, 'pro_monthly');
    return made;
  }

  it('answers one file as its redacted PDF with a verification certificate, and counts its pages', async () => {
    const owner = await user();
    const download = await redact.redact(
      { userId: owner.id },
      [file('sak.pdf', makeCasePdf(2))],
      options([2]),
    );
    expect([download.contentType, download.fileName]).toEqual(['application/pdf', 'sak-redacted.pdf']);
    const text = popplerText(new Uint8Array(download.body));
    expect(text).not.toContain('Kari Nordmann');
    expect(text).toContain('Vedtaket ble fattet');
    const certificate = JSON.parse(download.verification);
    expect(certificate.files).toMatchObject([{ file: 'sak-redacted.pdf', ok: true }]);
    expect(await pagesUsed(t.db.kysely, owner)).toBe(2);
  });

  it('hands out nothing and counts no page when the audit trail cannot record the release', async () => {
    const owner = await user();
    const unrecorded = createRedactService({
      pool: t.pool,
      batch: makeBatchService(t.db.kysely, t.pool),
      onRedacted: async () => {
        throw new Error('the audit trail is unreachable');
      },
    });
    await expect(
      unrecorded.redact({ userId: owner.id }, [file('sak.pdf', makeCasePdf(2))], options([2])),
    ).rejects.toThrow('the audit trail is unreachable');
    expect(await pagesUsed(t.db.kysely, owner)).toBe(0);
  });

  it('answers several files as one zip with verification.json, same names kept apart', async () => {
    const owner = await user();
    const files = [file('sak.pdf', makeCasePdf(1)), file('sak.pdf', makeCasePdf(2))];
    const download = await redact.redact({ userId: owner.id }, files, options([1, 2]));
    expect([download.contentType, download.fileName]).toEqual(['application/zip', 'sladd-redacted.zip']);
    const entries = Object.keys(unzipSync(new Uint8Array(download.body))).sort();
    expect(entries).toEqual(['sak-redacted-2.pdf', 'sak-redacted.pdf', 'verification.json']);
    expect(await pagesUsed(t.db.kysely, owner)).toBe(3);
  });

  it('refuses the whole batch when one file is unusable, naming it, and counts no page', async () => {
    const owner = await user();
    const files = [file('sak.pdf', makeCasePdf(2)), BROKEN];
    await expect(redact.redact({ userId: owner.id }, files, options([2, 1]))).rejects.toMatchObject({
      code: 'NOT_A_PDF',
      message: expect.stringContaining('ødelagt.pdf'),
    });
    expect(await pagesUsed(t.db.kysely, owner)).toBe(0);
  });
});
