import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../test/test-app.ts';

describe.each(testDialects())('cross-site request forgery on %s', (dialect) => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUpAndLogIn(t);
  });
  afterAll(async () => t.close());

  const theme = async () => (await user.agent.get('/api/settings')).body.data.theme as string;
  /** What a forged form or fetch carries: the session cookie the browser adds, no X-CSRF-Token. */
  const sessionOnly = () => ({ cookie: `sladd.session_token=${user.agent.jar.get('sladd.session_token')}` });

  it('refuses an encoded path (/%61pi/settings) with only the session cookie, and changes nothing', async () => {
    const before = await theme();
    const wanted = before === 'dark' ? 'light' : 'dark';
    for (const url of ['/%61pi/settings', '/api/%73ettings', '/API/settings']) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: sessionOnly(),
        payload: { theme: wanted },
      });
      if (response.statusCode === 404) continue; // a path the router does not resolve changes nothing either
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 403, 'CSRF_INVALID']);
    }
    expect(await theme()).toBe(before);
  });

  it('refuses a write from a foreign Origin even with a valid token, at any spelling of the path', async () => {
    const before = await theme();
    const wanted = before === 'dark' ? 'light' : 'dark';
    for (const url of ['/api/settings', '/%61pi/settings']) {
      const response = await user.agent.request(
        'PUT',
        url,
        { theme: wanted },
        { origin: 'https://evil.example' },
      );
      expect([url, response.status, response.body.error.code]).toEqual([url, 403, 'CSRF_INVALID']);
    }
    const imported = await user.agent.request(
      'POST',
      '/%61pi/settings/import',
      { theme: wanted },
      { origin: 'https://evil.example' },
    );
    expect([imported.status, imported.body.error.code]).toEqual([403, 'CSRF_INVALID']);
    const fetched = await user.agent.request(
      'PUT',
      '/api/settings',
      { theme: wanted },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect([fetched.status, fetched.body.error.code]).toEqual([403, 'CSRF_INVALID']);
    expect(await theme()).toBe(before);
  });

  it('refuses a login posted from another site (login CSRF)', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { identifier: user.email, password: 'whatever-it-is' },
    });
    expect([forged.statusCode, forged.json().error.code]).toEqual([403, 'CSRF_INVALID']);
  });

  it('accepts the same write from our own origin (public URL or the host asked for) with the token', async () => {
    for (const origin of ['http://localhost:8080', 'http://sladd.internal:5173']) {
      const response = await user.agent.request(
        'PUT',
        '/api/settings',
        { theme: 'dark' },
        { origin, host: new URL(origin).host, 'sec-fetch-site': 'same-origin' },
      );
      expect([origin, response.status]).toEqual([origin, 200]);
    }
    expect(await theme()).toBe('dark');
  });
});
