import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipart } from './pdfs.ts';

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AgentResponse<T = unknown> {
  status: number;
  body: { success: boolean; data: T; meta?: any; error: { code: string; message: string; details?: any } };
  raw: LightMyRequestResponse;
}

/**
 * A browser-like client over app.inject(): keeps cookies between calls and echoes the
 * csrf_token cookie as the X-CSRF-Token header on state-changing calls, as the web client does.
 */
export function createAgent(app: FastifyInstance, options: { ip?: string; userAgent?: string } = {}) {
  const jar = new Map<string, string>();
  // Each agent is its own machine unless told otherwise, so per-IP limits only bite where a test means them to.
  const ip = options.ip ?? `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
  let sendCsrf = true;

  async function request<T = any>(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = jar.get('csrf_token');
    const raw = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        'user-agent': options.userAgent ?? 'vitest-agent',
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' && sendCsrf && csrf ? { 'x-csrf-token': csrf } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const set of raw.cookies) {
      const expired = set.expires !== undefined && new Date(set.expires).getTime() <= Date.now();
      if (set.value === '' || expired || set.maxAge === 0) jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    const isJson = String(raw.headers['content-type'] ?? '').includes('json');
    return { status: raw.statusCode, body: isJson ? raw.json() : undefined, raw } as AgentResponse<T>;
  }

  return {
    jar,
    request,
    get: <T = any>(url: string, headers?: Record<string, string>) =>
      request<T>('GET', url, undefined, headers),
    post: <T = any>(url: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>('POST', url, body ?? {}, headers),
    put: <T = any>(url: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>('PUT', url, body ?? {}, headers),
    patch: <T = any>(url: string, body?: unknown) => request<T>('PATCH', url, body ?? {}),
    delete: <T = any>(url: string, body?: unknown, headers?: Record<string, string>) =>
      request<T>('DELETE', url, body ?? {}, headers),
    /** Posts PDFs and fields as multipart/form-data (fields first unless `filesFirst`). */
    upload: <T = any>(
      url: string,
      files: { name: string; bytes: Uint8Array }[],
      fields: Record<string, string> = {},
      options: { filesFirst?: boolean; headers?: Record<string, string> } = {},
    ) => {
      const form = multipart(files, fields, 'files', options);
      return request<T>('POST', url, form.payload, { ...form.headers, ...options.headers });
    },
    /** Turns the CSRF header off, to prove the server refuses such calls. */
    withoutCsrf() {
      sendCsrf = false;
      return this;
    },
  };
}

export type Agent = ReturnType<typeof createAgent>;
