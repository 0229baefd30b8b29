import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { signUpAndLogIn } from '../../test/accounts.ts';
import { MAX_REPORT_BYTES } from './csp-reports.routes.ts';
import { findNewestCspReports, insertCspReports } from './csp-reports.repository.ts';
import { CSP_REPORT_RECORDS_PER_IP, CSP_REPORTS_ALL, CSP_REPORTS_PER_IP } from './csp-reports.service.ts';
import { MAX_FIELD_LENGTH } from './parse.ts';

const POLICY = "default-src 'self'; script-src 'self'; report-uri /api/csp-reports";

/** What Chromium sends to a report-uri. */
const LEGACY = {
  'csp-report': {
    'document-uri': 'http://localhost:8080/workspace?file=Fortrolig.pdf#page=2',
    referrer: 'http://localhost:8080/login?next=%2Fworkspace',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': POLICY,
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 7,
    'source-file': 'http://localhost:8080/assets/index-abc.js?v=1',
    'status-code': 200,
    'script-sample': 'alert("Kari Nordmann 12345678901")',
  },
};

/** What the Reporting API (report-to) sends. */
const REPORTING = [
  {
    type: 'csp-violation',
    age: 5,
    url: 'http://localhost:8080/settings',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://localhost:8080/settings?tab=general',
      referrer: '',
      blockedURL: 'https://tracker.example/pixel.gif?session=s3cr3t-token',
      effectiveDirective: 'img-src',
      originalPolicy: POLICY,
      sourceFile: 'http://localhost:8080/assets/index-abc.js',
      sample: '',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 3,
      columnNumber: 9,
    },
  },
  { type: 'deprecation', age: 1, url: 'http://localhost:8080/', body: { id: 'x', message: 'y' } },
];

/** What Sladd's page listener sends. */
const CLIENT = {
  reports: [
    {
      documentUri: 'http://localhost:8080/workspace',
      referrer: null,
      blockedUri: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      violatedDirective: 'frame-src',
      effectiveDirective: 'frame-src',
      originalPolicy: POLICY,
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 0,
      columnNumber: 0,
      sourceFile: null,
      timestamp: Date.now() - 1000,
    },
  ],
};

