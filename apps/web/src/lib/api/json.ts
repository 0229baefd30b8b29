import { ApiError } from './api-error.ts';
import { readCookie } from './build-url.ts';
import { readError } from './multipart.ts';

async function send(method: string, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie(document.cookie, 'csrf_token');
    if (token) headers['X-CSRF-Token'] = token;
  }
  return fetch(`/api${path}`, { method, headers, credentials: 'include', body: body === undefined ? undefined : JSON.stringify(body) });
}

/**
 * A JSON call for endpoints that have no contract yet (settings, ban list, patterns): CSRF on
 * writes, one refresh-and-retry on 401, the envelope unwrapped. Errors are ApiErrors.
 */
export async function callJson<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<{ data: T; meta?: Record<string, unknown> }> {
  let response = await send(method, path, body);
  if (response.status === 401) {
    const refreshed = await send('POST', '/auth/refresh', undefined).catch(() => undefined);
    if (refreshed?.ok) response = await send(method, path, body);
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return { data: undefined as T };
  const payload = (await response.json().catch(() => null)) as { data?: T; meta?: Record<string, unknown> } | null;
  if (!payload) throw new ApiError(response.status, 'BAD_RESPONSE', response.statusText);
  return { data: payload.data as T, meta: payload.meta };
}
