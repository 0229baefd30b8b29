import i18next from 'i18next';
import { createApiClient } from './client.ts';

let handleAuthLost: () => void = () => {};
let organization: { read: () => string | null; onLost: () => void } = {
  read: () => null,
  onLost: () => {},
};

/**
 * Connects the client to the organization context: where the active organization's id is read,
 * and what to do when the server no longer knows the person in it.
 */
export function setOrganizationContext(handlers: { read: () => string | null; onLost: () => void }): void {
  organization = handlers;
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
  readOrganizationId: () => organization.read(),
  onOrganizationLost: () => organization.onLost(),
  // Bodies, form fields and files sealed with a per-session key (decision 0044).
  bodyEncryption: true,
});

export { ApiError, isApiErrorCode, readFieldErrors } from './api-error.ts';
export type { CallOptions, UploadOptions, WithMeta } from './client.ts';
export { parseSseBlock, readSseStream, splitSseBuffer } from './sse.ts';
export type { SseEvent } from './sse.ts';
