import i18next from 'i18next';
import { createApiClient } from './client.ts';

let handleAuthLost: () => void = () => {};
let readOrganizationId: () => string | null = () => null;

/** Tells the client where the active organization's id is read (the organization context). */
export function setOrganizationReader(reader: () => string | null): void {
  readOrganizationId = reader;
}

/** Lets the app decide what losing the session means (clear the cache, go to /login). */
export function setAuthLostHandler(handler: () => void): void {
  handleAuthLost = handler;
}

/**
 * The one API client: `api(route, { params, query, body })` for JSON routes,
 * `api.upload(operation, { fields, query })` and `api.uploadRaw(...)` for multipart operations.
 */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  readCookies: () => document.cookie,
  readLanguage: () => (i18next.resolvedLanguage === 'en' ? 'en' : 'nb'),
  onAuthLost: () => handleAuthLost(),
  readOrganizationId: () => readOrganizationId(),
});

export { ApiError, isApiErrorCode, readFieldErrors } from './api-error.ts';
export type { CallOptions, UploadOptions, WithMeta } from './client.ts';
export { parseSseBlock, readSseStream, splitSseBuffer } from './sse.ts';
export type { SseEvent } from './sse.ts';
