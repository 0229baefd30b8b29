import type {
  HttpMethod,
  MultipartFields,
  MultipartQuery,
  MultipartResponse,
  MultipartRouteDef,
  RouteBody,
  RouteDef,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@sladd/contract';
import {
  BODY_KEY_HEADER,
  createBodyKey,
  ENCRYPT_RESPONSE_HEADER,
  ORG_ID_HEADER,
  SEALED_AT_HEADER,
  SEALED_RESPONSE_HEADER,
} from '@sladd/contract';
import { ApiError } from './api-error.ts';
import { buildUrl, readCookie } from './build-url.ts';
import { buildFormData, type FormValue } from './form-data.ts';
import { readEnvelope, readEnvelopeWithMeta, readError } from './read-answer.ts';
import {
  createSessionKeys,
  type KeyAnswer,
  openEventStreamBody,
  openJsonResponse,
  type Sealing,
  sealFormData,
  sealJsonBody,
  openSealedHeaders,
} from './sealing.ts';

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

/** A query whose fields are all optional may be left out. */
type QueryPart<V> = [V] extends [undefined]
  ? { query?: undefined }
  : object extends V
    ? { query?: V }
    : { query: V };

/** Options of a multipart call: the form fields as the contract names them, and its query. */
export type UploadOptions<D extends MultipartRouteDef> = QueryPart<MultipartQuery<D>> & {
  fields: MultipartFields<D>;
  signal?: AbortSignal;
};

export interface ClientDeps {
  fetch: typeof fetch;
  readCookies: () => string;
  /** The UI language, sent as Accept-Language so server texts (departments, messages) match it. */
  readLanguage?: () => string;
  /** Called once when a refresh fails: the session is gone. */
  onAuthLost: () => void;
  /**
   * The active organization's id, sent in the `org_id` header on every call while one is active
   * (spec 2 §1), so the subscription, premium features and page counting follow the organization.
   * Not on the auth calls, nor on the organization routes (they name their organization in the path).
   */
  readOrganizationId?: () => string | null | undefined;
  /**
   * Called when the server no longer knows the person in the organization the header named (they
   * left or were removed): the call is then sent once more without the header.
   */
  onOrganizationLost?: () => void;
  /**
   * Per-session body encryption (decision 0044): bodies, multipart fields and files are sent sealed
   * with a key agreed after sign-in, and answers and stream events come back sealed.
   */
  bodyEncryption?: boolean;
}

/** A JSON answer with its envelope's meta (e.g. `meta.total_items` of a paged list). */
export interface WithMeta<T> {
  data: T;
  meta: Record<string, unknown>;
}

/** One request as the send path sees it; the body is made per attempt (a form cannot be sent twice). */
interface Outgoing {
  method: HttpMethod;
  /** The route's path, to tell auth calls apart. */
  path: string;
  url: string;
  accept: string;
  contentType?: string;
  /** Makes the body for one attempt, sealed with the session key when one is given. */
  makeBody?: (sealing?: Sealing) => BodyInit | Promise<BodyInit>;
  signal?: AbortSignal;
  /** Leave out the org_id header (the retry after the organization was lost). */
  isPersonal?: boolean;
}

const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFRESH_PATH = '/auth/refresh';
const KEY_PATH = createBodyKey.path;
const JSON_TYPE = 'application/json';

/** Auth calls answer 401 for their own reasons (wrong password, no session); refreshing would be wrong. */
function isAuthCall(path: string): boolean {
  return path.startsWith('/auth/');
}

/** Calls that do not act for the active organization: sign-in and the organization routes. */
function isOutsideOrganization(path: string): boolean {
  return isAuthCall(path) || path === '/organizations' || path.startsWith('/organizations/');
}

/** The server's answer to an org_id header naming an organization the person is not in. */
const NO_SUCH_ORGANIZATION = 'There is no such organization.';

async function isOrganizationUnknown(response: Response): Promise<boolean> {
  if (response.status !== 404) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return body?.error?.code === 'NOT_FOUND' && body.error.message === NO_SUCH_ORGANIZATION;
}

/**
 * Creates the API client: `api(route, opts)` for JSON routes (`api.withMeta` when the envelope's
 * meta is wanted too), `api.upload(operation, opts)` for
 * multipart operations answering JSON, `api.uploadRaw(operation, opts)` for their streamed or
 * binary answers. All share one send path (language, CSRF, one refresh on 401, auth lost,
 * NETWORK_ERROR) and one error reading. Dependencies are injected so all of it can be tested.
 */
export function createApiClient(deps: ClientDeps) {
  let refreshing: Promise<boolean> | null = null;
  const sessionKeys = deps.bodyEncryption
    ? createSessionKeys({
        marker: () => readCookie(deps.readCookies(), 'csrf_token'),
        agree: agreeKey,
      })
    : undefined;

  /** The handshake (POST /api/session/key); undefined when the server will not agree a key. */
  async function agreeKey(publicKey: string): Promise<KeyAnswer | undefined> {
    const response = await send({
      method: 'POST',
      path: KEY_PATH,
      url: buildUrl(KEY_PATH),
      accept: JSON_TYPE,
      contentType: JSON_TYPE,
      makeBody: () => JSON.stringify({ public_key: publicKey }),
    });
    // A busy or failing server (429, 408, 5xx) is asked again on the next call; only a refusal for
    // good (no session, an older server without the route) keeps this session's bodies plain.
    if (response.status >= 500 || response.status === 429 || response.status === 408)
      throw new Error(`Key agreement failed with status ${response.status}`);
    if (!response.ok) return undefined;
    return (await readEnvelope(response)) as KeyAnswer;
  }

  /** Auth calls have no session to seal for; the handshake cannot be sealed with the key it makes. */
  function isSealable(request: Outgoing): boolean {
    return sessionKeys !== undefined && !isAuthCall(request.path) && request.path !== KEY_PATH;
  }

  /** Sends, sealed when the session has a key; a stale key is agreed anew and the call sent once more. */
  async function sendSealed(request: Outgoing): Promise<Response> {
    const response = await sendOnce(request);
    if (response.status !== 400 || !isSealable(request)) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { error?: { code?: string } } | null;
    if (body?.error?.code !== 'ENCRYPTION_KEY_STALE') return response;
    sessionKeys?.forget();
    return sendOnce(request);
  }

  async function sendOnce(request: Outgoing): Promise<Response> {
    const active = isSealable(request) ? await sessionKeys?.current() : undefined;
    if (!active) return send(request);
    const sealing: Sealing = {
      key: active.key,
      context: {
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        keyId: active.key.keyId,
        sealedAt: Date.now() + active.clockOffset,
      },
    };
    const response = await openSealedHeaders(
      sealing,
      await send(request, sealing, {
        [BODY_KEY_HEADER]: active.ticket,
        [SEALED_AT_HEADER]: String(sealing.context.sealedAt),
        [ENCRYPT_RESPONSE_HEADER]: '1',
      }),
    );
    if (response.headers.get(SEALED_RESPONSE_HEADER) !== '1') return response;
    if (response.body && (response.headers.get('content-type') ?? '').startsWith('text/event-stream'))
      return new Response(openEventStreamBody(sealing, response.body, request.signal), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    try {
      return await openJsonResponse(sealing, response);
    } catch {
      throw new ApiError(
        response.status,
        'ENCRYPTION_INVALID',
        'The encrypted answer could not be read. Reload the page and try again.',
      );
    }
  }

  function organizationOf(request: Outgoing): string | null {
    if (request.isPersonal || isOutsideOrganization(request.path)) return null;
    return deps.readOrganizationId?.() || null;
  }

  async function send(
    request: Outgoing,
    sealing?: Sealing,
    sealHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: request.accept, ...sealHeaders };
    const language = deps.readLanguage?.();
    if (language) headers['Accept-Language'] = language;
    const organizationId = organizationOf(request);
    if (organizationId) headers[ORG_ID_HEADER] = organizationId;
    if (request.contentType) headers['Content-Type'] = request.contentType;
    if (STATE_CHANGING.has(request.method)) {
      const token = readCookie(deps.readCookies(), 'csrf_token');
      if (token) headers['X-CSRF-Token'] = token;
    }
    const body = await request.makeBody?.(sealing);
    try {
      return await deps.fetch(request.url, {
        method: request.method,
        headers,
        credentials: 'include',
        body,
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      // fetch rejects only when no answer arrived at all: offline, DNS, server down.
      throw new ApiError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
    }
  }

  // Concurrent 401s share one refresh, so a burst of calls does not rotate the session many times.
  function refreshOnce(): Promise<boolean> {
    refreshing ??= send({
      method: 'POST',
      path: REFRESH_PATH,
      url: buildUrl(REFRESH_PATH),
      accept: JSON_TYPE,
    })
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** Sends; on a 401 (not of an auth call) refreshes the session once and sends again with a fresh body. */
  async function exchange(request: Outgoing): Promise<Response> {
    const response = await sendForOrganization(request);
    if (response.status !== 401 || isAuthCall(request.path)) return response;
    if (await refreshOnce()) return sendForOrganization(request);
    deps.onAuthLost();
    return response;
  }

  /** Sends; when the organization in the header is no longer the person's, says so and sends without it. */
  async function sendForOrganization(request: Outgoing): Promise<Response> {
    const hadOrganization = organizationOf(request) !== null;
    const response = await sendSealed(request);
    if (!hadOrganization || !(await isOrganizationUnknown(response))) return response;
    deps.onOrganizationLost?.();
    return sendSealed({ ...request, isPersonal: true });
  }

  function sendJson<R extends RouteDef>(route: R, args: CallArgs<R>): Promise<Response> {
    const opts = (args[0] ?? {}) as {
      params?: unknown;
      query?: unknown;
      body?: unknown;
      signal?: AbortSignal;
    };
    const body = opts.body;
    return exchange({
      method: route.method,
      path: route.path,
      url: buildUrl(route.path, opts.params, opts.query),
      accept: JSON_TYPE,
      ...(body === undefined
        ? {}
        : {
            contentType: JSON_TYPE,
            makeBody: (sealing?: Sealing) => (sealing ? sealJsonBody(sealing, body) : JSON.stringify(body)),
          }),
      signal: opts.signal,
    });
  }

  async function call<R extends RouteDef>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>> {
    return readEnvelope(await sendJson(route, args)) as Promise<RouteResponse<R>>;
  }

  /** A JSON route's data with the envelope's meta (a paged list's `total_items`, `page`, …). */
  async function withMeta<R extends RouteDef>(
    route: R,
    ...args: CallArgs<R>
  ): Promise<WithMeta<RouteResponse<R>>> {
    const { data, meta } = await readEnvelopeWithMeta(await sendJson(route, args));
    return { data: data as RouteResponse<R>, meta };
  }

  function sendForm<D extends MultipartRouteDef>(operation: D, opts: UploadOptions<D>, accept: string) {
    const fields = opts.fields as Record<string, FormValue | undefined>;
    return exchange({
      method: operation.method,
      path: operation.path,
      url: buildUrl(operation.path, undefined, opts.query),
      accept,
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      makeBody: (sealing?: Sealing) =>
        sealing ? sealFormData(sealing, buildFormData(fields)) : buildFormData(fields),
      signal: opts.signal,
    });
  }

  /** A multipart operation answering a JSON envelope: its data. */
  async function upload<D extends MultipartRouteDef>(
    operation: D,
    opts: UploadOptions<D>,
  ): Promise<MultipartResponse<D>> {
    return readEnvelope(await sendForm(operation, opts, JSON_TYPE)) as Promise<MultipartResponse<D>>;
  }

  /**
   * A multipart operation whose answer is read by the caller (an event stream, a PDF or a zip):
   * the response when it succeeded; a failure is thrown as an ApiError, read as every other.
   */
  async function uploadRaw<D extends MultipartRouteDef>(
    operation: D,
    opts: UploadOptions<D> & { accept?: string },
  ): Promise<Response> {
    const accept = opts.accept ?? Object.keys(operation.responses[200]?.content ?? {}).join(', ');
    const response = await sendForm(operation, opts, accept || '*/*');
    if (!response.ok) throw await readError(response);
    return response;
  }

  /**
   * A GET whose answer is not the JSON envelope (a CSV export): `path` is the route's path under
   * /api with its `:params`; the response when it succeeded, a failure thrown as an ApiError.
   */
  async function getRaw(
    path: string,
    opts: { params?: Record<string, string>; query?: Record<string, string | undefined>; accept: string },
  ): Promise<Response> {
    const response = await exchange({
      method: 'GET',
      path,
      url: buildUrl(path, opts.params, opts.query),
      accept: opts.accept,
    });
    if (!response.ok) throw await readError(response);
    return response;
  }

  return Object.assign(call, { withMeta, upload, uploadRaw, getRaw });
}

export type ApiClient = ReturnType<typeof createApiClient>;
