import type { extractPdf, RouteResponse } from '@sladd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan, makeBatchService, makeUser, pagesUsed } from '../../test/factories.ts';
import { makeCasePdf, makeScanPdf, makeTextPdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createPagesService, type PagesService } from './pages.service.ts';
import { createSearchService, type SearchService } from './search.service.ts';

const file = (name: string, bytes: Uint8Array) => ({ name, bytes });
const BROKEN = file('ødelagt.pdf', new TextEncoder().encode('not a pdf'));
const OVER_CAP = file('stor-skann.pdf', makeScanPdf(makeTextPdf([['Side']]), 72, 51));
const PLAIN = { caseSensitive: false, regex: false };

// Service tests: the search and pages services on a real database and the real worker pool, no HTTP.
describe.each(testDialects())('search and pages services on %s', (dialect) => {
  let t: TestApp;
  let search: SearchService;
  let pages: PagesService;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const batch = makeBatchService(t.db.kysely, t.pool);
    search = createSearchService({ pool: t.pool, batch });
    pages = createPagesService({ pool: t.pool, batch });
  });
  afterAll(async () => t.close());

  async function userWith(plan: string) {
    const user = await makeUser(t.db.kysely);
    await givePlan(t.db.kysely, user, plan);
    return user;
  }

  it('searches every file, names a broken one beside the answers, and counts the pages searched', async () => {
    const user = await userWith('pro_monthly');
    const files = [file('a.pdf', makeCasePdf(2)), BROKEN, file('b.pdf', makeCasePdf(3))];
    const answer = await search.search({ userId: user.id }, files, { terms: ['Kari Nordmann'], ...PLAIN });
    expect(answer.batch_summary).toMatchObject({
      total_files: 3,
      successful: 2,
      failed: 1,
      total_matches: 5,
    });
    expect(answer.file_results.map((r) => [r.file, r.status])).toEqual([
      ['a.pdf', 'success'],
      ['b.pdf', 'success'],
      ['ødelagt.pdf', 'error'],
    ]);
    expect(await pagesUsed(t.db.kysely, user)).toBe(5);
  });

  it('gives the pages back when a search alone in its request fails', async () => {
    const user = await userWith('pro_monthly');
    await expect(
      search.search({ userId: user.id }, [OVER_CAP], { terms: ['Side'], ...PLAIN }),
    ).rejects.toMatchObject({
      code: 'OCR_PAGE_LIMIT',
    });
    expect(await pagesUsed(t.db.kysely, user)).toBe(0);
  });

  it('extracts a page range and counts just those pages', async () => {
    const user = await userWith('free');
    const bytes = await pages.extract({ userId: user.id }, file('sak.pdf', makeCasePdf(5)), {
      range: { first_page: 2, last_page: 3 },
      ocr: 'off',
    });
    const answer = (JSON.parse(bytes.toString('utf8')) as { data: RouteResponse<typeof extractPdf> }).data;
    expect([answer.first_page, answer.last_page, answer.next_page, answer.page_count]).toEqual([2, 3, 4, 5]);
    expect(answer.pages.map((p) => p.page_number)).toEqual([2, 3]);
    expect(await pagesUsed(t.db.kysely, user)).toBe(2);
  });

  it('refuses an extract range past the end and counts nothing', async () => {
    const user = await userWith('free');
    await expect(
      pages.extract({ userId: user.id }, file('sak.pdf', makeCasePdf(2)), {
        range: { first_page: 3 },
        ocr: 'off',
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'first_page is 3, but the document has 2 pages.',
    });
    expect(await pagesUsed(t.db.kysely, user)).toBe(0);
  });

  it('finds the words under a box in each file, names a broken file, and counts one page per file read', async () => {
    const user = await userWith('free');
    const box = { x0: 0, y0: 0, x1: 612, y1: 100 };
    const answer = await pages.findWords(
      { userId: user.id },
      [file('sak.pdf', makeCasePdf(1)), BROKEN],
      1,
      box,
    );
    const [found, broken] = answer.file_results;
    expect(found?.status).toBe('success');
    const words = found && 'results' in found ? found.results!.pages[0]!.matches.map((m) => m.text) : [];
    expect(words).toContain('Nordmann,');
    expect(broken).toMatchObject({ file: 'ødelagt.pdf', status: 'error', error: { code: 'NOT_A_PDF' } });
    expect(await pagesUsed(t.db.kysely, user)).toBe(1);
  });
});
