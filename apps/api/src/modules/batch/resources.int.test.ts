import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_LIMITS } from '@sladd/contract';
import { signUpAndLogIn } from '../../test/accounts.ts';
import { somePages } from '../../test/factories.ts';
import { makeCasePdf, makeDenseTextPdf, makeManyPagesPdf, multipart } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

const pagesUsed = async (t: TestApp, userId: string) =>
  (await createSubscriptionService(t.db.kysely).currentPeriod({ userId: userId })).used;

describe.each(testDialects())('page metering and per-user limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('4 parallel 30-page searches on a 50-page plan: exactly one passes, 30 pages counted', async () => {
    const user = await signUpAndLogIn(t);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        user.agent.upload('/api/batch/search', [{ name: `stor-${i}.pdf`, bytes: makeCasePdf(30, i) }], {
          search_terms: '["Kari"]',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 402, 402, 402]);
    expect(await pagesUsed(t, user.userId)).toBe(30);
  });

  it('extract and find_words count the pages they read', async () => {
    const user = await signUpAndLogIn(t);
    const file = { name: 'sak.pdf', bytes: makeCasePdf(3) };
    expect((await user.agent.upload('/api/pdf/extract', [file])).status).toBe(200);
    expect(await pagesUsed(t, user.userId)).toBe(3);
    const box = JSON.stringify({ page: 1, x0: 0, y0: 0, x1: 600, y1: 200 });
    // Page 1 of the file read just now costs nothing more; page 1 of two other files costs two.
    const others = [1, 2].map((n) => ({ name: `annen-${n}.pdf`, bytes: makeCasePdf(3, n) }));
    for (const files of [[file], others]) {
      const found = await user.agent.upload('/api/batch/find_words', files, { bounding_box: box });
      expect(found.status).toBe(200);
    }
    expect(await pagesUsed(t, user.userId)).toBe(5);
  });

  it('extract beyond the quota is refused with QUOTA_EXCEEDED and counts nothing', async () => {
    const user = await signUpAndLogIn(t);
    const file = { name: 'stor.pdf', bytes: makeCasePdf(30) };
    expect((await user.agent.upload('/api/pdf/extract', [file])).status).toBe(200);
    const second = await user.agent.upload('/api/pdf/extract', [
      { name: 'annen.pdf', bytes: makeCasePdf(30, 2) },
    ]);
    expect([second.status, second.body.error.code]).toEqual([402, 'QUOTA_EXCEEDED']);
    expect(await pagesUsed(t, user.userId)).toBe(30);
  });

  it('extract answers a large file in ranges of at most 200 pages, each range counted', async () => {
    const user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
    const file = { name: 'lang.pdf', bytes: makeManyPagesPdf(250) };
    const first = await user.agent.upload('/api/pdf/extract', [file]);
    expect(first.body.data).toMatchObject({
      page_count: 250,
      first_page: 1,
      last_page: RESOURCE_LIMITS.extractPagesPerCall,
      next_page: 201,
    });
    expect(first.body.data.pages).toHaveLength(200);
    const rest = await user.agent.upload('/api/pdf/extract?first_page=201', [file]);
    expect(rest.body.data).toMatchObject({ first_page: 201, last_page: 250, next_page: null });
    expect(rest.body.data.pages.map((p: { page_number: number }) => p.page_number)).toEqual(
      Array.from({ length: 50 }, (_, i) => 201 + i),
    );
    expect(await pagesUsed(t, user.userId)).toBe(250);
    const beyond = await user.agent.upload('/api/pdf/extract?first_page=251', [file]);
    expect([beyond.status, beyond.body.error.message]).toEqual([
      400,
      'first_page is 251, but the document has 250 pages.',
    ]);
  });

  it('a page with 300,000 characters of text is refused by name, nothing counted', async () => {
    const user = await signUpAndLogIn(t);
    const file = { name: 'dump.pdf', bytes: makeDenseTextPdf(1, 300_000) };
    const answer = await user.agent.upload('/api/pdf/extract', [file]);
    expect([answer.status, answer.body.error.code]).toEqual([422, 'PAGE_TOO_COMPLEX']);
    expect(answer.body.error.message).toMatch(/^Page 1 holds more than 200,000 characters of text/);
    expect(await pagesUsed(t, user.userId)).toBe(0);
  });

  it(`an extract answer holds at most ${RESOURCE_LIMITS.maxExtractAnswerBytes / 2 ** 20} MB of pages: the rest follows with next_page, each page counted once`, async () => {
    const user = await signUpAndLogIn(t);
    // Three pages of 150,000 characters: each page's words are about 7 MB of JSON.
    const file = { name: 'tett.pdf', bytes: makeDenseTextPdf(3, 150_000) };
    const first = await user.agent.upload('/api/pdf/extract', [file]);
    expect(first.status).toBe(200);
    expect(first.raw.rawPayload.length).toBeLessThan(RESOURCE_LIMITS.maxExtractAnswerBytes + 100_000);
    expect(first.body.data).toMatchObject({ page_count: 3, first_page: 1, last_page: 1, next_page: 2 });
    expect(first.body.data.pages).toHaveLength(1);
    expect(first.body.data.pages[0].words.length).toBeGreaterThan(25_000);
    const second = await user.agent.upload('/api/pdf/extract?first_page=2', [file]);
    expect(second.body.data).toMatchObject({ first_page: 2, last_page: 2, next_page: 3 });
    expect(await pagesUsed(t, user.userId)).toBe(2);
  });

  it('a user with no pages left is refused before any file is opened (even a damaged one)', async () => {
    const user = await signUpAndLogIn(t);
    const subscriptions = createSubscriptionService(t.db.kysely);
    const period = await subscriptions.currentPeriod({ userId: user.userId });
    await subscriptions.reservePages({ userId: user.userId }, somePages(period.limit - period.used));
    const damaged = Array.from({ length: 20 }, (_, i) => ({
      name: `skadet-${i}.pdf`,
      bytes: new TextEncoder().encode(`%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage ${i}`),
    }));
    for (const [path, fields] of [
      ['/api/batch/search', { search_terms: '["Kari"]' }],
      ['/api/pdf/extract', {}],
    ] as const) {
      // Before any file is opened: not PDF_UNREADABLE, which opening these would answer.
      const answer = await user.agent.upload(
        path,
        path.endsWith('extract') ? damaged.slice(0, 1) : damaged,
        fields,
      );
      expect([answer.status, answer.body.error.code]).toEqual([402, 'QUOTA_EXCEEDED']);
    }
  });

  it('a request over the page ceiling is refused naming the limit', async () => {
    const user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
    const files = [1, 2].map((i) => ({ name: `f${i}.pdf`, bytes: makeManyPagesPdf(1500) }));
    const response = await user.agent.upload('/api/batch/search', files, { search_terms: '["Kari"]' });
    expect([response.status, response.body.error.code]).toEqual([422, 'TOO_MANY_PAGES']);
    expect(response.body.error.message).toBe(
      'This request has 3,000 pages; at most 2,000 pages can be processed in one request. Send fewer files at a time.',
    );
    expect(response.body.error.details).toEqual({
      pages_requested: 3000,
      max_pages_per_request: RESOURCE_LIMITS.maxPagesPerRequest,
    });
    expect(await pagesUsed(t, user.userId)).toBe(0);
  });

  it(`a ${RESOURCE_LIMITS.concurrentRequestsPerUser + 1}th request while ${RESOURCE_LIMITS.concurrentRequestsPerUser} run gets 429 with Retry-After; the slots free up`, async () => {
    const user = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const form = multipart([{ name: 'sak.pdf', bytes: makeCasePdf(1) }], { search_terms: '["Kari"]' });
    // Uploads held open mid-body: each has passed the gate once the server starts reading its body.
    const held = Array.from({ length: RESOURCE_LIMITS.concurrentRequestsPerUser }, () => {
      let started!: () => void;
      const reading = new Promise<void>((resolve) => (started = resolve));
      let sent = false;
      const body = new Readable({
        read() {
          started();
          if (!sent) this.push(form.payload.subarray(0, 100));
          sent = true;
        },
      });
      const finish = () => (body.push(form.payload.subarray(100)), body.push(null));
      const answer = user.agent.request('POST', '/api/batch/search', body, form.headers);
      return { reading, finish, answer };
    });
    await Promise.all(held.map((h) => h.reading));
    const refused = await user.agent.upload(
      '/api/batch/search',
      [{ name: 'sak.pdf', bytes: makeCasePdf(1) }],
      { search_terms: '["Kari"]' },
    );
    expect([refused.status, refused.body.error.code]).toEqual([429, 'TOO_MANY_CONCURRENT_REQUESTS']);
    expect(refused.raw.headers['retry-after']).toBe('2');
    expect(refused.body.error.message).toContain('You already have 4 PDF requests running');
    // Another user is not affected.
    expect(
      (
        await other.agent.upload('/api/batch/search', [{ name: 'sak.pdf', bytes: makeCasePdf(1) }], {
          search_terms: '["Kari"]',
        })
      ).status,
    ).toBe(200);
    held.forEach((h) => h.finish());
    expect((await Promise.all(held.map((h) => h.answer))).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(
      (
        await user.agent.upload('/api/batch/search', [{ name: 'sak.pdf', bytes: makeCasePdf(1) }], {
          search_terms: '["Kari"]',
        })
      ).status,
    ).toBe(200);
  });
});
