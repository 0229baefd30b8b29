import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../test/agent.ts';
import { signUpAndLogIn, type SignedIn } from '../test/accounts.ts';
import { FAST_DETECT_FORM, makeTextPdf } from '../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../test/test-app.ts';
import { createSubscriptionService } from '../modules/subscription/subscription.service.ts';
import { METRICS_FAILURES_PER_IP } from './metrics-route.ts';

const TOKEN = 'metrics-token-0123456789abcdef0123456789abcdef';
// Text and a file name no metric may ever carry.
const SECRET_NAME = 'Fortrolig-Olsen-journal.pdf';
const DOCUMENT = makeTextPdf([
  ['Pasient Ola Hemmelig-Olsen, telefon 912 34 567.', 'E-post ola.hemmelig@example.no.'],
  ['Side to: Ola Hemmelig-Olsen bor i Storgata 1, 0155 Oslo.'],
]);

const scrape = (t: TestApp, headers: Record<string, string> = {}, ip = '10.200.0.1') =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: ip });

/** The value of one series (`name{labels}`) in the text format, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp('sqlite')));
  afterAll(async () => t.close());

  it('does not exist (404), with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await scrape(t, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe.each(testDialects())('GET /metrics with METRICS_TOKEN on %s', (dialect) => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect, (config) => ({ ...config, metricsToken: TOKEN }));
    user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  it('refuses a missing or wrong token with 401 and a Bearer challenge', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Basic ${TOKEN}` },
    ] as Record<string, string>[]) {
      const response = await scrape(t, headers, '10.200.1.1');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('sladd_');
    }
  });

  it('answers the right token in the Prometheus text format, process metrics included', async () => {
    const response = await scrape(t, { authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain('# TYPE sladd_pages_processed_total counter');
    expect(text).toContain('# TYPE sladd_task_duration_seconds histogram');
    expect(valueOf(text, 'sladd_jobs{state="waiting"}')).toBe(0);
    expect(valueOf(text, 'sladd_jobs{state="active"}')).toBe(0);
    // The embedded pool keeps no failed or delayed jobs: those series are the queue's.
    expect(text).not.toContain('sladd_jobs{state="failed"}');
    expect(valueOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts pages by operation, times tasks and requests after a detection and a search', async () => {
    const before = (await scrape(t, { authorization: `Bearer ${TOKEN}` })).body;
    const detected = await user.agent.upload(
      '/api/batch/multi_detect?stream=true',
      [{ name: SECRET_NAME, bytes: DOCUMENT }],
      FAST_DETECT_FORM,
    );
    expect(detected.raw.body).toContain('event: batch_completed');
    const searched = await user.agent.upload('/api/batch/search', [{ name: SECRET_NAME, bytes: DOCUMENT }], {
      search_terms: JSON.stringify(['Hemmelig-Olsen']),
    });
    expect(searched.status).toBe(200);

    const text = (await scrape(t, { authorization: `Bearer ${TOKEN}` })).body;
    const pages = (operation: string) =>
      valueOf(text, `sladd_pages_processed_total{operation="${operation}"}`);
    expect(valueOf(before, 'sladd_pages_processed_total{operation="detect"}')).toBe(0);
    expect(pages('detect')).toBe(2);
    expect(pages('search')).toBe(2);
    expect(pages('redact')).toBe(0);
    expect(valueOf(text, 'sladd_task_duration_seconds_count{kind="detect",outcome="ok"}')).toBe(1);
    expect(valueOf(text, 'sladd_task_duration_seconds_count{kind="search",outcome="ok"}')).toBe(1);
    expect(valueOf(text, 'sladd_task_duration_seconds_count{kind="count",outcome="ok"}')).toBe(2);
    expect(
      valueOf(
        text,
        'sladd_http_request_duration_seconds_count{method="POST",route="/api/batch/multi_detect",status_code="200"}',
      ),
    ).toBe(1);
    expect(valueOf(text, 'sladd_jobs{state="active"}')).toBe(0);

    // Nothing a person typed or uploaded, nor who they are, nor the token itself.
    for (const secret of [
      SECRET_NAME,
      'Fortrolig',
      'Hemmelig',
      '912 34 567',
      user.email,
      user.username,
      user.userId,
      TOKEN,
    ])
      expect(text).not.toContain(secret);
  });

  it('labels a path no route matched as one bucket, not by its URL', async () => {
    await createAgent(t.app).get(`/api/nope/${encodeURIComponent(user.email)}`);
    const text = (await scrape(t, { authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain(user.email);
  });

  it('refuses wrong tokens from an address after too many (429), but never locks the right token out (issue 27, item 9)', async () => {
    const ip = '10.200.9.9';
    for (let i = 0; i < METRICS_FAILURES_PER_IP.limit; i++)
      expect((await scrape(t, { authorization: `Bearer guess-${i}` }, ip)).statusCode).toBe(401);
    const locked = await scrape(t, { authorization: 'Bearer one-more-guess' }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The scraper on the same address (a shared NAT) still gets in.
    expect((await scrape(t, { authorization: `Bearer ${TOKEN}` }, ip)).statusCode).toBe(200);
    expect((await scrape(t, { authorization: `Bearer ${TOKEN}` }, '10.200.9.10')).statusCode).toBe(200);
  });
});
