import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'sladd-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sladd</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp('sqlite', (config) => ({ ...config, webDistDir: dist }));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the SPA shell for app routes, hashed assets with a long cache, and JSON 404s elsewhere', async () => {
  for (const url of ['/', '/login', '/playground', '/user/settings', '/no/such/page']) {
    const page = await t.app.inject({ method: 'GET', url });
    expect([page.statusCode, page.body], url).toEqual([200, expect.stringContaining('<div id="root">')]);
    expect(page.headers['cache-control']).toBe('no-cache');
  }
  const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
  expect(missingAsset.statusCode).toBe(404);
  const api = await t.app.inject({ method: 'GET', url: '/api/missing' });
  expect([api.statusCode, api.json().error.code]).toEqual([404, 'NOT_FOUND']);
});
