import type { Kysely } from 'kysely';
import type { Database, OrganizationLegalCodesTable } from '../../db/schema.ts';

/** SQL of the legal-bases module: an organization's choice of built-in sets and its own codes. */

export type OrganizationCodeRow = OrganizationLegalCodesTable;

/** The set ids the organization's members see, or undefined when it never chose (every set). */
export async function findEnabledSets(
  db: Kysely<Database>,
  organizationId: string,
): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('organization_legal_settings')
    .select('enabled_sets')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.enabled_sets) as string[]) : undefined;
}

export async function saveEnabledSets(
  db: Kysely<Database>,
  organizationId: string,
  sets: readonly string[],
): Promise<void> {
  const values = { enabled_sets: JSON.stringify(sets), updated_at: new Date().toISOString() };
  await db
    .insertInto('organization_legal_settings')
    .values({ organization_id: organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .execute();
}

/** Every code of the organization, retired ones included, newest first. */
export async function listCodes(
  db: Kysely<Database>,
  organizationId: string,
): Promise<OrganizationCodeRow[]> {
  return db
    .selectFrom('organization_legal_codes')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function countCodes(db: Kysely<Database>, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('organization_legal_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findCode(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
): Promise<OrganizationCodeRow | undefined> {
  return db
    .selectFrom('organization_legal_codes')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The organization's codes among `ids`, retired ones included. */
export async function findCodes(
  db: Kysely<Database>,
  organizationId: string,
  ids: readonly string[],
): Promise<OrganizationCodeRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('organization_legal_codes')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
}

/** Adds a code; false when the organization already has one with that id. */
export async function insertCode(db: Kysely<Database>, row: OrganizationCodeRow): Promise<boolean> {
  const inserted = await db
    .insertInto('organization_legal_codes')
    .values(row)
    .onConflict((oc) => oc.columns(['organization_id', 'id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Changes a code; undefined when there is no such code. */
export async function updateCode(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  changes: Partial<Pick<OrganizationCodeRow, 'label' | 'citation' | 'title' | 'language' | 'retired_at'>>,
): Promise<OrganizationCodeRow | undefined> {
  return db
    .updateTable('organization_legal_codes')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Takes back a code just added (the cap was passed by a concurrent add). */
export async function deleteCode(db: Kysely<Database>, organizationId: string, id: string): Promise<void> {
  await db
    .deleteFrom('organization_legal_codes')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}
