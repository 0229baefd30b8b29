import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BetterAuth } from './better-auth.ts';
import { AppError } from '../errors.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  username?: string | null;
}

export interface RequestSession {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: Date };
  /** How the caller proved who they are: the session cookie (default) or an API key. */
  via?: 'session' | 'api_key';
  apiKeyId?: string;
}

/** Resolves an API key to its owner, or throws (invalid, expired, no API access, over its rate). */
export type ApiKeyAuthenticator = (key: string) => Promise<RequestSession>;

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestSession;
  }
  interface FastifyInstance {
    /** Set by the api-keys module; routes that take API keys ask it. */
    authenticateApiKey?: ApiKeyAuthenticator;
  }
}

/** The API key a script sent (`x-api-key: …` or `Authorization: Bearer …`), if any. */
export function readApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return bearer?.[1];
}

/**
 * Who is calling: an API key when one is sent and the route takes keys (a key sent to a route
 * that does not is refused, never silently ignored), else the session cookie.
 */
export async function authenticate(
  auth: BetterAuth,
  request: FastifyRequest,
  options: { apiKey?: boolean | undefined } = {},
): Promise<RequestSession | undefined> {
  const key = readApiKey(request);
  if (key === undefined) return readSession(auth, request);
  if (!options.apiKey || !request.server.authenticateApiKey)
    throw new AppError(
      'API_KEY_NOT_ALLOWED',
      'This call cannot be made with an API key. API keys work for the PDF operations and the redaction history (see docs/API.md).',
    );
  return request.server.authenticateApiKey(key);
}

/** Node's incoming headers as the Fetch Headers better-auth expects. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  // better-auth reads the client IP from this header: always the address Fastify resolved (which
  // honours X-Forwarded-For only with TRUST_PROXY), never what the client claims.
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies better-auth's Set-Cookie headers onto the reply. */
export function forwardAuthCookies(reply: FastifyReply, headers: Headers | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) {
    const existing = reply.getHeader('set-cookie');
    const previous = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
    reply.header('set-cookie', [...previous, ...cookies]);
  }
}

/** Resolves the session from the cookie, or undefined when there is none. */
export async function readSession(
  auth: BetterAuth,
  request: FastifyRequest,
): Promise<RequestSession | undefined> {
  const result = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!result) return undefined;
  return {
    user: result.user as SessionUser,
    session: {
      id: result.session.id,
      token: result.session.token,
      expiresAt: new Date(result.session.expiresAt),
    },
  };
}

/** The signed-in session of a request that passed the auth guard. */
export function requireAuth(request: FastifyRequest): RequestSession {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return request.auth;
}
