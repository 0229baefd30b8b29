import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './organizations.repository.ts';

/** Deletes one of the organization's domains; 404 when it has no such domain. */
export async function removeDomain(
  db: Kysely<Database>,
  organizationId: string,
  domainId: string,
): Promise<{ removed: true }> {
  if (!(await repo.deleteDomain(db, organizationId, domainId)))
    throw new AppError('NOT_FOUND', 'There is no such domain in this organization.');
  return { removed: true };
}
