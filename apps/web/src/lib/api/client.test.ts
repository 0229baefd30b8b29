import { defineMultipartRoute, defineRoute, ORG_ID_HEADER } from '@sladd/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';

const getThing = defineRoute({
  method: 'GET',
  path: '/things/:id',
  summary: '',
  tags: [],
  auth: true,
  params: z.object({ id: z.number() }),
  response: z.object({ name: z.string() }),
});
const saveThing = defineRoute({
  method: 'POST',
  path: '/things',
  summary: '',
  tags: [],
  auth: true,
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number() }),
});
const login = defineRoute({
  method: 'POST',
  path: '/auth/login',
  summary: '',
  tags: [],
  auth: false,
  response: z.object({}),
});

const uploadThing = defineMultipartRoute({
  method: 'POST',
  path: '/things/upload',
  summary: '',
  tags: [],
  query: z.object({ mode: z.string().optional() }),
  fields: z.object({
    files: z.array(z.file()),
    remove_images: z.enum(['true', 'false', 'True', 'False']).optional(),
    options: z.string().optional(),
  }),
  responses: {
    200: {
      description: '',
      content: {
        'application/json': z.object({ success: z.literal(true), data: z.object({ count: z.number() }) }),
        'application/pdf': z.file(),
      },
    },
  },
});

/** A reply: a JSON body, or a raw text body with its own content type. */
type Reply = { status: number; body: unknown; text?: string; type?: string };
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const fail = (status: number, code: string): Reply => ({
  status,
  body: { success: false, error: { code, message: code.toLowerCase() }, requestId: 'r1' },
});

