import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './errors.ts';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

/** Anonymous auth calls act on no session, so they cannot be forged against one; SameSite cookies cover the rest. */
const EXEMPT_PATHS = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/verify-email',
  '/api/auth/resend-verification',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
]);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

/** Double-submit check on every state-changing /api request except the anonymous auth calls. */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || EXEMPT_PATHS.has(path)) return;
    // Without a session cookie there is nothing to forge; the auth guard answers 401 instead.
    if (!Object.keys(request.cookies).some((name) => name.endsWith('session_token'))) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !tokensMatch(cookie, header)) {
      throw new AppError('CSRF_INVALID', 'Your security token is missing or out of date. Reload the page and try again.');
    }
  });
}
