import type { Kysely } from 'kysely';
import type { Domain } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { toDomain } from './organization-shapes.ts';
import * as repo from './organizations.repository.ts';

/** The organization's domains, pending and verified, oldest first. */
export async function listDomains(db: Kysely<Database>, organizationId: string): Promise<Domain[]> {
  return (await repo.listDomains(db, organizationId)).map(toDomain);
}
