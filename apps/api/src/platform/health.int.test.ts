import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import type { JobPool, JobStats } from '../jobs/pool.ts';
import { makeCasePdf } from '../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../test/test-app.ts';

const TOKEN = 'health-test-metrics-token-0123456789abcdef';
/** The operator's view: the figures come with METRICS_TOKEN. */
const health = (t: { app: TestApp['app'] }, token: string | null = TOKEN) =>
  t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const withToken = (dialect: Parameters<typeof createTestApp>[0]) =>
  createTestApp(dialect, (config) => ({ ...config, metricsToken: TOKEN }));

describe.each(testDialects())('/api/health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => (t = await withToken(dialect)));
  afterAll(async () => t.close());

  it('shows anyone the checks only; the queue depth needs METRICS_TOKEN (issue 27, item 9)', async () => {
    for (const token of [null, 'a-wrong-token-a-wrong-token-a-wrong-token']) {
      const response = await health(t, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        status: 'ok',
        checks: { database: 'ok', redis: 'not_configured' },
      });
    }
  });

  it('answers 200 with the checks and the queue depth of an idle pool', async () => {
    const response = await health(t);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'not_configured' },
      jobs: { waiting: 0, active: 0 },
    });
  });

  it('shows tasks running and waiting while the pool is busy', async () => {
    const stop = new AbortController();
    const bytes = makeCasePdf(120);
    // The test app's pool has two threads: two searches run, two wait.
    const runs = Array.from({ length: 4 }, () =>
      t.pool
        .run(
          { kind: 'search', bytes, terms: ['Kari'], caseSensitive: false, regex: false },
          { signal: stop.signal },
        )
        .catch(() => undefined),
    );
    try {
      expect((await health(t)).json().data.jobs).toEqual({ waiting: 2, active: 2 });
    } finally {
      stop.abort();
      await Promise.all(runs);
    }
    expect((await health(t)).json().data.jobs).toEqual({ waiting: 0, active: 0 });
  });

  it('answers 503 naming the database when it is down, the queue depth still shown', async () => {
    const base = await withToken(dialect);
    const db = await openDatabase(base.config.database);
    await migrateToLatest(db);
    await seedDatabase(db);
    const app = await buildApp({ config: base.config, db, pool: base.pool });
    try {
      await db.close();
      const response = await health({ app });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Unavailable: database.',
        details: {
          status: 'degraded',
          checks: { database: 'unavailable', redis: 'not_configured' },
          jobs: { waiting: 0, active: 0 },
        },
      });
    } finally {
      await app.close();
      await base.close();
    }
  });
});

describe('/api/health with a queue back-end', () => {
  /** A pool shaped like the queue back-end: it reports failed and delayed jobs too. */
  function poolWith(stats: () => Promise<JobStats>): JobPool {
    return {
      run: () => Promise.reject(new Error('not here')),
      pending: () => 0,
      stats,
      close: async () => {},
    };
  }

  it('passes the queue figures through', async () => {
    const base = await withToken('sqlite');
    const figures = { waiting: 12, active: 4, failed: 1, delayed: 2 };
    const app = await buildApp({ config: base.config, db: base.db, pool: poolWith(async () => figures) });
    try {
      expect((await health({ app })).json().data).toMatchObject({ status: 'ok', jobs: figures });
    } finally {
      await app.close();
      await base.close();
    }
  });

  it('leaves the figures out, without failing, when the queue does not answer within a second', async () => {
    const base = await withToken('sqlite');
    const app = await buildApp({
      config: base.config,
      db: base.db,
      pool: poolWith(() => new Promise(() => {})),
    });
    try {
      const started = Date.now();
      const response = await health({ app });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).not.toHaveProperty('jobs');
    } finally {
      await app.close();
      await base.close();
    }
  });
});
