import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import type { createAccountsService } from '../users/accounts.service.ts';

/** Looks up the TXT records of a DNS name (platform/dns/txt-records.ts). */
export interface TxtLookup {
  resolveTxt(name: string): Promise<string[]>;
}

/**
 * What the organization operations work with, built once in app.ts. Each operation file takes the
 * part it needs (`Pick<OrganizationsDeps, …>`), so its signature says what it touches.
 */
export interface OrganizationsDeps {
  db: Kysely<Database>;
  auth: BetterAuth;
  subscriptions: SubscriptionService;
  accounts: ReturnType<typeof createAccountsService>;
  limiter: RateLimiter;
  txt: TxtLookup;
  mail: { mailer: Mailer; queue: MailQueue; publicUrl: string };
  /**
   * Runs when someone leaves or is removed (their keys for the organization stop), and without a
   * user when the organization is deleted (every key made for it stops).
   */
  onMemberGone?: (organizationId: string, userId?: string) => Promise<void>;
}
