import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { domainOfEmail } from './organization-shapes.ts';
import * as repo from './organizations.repository.ts';

/** Organizations that verified the domain of the user's (verified) e-mail address, to join. */
export async function suggestedOrganizations(db: Kysely<Database>, user: { id: string; email: string }) {
  const rows = await repo.listOrganizationsVerifying(db, domainOfEmail(user.email), user.id);
  return rows.map((row) => ({ org_id: row.id, name: row.name, domain: row.domain }));
}
