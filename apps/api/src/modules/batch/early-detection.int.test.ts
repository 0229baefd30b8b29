import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

type Event = { event: string; data: Record<string, any> };
const parse = (body: string): Event[] =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
    }));

const FORM = { use_fast: 'True', requested_entities: '["ALL_FAST"]', threshold: '0.5', remove_words: '[]' };
const FILES = [
  { name: 'a.pdf', bytes: makeCasePdf(3) },
  { name: 'junk.pdf', bytes: new TextEncoder().encode('%PDF-1.7 not really') },
  { name: 'b.pdf', bytes: makeCasePdf(4) },
  { name: 'c.pdf', bytes: makeCasePdf(2) },
];

/** What a client can rely on, independent of how two workers interleave the files. */
function story(events: Event[]) {
  const pages = events.filter((e) => e.event === 'page_completed');
  return {
    head: events.slice(0, 3).map((e) => e.event),
    filesRead: withoutTimes(events[1]!.data),
    counts: events.reduce<Record<string, number>>((n, e) => ({ ...n, [e.event]: (n[e.event] ?? 0) + 1 }), {}),
    pagesCompleted: pages.map((e) => e.data.pages_completed),
    lastProgress: pages.at(-1)!.data.progress_percentage,
    totalFiles: [...new Set(events.filter((e) => e.event === 'file_started').map((e) => e.data.total_files))],
    entities: Object.fromEntries(
      pages.map((e) => [
        `${e.data.file_name}:${e.data.page_number}`,
        e.data.results.redaction_mapping.pages[0].sensitive.map(
          (s: { original_text: string }) => s.original_text,
        ),
      ]),
    ),
    last: { event: events.at(-1)!.event, data: withoutTimes(events.at(-1)!.data) },
  };
}

function withoutTimes({
  timestamp: _t,
  pages_per_second: _p,
  total_processing_time: _s,
  ...rest
}: Record<string, any>) {
  return rest;
}

describe.each(testDialects())('streamed detection that starts during the upload, on %s', (dialect) => {
  let t: TestApp;
  let premium: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    premium = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(premium.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  it('tells the same story whether the options come before the files (early start) or after them', async () => {
    const early = parse(
      (await premium.agent.upload('/api/batch/multi_detect?stream=true', FILES, FORM)).raw.body,
    );
    const late = parse(
      (await premium.agent.upload('/api/batch/multi_detect?stream=true', FILES, FORM, { filesFirst: true }))
        .raw.body,
    );
    expect(story(early)).toEqual(story(late));
    const s = story(early);
    expect(s.head).toEqual(['reading_files', 'files_read', 'error']);
    expect(s.filesRead).toMatchObject({ total_files: 4, total_pages: 9 });
    expect(s.pagesCompleted).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(s.lastProgress).toBe(100);
    expect(s.totalFiles).toEqual([3]);
    expect(s.last).toMatchObject({
      event: 'batch_completed',
      data: { total_files: 4, successful_files: 3, failed_files: 1, total_pages: 9 },
    });
    // Each file's own events keep their order: started, its pages, completed.
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      const own = early.filter((e) => e.data.file_name === name).map((e) => e.event);
      expect(own[0]).toBe('file_started');
      expect(own.at(-1)).toBe('file_completed');
    }
  });

  it('refuses options that change after the first file, before any event', async () => {
    const response = await premium.agent.upload(
      '/api/batch/multi_detect?stream=true',
      FILES.slice(0, 1),
      FORM,
    );
    expect(response.status).toBe(200);
    const boundary = 'xsladd';
    const part = (headers: string, body: string | Uint8Array) => [
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ];
    const payload = Buffer.concat([
      ...part('Content-Disposition: form-data; name="requested_entities"', '["ALL_FAST"]'),
      ...part(
        'Content-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf',
        FILES[0]!.bytes,
      ),
      ...part('Content-Disposition: form-data; name="requested_entities"', '["EMAIL_ADDRESS_F"]'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const changed = await premium.agent.request('POST', '/api/batch/multi_detect?stream=true', payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect([changed.status, changed.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(changed.body.error.message).toContain('before the files');
  });

  it('stops at the quota with one error event and counts none of the pages it began', async () => {
    const trial = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(trial.email, 'free_trial');
    const big = [
      { name: 'en.pdf', bytes: makeCasePdf(300) },
      { name: 'to.pdf', bytes: makeCasePdf(300) },
    ];
    const over = parse((await trial.agent.upload('/api/batch/multi_detect?stream=true', big, FORM)).raw.body);
    expect(over.map((e) => e.event)).toEqual(['reading_files', 'error']);
    expect(over[1]!.data).toMatchObject({ error_code: 'QUOTA_EXCEEDED', details: { pages_limit: 500 } });
    const usage = (await trial.agent.get('/api/subscription/current')).body.data.usage;
    expect(usage.pages_used).toBe(0);
    // The quota is intact: one of the two files alone goes through.
    const one = parse(
      (await trial.agent.upload('/api/batch/multi_detect?stream=true', big.slice(0, 1), FORM)).raw.body,
    );
    expect(one.at(-1)).toMatchObject({ event: 'batch_completed', data: { total_pages: 300 } });
  });
});