let nextIp = 1;
/** Each test gets its own client address, so the rate limit of one does not reach the next. */
const freshIp = () => `10.77.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

function post(t: TestApp, contentType: string, payload: unknown, ip = freshIp(), headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/csp-reports',
    headers: { 'content-type': contentType, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: ip,
  });
}

const rows = (t: TestApp) => findNewestCspReports(t.db.kysely, 100);

describe('CSP reports off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp('sqlite')));
  afterAll(async () => t.close());

  it('has no report endpoint (404) and no reporting directives, and tells the page so', async () => {
    const response = await post(t, 'application/csp-report', LEGACY);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(await rows(t)).toHaveLength(0);
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).not.toMatch(/report-(uri|to)/);
    const config = await t.app.inject({ method: 'GET', url: '/api/csp-reports/config' });
    expect(config.json().data.enabled).toBe(false);
  });
});

describe.each(testDialects())('CSP reports on, %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp(dialect, (config) => ({ ...config, cspReports: true }))));
  afterAll(async () => t.close());

  it('names the endpoint in the policy (report-uri; no report-to, which would make Chromium skip it)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain('report-uri /api/csp-reports');
    expect(policy).not.toContain('report-to');
    expect(policy).toContain("script-src 'self'");
    const config = await t.app.inject({ method: 'GET', url: '/api/csp-reports/config' });
    expect(config.json().data).toEqual({ enabled: true, endpoint: '/api/csp-reports', max_reports: 50 });
  });

  it('stores a report-uri report (application/csp-report) without query, fragment or script sample', async () => {
    const response = await post(t, 'application/csp-report', LEGACY);
    expect(response.statusCode).toBe(204);
    const [row] = await rows(t);
    expect(row).toMatchObject({
      source: 'report-uri',
      documentUri: 'http://localhost:8080/workspace',
      referrer: 'http://localhost:8080/login',
      blockedUri: 'inline',
      violatedDirective: 'script-src-elem',
      effectiveDirective: 'script-src-elem',
      originalPolicy: POLICY,
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 12,
      columnNumber: 7,
      sourceFile: 'http://localhost:8080/assets/index-abc.js',
    });
    expect(JSON.stringify(await rows(t))).not.toContain('Kari Nordmann');
    expect(JSON.stringify(await rows(t))).not.toContain('Fortrolig');
  });

  it('stores a Reporting API report (application/reports+json) and skips other report types', async () => {
    const before = (await rows(t)).length;
    const response = await post(t, 'application/reports+json', REPORTING);
    expect(response.statusCode).toBe(204);
    const all = await rows(t);
    expect(all).toHaveLength(before + 1);
    expect(all[0]).toMatchObject({
      source: 'report-to',
      documentUri: 'http://localhost:8080/settings',
      referrer: null,
      blockedUri: 'https://tracker.example/pixel.gif',
      effectiveDirective: 'img-src',
      lineNumber: 3,
    });
    expect(JSON.stringify(all)).not.toContain('s3cr3t-token');
  });

  it("stores the page's own JSON report, keeping only the scheme of a data: URL", async () => {
    const response = await post(t, 'application/json', CLIENT);
    expect(response.statusCode).toBe(204);
    const [row] = await rows(t);
    expect(row).toMatchObject({ source: 'client', blockedUri: 'data', effectiveDirective: 'frame-src' });
    expect(Math.abs(Date.parse(row!.timestamp) - CLIENT.reports[0]!.timestamp)).toBeLessThan(5);
  });

  it('cuts long fields to the limit', async () => {
    const long = { 'csp-report': { ...LEGACY['csp-report'], 'original-policy': 'x'.repeat(5000) } };
    expect((await post(t, 'application/csp-report', long)).statusCode).toBe(204);
    const [row] = await rows(t);
    expect(row!.originalPolicy).toHaveLength(MAX_FIELD_LENGTH);
  });

  it('refuses another content type with 415', async () => {
    const before = (await rows(t)).length;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await post(t, type, JSON.stringify(LEGACY));
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(response.json().error.message).toContain('application/csp-report');
    }
    expect(await rows(t)).toHaveLength(before);
  });

  it('refuses a body over 16 KB with 413, before reading it', async () => {
    const big = {
      'csp-report': { ...LEGACY['csp-report'], 'original-policy': 'x'.repeat(MAX_REPORT_BYTES) },
    };
    const response = await post(t, 'application/csp-report', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.json().error.message).toContain('16 KB');
  });

  it('refuses malformed JSON and wrong shapes with 400 naming the problem', async () => {
    const cases: [string, unknown][] = [
      ['application/csp-report', '{"csp-report": {'],
      ['application/json', '{not json'],
      ['application/csp-report', { report: {} }],
      ['application/csp-report', { 'csp-report': { 'document-uri': 42 } }],
      ['application/reports+json', { type: 'csp-violation' }],
      ['application/reports+json', [{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]],
      ['application/json', { reports: [] }],
      [
        'application/json',
        { reports: Array.from({ length: 51 }, () => ({ documentUri: '/', effectiveDirective: 'img-src' })) },
      ],
      ['application/json', { reports: [{ ...CLIENT.reports[0], lineNumber: 'twelve' }] }],
    ];
    for (const [type, payload] of cases) {
      const response = await post(t, type, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('takes at most 60 reports a minute from one address (429 with Retry-After), others still get through', async () => {
    const ip = freshIp();
    for (let i = 0; i < CSP_REPORTS_PER_IP.limit; i += 1)
      expect((await post(t, 'application/csp-report', LEGACY, ip)).statusCode).toBe(204);
    const refused = await post(t, 'application/csp-report', LEGACY, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(t, 'application/csp-report', LEGACY)).statusCode).toBe(204);
  });

  it('counts reports, not requests: 20 to a request, an address gets 100 a minute, the rest stored nowhere (issue 27, item 9)', async () => {
    const ip = freshIp();
    const batch = { reports: Array.from({ length: 20 }, () => CLIENT.reports[0]!) };
    const stored = async () => (await findNewestCspReports(t.db.kysely, 20_000)).length;
    const before = await stored();
    for (let i = 0; i < CSP_REPORT_RECORDS_PER_IP.limit / 20; i += 1)
      expect((await post(t, 'application/json', batch, ip)).statusCode).toBe(204);
    expect(await stored()).toBe(before + CSP_REPORT_RECORDS_PER_IP.limit);
    const refused = await post(t, 'application/json', batch, ip);
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(await stored()).toBe(before + CSP_REPORT_RECORDS_PER_IP.limit);
  });

  it('needs no session or CSRF token, even from a signed-in browser on another origin', async () => {
    const user = await signUpAndLogIn(t);
    const response = await post(t, 'application/csp-report', LEGACY, freshIp(), {
      cookie: [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      origin: 'https://elsewhere.example',
    });
    expect(response.statusCode).toBe(204);
  });

  it('keeps only the newest rows beyond the cap', async () => {
    const record = (n: number) => ({
      ...CLIENT.reports[0]!,
      source: 'client' as const,
      documentUri: `http://localhost:8080/page-${n}`,
      blockedUri: null,
      referrer: null,
      sourceFile: null,
      timestamp: new Date().toISOString(),
    });
    for (let n = 1; n <= 5; n += 1) {
      await insertCspReports(t.db.kysely, [record(n)], 3);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const kept = await findNewestCspReports(t.db.kysely, 10);
    expect(kept.map((r) => r.documentUri)).toEqual([
      'http://localhost:8080/page-5',
      'http://localhost:8080/page-4',
      'http://localhost:8080/page-3',
    ]);
  });
});

describe('CSP reports from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp('sqlite', (config) => ({ ...config, cspReports: true }))));
  afterAll(async () => t.close());

  it('takes at most 600 reports a minute from all addresses together, so no crowd can flush the real ones', async () => {
    const perAddress = CSP_REPORTS_PER_IP.limit;
    for (let i = 0; i < CSP_REPORTS_ALL.limit / perAddress; i += 1) {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: perAddress }, () => post(t, 'application/csp-report', LEGACY, ip)),
      );
      expect(answers.every((answer) => answer.statusCode === 204)).toBe(true);
    }
    const refused = await post(t, 'application/csp-report', LEGACY);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain('Too many policy-violation reports are arriving');
  });
});
