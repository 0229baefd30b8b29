import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(async () => t.close());

it('publishes the OpenAPI document and its viewer at /api/docs', async () => {
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(doc.statusCode).toBe(200);
  const spec = doc.json();
  expect(spec.openapi).toMatch(/^3\./);
  for (const path of ['/api/auth/register', '/api/users/me/sessions', '/api/batch/multi_detect', '/api/settings/patterns', '/api/documents/{id}']) {
    expect(Object.keys(spec.paths), path).toContain(path);
  }
  const viewer = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(viewer.statusCode).toBe(200);
  expect(viewer.headers['content-type']).toContain('text/html');
});

it('answers unknown API paths with a JSON 404 in the envelope', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
});

it('sends security headers: a strict content security policy, no framing, no referrer', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
});
