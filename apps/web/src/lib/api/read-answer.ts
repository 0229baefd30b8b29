import { ApiError } from './api-error.ts';

interface Envelope {
  success?: boolean;
  data?: unknown;
  meta?: Record<string, unknown>;
  error?: { code?: string; message?: string; details?: unknown };
}

/**
 * The error of a failed answer (spec 2 §8): the envelope's code and message, else 'Request failed
 * with status N' when the body is JSON without a message, else 'HTTP N: <body text>'.
 */
export async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let payload: Envelope | null;
  try {
    payload = JSON.parse(text) as Envelope | null;
  } catch {
    return new ApiError(
      response.status,
      'HTTP_ERROR',
      `HTTP ${response.status}: ${text || response.statusText}`,
    );
  }
  return errorOf(response.status, payload);
}

function errorOf(status: number, payload: Envelope | null): ApiError {
  const error = payload?.error ?? {};
  return new ApiError(
    status,
    error.code ?? 'HTTP_ERROR',
    error.message ?? `Request failed with status ${status}`,
    error.details,
  );
}

/** The data of a JSON envelope; a failure (by status or by `success: false`) is thrown as an ApiError. */
export async function readEnvelope(response: Response): Promise<unknown> {
  return (await readEnvelopeWithMeta(response)).data;
}

/** The data and the meta (empty when absent) of a JSON envelope; failures are thrown as by `readEnvelope`. */
export async function readEnvelopeWithMeta(
  response: Response,
): Promise<{ data: unknown; meta: Record<string, unknown> }> {
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return { data: undefined, meta: {} };
  let payload: Envelope | null;
  try {
    payload = (await response.json()) as Envelope | null;
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', response.statusText);
  }
  if (payload?.success === false) throw errorOf(response.status, payload);
  return { data: payload?.data, meta: payload?.meta ?? {} };
}
