import { MAX_ORGANIZATION_LEGAL_CODES, LEGAL_CODE_SETS, type OrganizationRole } from '@sladd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../test/agent.ts';
import { makeOrganizationWithEveryRole, signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createOrganizationsService } from '../organizations/organizations.service.ts';
import { createLegalBasesService } from './legal-bases.service.ts';

type Who = OrganizationRole | 'outsider' | 'anonymous';
const EVERYONE: readonly Who[] = ['owner', 'admin', 'reviewer', 'member', 'viewer', 'outsider', 'anonymous'];
const [FIRST_SET, SECOND_SET] = LEGAL_CODE_SETS;
const BUILT_IN_CODE = FIRST_SET!.codes[0]!;
const code = (id: string, label = 'Intern') => ({
  id,
  label,
  citation: `Intern rutine ${id}`,
  title: 'Internt arbeidsdokument',
  language: 'nb',
});

describe.each(testDialects())('legal bases on %s', (dialect) => {
  let t: TestApp;
  let outsider: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    outsider = await signUpAndLogIn(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function makeOrganization(name: string) {
    const { orgId, people } = await makeOrganizationWithEveryRole(t, name);
    const agentOf = (who: Who): Agent =>
      who === 'anonymous' ? createAgent(t.app) : who === 'outsider' ? outsider.agent : people[who].agent;
    return { orgId, people, agentOf };
  }

  /** Each caller's status for one request, as a record (so a failure shows the whole table). */
  async function statuses(
    agentOf: (who: Who) => Agent,
    send: (agent: Agent, who: Who) => Promise<{ status: number }>,
  ) {
    const seen: Partial<Record<Who, number>> = {};
    for (const who of EVERYONE) seen[who] = (await send(agentOf(who), who)).status;
    return seen;
  }

  it('role table: every member reads, owners and admins manage, outsiders get 404, no session 401', async () => {
    const { orgId, agentOf } = await makeOrganization('Rettsgrunnlag roller');
    const base = `/api/organizations/${orgId}/legal-bases`;
    const readers = {
      owner: 200,
      admin: 200,
      reviewer: 200,
      member: 200,
      viewer: 200,
      outsider: 404,
      anonymous: 401,
    };
    const managers = (ok: number) => ({
      owner: ok,
      admin: ok,
      reviewer: 403,
      member: 403,
      viewer: 403,
      outsider: 404,
      anonymous: 401,
    });

    expect(await statuses(agentOf, (agent) => agent.get(base))).toEqual(readers);
    expect(
      await statuses(agentOf, (agent) => agent.put(`${base}/sets`, { enabled_sets: [FIRST_SET!.id] })),
    ).toEqual(managers(200));
    expect(await statuses(agentOf, (agent, who) => agent.post(`${base}/codes`, code(`org-${who}`)))).toEqual(
      managers(201),
    );
    expect(
      await statuses(agentOf, (agent) => agent.put(`${base}/codes/org-owner`, code('org-owner', 'Endret'))),
    ).toEqual(managers(200));
    expect(await statuses(agentOf, (agent) => agent.delete(`${base}/codes/org-admin`))).toEqual(
      managers(200),
    );
    // The codes list is everybody's (outsiders too: every built-in set); it needs a session.
    expect(await statuses(agentOf, (agent) => agent.get('/api/legal-bases'))).toEqual({
      ...readers,
      outsider: 200,
    });
    // Asking for the organization's codes: members only (the org_id header of a non-member is 404).
    expect(await statuses(agentOf, (agent) => agent.get('/api/legal-bases', { org_id: orgId }))).toEqual(
      readers,
    );

    // Refusals say why.
    const refused = await agentOf('member').post(`${base}/codes`, code('org-x'));
    expect(refused.body.error).toMatchObject({
      code: 'FORBIDDEN',
      message: "Only organization owners and admins can change the organization's legal bases",
    });
    expect((await agentOf('outsider').get(base)).body.error.code).toBe('NOT_FOUND');
  });

  it('outside an organization every built-in set is offered; an organization chooses its sets and adds its codes', async () => {
    const everything = await outsider.agent.get('/api/legal-bases');
    expect(everything.status).toBe(200);
    expect(everything.body.data.sets.map((set: { id: string }) => set.id)).toEqual(
      LEGAL_CODE_SETS.map((set) => set.id),
    );
    expect(everything.body.data.codes).toHaveLength(
      LEGAL_CODE_SETS.reduce((sum, set) => sum + set.codes.length, 0),
    );
    expect(everything.body.data.codes[0]).toEqual({
      id: BUILT_IN_CODE.id,
      set: FIRST_SET!.id,
      origin: 'built_in',
      label: BUILT_IN_CODE.label,
      citation: BUILT_IN_CODE.citation,
      title: BUILT_IN_CODE.title,
      language: FIRST_SET!.language,
    });

    const { orgId, people } = await makeOrganization('Rettsgrunnlag valg');
    const base = `/api/organizations/${orgId}/legal-bases`;
    const inOrg = { org_id: orgId };
    // Until it chooses, the organization shows every set.
    const fresh = await people.viewer.agent.get(base);
    expect(fresh.body.data.sets.every((set: { enabled: boolean }) => set.enabled)).toBe(true);
    expect(fresh.body.data.codes).toEqual([]);

    const chosen = await people.admin.agent.put(`${base}/sets`, { enabled_sets: [SECOND_SET!.id] });
    expect(chosen.status).toBe(200);
    expect(
      chosen.body.data.sets
        .filter((set: { enabled: boolean }) => set.enabled)
        .map((set: { id: string }) => set.id),
    ).toEqual([SECOND_SET!.id]);
    const added = await people.owner.agent.post(`${base}/codes`, code('org-internt', 'Internt'));
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ id: 'org-internt', label: 'Internt', retired_at: null });
    await people.owner.agent.post(`${base}/codes`, code('org-gammel', 'Gammel'));
    await people.owner.agent.delete(`${base}/codes/org-gammel`);

    const usable = await people.member.agent.get('/api/legal-bases', inOrg);
    expect(usable.body.data.sets.map((set: { id: string }) => set.id)).toEqual([SECOND_SET!.id]);
    const ids = usable.body.data.codes.map((c: { id: string }) => c.id);
    expect(ids).toEqual([...SECOND_SET!.codes.map((c) => c.id), 'org-internt']);
    expect(usable.body.data.codes.at(-1)).toMatchObject({ set: 'organization', origin: 'organization' });
    // The same person without the header works outside the organization: every set, no org codes.
    const personal = await people.member.agent.get('/api/legal-bases');
    expect(personal.body.data.codes.map((c: { id: string }) => c.id)).not.toContain('org-internt');

    // Retired codes are listed for the organization, with when; editing with retired: false brings one back.
    const listed = await people.viewer.agent.get(base);
    expect(listed.body.data.codes.find((c: { id: string }) => c.id === 'org-gammel').retired_at).toEqual(
      expect.any(String),
    );
    const back = await people.admin.agent.put(`${base}/codes/org-gammel`, {
      ...code('org-gammel'),
      retired: false,
    });
    expect(back.body.data).toMatchObject({ retired_at: null, label: 'Intern' });
    const again = await people.member.agent.get('/api/legal-bases', inOrg);
    expect(again.body.data.codes.map((c: { id: string }) => c.id)).toContain('org-gammel');

    // No sets at all: only the organization's own codes.
    await people.owner.agent.put(`${base}/sets`, { enabled_sets: [] });
    const own = await people.member.agent.get('/api/legal-bases', inOrg);
    expect(own.body.data.codes.map((c: { id: string }) => c.id)).toEqual(['org-gammel', 'org-internt']);
  });

  it('validates codes: label length, id form, duplicates, unknown sets, unknown codes', async () => {
    const { orgId, people } = await makeOrganization('Rettsgrunnlag sjekk');
    const base = `/api/organizations/${orgId}/legal-bases`;
    const { agent } = people.owner;

    const long = await agent.post(`${base}/codes`, code('org-lang', 'x'.repeat(25)));
    expect([long.status, long.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(long.body.error.message).toContain('at most 24 characters');
    expect((await agent.post(`${base}/codes`, code('org-lang', 'x'.repeat(24)))).status).toBe(201);

    for (const id of [
      'no-offl-13',
      BUILT_IN_CODE.id,
      'org-',
      'org-Stor',
      'org-æøå',
      `org-${'a'.repeat(61)}`,
      'org x',
    ]) {
      const bad = await agent.post(`${base}/codes`, code(id));
      expect([id, bad.status, bad.body.error.code]).toEqual([id, 400, 'VALIDATION_ERROR']);
    }
    const empty = await agent.post(`${base}/codes`, { ...code('org-tom'), citation: '   ' });
    expect(empty.status).toBe(400);
    const language = await agent.post(`${base}/codes`, { ...code('org-sprak'), language: 'de' });
    expect(language.status).toBe(400);

    const duplicate = await agent.post(`${base}/codes`, code('org-lang'));
    expect([duplicate.status, duplicate.body.error.code]).toEqual([409, 'CONFLICT']);
    // A retired code's id is not reused either.
    await agent.delete(`${base}/codes/org-lang`);
    expect((await agent.post(`${base}/codes`, code('org-lang'))).status).toBe(409);

    const unknownSet = await agent.put(`${base}/sets`, { enabled_sets: [FIRST_SET!.id, 'xx-nowhere'] });
    expect([unknownSet.status, unknownSet.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(unknownSet.body.error.message).toContain('xx-nowhere');

    const missing = await agent.put(`${base}/codes/org-finnes-ikke`, code('org-finnes-ikke'));
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await agent.delete(`${base}/codes/org-finnes-ikke`)).status).toBe(404);
    // Another organization's code is not this one's.
    const other = await makeOrganization('Rettsgrunnlag annen');
    expect(
      (await other.people.owner.agent.delete(`/api/organizations/${other.orgId}/legal-bases/codes/org-lang`))
        .status,
    ).toBe(404);
  });

  it('resolves built-in and organization codes, retired ones included; an unknown id is 400 naming it', async () => {
    const { orgId, people } = await makeOrganization('Rettsgrunnlag oppslag');
    const base = `/api/organizations/${orgId}/legal-bases`;
    await people.owner.agent.post(`${base}/codes`, code('org-arkiv', 'Arkiv'));
    await people.owner.agent.post(`${base}/codes`, code('org-utgatt', 'Utgått'));
    await people.owner.agent.delete(`${base}/codes/org-utgatt`);
    // Hiding a set does not stop its codes resolving (marks made before still read right).
    await people.owner.agent.put(`${base}/sets`, { enabled_sets: [SECOND_SET!.id] });

    const organizations = createOrganizationsService({ db: t.db.kysely } as never);
    const service = createLegalBasesService({ db: t.db.kysely, organizations });
    const membership = await service.membershipOf(people.member.userId, orgId);
    const actor = { userId: people.member.userId, organization: membership };

    const resolved = await service.resolveLegalCodes(actor, [
      BUILT_IN_CODE.id,
      'org-arkiv',
      'org-utgatt',
      'org-arkiv',
    ]);
    expect([...resolved.keys()].sort()).toEqual([BUILT_IN_CODE.id, 'org-arkiv', 'org-utgatt'].sort());
    expect(resolved.get(BUILT_IN_CODE.id)).toMatchObject({
      label: BUILT_IN_CODE.label,
      citation: BUILT_IN_CODE.citation,
      title: BUILT_IN_CODE.title,
    });
    expect(resolved.get('org-utgatt')).toMatchObject({
      label: 'Utgått',
      citation: 'Intern rutine org-utgatt',
    });

    await expect(service.resolveLegalCodes(actor, ['org-arkiv', 'org-ukjent'])).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('org-ukjent'),
    });
    // Outside the organization (or in another one) its codes are unknown.
    await expect(
      service.resolveLegalCodes({ userId: people.member.userId }, ['org-arkiv']),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('org-arkiv') });
    expect((await service.resolveLegalCodes({ userId: outsider.userId }, [BUILT_IN_CODE.id])).size).toBe(1);
    expect((await service.resolveLegalCodes(actor, [])).size).toBe(0);
  });

  it("API keys read the codes for the key's organization, and nothing else", async () => {
    const { orgId, people } = await makeOrganization('Rettsgrunnlag nøkkel');
    const checkout = await people.owner.agent.post(
      '/api/subscription/checkout',
      { plan_code: 'business_monthly' },
      { org_id: orgId },
    );
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    await people.owner.agent.post(
      `/api/subscription/checkout/${checkout.body.data.session_id}/complete`,
      {},
      { org_id: orgId },
    );
    const base = `/api/organizations/${orgId}/legal-bases`;
    await people.owner.agent.post(`${base}/codes`, code('org-sak', 'Sak'));
    const created = await people.member.agent.post(
      '/api/api-keys',
      { name: 'Sakssystem' },
      { org_id: orgId },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const script = createAgent(t.app);
    const key = { 'x-api-key': created.body.data.key as string };

    const usable = await script.get('/api/legal-bases', key);
    expect(usable.status).toBe(200);
    expect(usable.body.data.codes.map((c: { id: string }) => c.id)).toContain('org-sak');
    expect((await script.get(base, key)).status).toBe(200);
    // Writes need a session.
    const write = await script.post(`${base}/codes`, code('org-skript'), key);
    expect([write.status, write.body.error.code]).toEqual([401, 'API_KEY_NOT_ALLOWED']);
    // The key acts for its organization only, even for one its maker belongs to.
    const other = await makeOrganization('Rettsgrunnlag andre');
    await other.people.owner.agent.post(`/api/organizations/${other.orgId}/members`, {
      identifier: people.member.email,
      role: 'member',
    });
    const elsewhere = await script.get(`/api/organizations/${other.orgId}/legal-bases`, key);
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([401, 'API_KEY_NOT_ALLOWED']);
  });

  it('holds at most 500 codes, retired ones included, even when two adds race past the count', async () => {
    const { orgId, people } = await makeOrganization('Rettsgrunnlag tak');
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('organization_legal_codes')
      .values(
        Array.from({ length: MAX_ORGANIZATION_LEGAL_CODES - 1 }, (_, i) => ({
          organization_id: orgId,
          ...code(`org-fyll-${i}`),
          created_at: now,
          updated_at: now,
          retired_at: i % 2 === 0 ? now : null,
        })),
      )
      .execute();
    const base = `/api/organizations/${orgId}/legal-bases/codes`;
    const [a, b] = await Promise.all([
      people.owner.agent.post(base, code('org-kapp-a')),
      people.admin.agent.post(base, code('org-kappl-b')),
    ]);
    expect([a.status, b.status].filter((status) => status === 201).length).toBeLessThanOrEqual(1);
    const count = await t.db.kysely
      .selectFrom('organization_legal_codes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('organization_id', '=', orgId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeLessThanOrEqual(MAX_ORGANIZATION_LEGAL_CODES);
    // Both refused (each saw the other) leaves room for one more; then the cap holds.
    if (Number(count.n) < MAX_ORGANIZATION_LEGAL_CODES)
      expect((await people.owner.agent.post(base, code('org-siste'))).status).toBe(201);
    const full = await people.owner.agent.post(base, code('org-en-til'));
    expect([full.status, full.body.error.message]).toEqual([
      409,
      `An organization holds at most ${MAX_ORGANIZATION_LEGAL_CODES} codes, retired ones included.`,
    ]);
  });
});
