import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrganizationRole } from '@sladd/contract';
import type { BetterAuth } from './better-auth.ts';
import { AppError } from '../errors.ts';
import {
  assertKeyActsFor,
  assertKeyTakenHere,
  assertMemberOfRequested,
  type Credential,
} from './credential.policy.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  username?: string | null;
}

/** The organization a request acts for (the org_id header, or an organization's API key). */
export interface OrganizationContext {
  id: string;
  name: string;
  /** The caller's role in it (membership checked on every request). */
  role: OrganizationRole;
}

/** Who a request acts as: the person, and the organization they work in when one is chosen. */
export interface Actor {
  userId: string;
  organization?: OrganizationContext | undefined;
}

export interface RequestSession {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: Date };
  /** How the caller proved who they are: the session cookie (default) or an API key. */
  via?: Credential;
  apiKeyId?: string;
  /** The organization this request acts for, membership checked. */
  organization?: OrganizationContext;
}

/** The caller's membership of an organization, or undefined when they are not a member. */
export type OrganizationResolver = (
  userId: string,
  organizationId: string,
) => Promise<OrganizationContext | undefined>;

/** Resolves an API key to its owner, or throws (invalid, expired, no API access, over its rate). */
export type ApiKeyAuthenticator = (key: string) => Promise<RequestSession>;

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestSession;
  }
  interface FastifyInstance {
    /** Set by the api-keys module; routes that take API keys ask it. */
    authenticateApiKey?: ApiKeyAuthenticator;
    /** Set by the organizations module: the membership behind an org_id header. */
    resolveOrganization?: OrganizationResolver;
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

/** The organization named by the request's org_id header (spec 2 §1), if any. */
export function readOrgId(request: FastifyRequest): string | undefined {
  const value = request.headers['org_id'] ?? request.headers['x-org-id'];
  const id = typeof value === 'string' ? value.trim() : undefined;
  return id ? id : undefined;
}

/**
 * Adds the organization a request acts for: an organization's API key acts for its organization;
 * else the org_id header names one, and the caller must be a member (anyone else gets 404, the
 * organization's existence is not confirmed).
 */
async function withOrganization(request: FastifyRequest, session: RequestSession): Promise<RequestSession> {
  const requested = readOrgId(request);
  if (session.organization) {
    assertKeyActsFor(session.organization.id, requested);
    return session;
  }
  if (requested === undefined) return session;
  const resolve = request.server.resolveOrganization;
  const membership =
    requested.length <= 64 && resolve ? await resolve(session.user.id, requested) : undefined;
  return { ...session, organization: assertMemberOfRequested(membership) };
}

/** The person (and organization) a signed-in request acts as. */
export function actorOf(request: FastifyRequest): Actor {
  const { user, organization } = requireAuth(request);
  return { userId: user.id, organization };
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
  let session: RequestSession | undefined;
  if (key === undefined) session = await readSession(auth, request);
  else {
    const authenticateKey = request.server.authenticateApiKey;
    assertKeyTakenHere(options.apiKey === true && authenticateKey !== undefined);
    session = await authenticateKey!(key);
  }
  return session ? withOrganization(request, session) : undefined;
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
