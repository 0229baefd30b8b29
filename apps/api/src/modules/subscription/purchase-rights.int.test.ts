import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import type { OrganizationRole } from '../organizations/organization.policy.ts';
import { ORGANIZATION_RIGHTS } from '../organizations/organization.policy.ts';
import { COVERED_BY_ORGANIZATION } from './subscription.policy.ts';

// Who may buy what (issue 30 item 4, decision 0052): the organization's plan is its owner's to buy;
// anyone whose work the organization's plan does not cover may buy a plan of their own, also while
// working in the organization (the web always sends its org_id).
const ORG_ONLY_OWNER =
  'You are a member of an organization. Please ask your organization owner to manage the subscription.';
const orgHeader = (orgId: string) => ({ org_id: orgId });
/** A call only premium users may make (the settings file). */
const premiumCall = (user: SignedIn, headers: Record<string, string>) =>
  user.agent.get('/api/settings/export', headers);

describe.each(testDialects())('who may buy which plan on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** An organization with one person in each role. */
  async function makeOrganization(name: string) {
    const owner = await signUpAndLogIn(t);
    const orgId: string = (await owner.agent.post('/api/organizations', { name })).body.data.org_id;
    const people = { owner } as Record<OrganizationRole, SignedIn>;
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const person = await signUpAndLogIn(t);
      const added = await owner.agent.post(`/api/organizations/${orgId}/members`, {
        identifier: person.email,
        role,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      people[role] = person;
    }
    return { orgId, people };
  }

  /** Starts and pays a test checkout with the given body, in the organization's context. */
  async function buy(buyer: SignedIn, orgId: string, body: Record<string, string>) {
    const headers = orgHeader(orgId);
    const checkout = await buyer.agent.post('/api/subscription/checkout', body, headers);
    if (checkout.status !== 200) return checkout;
    return buyer.agent.post(
      `/api/subscription/checkout/${checkout.body.data.session_id}/complete`,
      {},
      headers,
    );
  }

  it('in an organization without a plan, admins, members and viewers buy a plan of their own, not one for the organization', async () => {
    const { orgId, people } = await makeOrganization('Planløs kommune');
    const headers = orgHeader(orgId);
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const person = people[role];
      // For the organization (asked for, or by default in its context): the owner's alone.
      for (const body of [
        { plan_code: 'pro_monthly' },
        { plan_code: 'pro_monthly', buy_for: 'organization' },
      ]) {
        const refused = await person.agent.post('/api/subscription/checkout', body, headers);
        expect([role, refused.status, refused.body.error.message]).toEqual([role, 403, ORG_ONLY_OWNER]);
      }
      // For themselves: allowed, paid, and what they now work on in the organization.
      expect((await premiumCall(person, headers)).status).toBe(403);
      const paid = await buy(person, orgId, { plan_code: 'basic_monthly', buy_for: 'personal' });
      expect([role, paid.status]).toEqual([role, 200]);
      expect(paid.body.data).toMatchObject({
        plan_code: 'basic_monthly',
        status: 'active',
        is_organization_subscription: false,
        organization_id: null,
      });
      const current = (await person.agent.get('/api/subscription/current', headers)).body.data;
      expect(current).toMatchObject({ plan_code: 'basic_monthly', is_organization_subscription: false });
      expect((await premiumCall(person, headers)).status).toBe(200);
      // Their own plan is theirs to cancel.
      const cancel = await person.agent.post('/api/subscription/cancel', {}, headers);
      expect([role, cancel.status, cancel.body.data?.cancel_at_period_end]).toEqual([role, 200, true]);
    }
    // The organization still has no plan.
    const org = await people.owner.agent.get(`/api/organizations/${orgId}/subscription`);
    expect(org.body.error.code).toBe('NO_SUBSCRIPTION');
  });

  it("an owner buys for the organization by default, or for themselves when they say so; 'organization' needs one", async () => {
    const { orgId, people } = await makeOrganization('Eierens AS');
    const { owner } = people;
    const mine = await buy(owner, orgId, { plan_code: 'basic_monthly', buy_for: 'personal' });
    expect(mine.body.data).toMatchObject({ plan_code: 'basic_monthly', is_organization_subscription: false });
    expect((await owner.agent.get(`/api/organizations/${orgId}/subscription`)).body.error.code).toBe(
      'NO_SUBSCRIPTION',
    );

    const theirs = await buy(owner, orgId, { plan_code: 'pro_monthly' });
    expect(theirs.body.data).toMatchObject({
      plan_code: 'pro_monthly',
      is_organization_subscription: true,
      organization_id: orgId,
    });

    const nowhere = await owner.agent.post('/api/subscription/checkout', {
      plan_code: 'pro_monthly',
      buy_for: 'organization',
    });
    expect([nowhere.status, nowhere.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    const unknown = await owner.agent.post(
      '/api/subscription/checkout',
      { plan_code: 'pro_monthly', buy_for: 'team' },
      orgHeader(orgId),
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it("while the organization's plan runs, those who work on it buy nothing of their own there; a viewer still may", async () => {
    const { orgId, people } = await makeOrganization('Dekket kommune');
    const headers = orgHeader(orgId);
    expect((await buy(people.owner, orgId, { plan_code: 'pro_monthly' })).status).toBe(200);
    for (const role of ['owner', 'admin', 'member'] as const) {
      const covered = await people[role].agent.post(
        '/api/subscription/checkout',
        { plan_code: 'business_monthly', buy_for: 'personal' },
        headers,
      );
      expect([role, covered.status, covered.body.error.message]).toEqual([
        role,
        409,
        COVERED_BY_ORGANIZATION,
      ]);
    }
    // A viewer's seat does not include the organization's plan (decision 0031): their own does.
    const { viewer } = people;
    expect((await premiumCall(viewer, headers)).status).toBe(403);
    const paid = await buy(viewer, orgId, { plan_code: 'basic_monthly', buy_for: 'personal' });
    expect(paid.body.data).toMatchObject({ plan_code: 'basic_monthly', is_organization_subscription: false });
    expect((await premiumCall(viewer, headers)).status).toBe(200);
    // Without the organization's context everyone buys for themselves, as before.
    const outside = await people.member.agent.post('/api/subscription/checkout', {
      plan_code: 'business_monthly',
    });
    expect(outside.status).toBe(200);
  });

  it("the organization's running plan is managed by the roles the rights table names, asked before anything else", async () => {
    const { orgId, people } = await makeOrganization('Forvaltet kommune');
    const headers = orgHeader(orgId);
    expect((await buy(people.owner, orgId, { plan_code: 'pro_monthly' })).status).toBe(200);
    const keep = (role: OrganizationRole) =>
      people[role].agent.post('/api/subscription/scheduled-change/cancel', {}, headers);
    // Keep the plan (drop a scheduled change) is the owner's, like buying: the refusal comes before
    // "nothing is scheduled", which only the owner hears.
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const refused = await keep(role);
      expect([role, refused.status, refused.body.error.message]).toEqual([role, 403, ORG_ONLY_OWNER]);
    }
    const nothing = await keep('owner');
    expect([nothing.status, nothing.body.error.code]).toEqual([409, 'CONFLICT']);
    expect((await buy(people.owner, orgId, { plan_code: 'basic_monthly' })).status).toBe(200);
    for (const role of ['admin', 'member', 'viewer'] as const) expect((await keep(role)).status).toBe(403);
    const kept = await keep('owner');
    expect([kept.status, kept.body.data.scheduled_change]).toEqual([200, null]);

    // Cancel and auto-renewal: owner and admins; members and viewers hear the table's words.
    for (const role of ['member', 'viewer'] as const) {
      const cancel = await people[role].agent.post('/api/subscription/cancel', {}, headers);
      expect([role, cancel.status, cancel.body.error.message]).toEqual([
        role,
        403,
        ORGANIZATION_RIGHTS.cancel_subscription.refusal,
      ]);
      const renew = await people[role].agent.put(
        '/api/subscription/auto-renew',
        { auto_renew: false },
        headers,
      );
      expect([role, renew.status, renew.body.error.message]).toEqual([
        role,
        403,
        ORGANIZATION_RIGHTS.change_auto_renew.refusal,
      ]);
    }
    const off = await people.admin.agent.put('/api/subscription/auto-renew', { auto_renew: false }, headers);
    expect([off.status, off.body.data.auto_renew, off.body.data.organization_id]).toEqual([
      200,
      false,
      orgId,
    ]);
    const on = await people.admin.agent.put('/api/subscription/auto-renew', { auto_renew: true }, headers);
    expect([on.status, on.body.data.auto_renew]).toEqual([200, true]);
    const canceled = await people.admin.agent.post('/api/subscription/cancel', {}, headers);
    expect([canceled.status, canceled.body.data.cancel_at_period_end]).toEqual([200, true]);
  });
});
