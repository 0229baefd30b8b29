import type { Kysely } from 'kysely';
import type { User } from '@sladd/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Lang } from '../../platform/language.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { findUserById } from '../users/users.repository.ts';
import { callAuth } from './better-auth-errors.ts';

export interface SessionResult {
  user: User;
  /** better-auth's response headers; carry the Set-Cookie to forward. */
  headers: Headers;
}

export function createSessionService(deps: { db: Kysely<Database>; auth: BetterAuth; config: Config; limiter: RateLimiter }) {
  const { db, auth, config, limiter } = deps;

  async function loadUser(userId: string, lang: Lang): Promise<User> {
    const user = await findUserById(db, userId, lang);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    return user;
  }

  return {
    /** Signs in by e-mail (contains @) or username, under per-IP and per-account limits. */
    async login(identifier: string, password: string, headers: Headers, ip: string, lang: Lang): Promise<SessionResult> {
      const account = identifier.trim().toLowerCase();
      await limiter.consume([
        { key: `login:ip:${ip}`, rule: config.rateLimits.loginPerIp },
        { key: `login:account:${account}`, rule: config.rateLimits.loginPerAccount },
      ]);
      const result = account.includes('@')
        ? await callAuth(() =>
            auth.api.signInEmail({ body: { email: account, password, rememberMe: true }, headers, returnHeaders: true }),
          )
        : await callAuth(() =>
            auth.api.signInUsername({ body: { username: account, password, rememberMe: true }, headers, returnHeaders: true }),
          );
      const userId = result.response?.user.id;
      if (!userId) throw new AppError('INVALID_CREDENTIALS', 'Wrong e-mail, username or password.');
      return { user: await loadUser(userId, lang), headers: result.headers };
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
      const result = await auth.api.getSession({ headers, query: { disableCookieCache: true }, returnHeaders: true });
      if (!result.response) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please log in again.');
      return { user: await loadUser(result.response.user.id, lang), headers: result.headers };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
