import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMember } from './organization-shapes.ts';
import * as repo from './organizations.repository.ts';

/** One page of an organization's members (owner first) and how many there are in all. */
export async function listMembers(
  db: Kysely<Database>,
  organizationId: string,
  page: number,
  pageSize: number,
) {
  const [rows, total] = await Promise.all([
    repo.listMembers(db, organizationId, { offset: (page - 1) * pageSize, limit: pageSize }),
    repo.countMembers(db, organizationId),
  ]);
  return { members: rows.map(toMember), total };
}
