import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { decodeQuotedPrintable, linkFromMail } from '../../test/mail-text.ts';
import { createAgent } from '../../test/agent.ts';
import { makeCasePdf, multipart, FAST_DETECT_FORM } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';
import { ORGANIZATION_RIGHTS } from '../organizations/organization.policy.ts';
import { API_KEYS_PER_USER_RATE } from './api-keys.service.ts';

const CASE = { name: 'sak.pdf', bytes: makeCasePdf(1) };
const DETECT = FAST_DETECT_FORM;

describe.each(testDialects())('API keys and the public API on %s', (dialect) => {
  let t: TestApp;
  let pro: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    pro = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(pro.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  /** A script: no cookies, no CSRF token, just the key. */
  const script = (key: string, style: 'x-api-key' | 'bearer' = 'x-api-key') => {
    const agent = createAgent(t.app);
    const header: Record<string, string> =
      style === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key };
    return {
      upload: (url: string, fields: Record<string, string> = DETECT) => {
        const form = multipart([CASE], fields, 'files');
        return agent.request('POST', url, form.payload, { ...form.headers, ...header });
      },
      get: (url: string) => agent.request('GET', url, undefined, header),
      put: (url: string, body: unknown) =>
        agent.request('PUT', url, body, { ...header, 'content-type': 'application/json' }),
    };
  };

  it('creates a key shown once (only its hash is stored), lists it without the key, and deletes it', async () => {
    const created = await pro.agent.post('/api/api-keys', { name: 'Archive export', duration: '90d' });
    expect(created.status).toBe(201);
    const { key, id } = created.body.data;
    expect(key).toMatch(/^sladd_[\w-]{43}$/);
    expect(created.body.data).toMatchObject({ name: 'Archive export', duration: '90d', last_used: null });
    const days = (Date.parse(created.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    const stored = await t.db.kysely
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored.key_prefix).toBe(key.slice(0, 12));

    const listed = (await pro.agent.get('/api/api-keys')).body.data;
    expect(listed.find((k: { id: string }) => k.id === id)).toMatchObject({
      name: 'Archive export',
      key_prefix: key.slice(0, 12),
    });
    expect(JSON.stringify(listed)).not.toContain(key);

    expect((await pro.agent.delete(`/api/api-keys/${id}`)).body.data).toEqual({ deleted: true });
    const gone = await script(key).upload('/api/batch/multi_detect');
    expect([gone.status, gone.body.error.code]).toEqual([401, 'API_KEY_INVALID']);
  });

  it('a key runs detection and search without a cookie or CSRF token, and its pages count against the plan', async () => {
    const { key } = (await pro.agent.post('/api/api-keys', { name: 'Redaction script' })).body.data;
    const before = (await pro.agent.get('/api/subscription/current')).body.data.usage.pages_used;
    const detected = await script(key).upload('/api/batch/multi_detect');
    expect(detected.status).toBe(200);
    expect(detected.body.data.file_results[0].status).toBe('success');
    const bearer = await script(key, 'bearer').upload('/api/batch/search', { search_terms: '["Kari"]' });
    expect(bearer.status).toBe(200);
    const after = (await pro.agent.get('/api/subscription/current')).body.data.usage.pages_used;
    // One page, read by detection and then by search: counted once (decision 0053).
    expect(after).toBe(before + 1);
    const history = await script(key).get('/api/documents');
    expect(history.status).toBe(200);
    const keys = (await pro.agent.get('/api/api-keys')).body.data;
    expect(keys.find((k: { name: string }) => k.name === 'Redaction script').last_used).not.toBeNull();
  });

  it('a key opens only the public API: account and settings calls refuse it', async () => {
    const { key } = (await pro.agent.post('/api/api-keys', { name: 'Narrow key' })).body.data;
    for (const response of [
      await script(key).get('/api/users/me'),
      await script(key).get('/api/settings'),
      await script(key).get('/api/api-keys'),
      await script(key).put('/api/settings', { theme: 'dark' }),
    ])
      expect([response.status, response.body.error.code]).toEqual([401, 'API_KEY_NOT_ALLOWED']);
  });

  it('expired, unknown, malformed and free-plan keys get 401/403 with a clear code', async () => {
    const { key, id } = (await pro.agent.post('/api/api-keys', { name: 'Short lived', duration: '15m' })).body
      .data;
    await t.db.kysely
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const expired = await script(key).upload('/api/batch/multi_detect');
    expect([expired.status, expired.body.error.code]).toEqual([401, 'API_KEY_EXPIRED']);
    for (const bad of ['sladd_not-a-real-key', 'hello', `${key}x`]) {
      const response = await script(bad).upload('/api/batch/multi_detect');
      expect([response.status, response.body.error.code]).toEqual([401, 'API_KEY_INVALID']);
    }

    const free = await signUpAndLogIn(t);
    const refused = await free.agent.post('/api/api-keys', { name: 'Free key' });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'PREMIUM_REQUIRED']);
    // A key whose owner's plan lapsed stops working.
    const lapsing = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(lapsing.email, 'pro_monthly');
    const lapsingKey = (await lapsing.agent.post('/api/api-keys', { name: 'Lapsing key' })).body.data.key;
    await createSubscriptionService(t.db.kysely).revokePlan(lapsing.email);
    const lapsed = await script(lapsingKey).upload('/api/batch/multi_detect');
    expect([lapsed.status, lapsed.body.error.code]).toEqual([403, 'PREMIUM_REQUIRED']);
    // Basic has no api_access: premium, but no keys.
    const basic = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(basic.email, 'basic_monthly');
    expect((await basic.agent.post('/api/api-keys', { name: 'Basic key' })).body.error.code).toBe(
      'PREMIUM_REQUIRED',
    );
  });

  it('a key made in an organization needs a seat on its plan: a viewer is refused first, whatever plan they have', async () => {
    const owner = await signUpAndLogIn(t);
    const orgId: string = (await owner.agent.post('/api/organizations', { name: 'Nøkkel AS' })).body.data
      .org_id;
    const people: Record<'member' | 'viewer', SignedIn> = {
      member: await signUpAndLogIn(t),
      viewer: await signUpAndLogIn(t),
    };
    for (const [role, person] of Object.entries(people))
      expect(
        (await owner.agent.post(`/api/organizations/${orgId}/members`, { identifier: person.email, role }))
          .status,
      ).toBe(201);
    const inOrganization = { org_id: orgId };
    const make = (person: SignedIn) =>
      person.agent.post('/api/api-keys', { name: 'Org script' }, inOrganization);
    const viewerSeat = [403, 'FORBIDDEN', ORGANIZATION_RIGHTS.use_subscription.refusal];
    const answer = (response: Awaited<ReturnType<typeof make>>) => [
      response.status,
      response.body.error?.code,
      response.body.error?.message,
    ];

    // No plan anywhere: the viewer hears about the seat (asked first), the member about the plan.
    expect(answer(await make(people.viewer))).toEqual(viewerSeat);
    expect((await make(people.member)).body.error.code).toBe('PREMIUM_REQUIRED');
    // A plan of the viewer's own with API access does not open keys that act for the organization.
    await createSubscriptionService(t.db.kysely).grantPlan(people.viewer.email, 'pro_monthly');
    expect(answer(await make(people.viewer))).toEqual(viewerSeat);
    expect((await people.viewer.agent.post('/api/api-keys', { name: 'Mine' })).status).toBe(201);
    // The organization's plan with API access: the member may, the viewer still may not.
    const checkout = await owner.agent.post(
      '/api/subscription/checkout',
      { plan_code: 'business_monthly' },
      inOrganization,
    );
    await owner.agent.post(
      `/api/subscription/checkout/${checkout.body.data.session_id}/complete`,
      {},
      inOrganization,
    );
    expect((await make(people.member)).status).toBe(201);
    expect(answer(await make(people.viewer))).toEqual(viewerSeat);
    const listed = (await people.viewer.agent.get('/api/api-keys')).body.data;
    expect(listed.map((key: { organization_id: string | null }) => key.organization_id)).toEqual([null]);
  });

  it("validates names and durations, and nobody can delete another person's key", async () => {
    for (const body of [
      { name: 'ab' },
      { name: 'x'.repeat(51) },
      { name: 'bad/name' },
      { name: 'Fine', duration: '7d' },
      { name: 'Fine', expires_in_days: 400 },
    ]) {
      const response = await pro.agent.post('/api/api-keys', body);
      expect([response.status, response.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const daily = await pro.agent.post('/api/api-keys', { name: 'Daily', duration: '30m' });
    expect((Date.parse(daily.body.data.expires_at) - Date.now()) / 86_400_000).toBeCloseTo(1, 1);
    const other = await signUpAndLogIn(t);
    const stolen = await other.agent.delete(`/api/api-keys/${daily.body.data.id}`);
    expect([stolen.status, stolen.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await other.agent.get('/api/api-keys')).body.data).toEqual([]);
  });

  it('limits the calls of one key per minute', async () => {
    const { key } = (await pro.agent.post('/api/api-keys', { name: 'Busy key' })).body.data;
    const client = script(key);
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await client.get('/api/documents')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });

  it('limits the calls of all of one person’s keys together: more keys are not more capacity (issue 27, item 9)', async () => {
    const user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
    const keys: string[] = [];
    for (let i = 0; i < 4; i++)
      keys.push((await user.agent.post('/api/api-keys', { name: `Key ${i}` })).body.data.key);
    const statuses: number[] = [];
    for (let i = 0; i < API_KEYS_PER_USER_RATE.limit + 4; i++)
      statuses.push((await script(keys[i % keys.length]!).get('/api/documents')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_KEYS_PER_USER_RATE.limit);
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
    // Another person's key is not affected.
    expect(
      (
        await script((await pro.agent.post('/api/api-keys', { name: 'Other' })).body.data.key).get(
          '/api/documents',
        )
      ).status,
    ).toBe(200);
  });

  describe('no key outlives a password (issue 27, item 3)', () => {
    /** A premium user with two keys (made from their session, as a thief holding it would). */
    async function withKeys() {
      const user = await signUpAndLogIn(t);
      await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
      const keys: string[] = [];
      for (const name of ['Backup script', 'Arkiv'])
        keys.push((await user.agent.post('/api/api-keys', { name })).body.data.key);
      for (const key of keys) expect((await script(key).get('/api/documents')).status).toBe(200);
      return { user, keys };
    }

    /** Both keys are refused, and the owner has a mail naming them, with the reason. */
    async function expectRevoked(user: SignedIn, keys: string[], reason: RegExp) {
      for (const key of keys) {
        const refused = await script(key).get('/api/documents');
        expect([refused.status, refused.body.error.code]).toEqual([401, 'API_KEY_INVALID']);
      }
      const mail = await t.smtp.waitForMail(user.email, (m) => m.body.includes('API-n'));
      const body = decodeQuotedPrintable(mail.body);
      expect(body).toMatch(reason);
      expect(body).toContain('“Backup script”');
      expect(body).toContain('“Arkiv”');
      expect(body).toContain('http://localhost:8080/subscription/manage?tab=apikeys');
      const left = await t.db.kysely
        .selectFrom('api_keys')
        .select('id')
        .where('user_id', '=', user.userId)
        .execute();
      expect(left).toEqual([]);
    }

    it('a password change revokes every key of the account and tells the owner', async () => {
      const { user, keys } = await withKeys();
      const changed = await user.agent.post('/api/users/me/change-password', {
        current_password: PASSWORD,
        new_password: 'Endret-Pass3',
        confirm_password: 'Endret-Pass3',
      });
      expect(changed.status).toBe(200);
      await expectRevoked(user, keys, /passordet til kontoen din ble endret/);
    });

    it('a password reset revokes them too', async () => {
      const { user, keys } = await withKeys();
      expect((await createAgent(t.app).post('/api/auth/forgot-password', { email: user.email })).status).toBe(
        200,
      );
      const token = linkFromMail(
        await t.smtp.waitForMail(user.email, (m) => m.body.includes('/reset-password')),
        '/reset-password',
      ).token;
      const reset = await createAgent(t.app).post('/api/auth/reset-password', {
        token,
        new_password: 'Nytt-Passord2',
        confirm_password: 'Nytt-Passord2',
      });
      expect(reset.status).toBe(200);
      await expectRevoked(user, keys, /passordet til kontoen din ble tilbakestilt/);
    });

    it('an undone e-mail change revokes them with the sessions', async () => {
      const { user, keys } = await withKeys();
      await user.agent.put('/api/users/me', {
        username: user.username,
        email: `ny.${user.email}`,
        password: PASSWORD,
      });
      const undo = linkFromMail(
        await t.smtp.waitForMail(user.email, (m) => m.body.includes('/undo-email-change')),
        '/undo-email-change',
      ).token;
      expect((await createAgent(t.app).post('/api/auth/undo-email-change', { token: undo })).status).toBe(
        200,
      );
      await expectRevoked(user, keys, /en endring av e-postadressen din ble angret/);
    });
  });

  it('the OpenAPI document declares who may call each operation', async () => {
    const doc = (await createAgent(t.app).get('/api/docs/json')).body as unknown as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security: unknown }>>;
    };
    expect(Object.keys(doc.components.securitySchemes)).toEqual([
      'sessionCookie',
      'apiKeyHeader',
      'bearerApiKey',
    ]);
    const publicOps: [string, string][] = [
      ['/api/batch/multi_detect', 'post'],
      ['/api/batch/search', 'post'],
      ['/api/batch/find_words', 'post'],
      ['/api/batch/redact', 'post'],
      ['/api/pdf/extract', 'post'],
      ['/api/documents', 'get'],
    ];
    for (const [path, method] of publicOps)
      expect(doc.paths[path]![method]!.security, `${method} ${path}`).toEqual([
        { sessionCookie: [] },
        { apiKeyHeader: [] },
        { bearerApiKey: [] },
      ]);
    expect(doc.paths['/api/settings']!.get!.security).toEqual([{ sessionCookie: [] }]);
  });
});
