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
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestSession;
  }
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
