import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AccountsService } from '../users/accounts.service.ts';

/** What the audit operations work with, built once in app.ts. */
export interface AuditDeps {
  db: Kysely<Database>;
  /** The HMAC key for document names (derived from AUTH_SECRET for this purpose only). */
  nameKey: Buffer;
  /** The actors' usernames, read through the users module. */
  accounts: Pick<AccountsService, 'usernames'>;
  /** The clock (tests move it). */
  now?: () => Date;
}
