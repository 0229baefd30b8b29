// Test factories (in the manner of Immich's medium tests): rows a service test needs, written
// straight to the real database (SQLite or PostgreSQL) without going through HTTP, sign-up mail
// and log-in. Use signUpAndLogIn (accounts.ts) when the test speaks HTTP as a signed-in user.
import { randomUUID } from 'node:crypto';
import type { RedactionSchema } from '@sladd/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toDbBool } from '../db/database.ts';
import { createDocumentsService } from '../modules/documents/documents.service.ts';
import { createSubscriptionService, type FilePages } from '../modules/subscription/subscription.service.ts';
import { createBatchService } from '../modules/batch/batch.service.ts';
import type { JobPool } from '../jobs/pool.ts';
import { createFieldCipher } from '../platform/field-cipher.ts';
import { uniqueIdentity } from './accounts.ts';

export interface UserFactoryOptions {
  email?: string;
  username?: string;
  departmentId?: number | null;
  verified?: boolean;
  language?: string;
}

export interface MadeUser {
  id: string;
  email: string;
  username: string;
}

/** A user row (verified, department 1, Norwegian unless told otherwise); no password, so not for log-in. */
export async function makeUser(db: Kysely<Database>, options: UserFactoryOptions = {}): Promise<MadeUser> {
  const identity = uniqueIdentity('made');
  const email = options.email ?? identity.email;
  const username = options.username ?? identity.username;
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      name: username,
      email,
      email_verified: toDbBool(options.verified ?? true),
      image: null,
      username,
      display_username: username,
      department_id: options.departmentId === undefined ? 1 : options.departmentId,
      tutorial_finished: toDbBool(false),
      language: options.language ?? 'no',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return { id, email, username };
}

/**
 * Puts the user on a plan from now (ending any live one), with `pagesUsed` already counted in its
 * period. `plan: 'free'` leaves them without a subscription, counting against the free month.
 */
export async function givePlan(
  db: Kysely<Database>,
  user: MadeUser,
  plan: string,
  options: { pagesUsed?: number } = {},
): Promise<void> {
  const subscriptions = createSubscriptionService(db);
  if (plan !== 'free') await subscriptions.grantPlan(user.email, plan);
  if (options.pagesUsed) {
    const period = await subscriptions.currentPeriod({ userId: user.id });
    await subscriptions.recordPages(period, options.pagesUsed);
  }
}

/** The batch service as the app makes it, on `db` and `pool`, with a test key for files. */
export function makeBatchService(db: Kysely<Database>, pool: JobPool) {
  return createBatchService({
    pool,
    subscriptions: createSubscriptionService(db),
    fileKeySecret: Buffer.alloc(32, 7),
  });
}

/** `count` pages (1…count) of one file named `file`, as a request reserves or delivers them. */
export function somePages(count: number, file = 'some-file'): FilePages {
  return [{ file, pages: Array.from({ length: count }, (_, i) => i + 1) }];
}

/** Pages counted in the user's current period. */
export async function pagesUsed(db: Kysely<Database>, user: MadeUser): Promise<number> {
  return (await createSubscriptionService(db).currentPeriod({ userId: user.id })).used;
}

/** Pages the user's running requests hold (reserved, not counted; live reservations only). */
export async function pagesHeld(db: Kysely<Database>, user: MadeUser): Promise<number> {
  return createSubscriptionService(db).pagesHeld({ userId: user.id });
}

/** A saved redaction-history document, sealed as the app seals it (`secret` is the app's AUTH_SECRET). */
export async function makeDocument(
  db: Kysely<Database>,
  user: MadeUser,
  secret: string,
  options: { name?: string; schema?: RedactionSchema } = {},
) {
  const documents = createDocumentsService(db, createFieldCipher(secret, 'redaction-history-v1'));
  const schema = options.schema ?? {
    pages: [
      {
        page: 1,
        sensitive: [
          {
            entity_type: 'PERSON_F',
            bbox: { x0: 72, y0: 60, x1: 140, y1: 74 },
            original_text: 'Kari Nordmann',
          },
        ],
      },
    ],
  };
  return documents.save(user.id, options.name ?? 'vedtak.pdf', schema);
}
