import { AUDIT_CSV_COLUMNS, type OrganizationRole } from '@sladd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../test/agent.ts';
import { makeOrganizationWithEveryRole, signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { deriveKey } from '../../platform/field-cipher.ts';
import { createOrganizationsService } from '../organizations/organizations.service.ts';
import { createAccountsService } from '../users/accounts.service.ts';
import { createAuditService } from './audit.service.ts';

type Who = OrganizationRole | 'outsider' | 'anonymous';
const EVERYONE: readonly Who[] = ['owner', 'admin', 'reviewer', 'member', 'viewer', 'outsider', 'anonymous'];
const OWNERS_AND_ADMINS = (ok: number) => ({
  owner: ok,
  admin: ok,
  reviewer: 403,
  member: 403,
  viewer: 403,
  outsider: 404,
  anonymous: 401,
});
const FILE_NAME = 'Barnevernsak Ola Nordmann, 2026.pdf';
const DAY = 86_400_000;

describe.each(testDialects())('the audit trail on %s', (dialect) => {
  let t: TestApp;
  let outsider: SignedIn;
  /** The audit service as app.ts makes it (same database, same key), with a clock the test sets. */
  let clock: Date | undefined;
  let audit: ReturnType<typeof createAuditService>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    outsider = await signUpAndLogIn(t);
    audit = createAuditService({
      db: t.db.kysely,
      nameKey: deriveKey(t.config.authSecret, 'audit-document-names-v1'),
      accounts: createAccountsService(t.db.kysely),
      organizations: createOrganizationsService({ db: t.db.kysely } as never),
      now: () => clock ?? new Date(),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function makeOrganization(name: string) {
    const { orgId, people } = await makeOrganizationWithEveryRole(t, name);
    const agentOf = (who: Who): Agent =>
      who === 'anonymous' ? createAgent(t.app) : who === 'outsider' ? outsider.agent : people[who].agent;
    const actor = async (role: OrganizationRole) => ({
      userId: people[role].userId,
      organization: await audit.membershipOf(people[role].userId, orgId),
    });
    return { orgId, people, agentOf, actor };
  }

  async function statuses(agentOf: (who: Who) => Agent, send: (agent: Agent) => Promise<{ status: number }>) {
    const seen: Partial<Record<Who, number>> = {};
    for (const who of EVERYONE) seen[who] = (await send(agentOf(who))).status;
    return seen;
  }

  it('role table: owners and admins read and export the trail and set its retention', async () => {
    const { orgId, agentOf } = await makeOrganization('Revisjon roller');
    const base = `/api/organizations/${orgId}`;
    expect(await statuses(agentOf, (agent) => agent.get(`${base}/audit-events`))).toEqual(
      OWNERS_AND_ADMINS(200),
    );
    expect(await statuses(agentOf, (agent) => agent.get(`${base}/audit-events.csv`))).toEqual(
      OWNERS_AND_ADMINS(200),
    );
    expect(await statuses(agentOf, (agent) => agent.get(`${base}/audit-settings`))).toEqual(
      OWNERS_AND_ADMINS(200),
    );
    expect(
      await statuses(agentOf, (agent) => agent.put(`${base}/audit-settings`, { retention_days: 90 })),
    ).toEqual(OWNERS_AND_ADMINS(200));
    const refused = await agentOf('member').get(`${base}/audit-events`);
    expect(refused.body.error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only organization owners and admins can see the audit trail',
    });
  });

  it('records who did what with which document and codes, by name hash only; lists, filters and pages', async () => {
    const { orgId, people, actor } = await makeOrganization('Revisjon liste');
    const member = await actor('member');
    const admin = await actor('admin');
    const documentHash = 'AB'.repeat(32);
    clock = new Date('2026-11-01T10:00:00.000Z');
    await audit.recordAuditEvent(member, {
      action: 'marked',
      fileName: FILE_NAME,
      documentHash,
      codes: ['no-offl-13', 'org-intern', 'no-offl-13'],
    });
    clock = new Date('2026-11-02T10:00:00.000Z');
    await audit.recordAuditEvent(member, { action: 'submitted', fileName: FILE_NAME, codes: ['no-offl-13'] });
    clock = new Date('2026-11-03T10:00:00.000Z');
    await audit.recordAuditEvent(admin, { action: 'approved', fileName: FILE_NAME });
    await audit.recordAuditEvent(admin, { action: 'released', fileName: 'annen.pdf' });
    clock = undefined;
    // Outside an organization there is no trail to write to.
    await audit.recordAuditEvent({ userId: outsider.userId }, { action: 'redacted', fileName: FILE_NAME });
    await expect(
      audit.recordAuditEvent(member, { action: 'marked', fileName: FILE_NAME, documentHash: 'not-a-hash' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });

    const base = `/api/organizations/${orgId}/audit-events`;
    const all = await people.admin.agent.get(base);
    expect(all.status).toBe(200);
    expect(all.body.meta).toMatchObject({ total_items: 4, page: 1, page_size: 50 });
    expect(all.body.data.map((e: { action: string }) => e.action)).toEqual([
      expect.stringMatching(/approved|released/),
      expect.stringMatching(/approved|released/),
      'submitted',
      'marked',
    ]);
    const marked = all.body.data[3];
    expect(marked).toMatchObject({
      at: '2026-11-01T10:00:00.000Z',
      action: 'marked',
      actor_user_id: people.member.userId,
      actor_username: people.member.username,
      document_name_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      document_hash: documentHash.toLowerCase(),
      codes: ['no-offl-13', 'org-intern'],
    });
    expect(all.body.data[2].document_name_hash).toBe(marked.document_name_hash);
    expect(JSON.stringify(all.body)).not.toContain('Nordmann');
    // Nor is the name anywhere in the table.
    const stored = await t.db.kysely.selectFrom('audit_events').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('Nordmann');

    const byAction = await people.owner.agent.get(`${base}?action=submitted`);
    expect(byAction.body.data.map((e: { action: string }) => e.action)).toEqual(['submitted']);
    const byDay = await people.owner.agent.get(`${base}?from=2026-11-02&to=2026-11-02`);
    expect(byDay.body.data.map((e: { action: string }) => e.action)).toEqual(['submitted']);
    const since = await people.owner.agent.get(`${base}?from=2026-11-02T10:00:00Z`);
    expect(since.body.meta.total_items).toBe(3);
    const byName = await people.owner.agent.get(`${base}?document_name=${encodeURIComponent(FILE_NAME)}`);
    expect(byName.body.meta.total_items).toBe(3);
    // The same steps by the hash an event shows, without the name in the URL.
    const byHash = await people.owner.agent.get(`${base}?document_name_hash=${marked.document_name_hash}`);
    expect(byHash.body.meta.total_items).toBe(3);
    const byBadHash = await people.owner.agent.get(`${base}?document_name_hash=Kari`);
    expect(byBadHash.status).toBe(400);
    const paged = await people.owner.agent.get(`${base}?page=2&page_size=3`);
    expect([paged.body.data.length, paged.body.data[0].action]).toEqual([1, 'marked']);
    const bad = await people.owner.agent.get(`${base}?from=yesterday`);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const badAction = await people.owner.agent.get(`${base}?action=deleted`);
    expect(badAction.status).toBe(400);

    // Another organization's trail holds none of it, and the same name hashes differently there.
    const other = await makeOrganization('Revisjon annen');
    await audit.recordAuditEvent(await other.actor('member'), { action: 'marked', fileName: FILE_NAME });
    const theirs = await other.people.owner.agent.get(`/api/organizations/${other.orgId}/audit-events`);
    expect(theirs.body.meta.total_items).toBe(1);
    expect(theirs.body.data[0].document_name_hash).not.toBe(marked.document_name_hash);
  });

  it('exports the trail as CSV: oldest first, escaped, with the filters, never a plain name', async () => {
    const { orgId, people, actor } = await makeOrganization('Revisjon eksport');
    const member = await actor('member');
    clock = new Date('2026-10-01T08:00:00.000Z');
    await audit.recordAuditEvent(member, {
      action: 'marked',
      fileName: FILE_NAME,
      codes: ['uk-foi-s40', 'no-offl-13'],
    });
    clock = new Date('2026-10-02T08:00:00.000Z');
    await audit.recordAuditEvent(member, { action: 'redacted', fileName: '=HYPERLINK("x").pdf' });
    clock = undefined;

    const csv = await people.owner.agent.get(`/api/organizations/${orgId}/audit-events.csv`);
    expect(csv.status).toBe(200);
    expect(csv.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.raw.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.raw.body.split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4); // header, two events, the final line break
    const first = lines[1]!.split(',');
    expect(first).toEqual([
      '2026-10-01T08:00:00.000Z',
      'marked',
      people.member.userId,
      people.member.username,
      expect.stringMatching(/^[0-9a-f]{64}$/),
      '',
      'no-offl-13 uk-foi-s40',
    ]);
    expect(lines[2]).toContain(',redacted,');
    expect(csv.raw.body).not.toContain('Nordmann');
    expect(csv.raw.body).not.toContain('HYPERLINK');

    const filtered = await people.admin.agent.get(
      `/api/organizations/${orgId}/audit-events.csv?action=redacted`,
    );
    expect(filtered.raw.body.split('\r\n')).toHaveLength(3);
    const bad = await people.admin.agent.get(`/api/organizations/${orgId}/audit-events.csv?to=soon`);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('keeps events for the retention period: 30 to 3650 days, default 365, older ones hidden and swept', async () => {
    const short = await makeOrganization('Revisjon kort');
    const long = await makeOrganization('Revisjon lang');
    const settings = `/api/organizations/${short.orgId}/audit-settings`;
    expect((await short.people.owner.agent.get(settings)).body.data).toEqual({ retention_days: 365 });
    for (const days of [29, 3651, 1.5]) {
      const refused = await short.people.owner.agent.put(settings, { retention_days: days });
      expect([days, refused.status, refused.body.error?.code]).toEqual([days, 400, 'VALIDATION_ERROR']);
    }
    expect((await short.people.admin.agent.put(settings, { retention_days: 30 })).body.data).toEqual({
      retention_days: 30,
    });
    expect((await short.people.owner.agent.get(settings)).body.data).toEqual({ retention_days: 30 });

    const now = Date.now();
    for (const org of [short, long]) {
      const member = await org.actor('member');
      for (const age of [400, 40, 1]) {
        clock = new Date(now - age * DAY);
        await audit.recordAuditEvent(member, { action: 'marked', fileName: `${age}.pdf` });
      }
    }
    clock = undefined;
    const count = async (orgId: string) =>
      Number(
        (
          await t.db.kysely
            .selectFrom('audit_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('organization_id', '=', orgId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Shown only within the period, whether or not the sweep has run yet.
    const shown = async (org: typeof short) =>
      (await org.people.owner.agent.get(`/api/organizations/${org.orgId}/audit-events`)).body.meta
        .total_items;
    expect([await shown(short), await shown(long)]).toEqual([1, 2]);

    await audit.sweep();
    expect([await count(short.orgId), await count(long.orgId)]).toEqual([1, 2]);
    const csv = await short.people.owner.agent.get(`/api/organizations/${short.orgId}/audit-events.csv`);
    expect(csv.raw.body.split('\r\n')).toHaveLength(3);
  });

  it('API keys of the organization read the trail (owners and admins), and only that organization', async () => {
    const { orgId, people } = await makeOrganization('Revisjon nøkkel');
    const checkout = await people.owner.agent.post(
      '/api/subscription/checkout',
      { plan_code: 'business_monthly' },
      { org_id: orgId },
    );
    await people.owner.agent.post(
      `/api/subscription/checkout/${checkout.body.data.session_id}/complete`,
      {},
      { org_id: orgId },
    );
    const keyOf = async (who: SignedIn) => {
      const created = await who.agent.post('/api/api-keys', { name: 'Arkiv' }, { org_id: orgId });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return { 'x-api-key': created.body.data.key as string };
    };
    const script = createAgent(t.app);
    const adminKey = await keyOf(people.admin);
    const memberKey = await keyOf(people.member);
    expect((await script.get(`/api/organizations/${orgId}/audit-events`, adminKey)).status).toBe(200);
    expect((await script.get(`/api/organizations/${orgId}/audit-events.csv`, adminKey)).status).toBe(200);
    expect((await script.get(`/api/organizations/${orgId}/audit-events`, memberKey)).status).toBe(403);
    const write = await script.put(
      `/api/organizations/${orgId}/audit-settings`,
      { retention_days: 60 },
      adminKey,
    );
    expect([write.status, write.body.error.code]).toEqual([401, 'API_KEY_NOT_ALLOWED']);
  });
});
