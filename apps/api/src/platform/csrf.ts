import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { submitCspReports } from '@sladd/contract';
import { AppError } from './errors.ts';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Anonymous auth calls act on no session, so a forged token cannot be asked of them; the Origin
 * check below still applies. Matched against the route pattern Fastify resolved, never the raw URL,
 * so `/%61pi/…` or `//api/…` cannot slip past.
 */
const EXEMPT_ROUTES = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/auth/undo-email-change',
]);

/**
 * Policy-violation reports (decision 0045) are sent by the browser itself, without credentials and
 * with whatever Origin it chooses (none, `null`, or the reporting page's). The route reads no
 * session and writes only a capped, rate-limited log that carries no account, so a forged report
 * gains nothing a plain `curl` without Origin could not: neither check applies to it.
 */
const REPORT_ROUTES = new Set<string>([submitCspReports.url]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values a browser sends for our own pages (or a typed URL / bookmark). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** Sets a fresh csrf_token cookie (readable by the page, sent back as the X-CSRF-Token header). */
export function issueCsrfCookie(reply: FastifyReply, secure: boolean): string {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure, httpOnly: false });
  return token;
}

export function clearCsrfCookie(reply: FastifyReply): void {
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** A browser names the page that sent the request; it must be ours (the public URL, or the host it asked for, as behind the dev proxy). */
function isForeignRequest(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    const sent = originOf(origin);
    if (!sent) return true;
    if (sent === publicOrigin) return false;
    return new URL(sent).host !== request.headers.host;
  }
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && !OWN_FETCH_SITES.has(site);
}

/**
 * Every state-changing request, whatever its path: a foreign Origin / Sec-Fetch-Site is refused,
 * and a request carrying the session cookie must echo the csrf_token cookie (double submit).
 */
export function registerCsrfGuard(app: FastifyInstance, options: { publicUrl: string }): void {
  const publicOrigin = originOf(options.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (REPORT_ROUTES.has(request.routeOptions.url ?? '')) return;
    if (isForeignRequest(request, publicOrigin)) {
      request.log.warn({ ip: request.ip, event: 'csrf_foreign_origin' }, 'cross-site write refused');
      throw new AppError(
        'CSRF_INVALID',
        'This request came from another site and was refused. Open Sladd directly and try again.',
      );
    }
    if (EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
    // Without a session cookie there is nothing to forge; the auth guard answers 401 instead.
    if (!Object.keys(request.cookies).some((name) => name.endsWith('session_token'))) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !tokensMatch(cookie, header)) {
      throw new AppError(
        'CSRF_INVALID',
        'Your security token is missing or out of date. Reload the page and try again.',
      );
    }
  });
}
