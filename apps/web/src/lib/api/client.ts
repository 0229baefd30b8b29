import type {
  HttpMethod,
  RouteBody,
  RouteDef,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@sladd/contract';
import { ApiError } from './api-error.ts';
import { buildUrl, readCookie } from './build-url.ts';

type Part<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

/** Call options typed from the route: params, query and body are required exactly when the route has them. */
export type CallOptions<R> = Part<'params', RouteParams<R>> &
  Part<'query', RouteQuery<R>> &
  Part<'body', RouteBody<R>> & { signal?: AbortSignal };

/** The options argument may be left out only when the route has no params, query or body. */
export type CallArgs<R> = [RouteParams<R>, RouteQuery<R>, RouteBody<R>] extends [
  undefined,
  undefined,
  undefined,
]
  ? [options?: CallOptions<R>]
  : [options: CallOptions<R>];

export interface ClientDeps {
  fetch: typeof fetch;
  readCookies: () => string;
  /** The UI language, sent as Accept-Language so server texts (departments, messages) match it. */
  readLanguage?: () => string;
  /** Called once when a refresh fails: the session is gone. */
  onAuthLost: () => void;
}

const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFRESH_PATH = '/auth/refresh';

/** Auth calls answer 401 for their own reasons (wrong password, no session); refreshing would be wrong. */
function isAuthCall(path: string): boolean {
  return path.startsWith('/auth/');
}

/** Creates the typed client; dependencies are injected so the retry logic can be tested. */
export function createApiClient(deps: ClientDeps) {
  let refreshing: Promise<boolean> | null = null;

  async function send(method: HttpMethod, url: string, body: unknown, signal?: AbortSignal) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const language = deps.readLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (STATE_CHANGING.has(method)) {
      const token = readCookie(deps.readCookies(), 'csrf_token');
      if (token) headers['X-CSRF-Token'] = token;
    }
    try {
      return await deps.fetch(url, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      // fetch rejects only when no answer arrived at all: offline, DNS, server down.
      throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
    }
  }

  // Concurrent 401s share one refresh, so a burst of calls does not rotate the session many times.
  function refreshOnce(): Promise<boolean> {
    refreshing ??= send('POST', buildUrl(REFRESH_PATH), undefined)
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function call<R extends RouteDef>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>> {
    const opts = (args[0] ?? {}) as {
      params?: unknown;
      query?: unknown;
      body?: unknown;
      signal?: AbortSignal;
    };
    const url = buildUrl(route.path, opts.params, opts.query);
    let response = await send(route.method, url, opts.body, opts.signal);
    if (response.status === 401 && !isAuthCall(route.path)) {
      if (await refreshOnce()) {
        response = await send(route.method, url, opts.body, opts.signal);
      } else {
        deps.onAuthLost();
      }
    }
    return readEnvelope(response) as Promise<RouteResponse<R>>;
  }

  return call;
}

async function readEnvelope(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(response.status, response.ok ? 'BAD_RESPONSE' : 'HTTP_ERROR', response.statusText);
  }
  const envelope = payload as {
    success?: boolean;
    data?: unknown;
    error?: { code?: string; message?: string; details?: unknown };
  };
  if (response.ok && envelope.success !== false) return envelope.data;
  const error = envelope.error ?? {};
  throw new ApiError(
    response.status,
    error.code ?? 'HTTP_ERROR',
    error.message ?? response.statusText,
    error.details,
  );
}
