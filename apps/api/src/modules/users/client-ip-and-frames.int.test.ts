import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createAgent } from '../../test/agent.ts';
import { PASSWORD, signUpAndLogIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

describe.each(testDialects())('client address and framing on %s', (dialect) => {
  let direct: TestApp;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    direct = await createTestApp(dialect);
    // The same database behind a reverse proxy the operator trusts.
    proxied = await buildApp({
      config: { ...direct.config, trustProxy: true },
      db: direct.db,
      pool: direct.pool,
    });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  /** Logs in from 10.9.8.7 claiming X-Forwarded-For 203.0.113.9; returns the IP the session list shows. */
  async function shownIp(app: FastifyInstance): Promise<string | null> {
    const user = await signUpAndLogIn(direct);
    const agent = createAgent(app, { ip: '10.9.8.7' });
    await agent.post(
      '/api/auth/login',
      { identifier: user.email, password: PASSWORD },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    const sessions = (await agent.get('/api/users/me/sessions')).body.data as {
      is_current: boolean;
      ip_address: string | null;
    }[];
    return sessions.find((session) => session.is_current)?.ip_address ?? null;
  }

  it('ignores X-Forwarded-For without TRUST_PROXY: the session list shows the real peer', async () => {
    expect(await shownIp(direct.app)).toBe('10.9.8.7');
  });

  it('uses X-Forwarded-For behind a trusted proxy', async () => {
    expect(await shownIp(proxied)).toBe('203.0.113.9');
  });

  it('forbids framing with one voice: X-Frame-Options DENY matches frame-ancestors none', async () => {
    const response = await direct.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
