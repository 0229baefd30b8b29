import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { signUpAndLogIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The real app with REDIS_URL set, its log lines collected (createTestApp logs nowhere). */
async function appWithRedis(redisUrl: string) {
  const lines: string[] = [];
  let config!: Config;
  const base = await createTestApp('sqlite', (c) => (config = { ...c, redisUrl, logLevel: 'info' }));
  const logStream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const app = await buildApp({ config, db: base.db, pool: base.pool, logStream });
  await app.ready();
  const t: TestApp = { ...base, app, close: async () => (await app.close(), await base.close()) };
  return { t, lines };
}

describe('Redis unreachable: fail fast and say so', () => {
  let t: TestApp;
  let lines: string[];
  // Port 1 on loopback refuses every connection at once.
  beforeAll(async () => ({ t, lines } = await appWithRedis('redis://127.0.0.1:1')));
  afterAll(async () => t.close());
  const redisLines = () => lines.filter((line) => /redis/i.test(line));

  it('/api/health answers 503 naming Redis, while the database is fine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: {
        status: 'degraded',
        checks: { database: 'ok', redis: 'unavailable' },
      },
    });
    expect(response.json().error.message).toContain('Redis is unreachable');
  });

  it('sign-up and login still work (limits fall back to this process)', async () => {
    const user = await signUpAndLogIn(t);
    expect((await user.agent.get('/api/users/me')).status).toBe(200);
  });

  it('the log gets one structured line about the outage, not one per retry', async () => {
    await vi.waitFor(() => expect(redisLines().length).toBeGreaterThan(0));
    await signUpAndLogIn(t);
    const [line, ...more] = redisLines();
    expect(more).toEqual([]);
    expect(JSON.parse(line!)).toMatchObject({ level: 40, redis: 'unavailable', code: 'ECONNREFUSED' });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('Redis reachable (needs TEST_REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => ({ t } = await appWithRedis(process.env.TEST_REDIS_URL!)));
  afterAll(async () => t.close());

  it('/api/health answers 200 with every check ok', async () => {
    await vi.waitFor(async () =>
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json().data).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok' },
    });
  });
});
