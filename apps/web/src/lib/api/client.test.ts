import { defineRoute } from '@sladd/contract';
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

type Reply = { status: number; body: unknown };
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
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function makeClient(replies: Reply[]) {
  const scripted = scriptedFetch(replies);
  const onAuthLost = vi.fn();
  const api = createApiClient({
    fetch: scripted.fetch,
    readCookies: () => 'a=1; csrf_token=tok%3D42',
    onAuthLost,
  });
  return { api, calls: scripted.calls, onAuthLost };
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
});