/** A fetch that answers from a script and records what it was asked. */
function scriptedFetch(replies: Reply[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies.shift() ?? fail(500, 'INTERNAL_ERROR');
    return new Response(reply.text ?? JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': reply.type ?? 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function makeClient(replies: Reply[], readOrganizationId?: () => string | null) {
  const scripted = scriptedFetch(replies);
  const onAuthLost = vi.fn();
  const onOrganizationLost = vi.fn();
  const api = createApiClient({
    fetch: scripted.fetch,
    readCookies: () => 'a=1; csrf_token=tok%3D42',
    onAuthLost,
    readOrganizationId,
    onOrganizationLost,
  });
  return { api, calls: scripted.calls, onAuthLost, onOrganizationLost };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('api client', () => {
  it('fills path params, sends cookies, and sends no CSRF header on GET', async () => {
    const { api, calls } = makeClient([ok({ name: 'a' })]);
    await expect(api(getThing, { params: { id: 7 } })).resolves.toEqual({ name: 'a' });
    expect(calls[0]!.url).toBe('/api/things/7');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(header(calls[0]!.init, 'X-CSRF-Token')).toBeUndefined();
  });

  it('sends the csrf_token cookie as X-CSRF-Token on state-changing calls', async () => {
    const { api, calls } = makeClient([ok({ id: 1 })]);
    await api(saveThing, { body: { name: 'x' } });
    expect(header(calls[0]!.init, 'X-CSRF-Token')).toBe('tok=42');
    expect(calls[0]!.init.body).toBe('{"name":"x"}');
  });

  it('refreshes once on a 401 and retries the original call', async () => {
    const { api, calls, onAuthLost } = makeClient([fail(401, 'UNAUTHORIZED'), ok({}), ok({ name: 'b' })]);
    await expect(api(getThing, { params: { id: 1 } })).resolves.toEqual({ name: 'b' });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/things/1',
      'POST /api/auth/refresh',
      'GET /api/things/1',
    ]);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('gives up after a failed refresh: reports the lost session and throws the 401', async () => {
    const { api, calls, onAuthLost } = makeClient([fail(401, 'UNAUTHORIZED'), fail(401, 'UNAUTHORIZED')]);
    await expect(api(getThing, { params: { id: 1 } })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(calls).toHaveLength(2);
    expect(onAuthLost).toHaveBeenCalledOnce();
  });

  it('does not refresh twice when the retried call is still unauthorized', async () => {
    const { api, calls } = makeClient([fail(401, 'UNAUTHORIZED'), ok({}), fail(401, 'UNAUTHORIZED')]);
    await expect(api(getThing, { params: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(3);
  });

  it('never refreshes for the auth calls themselves (a wrong password is a 401 too)', async () => {
    const { api, calls, onAuthLost } = makeClient([fail(401, 'INVALID_CREDENTIALS')]);
    await expect(api(login)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'invalid_credentials',
    });
    expect(calls).toHaveLength(1);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail together', async () => {
    const { api, calls } = makeClient([
      fail(401, 'UNAUTHORIZED'),
      fail(401, 'UNAUTHORIZED'),
      ok({}),
      ok({ name: 'a' }),
      ok({ name: 'b' }),
    ]);
    await Promise.all([api(getThing, { params: { id: 1 } }), api(getThing, { params: { id: 2 } })]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('turns a network failure into a NETWORK_ERROR', async () => {
    const api = createApiClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      readCookies: () => '',
      onAuthLost: () => {},
    });
    await expect(api(getThing, { params: { id: 1 } })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('reads a failure without a message or without JSON as spec 2 §8 words it', async () => {
    const { api } = makeClient([
      { status: 503, body: { success: false } },
      { status: 502, body: null, text: 'Bad gateway', type: 'text/plain' },
    ]);
    await expect(api(getThing, { params: { id: 1 } })).rejects.toMatchObject({
      status: 503,
      code: 'HTTP_ERROR',
      message: 'Request failed with status 503',
    });
    await expect(api(getThing, { params: { id: 1 } })).rejects.toMatchObject({
      status: 502,
      message: 'HTTP 502: Bad gateway',
    });
  });
});

const pdf = () => new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' });
const formOf = (init: RequestInit) => init.body as FormData;

describe('api client, organization context', () => {
  it('sends the active organization in the org_id header on every call, the retry after a refresh included', async () => {
    const { api, calls } = makeClient(
      [ok({ name: 'a' }), ok({ id: 1 }), fail(401, 'UNAUTHORIZED'), ok({}), ok({ name: 'b' })],
      () => 'org-7',
    );
    await api(getThing, { params: { id: 1 } });
    await api(saveThing, { body: { name: 'x' } });
    await api(getThing, { params: { id: 2 } });
    expect(calls.map((call) => `${call.url} ${header(call.init, ORG_ID_HEADER)}`)).toEqual([
      '/api/things/1 org-7',
      '/api/things org-7',
      '/api/things/2 org-7',
      '/api/auth/refresh undefined',
      '/api/things/2 org-7',
    ]);
    expect(ORG_ID_HEADER).toBe('org_id');
  });

  it('sends it on multipart calls too', async () => {
    const { api, calls } = makeClient([ok({ count: 1 })], () => 'org-7');
    await api.upload(uploadThing, { fields: { files: [new File(['%PDF'], 'a.pdf')] } });
    expect(header(calls[0]!.init, ORG_ID_HEADER)).toBe('org-7');
  });

  it('reads the active organization per call: none, then one, then none again', async () => {
    let active: string | null = null;
    const { api, calls } = makeClient(
      [ok({ name: 'a' }), ok({ name: 'b' }), ok({ name: 'c' })],
      () => active,
    );
    await api(getThing, { params: { id: 1 } });
    active = 'org-9';
    await api(getThing, { params: { id: 1 } });
    active = null;
    await api(getThing, { params: { id: 1 } });
    expect(calls.map((call) => header(call.init, ORG_ID_HEADER))).toEqual([undefined, 'org-9', undefined]);
  });

  it('leaves it out of the auth calls and the organization routes (they name their organization)', async () => {
    const listOrganizations = defineRoute({
      method: 'GET',
      path: '/organizations',
      summary: '',
      tags: [],
      auth: true,
      response: z.array(z.object({})),
    });
    const getOrganization = defineRoute({
      method: 'GET',
      path: '/organizations/:org_id',
      summary: '',
      tags: [],
      auth: true,
      params: z.object({ org_id: z.string() }),
      response: z.object({}),
    });
    const { api, calls } = makeClient([ok([]), ok({}), ok({})], () => 'org-7');
    await api(listOrganizations);
    await api(getOrganization, { params: { org_id: 'org-8' } });
    await api(login);
    expect(calls.map((call) => header(call.init, ORG_ID_HEADER))).toEqual([undefined, undefined, undefined]);
  });

  it('when the person is no longer in the organization: reports it and sends the call once more without it', async () => {
    const gone: Reply = {
      status: 404,
      body: {
        success: false,
        error: { code: 'NOT_FOUND', message: 'There is no such organization.' },
        requestId: 'r',
      },
    };
    const { api, calls, onOrganizationLost } = makeClient([gone, ok({ name: 'mine' })], () => 'org-7');
    await expect(api(getThing, { params: { id: 1 } })).resolves.toEqual({ name: 'mine' });
    expect(calls.map((call) => header(call.init, ORG_ID_HEADER))).toEqual(['org-7', undefined]);
    expect(onOrganizationLost).toHaveBeenCalledOnce();
  });

  it('takes another 404 as the answer it is', async () => {
    const { api, calls, onOrganizationLost } = makeClient([fail(404, 'NOT_FOUND')], () => 'org-7');
    await expect(api(getThing, { params: { id: 1 } })).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
    expect(onOrganizationLost).not.toHaveBeenCalled();
  });

  it('answers the data with the envelope meta through api.withMeta (a paged list)', async () => {
    const { api } = makeClient([
      { status: 200, body: { success: true, data: { name: 'a' }, meta: { total_items: 41, page: 2 } } },
      ok({ name: 'b' }),
    ]);
    await expect(api.withMeta(getThing, { params: { id: 1 } })).resolves.toEqual({
      data: { name: 'a' },
      meta: { total_items: 41, page: 2 },
    });
    await expect(api.withMeta(getThing, { params: { id: 1 } })).resolves.toEqual({
      data: { name: 'b' },
      meta: {},
    });
  });
});

describe('api client, multipart calls', () => {
  it('sends the form with the CSRF header and the query, and answers the envelope data', async () => {
    const { api, calls } = makeClient([ok({ count: 1 })]);
    const answer = await api.upload(uploadThing, {
      query: { mode: 'x' },
      fields: { files: [pdf()], remove_images: true, options: { a: 1 } },
    });
    expect(answer).toEqual({ count: 1 });
    expect(calls[0]!.url).toBe('/api/things/upload?mode=x');
    expect(calls[0]!.init.method).toBe('POST');
    expect(header(calls[0]!.init, 'X-CSRF-Token')).toBe('tok=42');
    expect(header(calls[0]!.init, 'Accept')).toBe('application/json');
    // The browser writes the multipart Content-Type with its boundary.
    expect(header(calls[0]!.init, 'Content-Type')).toBeUndefined();
    const form = formOf(calls[0]!.init);
    expect([...form.keys()]).toEqual(['remove_images', 'options', 'files']);
    expect(form.get('remove_images')).toBe('True');
    expect(form.get('options')).toBe('{"a":1}');
  });

  it('names the fields as the contract does: a misspelt field does not compile', async () => {
    const { api } = makeClient([ok({ count: 1 })]);
    await api.upload(uploadThing, {
      // @ts-expect-error the contract's field is remove_images
      fields: { files: [pdf()], removeImages: true },
    });
  });

  it('refreshes once on a 401 and retries with a fresh form', async () => {
    const { api, calls, onAuthLost } = makeClient([fail(401, 'UNAUTHORIZED'), ok({}), ok({ count: 2 })]);
    await expect(api.upload(uploadThing, { fields: { files: [pdf()] } })).resolves.toEqual({ count: 2 });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /api/things/upload',
      'POST /api/auth/refresh',
      'POST /api/things/upload',
    ]);
    // A form body cannot be sent twice: the retry builds its own, with the same fields.
    expect(formOf(calls[2]!.init)).not.toBe(formOf(calls[0]!.init));
    expect((formOf(calls[2]!.init).get('files') as File).name).toBe('a.pdf');
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('shares one refresh between JSON and multipart calls that fail together', async () => {
    const { api, calls } = makeClient([
      fail(401, 'UNAUTHORIZED'),
      fail(401, 'UNAUTHORIZED'),
      ok({}),
      ok({ name: 'a' }),
      ok({ count: 3 }),
    ]);
    const [thing, upload] = await Promise.all([
      api(getThing, { params: { id: 1 } }),
      api.upload(uploadThing, { fields: { files: [pdf()] } }),
    ]);
    expect(thing).toEqual({ name: 'a' });
    expect(upload).toEqual({ count: 3 });
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('reports the lost session when the refresh of a multipart call fails', async () => {
    const { api, calls, onAuthLost } = makeClient([fail(401, 'UNAUTHORIZED'), fail(401, 'UNAUTHORIZED')]);
    await expect(api.uploadRaw(uploadThing, { fields: { files: [pdf()] } })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(calls).toHaveLength(2);
    expect(onAuthLost).toHaveBeenCalledOnce();
  });

  it('answers the raw response of a binary answer, asking for the types the contract names', async () => {
    const { api, calls } = makeClient([
      { status: 200, body: null, text: '%PDF-1.7', type: 'application/pdf' },
    ]);
    const response = await api.uploadRaw(uploadThing, { fields: { files: [pdf()] } });
    expect(await response.text()).toBe('%PDF-1.7');
    expect(header(calls[0]!.init, 'Accept')).toBe('application/json, application/pdf');
  });

  it('fetches a raw GET (a CSV export) with its params and query, skipping empty filters', async () => {
    const { api, calls } = makeClient([
      { status: 200, body: null, text: 'at,action\n', type: 'text/csv' },
      fail(403, 'FORBIDDEN'),
    ]);
    const get = () =>
      api.getRaw('/organizations/:org_id/audit-events.csv', {
        params: { org_id: 'o 1' },
        query: { from: '2026-11-01', action: undefined },
        accept: 'text/csv',
      });
    expect(await (await get()).text()).toBe('at,action\n');
    expect(calls[0]!.url).toBe('/api/organizations/o%201/audit-events.csv?from=2026-11-01');
    expect(header(calls[0]!.init, 'Accept')).toBe('text/csv');
    await expect(get()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('reads a failed raw answer as every other failure', async () => {
    const { api } = makeClient([
      fail(422, 'OCR_FAILED'),
      { status: 500, body: null, text: 'boom', type: 'text/plain' },
    ]);
    const upload = () =>
      api.uploadRaw(uploadThing, { fields: { files: [pdf()] }, accept: 'text/event-stream' });
    await expect(upload()).rejects.toMatchObject({ status: 422, code: 'OCR_FAILED', message: 'ocr_failed' });
    await expect(upload()).rejects.toMatchObject({ status: 500, message: 'HTTP 500: boom' });
  });

  it('turns a network failure into a NETWORK_ERROR, but lets an abort through', async () => {
    const api = createApiClient({
      fetch: (async (_url: string, init?: RequestInit) => {
        if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      readCookies: () => '',
      onAuthLost: () => {},
    });
    await expect(api.upload(uploadThing, { fields: { files: [pdf()] } })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    const abort = new AbortController();
    abort.abort();
    await expect(
      api.upload(uploadThing, { fields: { files: [pdf()] }, signal: abort.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
