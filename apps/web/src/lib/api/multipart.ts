import { ApiError } from './api-error.ts';
import { readCookie } from './build-url.ts';

/** One form field: a string, a JSON value (stringified) or files. */
export type FormValue = string | number | boolean | File | Blob | File[] | object;

export interface MultipartOptions {
  signal?: AbortSignal;
  accept?: string;
}

const isFileList = (value: FormValue): value is Blob[] =>
  Array.isArray(value) && value.every((item) => item instanceof Blob);

/**
 * Builds the multipart body; arrays of files repeat the field, objects become JSON, booleans
 * Python-style ('True'). Text fields go before the files, so the server can start on each file as
 * soon as it has arrived instead of waiting for the whole upload.
 */
export function buildFormData(fields: Record<string, FormValue | undefined>): FormData {
  const form = new FormData();
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, FormValue] => entry[1] !== undefined,
  );
  const isFile = (value: FormValue) => isFileList(value) || value instanceof Blob;
  for (const [name, value] of [
    ...entries.filter(([, v]) => !isFile(v)),
    ...entries.filter(([, v]) => isFile(v)),
  ]) {
    if (isFileList(value)) {
      for (const file of value) form.append(name, file, (file as File).name ?? 'file.pdf');
    } else if (value instanceof Blob) {
      form.append(name, value, (value as File).name ?? 'file.pdf');
    } else if (typeof value === 'boolean') {
      form.append(name, value ? 'True' : 'False');
    } else if (typeof value === 'object') {
      form.append(name, JSON.stringify(value));
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

function send(
  path: string,
  fields: Record<string, FormValue | undefined>,
  options: MultipartOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  const token = readCookie(document.cookie, 'csrf_token');
  if (token) headers['X-CSRF-Token'] = token;
  // FormData is rebuilt per attempt: a body stream cannot be sent twice.
  return fetch(`/api${path}`, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: buildFormData(fields),
    signal: options.signal,
  });
}

/** POSTs multipart with CSRF; on 401 refreshes the session once and retries once. Returns the raw response. */
export async function postMultipartRaw(
  path: string,
  fields: Record<string, FormValue | undefined>,
  options: MultipartOptions = {},
): Promise<Response> {
  let response = await send(path, fields, options);
  if (response.status === 401) {
    const refreshToken = readCookie(document.cookie, 'csrf_token');
    const refreshed = await fetch('/api/auth/refresh', {
      method: 'POST',
      credentials: 'include',
      headers: refreshToken ? { 'X-CSRF-Token': refreshToken } : {},
    }).catch(() => undefined);
    if (refreshed?.ok) response = await send(path, fields, options);
  }
  if (!response.ok) throw await readError(response);
  return response;
}

/** POSTs multipart and unwraps the JSON envelope. */
export async function postMultipart<T>(
  path: string,
  fields: Record<string, FormValue | undefined>,
  options: MultipartOptions = {},
): Promise<T> {
  const response = await postMultipartRaw(path, fields, options);
  const payload = (await response.json()) as { success?: boolean; data?: T };
  return payload.data as T;
}

/** The envelope's error, or 'Request failed with status N' / 'HTTP N: text' (spec 2 §8). */
export async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const payload = JSON.parse(text) as { error?: { code?: string; message?: string; details?: unknown } };
    const message = payload.error?.message ?? `Request failed with status ${response.status}`;
    return new ApiError(
      response.status,
      payload.error?.code ?? 'HTTP_ERROR',
      message,
      payload.error?.details,
    );
  } catch {
    return new ApiError(
      response.status,
      'HTTP_ERROR',
      `HTTP ${response.status}: ${text || response.statusText}`,
    );
  }
}
