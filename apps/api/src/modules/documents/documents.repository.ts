import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';

const SUMMARY = ['id', 'hashed_name', 'upload_timestamp', 'entity_count'] as const;

export async function insertDocument(
  db: Kysely<Database>,
  row: { userId: string; name: string; entityCount: number; schemaJson: string },
) {
  const document = {
    id: randomUUID(),
    user_id: row.userId,
    hashed_name: row.name,
    upload_timestamp: nowIso(),
    entity_count: row.entityCount,
    redaction_schema: row.schemaJson,
  };
  await db.insertInto('documents').values(document).execute();
  return {
    id: document.id,
    hashed_name: document.hashed_name,
    upload_timestamp: document.upload_timestamp,
    entity_count: document.entity_count,
  };
}

/** One page of the owner's history, newest first, and the total. */
export async function findDocumentsPage(
  db: Kysely<Database>,
  ownerId: string,
  page: number,
  pageSize: number,
) {
  const [items, total] = await Promise.all([
    db
      .selectFrom('documents')
      .select(SUMMARY)
      .where('user_id', '=', ownerId)
      .orderBy('upload_timestamp', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countDocuments(db, ownerId),
  ]);
  return {
    items: items.map((item) => ({ ...item, entity_count: Number(item.entity_count) })),
    total,
  };
}

/** How many history items the owner has. */
export async function countDocuments(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findDocument(db: Kysely<Database>, ownerId: string, id: string) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteDocumentRow(db: Kysely<Database>, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('user_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every row's id and stored name (for sealing names written in clear by older versions). */
export async function findDocumentNames(db: Kysely<Database>) {
  return db.selectFrom('documents').select(['id', 'hashed_name']).execute();
}

export async function updateDocumentName(
  db: Kysely<Database>,
  id: string,
  sealedName: string,
): Promise<void> {
  await db.updateTable('documents').set({ hashed_name: sealedName }).where('id', '=', id).execute();
}
