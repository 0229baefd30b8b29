import { readFileSync } from 'node:fs';
import {
  getHealth,
  getMetrics,
  MULTIPART_OPERATIONS,
  stripeWebhook,
  submitCspReports,
} from '@sladd/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { formatOpenApi, OPENAPI_FILE } from '../test/write-openapi.ts';

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
  for (const path of [
    '/api/auth/register',
    '/api/users/me/sessions',
    '/api/batch/multi_detect',
    '/api/settings/patterns',
    '/api/documents/{id}',
  ]) {
    expect(Object.keys(spec.paths), path).toContain(path);
  }
  const viewer = await t.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(viewer.statusCode).toBe(200);
  expect(viewer.headers['content-type']).toContain('text/html');
});

it('has the live document committed in docs/api/openapi.json (run `npm run openapi` after changing a route)', async () => {
  const live = formatOpenApi((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  expect(
    readFileSync(OPENAPI_FILE, 'utf8') === live,
    'docs/api/openapi.json differs from the live document: run npm run openapi',
  ).toBe(true);
});

it('describes every multipart PDF operation: its form fields, its query and each answer by content type', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  for (const operation of MULTIPART_OPERATIONS) {
    const described = spec.paths[`/api${operation.path}`]?.post;
    expect(described, operation.path).toBeDefined();
    const form = described.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties), operation.path).toEqual(Object.keys(operation.fields.shape));
    for (const [status, answer] of Object.entries(operation.responses)) {
      const content = described.responses[status].content;
      expect(Object.keys(content), `${operation.path} ${status}`).toEqual(Object.keys(answer.content));
      for (const type of Object.keys(answer.content))
        expect(content[type].schema, `${operation.path} ${type}`).toBeTruthy();
    }
  }
  // The stream's events are a union discriminated by the event name.
  const events =
    spec.paths['/api/batch/multi_detect'].post.responses['200'].content['text/event-stream'].schema;
  expect(
    events.oneOf.map((e: { properties: { event: { enum: string[] } } }) => e.properties.event.enum[0]),
  ).toContain('page_completed');
});

it('describes the hand-registered routes from their contracts: body and answers by media type', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  for (const route of [getHealth, getMetrics, submitCspReports, stripeWebhook]) {
    const described = spec.paths[route.url]?.[route.method.toLowerCase()];
    expect(described, route.url).toMatchObject({ summary: route.summary, tags: route.tags });
    if ('body' in route)
      expect(Object.keys(described.requestBody.content), route.url).toEqual(Object.keys(route.body));
    for (const [status, answer] of Object.entries(route.responses)) {
      const content = described.responses[status].content ?? {};
      expect(Object.keys(content), `${route.url} ${status}`).toEqual(Object.keys(answer.content ?? {}));
    }
  }
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
