import type { Kysely } from 'kysely';
import type { OrganizationSummary } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { roleOf } from './organization-shapes.ts';
import * as repo from './organizations.repository.ts';

/** The user's own organizations with their role in each (the ones they own first). */
export async function listOrganizations(
  db: Kysely<Database>,
  userId: string,
): Promise<OrganizationSummary[]> {
  return (await repo.listUserOrganizations(db, userId)).map((row) => ({
    org_id: row.id,
    name: row.name,
    owner_user_id: row.owner_user_id ?? '',
    role: roleOf(row.role),
  }));
}
