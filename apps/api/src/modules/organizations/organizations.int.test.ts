import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { startDnsServer } from '../../test/dns-server.ts';
import { makeUser } from '../../test/factories.ts';
import { decodeQuotedPrintable } from '../../test/mail-text.ts';
import { FAST_DETECT_FORM, makeCasePdf } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import {
  ORGANIZATION_ACTIONS,
  ORGANIZATION_RIGHTS,
  type OrganizationAction,
  type OrganizationRole,
} from './organization.policy.ts';

type Dns = Awaited<ReturnType<typeof startDnsServer>>;
const CASE = [{ name: 'sak.pdf', bytes: makeCasePdf(2) }];
const orgHeader = (orgId: string) => ({ org_id: orgId });

describe.each(testDialects())('organizations on %s', (dialect) => {
  let t: TestApp;
  let dns: Dns;
  beforeAll(async () => {
    dns = await startDnsServer();
    t = await createTestApp(dialect, (config) => ({ ...config, dnsServers: [dns.address] }));
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  /** An organization with one person in each role (the owner made it; the others were added by e-mail). */
  async function makeOrganization(name: string) {
    const owner = await signUpAndLogIn(t);
    const created = await owner.agent.post('/api/organizations', { name });
    expect(created.status).toBe(201);
    const orgId: string = created.body.data.org_id;
    const people: Record<OrganizationRole, SignedIn> = { owner } as never;
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

  /** Pays the built-in test checkout for `plan` as `buyer`, in the organization when `orgId` is given. */
  async function subscribe(buyer: SignedIn, plan: string, orgId?: string) {
    const headers = orgId ? orgHeader(orgId) : {};
    const checkout = await buyer.agent.post('/api/subscription/checkout', { plan_code: plan }, headers);
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const paid = await buyer.agent.post(
      `/api/subscription/checkout/${checkout.body.data.session_id}/complete`,
      {},
      headers,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return paid.body.data;
  }

  it('creates an organization whose creator is the owner; names follow spec 3 §5', async () => {
    const owner = await signUpAndLogIn(t);
    const bad = await owner.agent.post('/api/organizations', { name: 'ab' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(JSON.stringify(bad.body.error)).toContain('3 to 100 characters');
    const script = await owner.agent.post('/api/organizations', { name: 'Barnevern <script>' });
    expect(script.status).toBe(400);

    const created = await owner.agent.post('/api/organizations', { name: '  Bergen kommune (Barnevern) ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Bergen kommune (Barnevern)',
      owner_user_id: owner.userId,
      owner_email: owner.email,
      owner_username: owner.username,
      role: 'owner',
      member_count: 1,
      verified_domain_count: 0,
      subscription: null,
    });
    const mine = (await owner.agent.get('/api/organizations')).body.data;
    expect(mine).toEqual([
      {
        org_id: created.body.data.org_id,
        name: 'Bergen kommune (Barnevern)',
        owner_user_id: owner.userId,
        role: 'owner',
      },
    ]);
  });

  it('adds members by e-mail or username with a role, refuses unknown people, duplicates and bad roles, and pages the list by 20', async () => {
    const owner = await signUpAndLogIn(t);
    const orgId = (await owner.agent.post('/api/organizations', { name: 'Helse Vest' })).body.data.org_id;
    const url = `/api/organizations/${orgId}/members`;
    const byName = await signUpAndLogIn(t);
    const added = await owner.agent.post(url, {
      identifier: byName.username.toUpperCase(),
      identifier_type: 'username',
      role: 'viewer',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ user_id: byName.userId, email: byName.email, role: 'viewer' });
    // The person hears who added them, where and as what (in their language: Norwegian by default).
    const notice = await t.smtp.waitForMail(byName.email, 'Helse Vest');
    expect(notice.subject).toBe('Du er lagt til i en organisasjon i Sladd');
    expect(decodeQuotedPrintable(notice.body)).toContain(
      `${owner.username} har lagt deg til i organisasjonen «Helse Vest» som leser.`,
    );

    const again = await owner.agent.post(url, { identifier: byName.email, role: 'member' });
    expect([again.status, again.body.error.code]).toEqual([409, 'ALREADY_A_MEMBER']);
    const nobody = await owner.agent.post(url, { identifier: 'nobody-here@example.no', role: 'member' });
    expect([nobody.status, nobody.body.error.message]).toEqual([
      404,
      'No Sladd account has this e-mail address. Ask the person to sign up first, then add them.',
    ]);
    // An e-mail address given as a username does not match (the identifier type is honoured).
    const wrongType = await owner.agent.post(url, {
      identifier: byName.email,
      identifier_type: 'username',
      role: 'member',
    });
    expect(wrongType.status).toBe(404);
    const badRole = await owner.agent.post(url, { identifier: byName.email, role: 'superuser' });
    expect(badRole.status).toBe(400);
    expect(JSON.stringify(badRole.body.error)).toContain(
      'Invalid role. Must be owner, admin, reviewer, member, or viewer',
    );
    const secondOwner = await owner.agent.post(url, {
      identifier: (await signUpAndLogIn(t)).email,
      role: 'owner',
    });
    expect([secondOwner.status, secondOwner.body.error.code]).toEqual([403, 'FORBIDDEN']);

    // 22 more people: the list comes 20 to a page, owner first, with the total in meta.
    for (let i = 0; i < 22; i += 1) {
      const made = await makeUser(t.db.kysely);
      expect((await owner.agent.post(url, { identifier: made.email, role: 'member' })).status).toBe(201);
    }
    const first = await owner.agent.get(url);
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta).toEqual({ total_items: 24, page: 1, page_size: 20 });
    expect(first.body.data[0]).toMatchObject({ user_id: owner.userId, role: 'owner' });
    const second = await owner.agent.get(`${url}?page=2`);
    expect(second.body.data).toHaveLength(4);
    const ids = new Set([...first.body.data, ...second.body.data].map((m: { user_id: string }) => m.user_id));
    expect(ids.size).toBe(24);
  });

  describe('every role × every action, through the routes', () => {
    let org: Awaited<ReturnType<typeof makeOrganization>>;
    let outsider: SignedIn;
    let domainId: string;
    beforeAll(async () => {
      org = await makeOrganization('Matrix AS');
      outsider = (await makeOrganization('Outsiders AS')).people.owner;
      await subscribe(org.people.owner, 'business_monthly', org.orgId);
      domainId = (
        await org.people.owner.agent.post(`/api/organizations/${org.orgId}/domains`, {
          domain: 'matrix.example',
        })
      ).body.data.domain_id;
    });

    /** One call per action, made so that a success changes nothing the next call relies on. */
    async function attempt(actor: SignedIn, action: OrganizationAction) {
      const base = `/api/organizations/${org.orgId}`;
      const headers = orgHeader(org.orgId);
      const a = actor.agent;
      switch (action) {
        case 'view_organization':
          return a.get(base);
        case 'view_members':
          return a.get(`${base}/members`);
        case 'read_subscription':
          return a.get(`${base}/subscription`);
        case 'subscribe':
          // The organization already has business_monthly: an allowed buyer hears CONFLICT (409).
          return a.post('/api/subscription/checkout', { plan_code: 'business_monthly' }, headers);
        case 'cancel_subscription': {
          const answer = await a.post('/api/subscription/cancel', {}, headers);
          if (answer.status === 200)
            await org.people.owner.agent.put('/api/subscription/auto-renew', { auto_renew: true }, headers);
          return answer;
        }
        case 'change_auto_renew':
          return a.put('/api/subscription/auto-renew', { auto_renew: true }, headers);
        case 'add_member': {
          const person = await signUpAndLogIn(t);
          return a.post(`${base}/members`, { identifier: person.email, role: 'viewer' });
        }
        case 'remove_member': {
          const person = await signUpAndLogIn(t);
          await org.people.owner.agent.post(`${base}/members`, { identifier: person.email, role: 'viewer' });
          return a.delete(`${base}/members/${person.userId}`);
        }
        case 'change_member_role': {
          const person = await signUpAndLogIn(t);
          await org.people.owner.agent.post(`${base}/members`, { identifier: person.email, role: 'viewer' });
          return a.put(`${base}/members/${person.userId}`, { role: 'member' });
        }
        case 'view_domains':
          return a.get(`${base}/domains`);
        case 'add_domain':
          return a.post(`${base}/domains`, { domain: `d${Math.random().toString(36).slice(2, 8)}.example` });
        case 'verify_domain':
          // No TXT record exists: an allowed caller gets DOMAIN_NOT_VERIFIED (422) from the lookup.
          return a.post(`${base}/domains/${domainId}/verify`);
        case 'remove_domain': {
          const added = await org.people.owner.agent.post(`${base}/domains`, {
            domain: `r${Math.random().toString(36).slice(2, 8)}.example`,
          });
          return a.delete(`${base}/domains/${added.body.data.domain_id}`);
        }
        case 'use_subscription':
          return a.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, { headers });
      }
    }

    /** What an allowed call answers (a few are refused for another reason, which proves the rights check passed). */
    const ALLOWED_STATUS: Partial<Record<OrganizationAction, number>> = {
      subscribe: 409,
      verify_domain: 422,
      add_member: 201,
      add_domain: 201,
    };

    for (const role of ['owner', 'admin', 'member', 'viewer', null] as const) {
      it(`${role ?? 'someone outside'}: each action answers as spec 3 §6 and decision 0031 say`, async () => {
        const actor = role ? org.people[role] : outsider;
        for (const action of ORGANIZATION_ACTIONS) {
          const answer = await attempt(actor, action);
          const allowed = role !== null && ORGANIZATION_RIGHTS[action].roles.includes(role);
          const expected = allowed ? (ALLOWED_STATUS[action] ?? 200) : role === null ? 404 : 403;
          // A viewer does not work on the organization's plan: detection falls back to their own (free) plan.
          const refusal = action === 'use_subscription' && role === 'viewer' ? 'PREMIUM_REQUIRED' : undefined;
          expect(
            { action, status: answer.status, code: answer.body?.error?.code },
            JSON.stringify(answer.body?.error ?? {}),
          ).toMatchObject({ action, status: expected, ...(refusal ? { code: refusal } : {}) });
          if (!allowed && role !== null && action !== 'use_subscription')
            expect(answer.body.error.message).toBe(ORGANIZATION_RIGHTS[action].refusal);
        }
      });
    }

    it("speaks the spec's words to a member who cancels or subscribes", async () => {
      const headers = orgHeader(org.orgId);
      const cancel = await org.people.member.agent.post('/api/subscription/cancel', {}, headers);
      expect([cancel.status, cancel.body.error.message]).toEqual([
        403,
        'Only organization owners and admins can cancel the subscription',
      ]);
      const buy = await org.people.member.agent.post(
        '/api/subscription/checkout',
        { plan_code: 'pro_monthly' },
        headers,
      );
      expect([buy.status, buy.body.error.message]).toEqual([
        403,
        'You are a member of an organization. Please ask your organization owner to manage the subscription.',
      ]);
    });

    it('the owner is not removable and cannot be given or taken; admins do not change admins', async () => {
      const base = `/api/organizations/${org.orgId}/members`;
      const { owner, admin } = org.people;
      // Each refusal comes from the policy the route asks (decision 0056): its words, not just 403.
      const removeOwner = await admin.agent.delete(`${base}/${owner.userId}`);
      expect([removeOwner.status, removeOwner.body.error.message]).toEqual([
        403,
        'The organization owner cannot be removed.',
      ]);
      const leave = await owner.agent.delete(`${base}/${owner.userId}`);
      expect([leave.status, leave.body.error.message]).toEqual([
        403,
        'The organization owner cannot leave it. The owner is not removable (spec 3 §6).',
      ]);
      const demote = await admin.agent.put(`${base}/${owner.userId}`, { role: 'member' });
      expect([demote.status, demote.body.error.message]).toEqual([
        403,
        'The owner role cannot be given or taken away.',
      ]);
      const promote = await owner.agent.put(`${base}/${admin.userId}`, { role: 'owner' });
      expect([promote.status, promote.body.error.message]).toEqual([
        403,
        'The owner role cannot be given or taken away.',
      ]);
      const second = await signUpAndLogIn(t);
      await owner.agent.post(base, { identifier: second.email, role: 'admin' });
      const adminOnAdmin = await admin.agent.delete(`${base}/${second.userId}`);
      expect([adminOnAdmin.status, adminOnAdmin.body.error.message]).toEqual([
        403,
        'Only the organization owner can remove an admin.',
      ]);
      const adminChangesAdmin = await admin.agent.put(`${base}/${second.userId}`, { role: 'viewer' });
      expect([adminChangesAdmin.status, adminChangesAdmin.body.error.message]).toEqual([
        403,
        "Only the organization owner can change an admin's role.",
      ]);
      const nobody = await admin.agent.delete(`${base}/${outsider.userId}`);
      expect([nobody.status, nobody.body.error.message]).toEqual([
        404,
        'This person is not a member of the organization.',
      ]);
      // A member's own removal is leaving, which needs no right beyond membership.
      const secondLeaves = await second.agent.delete(`${base}/${second.userId}`);
      expect([secondLeaves.status, secondLeaves.body.data]).toEqual([200, { removed: true }]);
      expect((await second.agent.get(`/api/organizations/${org.orgId}`)).status).toBe(404);
      const roles = (await owner.agent.get(`${base}?page_size=100`)).body.data;
      expect(roles.find((m: { user_id: string }) => m.user_id === owner.userId).role).toBe('owner');
    });
  });

  it("members of a subscribed organization are premium, and their pages are charged to the organization's plan", async () => {
    const { orgId, people } = await makeOrganization('Sykehuset Innlandet');
    const headers = orgHeader(orgId);
    const { member, viewer, owner } = people;

    // Before the organization subscribes, the member is on their own free plan.
    const locked = await member.agent.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, { headers });
    expect([locked.status, locked.body.error.code]).toEqual([403, 'PREMIUM_REQUIRED']);

    const bought = await subscribe(owner, 'pro_monthly', orgId);
    expect(bought).toMatchObject({
      plan_code: 'pro_monthly',
      is_organization_subscription: true,
      organization_id: orgId,
      organization_name: 'Sykehuset Innlandet',
      user_role_in_organization: 'owner',
    });

    const seen = (await member.agent.get('/api/subscription/current', headers)).body.data;
    expect(seen).toMatchObject({
      status: 'active',
      is_organization_subscription: true,
      organization_name: 'Sykehuset Innlandet',
      user_role_in_organization: 'member',
      usage: { pages_used: 0 },
    });
    const detected = await member.agent.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, {
      headers,
    });
    expect(detected.status).toBe(200);
    const after = (await owner.agent.get(`/api/organizations/${orgId}/subscription`)).body.data;
    expect(after.usage.pages_used).toBe(2);
    // Without the organization header the member works on their own (free) plan again.
    const personal = await member.agent.get('/api/subscription/current');
    expect([personal.status, personal.body.error.code]).toEqual([404, 'NO_SUBSCRIPTION']);

    // A viewer sees the organization's plan on its page but does not work on it.
    const viewerSees = await viewer.agent.get(`/api/organizations/${orgId}/subscription`);
    expect(viewerSees.body.data).toMatchObject({
      plan_code: 'pro_monthly',
      user_role_in_organization: 'viewer',
    });
    const viewerDetect = await viewer.agent.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, {
      headers,
    });
    expect(viewerDetect.body.error.code).toBe('PREMIUM_REQUIRED');
  });

  it('an API key made in an organization acts for it, and stops when its maker leaves the organization', async () => {
    const { orgId, people } = await makeOrganization('Skatteetaten Test');
    await subscribe(people.owner, 'business_monthly', orgId);
    const { member, owner } = people;
    const created = await member.agent.post('/api/api-keys', { name: 'Org script' }, orgHeader(orgId));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      organization_id: orgId,
      organization_name: 'Skatteetaten Test',
    });
    const key: string = created.body.data.key;
    const script = { 'x-api-key': key };
    const detected = await member.agent.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, {
      headers: script,
    });
    expect(detected.status).toBe(200);
    expect(
      (await owner.agent.get(`/api/organizations/${orgId}/subscription`)).body.data.usage.pages_used,
    ).toBe(2);

    // The key cannot be pointed at another organization.
    const other = (await makeOrganization('Annen etat')).orgId;
    const moved = await member.agent.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, {
      headers: { ...script, org_id: other },
    });
    expect(moved.status).toBe(401);

    expect((await owner.agent.delete(`/api/organizations/${orgId}/members/${member.userId}`)).status).toBe(
      200,
    );
    const stopped = await member.agent.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, {
      headers: script,
    });
    expect([stopped.status, stopped.body.error.code]).toEqual([401, 'API_KEY_INVALID']);
  });

  it('a domain goes from pending to verified through a real DNS TXT lookup, and people at it may join as viewers', async () => {
    const domain = `kommune${Date.now().toString(36)}.example`;
    const { orgId, people } = await makeOrganization('Domene kommune');
    const base = `/api/organizations/${orgId}/domains`;
    const bad = await people.owner.agent.post(base, { domain: 'https://not a domain/' });
    expect(bad.status).toBe(400);
    const added = await people.admin.agent.post(base, { domain: `  ${domain.toUpperCase()} ` });
    expect(added.status).toBe(201);
    const pending = added.body.data;
    expect(pending).toMatchObject({
      domain,
      verified: false,
      verified_at: null,
      txt_record: {
        name: `_sladd-verification.${domain}`,
        value: `sladd-verification=${pending.verification_token}`,
      },
    });

    const early = await people.admin.agent.post(`${base}/${pending.domain_id}/verify`);
    expect([early.status, early.body.error.code]).toEqual([422, 'DOMAIN_NOT_VERIFIED']);
    expect(early.body.error.message).toContain(`No TXT record was found at _sladd-verification.${domain}`);
    dns.setTxt(pending.txt_record.name, ['v=spf1 -all']);
    const wrong = await people.admin.agent.post(`${base}/${pending.domain_id}/verify`);
    expect(wrong.body.error.message).toContain('do not hold');

    dns.setTxt(pending.txt_record.name, ['v=spf1 -all', pending.txt_record.value]);
    const verified = await people.admin.agent.post(`${base}/${pending.domain_id}/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ domain, verified: true });
    expect(
      (await people.member.agent.get(`/api/organizations/${orgId}`)).body.data.verified_domain_count,
    ).toBe(1);

    // Another organization cannot claim it.
    const rival = await makeOrganization('Rival kommune');
    const claim = await rival.people.owner.agent.post(`/api/organizations/${rival.orgId}/domains`, {
      domain,
    });
    expect([claim.status, claim.body.error.code]).toEqual([409, 'DOMAIN_TAKEN']);

    // Someone whose e-mail is at the domain is offered the organization and joins as a viewer.
    const colleague = await signUpAndLogIn(t, { emailDomain: domain });
    const offered = (await colleague.agent.get('/api/organizations/suggested')).body.data;
    expect(offered).toEqual([{ org_id: orgId, name: 'Domene kommune', domain }]);
    const joined = await colleague.agent.post(`/api/organizations/${orgId}/join`);
    expect(joined.body.data).toMatchObject({ org_id: orgId, role: 'viewer' });
    expect((await colleague.agent.get('/api/organizations/suggested')).body.data).toEqual([]);
    // Someone elsewhere cannot join it.
    const stranger = await signUpAndLogIn(t);
    expect((await stranger.agent.post(`/api/organizations/${orgId}/join`)).status).toBe(404);

    // The record is taken down: the next person cannot join, and the domain is pending again.
    dns.clear(pending.txt_record.name);
    const late = await signUpAndLogIn(t, { emailDomain: domain });
    const lapsed = await late.agent.post(`/api/organizations/${orgId}/join`);
    expect([lapsed.status, lapsed.body.error.code]).toEqual([422, 'DOMAIN_NOT_VERIFIED']);
    expect((await people.owner.agent.get(base)).body.data[0]).toMatchObject({ domain, verified: false });
    expect((await late.agent.get('/api/organizations/suggested')).body.data).toEqual([]);

    expect((await people.owner.agent.delete(`${base}/${pending.domain_id}`)).body.data).toEqual({
      removed: true,
    });
    expect((await people.owner.agent.get(base)).body.data).toEqual([]);
  });

  it("tenant isolation: every role of another organization gets 404 for this organization's members, domains, subscription, history and keys", async () => {
    const a = await makeOrganization('Tenant A');
    const b = await makeOrganization('Tenant B');
    await subscribe(a.people.owner, 'pro_monthly', a.orgId);
    const domain = (
      await a.people.owner.agent.post(`/api/organizations/${a.orgId}/domains`, { domain: 'tenant-a.example' })
    ).body.data.domain_id;
    const key = (await a.people.member.agent.post('/api/api-keys', { name: 'A key' }, orgHeader(a.orgId)))
      .body.data.id;
    const base = `/api/organizations/${a.orgId}`;
    const headers = orgHeader(a.orgId);
    for (const role of ['owner', 'admin', 'member', 'viewer'] as const) {
      const agent = b.people[role].agent;
      const answers = {
        organization: await agent.get(base),
        members: await agent.get(`${base}/members`),
        addMember: await agent.post(`${base}/members`, { identifier: b.people.viewer.email, role: 'member' }),
        role: await agent.put(`${base}/members/${a.people.member.userId}`, { role: 'viewer' }),
        remove: await agent.delete(`${base}/members/${a.people.member.userId}`),
        subscription: await agent.get(`${base}/subscription`),
        domains: await agent.get(`${base}/domains`),
        addDomain: await agent.post(`${base}/domains`, { domain: 'intruder.example' }),
        verify: await agent.post(`${base}/domains/${domain}/verify`),
        removeDomain: await agent.delete(`${base}/domains/${domain}`),
        // The organization as context of workspace, subscription and history calls.
        current: await agent.get('/api/subscription/current', headers),
        cancel: await agent.post('/api/subscription/cancel', {}, headers),
        history: await agent.get('/api/documents', headers),
        detect: await agent.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, { headers }),
        keys: await agent.get('/api/api-keys', headers),
        deleteKey: await agent.delete(`/api/api-keys/${key}`),
      };
      for (const [call, answer] of Object.entries(answers))
        expect({ role, call, status: answer.status }).toEqual({ role, call, status: 404 });
    }
    // Nothing changed in A.
    expect((await a.people.owner.agent.get(base)).body.data.member_count).toBe(4);
    expect((await a.people.owner.agent.get(`${base}/domains`)).body.data).toHaveLength(1);
    expect((await a.people.member.agent.get('/api/api-keys')).body.data).toHaveLength(1);
  });

  it('defences: admins make no admins, removal revokes org keys and blocks rejoining by domain, owners cannot delete an account that still pays', async () => {
    const domain = `defence${Date.now().toString(36)}.example`;
    const { orgId, people } = await makeOrganization('Forsvar AS');
    const { owner, admin } = people;
    const members = `/api/organizations/${orgId}/members`;

    // An admin neither adds an admin nor promotes someone to admin (only the owner makes admins).
    const newcomer = await signUpAndLogIn(t);
    const addAdmin = await admin.agent.post(members, { identifier: newcomer.email, role: 'admin' });
    expect([addAdmin.status, addAdmin.body.error.message]).toEqual([
      403,
      'Only the organization owner can make someone an admin.',
    ]);
    expect((await admin.agent.post(members, { identifier: newcomer.email, role: 'member' })).status).toBe(
      201,
    );
    const promote = await admin.agent.put(`${members}/${newcomer.userId}`, { role: 'admin' });
    expect([promote.status, promote.body.error.message]).toEqual([
      403,
      'Only the organization owner can make someone an admin.',
    ]);

    // The organization verifies a domain; a colleague at it joins, makes a key, and is removed.
    const added = (await owner.agent.post(`/api/organizations/${orgId}/domains`, { domain })).body.data;
    dns.setTxt(added.txt_record.name, [added.txt_record.value]);
    expect(
      (await owner.agent.post(`/api/organizations/${orgId}/domains/${added.domain_id}/verify`)).status,
    ).toBe(200);
    await subscribe(owner, 'business_monthly', orgId);
    const colleague = await signUpAndLogIn(t, { emailDomain: domain });
    expect((await colleague.agent.post(`/api/organizations/${orgId}/join`)).status).toBe(200);
    await owner.agent.put(`${members}/${colleague.userId}`, { role: 'member' });
    const key = (await colleague.agent.post('/api/api-keys', { name: 'Colleague key' }, orgHeader(orgId)))
      .body.data.key as string;
    const withKey = () =>
      colleague.agent.upload('/api/batch/multi_detect', CASE, FAST_DETECT_FORM, {
        headers: { 'x-api-key': key },
      });
    expect((await withKey()).status).toBe(200);

    expect((await owner.agent.delete(`${members}/${colleague.userId}`)).status).toBe(200);
    // The session is not a member any more, the key is gone, and the domain does not let them back in.
    expect((await colleague.agent.get(`/api/organizations/${orgId}`)).status).toBe(404);
    expect((await withKey()).body.error.code).toBe('API_KEY_INVALID');
    expect((await colleague.agent.get('/api/api-keys')).body.data).toEqual([]);
    expect((await colleague.agent.get('/api/organizations/suggested')).body.data).toEqual([]);
    expect((await colleague.agent.post(`/api/organizations/${orgId}/join`)).status).toBe(404);
    // Re-added by the owner, they are a member again, and the old key stays dead.
    expect((await owner.agent.post(members, { identifier: colleague.email, role: 'member' })).status).toBe(
      201,
    );
    expect((await withKey()).body.error.code).toBe('API_KEY_INVALID');

    // The owner cannot delete the account while the organization's plan runs (nobody could cancel it).
    const refused = await owner.agent.delete('/api/users/me', { password: 'Sladd-Test1', confirm: 'DELETE' });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'CONFLICT']);
    expect(refused.body.error.message).toContain('Forsvar AS');
    expect((await admin.agent.get(`/api/organizations/${orgId}`)).status).toBe(200);
  });

  it('refuses unverified accounts, too many organizations, a malformed or foreign org_id, and better-auth routes of its own', async () => {
    const owner = await signUpAndLogIn(t);
    const orgId = (await owner.agent.post('/api/organizations', { name: 'Grenser AS' })).body.data.org_id;
    const unverifiedUser = await makeUser(t.db.kysely, { verified: false });
    const unverified = await owner.agent.post(`/api/organizations/${orgId}/members`, {
      identifier: unverifiedUser.email,
      role: 'member',
    });
    expect(unverified.status).toBe(404);

    for (let i = 2; i <= 5; i += 1)
      expect((await owner.agent.post('/api/organizations', { name: `Grenser ${i}` })).status).toBe(201);
    const sixth = await owner.agent.post('/api/organizations', { name: 'Grenser 6' });
    expect([sixth.status, sixth.body.error.code]).toEqual([409, 'TOO_MANY_ORGANIZATIONS']);

    const long = await owner.agent.get('/api/subscription/plans', { org_id: 'x'.repeat(65) });
    expect(long.status).toBe(200); // a public route reads no organization
    expect((await owner.agent.get('/api/settings', { org_id: 'x'.repeat(65) })).status).toBe(404);
    expect((await owner.agent.get('/api/settings', { 'x-org-id': 'not-mine' })).status).toBe(404);
    expect((await owner.agent.get('/api/settings', { 'x-org-id': orgId })).status).toBe(200);

    for (const path of [
      '/api/auth/organization/create',
      '/api/auth/organization/update-member-role',
      '/api/auth/organization/set-active',
    ]) {
      const answer = await owner.agent.post(path, { name: 'Bypass', slug: 'bypass', organizationId: orgId });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it("an owner's organizations go with the owner's account", async () => {
    const { orgId, people } = await makeOrganization('Kortlivet AS');
    const deleted = await people.owner.agent.delete('/api/users/me', {
      password: 'Sladd-Test1',
      confirm: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect((await people.member.agent.get(`/api/organizations/${orgId}`)).status).toBe(404);
    expect((await people.member.agent.get('/api/organizations')).body.data).toEqual([]);
  });
});
