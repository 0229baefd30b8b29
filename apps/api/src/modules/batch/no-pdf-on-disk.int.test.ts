import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { scanForDocuments, type DiskScan } from '../../test/disk-scan.ts';
import { FAST_DETECT_FORM, makeTextPdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

// Issue 15's acceptance: uploaded PDFs are processed in memory. After a whole batch — upload,
// extract, detect (streamed, early and late, and as JSON), search, find words, redact — no file
// written meanwhile holds a PDF, the documents' text or a piece of their bytes: not in the data
// directory, not in the temp directory the app and its worker threads see (a private one here,
// so any PDF in it is the app's), and not in the system's temp directory.
describe.each(testDialects())('nothing PDF-shaped on disk after a batch, embedded mode, on %s', (dialect) => {
  const systemTmp = tmpdir();
  const ownTmp = mkdtempSync(join(systemTmp, 'sladd-disk-scan-'));
  const previousTmp = process.env.TMPDIR;
  // Text no other process on the machine can be writing: found on disk, it came from this test.
  const marker = `Saksref${randomBytes(6).toString('hex').toUpperCase()}`;
  const documents = [
    {
      name: 'vedtak.pdf',
      bytes: makeTextPdf([
        [`Vedtak i sak ${marker}.`, 'Saken gjelder Kari Nordmann, telefon 912 34 567.'],
        [`Sak ${marker}: Kari Nordmann bor i Storgata 1, 0155 Oslo.`, 'E-post kari.nordmann@example.no.'],
      ]),
    },
    { name: 'brev.pdf', bytes: makeTextPdf([[`Brev om ${marker} til Kari Nordmann.`]]) },
  ];
  const returned: Uint8Array[] = [];
  let t: TestApp;
  let user: SignedIn;
  let scan: DiskScan;

  beforeAll(async () => {
    // Before the app and its pool exist, so its threads and SQLite see the private folder too.
    process.env.TMPDIR = ownTmp;
    const since = Date.now() - 2000; // file times may be coarser than the clock
    t = await createTestApp(dialect);
    user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
    scan = {
      since,
      ownDirs: [t.config.dataDir, ownTmp],
      sharedDirs: [systemTmp],
      texts: [marker],
      documents: documents.map((d) => d.bytes),
      outputs: returned,
    };
  });
  afterAll(async () => {
    await t.close();
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    rmSync(ownTmp, { recursive: true, force: true });
  });

  it('the scan finds what it is for: a spooled PDF, a text dump, a piece of a document', () => {
    const [first, second] = documents;
    const planted = [
      { path: join(ownTmp, 'upload-spool'), bytes: first!.bytes, reason: 'pdf-header' },
      {
        path: join(t.config.dataDir, 'dump.txt'),
        bytes: Buffer.from(`page 1: Vedtak i sak ${marker}.`),
        reason: 'document-text',
      },
      {
        path: join(systemTmp, `sladd-piece-${marker}`),
        bytes: second!.bytes.subarray(64),
        reason: 'document-bytes',
      },
    ];
    // Someone else's PDF in the shared temp folder is not ours to report.
    const foreign = join(systemTmp, `sladd-foreign-${randomBytes(4).toString('hex')}.pdf`);
    try {
      for (const file of planted) writeFileSync(file.path, file.bytes);
      writeFileSync(foreign, makeTextPdf([['Et annet dokument']]));
      const found = scanForDocuments(scan);
      expect(found.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
        planted.map(({ path, reason }) => ({ path, reason })).sort((a, b) => a.path.localeCompare(b.path)),
      );
    } finally {
      for (const file of [...planted.map((p) => p.path), foreign]) rmSync(file, { force: true });
    }
    expect(scanForDocuments(scan)).toEqual([]);
  });

  it('a whole batch writes none of it', async () => {
    const [first] = documents;
    const extract = await user.agent.upload('/api/pdf/extract', [first!]);
    expect(extract.status).toBe(200);
    // Options first: detection starts while the upload arrives; files first: after it has ended.
    for (const filesFirst of [false, true]) {
      const stream = await user.agent.upload(
        '/api/batch/multi_detect?stream=true',
        documents,
        FAST_DETECT_FORM,
        {
          filesFirst,
        },
      );
      expect(stream.raw.body).toContain('event: batch_completed');
      expect(stream.raw.body).toContain('Kari Nordmann');
    }
    const json = await user.agent.upload('/api/batch/multi_detect', documents, FAST_DETECT_FORM);
    expect(json.body.data.batch_summary).toMatchObject({ successful_files: 2 });
    const search = await user.agent.upload('/api/batch/search', documents, {
      search_terms: JSON.stringify(['Kari Nordmann']),
    });
    expect(search.body.data.batch_summary.total_matches).toBe(3);
    const words = await user.agent.upload('/api/batch/find_words', [first!], {
      bounding_box: JSON.stringify({ page: 1, x0: 60, y0: 60, x1: 300, y1: 100 }),
    });
    expect(words.status).toBe(200);

    const boxes = search.body.data.file_results.map(
      (file: { results: { match_details: { pages: { page: number; matches: { bbox: unknown }[] }[] } } }) =>
        file.results.match_details.pages.map((page) => ({
          page: page.page,
          sensitive: page.matches.map((match) => ({
            entity_type: 'SEARCH',
            original_text: 'Kari Nordmann',
            bbox: match.bbox,
          })),
        })),
    );
    const one = await user.agent.upload('/api/batch/redact', [first!], {
      mappings: JSON.stringify([{ pages: boxes[0] }]),
    });
    expect([one.status, one.raw.headers['content-type']]).toEqual([200, 'application/pdf']);
    returned.push(new Uint8Array(one.raw.rawPayload));
    const both = await user.agent.upload('/api/batch/redact', documents, {
      mappings: JSON.stringify(boxes.map((pages: unknown) => ({ pages }))),
    });
    expect(both.raw.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(both.raw.rawPayload));
    returned.push(new Uint8Array(both.raw.rawPayload), ...Object.values(zip));

    expect(scanForDocuments(scan)).toEqual([]);
  });
});
