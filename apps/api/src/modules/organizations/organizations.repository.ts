import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, OrganizationDomainsTable } from '../../db/schema.ts';

/**
 * better-auth's organization tables and our domains. better-auth's plugin creates organizations
 * and adds members; role changes and removals are written here, conditionally (decision 0056).
 * Every query of an organization's data takes the organization id; the routes reach them through
 * the service only after the policy was asked with the caller's membership (organization.policy.ts).
 */

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The caller's role and the organization's name, or undefined when they are not a member. */
export async function findMembership(db: Kysely<Database>, userId: string, organizationId: string) {
  return db
    .selectFrom('members')
    .innerJoin('organizations', 'organizations.id', 'members.organization_id')
    .select(['members.role', 'organizations.name', 'organizations.id'])
    .where('members.user_id', '=', userId)
    .where('members.organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** The owner of each organization (one per organization: the creator). */
function ownerIds(db: Kysely<Database>) {
  return db
    .selectFrom('members as owners')
    .select(['owners.organization_id', 'owners.user_id'])
    .where('owners.role', '=', 'owner')
    .as('owner');
}

/** The user's organizations with their role: the ones they own first, then by when they joined. */
export async function listUserOrganizations(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('members')
    .innerJoin('organizations', 'organizations.id', 'members.organization_id')
    .leftJoin(ownerIds(db), 'owner.organization_id', 'organizations.id')
    .select([
      'organizations.id',
      'organizations.name',
      'members.role',
      'members.created_at as joined_at',
      'owner.user_id as owner_user_id',
    ])
    .where('members.user_id', '=', userId)
    .execute();
  return rows
    .map((row) => ({ ...row, joined_at: toIso(row.joined_at) }))
    .sort(
      (a, b) =>
        Number(b.role === 'owner') - Number(a.role === 'owner') || a.joined_at.localeCompare(b.joined_at),
    );
}

export async function countOwnedOrganizations(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('role', '=', 'owner')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One organization with its owner's name and e-mail. */
export async function findOrganization(db: Kysely<Database>, organizationId: string) {
  const row = await db
    .selectFrom('organizations')
    .leftJoin(ownerIds(db), 'owner.organization_id', 'organizations.id')
    .leftJoin('users', 'users.id', 'owner.user_id')
    .select([
      'organizations.id',
      'organizations.name',
      'organizations.created_at',
      'owner.user_id as owner_user_id',
      'users.username as owner_username',
      'users.email as owner_email',
    ])
    .where('organizations.id', '=', organizationId)
    .executeTakeFirst();
  return row ? { ...row, created_at: toIso(row.created_at) } : undefined;
}

export async function countMembers(db: Kysely<Database>, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const memberColumns = [
  'members.id as member_id',
  'members.user_id',
  'members.role',
  'members.created_at',
  'users.username',
  'users.email',
] as const;

/** A page of members: the owner first, then admins, members and viewers, each by when they joined. */
export async function listMembers(
  db: Kysely<Database>,
  organizationId: string,
  page: { offset: number; limit: number },
) {
  const rows = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(memberColumns)
    .select((eb) =>
      eb
        .case()
        .when('members.role', '=', 'owner')
        .then(0)
        .when('members.role', '=', 'admin')
        .then(1)
        .when('members.role', '=', 'member')
        .then(2)
        .else(3)
        .end()
        .as('rank'),
    )
    .where('members.organization_id', '=', organizationId)
    .orderBy('rank')
    .orderBy('members.created_at')
    .orderBy('members.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({ ...row, created_at: toIso(row.created_at) }));
}

export async function findMember(db: Kysely<Database>, organizationId: string, userId: string) {
  const row = await db
    .selectFrom('members')
    .innerJoin('users', 'users.id', 'members.user_id')
    .select(memberColumns)
    .where('members.organization_id', '=', organizationId)
    .where('members.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, created_at: toIso(row.created_at) } : undefined;
}

/**
 * The roles the organization policy was asked about: the member's and the acting member's. A write
 * below happens only while both still hold, so a role changed between the route's check and the
 * write refuses it (the caller answers 409) instead of acting on a stale answer (decision 0056).
 */
export interface CheckedRoles {
  organizationId: string;
  memberId: string;
  memberRole: string;
  actorId: string;
  actorRole: string;
}

function stillAsChecked(checked: CheckedRoles) {
  return (eb: ExpressionBuilder<Database, 'members'>) =>
    eb.and([
      eb('members.id', '=', checked.memberId),
      eb('members.organization_id', '=', checked.organizationId),
      eb('members.role', '=', checked.memberRole),
      eb.exists(
        eb
          .selectFrom('members as actor')
          .select('actor.id')
          .where('actor.organization_id', '=', checked.organizationId)
          .where('actor.user_id', '=', checked.actorId)
          .where('actor.role', '=', checked.actorRole),
      ),
    ]);
}

/** Gives the member `role`; false when a checked role changed meanwhile (or the member is gone). */
export async function updateMemberRoleIf(
  db: Kysely<Database>,
  checked: CheckedRoles,
  role: string,
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ role })
    .where(stillAsChecked(checked))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the member; false when a checked role changed meanwhile (or the member is gone). */
export async function deleteMemberIf(db: Kysely<Database>, checked: CheckedRoles): Promise<boolean> {
  const result = await db.deleteFrom('members').where(stillAsChecked(checked)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Organizations whose owner is this user (deleted with the user's account). */
export async function findOwnedOrganizationIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('organization_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'owner')
    .execute();
  return rows.map((row) => row.organization_id);
}

export async function deleteOrganizations(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('organizations').where('id', 'in', ids).execute();
}

// --- domains -------------------------------------------------------------------------------

export async function listDomains(db: Kysely<Database>, organizationId: string) {
  return db
    .selectFrom('organization_domains')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countDomains(db: Kysely<Database>, organizationId: string) {
  const rows = await db
    .selectFrom('organization_domains')
    .select(['verified_at'])
    .where('organization_id', '=', organizationId)
    .execute();
  return { total: rows.length, verified: rows.filter((row) => row.verified_at !== null).length };
}

export async function findDomain(db: Kysely<Database>, organizationId: string, domainId: string) {
  return db
    .selectFrom('organization_domains')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', domainId)
    .executeTakeFirst();
}

export async function findDomainByName(db: Kysely<Database>, organizationId: string, domain: string) {
  return db
    .selectFrom('organization_domains')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('domain', '=', domain)
    .executeTakeFirst();
}

/** The organization that verified this domain, if any (a domain is verified by one organization). */
export async function findVerifiedDomainOwner(db: Kysely<Database>, domain: string) {
  return db
    .selectFrom('organization_domains')
    .select(['organization_id', 'id'])
    .where('domain', '=', domain)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
}

export async function insertDomain(db: Kysely<Database>, row: OrganizationDomainsTable): Promise<void> {
  await db.insertInto('organization_domains').values(row).execute();
}

export async function markDomainVerified(db: Kysely<Database>, domainId: string, at: string): Promise<void> {
  await db.updateTable('organization_domains').set({ verified_at: at }).where('id', '=', domainId).execute();
}

/** A domain whose TXT record is gone is pending again (it must be verified anew). */
export async function markDomainUnverified(db: Kysely<Database>, domainId: string): Promise<void> {
  await db
    .updateTable('organization_domains')
    .set({ verified_at: null })
    .where('id', '=', domainId)
    .execute();
}

export async function deleteDomain(db: Kysely<Database>, organizationId: string, domainId: string) {
  const result = await db
    .deleteFrom('organization_domains')
    .where('organization_id', '=', organizationId)
    .where('id', '=', domainId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function recordRemoval(db: Kysely<Database>, organizationId: string, userId: string) {
  await db
    .deleteFrom('organization_removals')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
  await db
    .insertInto('organization_removals')
    .values({ organization_id: organizationId, user_id: userId, removed_at: new Date().toISOString() })
    .execute();
}

export async function clearRemoval(db: Kysely<Database>, organizationId: string, userId: string) {
  await db
    .deleteFrom('organization_removals')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
}

/** Organizations that verified `domain`, that the user is not a member of and was not removed from. */
export async function listOrganizationsVerifying(db: Kysely<Database>, domain: string, userId: string) {
  return db
    .selectFrom('organization_domains')
    .innerJoin('organizations', 'organizations.id', 'organization_domains.organization_id')
    .select([
      'organizations.id',
      'organizations.name',
      'organization_domains.domain',
      'organization_domains.id as domain_id',
      'organization_domains.verification_token',
    ])
    .where('organization_domains.domain', '=', domain)
    .where('organization_domains.verified_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('members')
            .select('members.id')
            .whereRef('members.organization_id', '=', 'organizations.id')
            .where('members.user_id', '=', userId),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('organization_removals')
            .select('organization_removals.user_id')
            .whereRef('organization_removals.organization_id', '=', 'organizations.id')
            .where('organization_removals.user_id', '=', userId),
        ),
      ),
    )
    .execute();
}
