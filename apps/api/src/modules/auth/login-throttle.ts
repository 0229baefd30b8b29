import type { Config } from '../../config.ts';
import { type RateLimiter, refuseUntil } from '../../platform/rate-limit.ts';

/**
 * Login limits that stop guessing without handing an attacker a lockout switch.
 * - Per IP: every attempt counts, successes are taken back (`loginPerIp`).
 * - Per account, whatever identifier named it (e-mail or username resolve to one key): only
 *   failures count (`loginPerAccount`).
 * - Per account and IP: an address gets `loginPerAccount` tries at one account; once the account has
 *   had that many failures from anywhere, only an address that has not tried it yet gets one more
 *   try, so the owner with the right password from a new place still gets in, while an attacker
 *   gets one guess per fresh address.
 */
export function createLoginThrottle(limiter: RateLimiter, rules: Config['rateLimits']) {
  const { store } = limiter;
  const keys = (account: string, ip: string) => ({
    ip: `login:ip:${ip}`,
    account: `login:account:${account}`,
    pair: `login:pair:${account}:${ip}`,
  });

  return {
    /** Counts the attempt and refuses it (429 with Retry-After) when a limit is reached. */
    async admit(account: string, ip: string): Promise<void> {
      const key = keys(account, ip);
      const byIp = await store.hit(key.ip, rules.loginPerIp.windowMs);
      if (byIp.count > rules.loginPerIp.limit) refuseUntil(byIp.resetAt);
      const byPair = await store.hit(key.pair, rules.loginPerAccount.windowMs);
      if (byPair.count > rules.loginPerAccount.limit) refuseUntil(byPair.resetAt);
      const failures = await store.peek(key.account);
      if (failures.count >= rules.loginPerAccount.limit && byPair.count > 1) refuseUntil(failures.resetAt);
    },

    async failed(account: string, ip: string): Promise<void> {
      await store.hit(keys(account, ip).account, rules.loginPerAccount.windowMs);
    },

    /** A correct password takes its attempt back: the owner signing in often is never limited. */
    async succeeded(account: string, ip: string): Promise<void> {
      const key = keys(account, ip);
      await Promise.all([store.undo(key.ip), store.undo(key.pair)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
