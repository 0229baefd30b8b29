import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBetterAuth, type BetterAuth } from '../../platform/auth/better-auth.ts';
import { AppError } from '../../platform/errors.ts';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { changeMemberRole } from './change-member-role.ts';
import { targetMember } from './membership.ts';
import { may, type OrganizationAction, type OrganizationRole } from './organization.policy.ts';
import { removeMember } from './remove-member.ts';

/**
 * Decision 0056: organization.policy.ts is the one authority on organization roles. These tests
 * prove the two things that makes true beside the route tests: better-auth's own organization
 * endpoints cannot be reached over HTTP, and where its access control has the same action, it
 * answers as our table does; and a role write refuses (409) when a role it was checked with changed.
 */

/** Our actions that better-auth's organization access control also names. */
const SAME_ACTION: Partial<Record<OrganizationAction, 'create' | 'update' | 'delete'>> = {
  add_member: 'create',
  change_member_role: 'update',
  remove_member: 'delete',
};

const cookieOf = (person: SignedIn) =>
  new Headers({ cookie: [...person.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ') });

async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'done';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe.each(testDialects())('organization roles have one authority, on %s', (dialect) => {
  let t: TestApp;
  let auth: BetterAuth;
  let orgId: string;
  const people = {} as Record<OrganizationRole, SignedIn>;
  const base = () => `/api/organizations/${orgId}/members`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The same better-auth the app builds, on the same database: its answers are the app's.
    auth = createBetterAuth({
      db: t.db,
      secret: t.config.authSecret,
      publicUrl: t.config.publicUrl,
      secureCookies: t.config.secureCookies,
    });
    people.owner = await signUpAndLogIn(t);
    orgId = (await people.owner.agent.post('/api/organizations', { name: 'Roller AS' })).body.data.org_id;
    for (const role of ['admin', 'reviewer', 'member', 'viewer'] as const) {
      people[role] = await signUpAndLogIn(t);
      const added = await people.owner.agent.post(base(), { identifier: people[role].email, role });
      expect(added.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  it("answers as our policy wherever better-auth's access control has the same action", async () => {
    for (const role of ['owner', 'admin', 'reviewer', 'member', 'viewer'] as const)
      for (const [action, permission] of Object.entries(SAME_ACTION)) {
        const answer = await auth.api.hasPermission({
          headers: cookieOf(people[role]),
          body: { organizationId: orgId, permissions: { member: [permission] } },
        });
        expect({ role, action, allowed: answer.success }).toEqual({
          role,
          action,
          allowed: may(role, action as OrganizationAction),
        });
      }
  });

  it("does not let better-auth's own organization endpoints be reached over HTTP", async () => {
    const endpoints = Object.values(
      auth.api as Record<string, { path?: unknown; options?: { method?: unknown } }>,
    )
      .filter((endpoint) => typeof endpoint.path === 'string' && endpoint.path.startsWith('/organization/'))
      .map((endpoint) => ({
        path: endpoint.path as string,
        methods: [endpoint.options?.method ?? 'POST'].flat() as string[],
      }));
    expect(endpoints.length).toBeGreaterThan(20);
    for (const { path, methods } of endpoints)
      for (const method of methods.filter((m) => m !== '*')) {
        const body = method === 'GET' ? undefined : { organizationId: orgId, memberId: 'x', role: 'owner' };
        const answer = await people.owner.agent.request(method as 'GET', `/api/auth${path}`, body);
        expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
      }
  });

  it("refuses a role change (409) when the member's role changed after the check, and leaves it", async () => {
    const { owner, admin, member } = people;
    const checked = await targetMember(t.db.kysely, orgId, member.userId); // a member: an admin may demote them
    expect((await owner.agent.put(`${base()}/${member.userId}`, { role: 'admin' })).status).toBe(200);
    const stale = changeMemberRole(
      t.db.kysely,
      { id: orgId, name: 'Roller AS', role: 'admin' },
      admin.userId,
      checked,
      'viewer',
    );
    expect(await refusal(stale)).toBe('CONFLICT');
    expect((await targetMember(t.db.kysely, orgId, member.userId)).role).toBe('admin');
    expect((await owner.agent.put(`${base()}/${member.userId}`, { role: 'member' })).status).toBe(200);
  });

  it("refuses a removal (409) when the remover's own role changed after the check, and 404 for someone gone", async () => {
    const { owner, admin, viewer } = people;
    const target = await targetMember(t.db.kysely, orgId, viewer.userId);
    const asAdmin = { id: orgId, name: 'Roller AS', role: 'admin' as const };
    expect((await owner.agent.put(`${base()}/${admin.userId}`, { role: 'member' })).status).toBe(200);
    expect(await refusal(removeMember({ db: t.db.kysely }, asAdmin, admin.userId, target))).toBe('CONFLICT');
    expect((await targetMember(t.db.kysely, orgId, viewer.userId)).role).toBe('viewer');
    expect((await owner.agent.put(`${base()}/${admin.userId}`, { role: 'admin' })).status).toBe(200);

    expect(await refusal(removeMember({ db: t.db.kysely }, asAdmin, admin.userId, target))).toBe('done');
    expect(await refusal(removeMember({ db: t.db.kysely }, asAdmin, admin.userId, target))).toBe('NOT_FOUND');
  });
});
