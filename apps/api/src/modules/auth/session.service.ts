import type { User } from '@sladd/contract';
import type { Config } from '../../config.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Lang } from '../../platform/language.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsService } from '../users/accounts.service.ts';
import { callAuth } from './better-auth-errors.ts';
import { createLoginThrottle } from './login-throttle.ts';

export interface SessionResult {
  user: User;
  /** better-auth's response headers; carry the Set-Cookie to forward. */
  headers: Headers;
}

export function createSessionService(deps: {
  auth: BetterAuth;
  config: Config;
  limiter: RateLimiter;
  accounts: AccountsService;
}) {
  const { auth, config, limiter, accounts } = deps;
  const throttle = createLoginThrottle(limiter, config.rateLimits);

  async function loadUser(userId: string, lang: Lang): Promise<User> {
    const user = await accounts.findById(userId, lang);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    return user;
  }

  return {
    /**
     * Signs in by e-mail (contains @) or username. Limits count per IP and per account (both
     * identifiers of one account share a key); failures are logged with the IP, never the password.
     */
    async login(
      identifier: string,
      password: string,
      headers: Headers,
      ip: string,
      lang: Lang,
      log: FastifyBaseLogger,
    ): Promise<SessionResult> {
      const name = identifier.trim().toLowerCase();
      const known = await accounts.findByIdentifier(name);
      const account = known ? `user:${known.id}` : `name:${name}`;
      try {
        await throttle.admit(account, ip);
      } catch (error) {
        log.warn({ event: 'login_throttled', ip, user_id: known?.id ?? null }, 'login refused by rate limit');
        throw error;
      }
      try {
        const result = name.includes('@')
          ? await callAuth(() =>
              auth.api.signInEmail({
                body: { email: name, password, rememberMe: true },
                headers,
                returnHeaders: true,
              }),
            )
          : await callAuth(() =>
              auth.api.signInUsername({
                body: { username: name, password, rememberMe: true },
                headers,
                returnHeaders: true,
              }),
            );
        const userId = result.response?.user.id;
        if (!userId) throw new AppError('INVALID_CREDENTIALS', 'Wrong e-mail, username or password.');
        await throttle.succeeded(account, ip);
        return { user: await loadUser(userId, lang), headers: result.headers };
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          await throttle.failed(account, ip);
          log.warn({ event: 'login_failed', ip, user_id: known?.id ?? null }, 'login failed');
        } else if (error instanceof AppError && error.code === 'EMAIL_NOT_VERIFIED')
          await throttle.succeeded(account, ip);
        throw error;
      }
    },

    /** Ends the current session, if any. */
    async logout(headers: Headers): Promise<Headers | undefined> {
      const session = await auth.api.getSession({ headers });
      if (!session) return undefined;
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      return result.headers;
    },

    /** Re-validates the session (extending it when due); 401 when it is gone. */
    async refresh(headers: Headers, lang: Lang): Promise<SessionResult> {
      const result = await auth.api.getSession({
        headers,
        query: { disableCookieCache: true },
        returnHeaders: true,
      });
      if (!result.response)
        throw new AppError('UNAUTHORIZED', 'Your session has ended. Please log in again.');
      return { user: await loadUser(result.response.user.id, lang), headers: result.headers };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
