import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findOrganization } from './organizations.repository.ts';

/**
 * The organization lookups other modules need without a member's view (billing: whether the
 * organization a late Stripe webhook speaks of still exists), so they reach the organizations table
 * through this module. Like users/accounts.service.ts it depends on nothing but the database, so
 * billing, built before the organizations service, can have it.
 */
export function createOrganizationDirectory(db: Kysely<Database>) {
  return {
    exists: async (organizationId: string) => (await findOrganization(db, organizationId)) !== undefined,
  };
}

export type OrganizationDirectory = ReturnType<typeof createOrganizationDirectory>;
