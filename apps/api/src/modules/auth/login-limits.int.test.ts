import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createAgent } from '../../test/agent.ts';
import { PASSWORD, signUpAndLogIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

const WRONG = 'Gjetting-Feil9';

describe.each(testDialects())('login limits on %s', (dialect) => {
  let t: TestApp;
  let logged: FastifyInstance;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, (config) => ({
      ...config,
      rateLimits: {
        ...config.rateLimits,
        loginPerAccount: { limit: 3, windowMs: 15 * 60_000 },
        loginPerIp: { limit: 8, windowMs: 15 * 60_000 },
      },
    }));
    // The same app on the same database, with its log captured.
    logged = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      db: t.db,
      pool: t.pool,
      logStream: new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) }),
    });
  });
  afterAll(async () => {
    await logged.close();
    await t.close();
  });

  const login = (app: FastifyInstance, ip: string, identifier: string, password: string) =>
    createAgent(app, { ip }).post('/api/auth/login', { identifier, password });

  it('counts the username and the e-mail of one account together', async () => {
    const user = await signUpAndLogIn(t);
    const ip = '10.20.0.1';
    expect((await login(t.app, ip, user.email, WRONG)).status).toBe(401);
    expect((await login(t.app, ip, user.username, WRONG)).status).toBe(401);
    expect((await login(t.app, ip, user.email.toUpperCase(), WRONG)).status).toBe(401);
    const fourth = await login(t.app, ip, user.username, WRONG);
    expect([fourth.status, fourth.body.error.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('never counts successful logins', async () => {
    const user = await signUpAndLogIn(t);
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await login(t.app, '10.20.0.2', i % 2 ? user.username : user.email, PASSWORD)).status);
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it('lets the owner in from another address while the account is under attack; a fresh attacker address gets one guess', async () => {
    const user = await signUpAndLogIn(t);
    for (let i = 0; i < 4; i++) await login(t.app, '10.20.1.1', user.email, WRONG);
    expect((await login(t.app, '10.20.1.1', user.email, PASSWORD)).status).toBe(429);
    expect((await login(t.app, '10.20.2.2', user.email, PASSWORD)).status).toBe(200);
    expect((await login(t.app, '10.20.3.3', user.username, WRONG)).status).toBe(401);
    expect((await login(t.app, '10.20.3.3', user.username, PASSWORD)).status).toBe(429);
  });

  it('sends Retry-After with the seconds until the window ends', async () => {
    const user = await signUpAndLogIn(t);
    for (let i = 0; i < 3; i++) await login(t.app, '10.20.4.4', user.email, WRONG);
    const limited = await login(t.app, '10.20.4.4', user.email, WRONG);
    expect(limited.status).toBe(429);
    const seconds = Number(limited.raw.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(limited.body.error.details.retry_after_seconds).toBe(seconds);
  });

  it('logs every failed login with the client address and never the password or the identifier', async () => {
    const user = await signUpAndLogIn(t);
    await login(logged, '10.20.5.5', user.email, WRONG);
    await login(logged, '10.20.5.5', 'nobody-here', WRONG);
    const failures = logs.filter((line) => line.includes('"login_failed"')).map((line) => JSON.parse(line));
    expect(failures.map((entry) => [entry.ip, entry.user_id])).toEqual([
      ['10.20.5.5', user.userId],
      ['10.20.5.5', null],
    ]);
    const all = logs.join('\n');
    for (const secret of [WRONG, user.email, 'nobody-here']) expect(all).not.toContain(secret);
  });
});
