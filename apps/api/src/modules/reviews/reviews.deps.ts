import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldCipher } from '../../platform/field-cipher.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ResolveLegalCodes } from '../batch/legal-basis-codes.ts';
import type { AccountsService } from '../users/accounts.service.ts';

/** What the review operations work with, built once in app.ts. */
export interface ReviewsDeps {
  db: Kysely<Database>;
  /** Seals file names, notes, comments and the marks' covered texts (as history does). */
  cipher: FieldCipher;
  /** The organization's trail: every step is recorded there (decision 0060). */
  audit: Pick<AuditService, 'record'>;
  /** Checks the marks' legal bases: an unknown code is refused at submission. */
  resolveLegalCodes: ResolveLegalCodes;
  /** Submitters' and reviewers' usernames, read through the users module. */
  accounts: Pick<AccountsService, 'usernames'>;
  /** The clock (tests move it). */
  now?: () => Date;
}
