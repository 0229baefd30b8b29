import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeCasePdf, multipart, FAST_DETECT_FORM } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from './subscription.service.ts';

const CASE = { name: 'sak.pdf', bytes: makeCasePdf(1) };
const DETECT = FAST_DETECT_FORM;

type Call = (user: SignedIn) => Promise<{ status: number; body: any }>;

/** Every path a premium plan unlocks, with the feature its refusal names. */
const PREMIUM_PATHS: [string, string, Call][] = [
  [
    'PUT /api/settings (threshold)',
    'This setting',
    (u) => u.agent.put('/api/settings', { detection_threshold: 0.7 }),
  ],
  [
    'PUT /api/settings (text selection)',
    'Text-selection mode',
    (u) => u.agent.put('/api/settings', { edit_mode: 'text' }),
  ],
  [
    'POST /api/settings/patterns (regex)',
    'Case-sensitive, regular-expression and AI search',
    (u) => u.agent.post('/api/settings/patterns', { pattern_text: 'a+', pattern_type: 'regex' }),
  ],
  [
    'PUT /api/settings/patterns/:id (to case-sensitive)',
    'Case-sensitive, regular-expression and AI search',
    async (u) => {
      const created = await u.agent.post('/api/settings/patterns', { pattern_text: `Term ${Math.random()}` });
      return u.agent.put(`/api/settings/patterns/${created.body.data.id}`, {
        pattern_text: 'ABC',
        pattern_type: 'case_sensitive',
      });
    },
  ],
  [
    'POST /api/settings/ban-list/words',
    'The ignore list',
    (u) => u.agent.post('/api/settings/ban-list/words', { words: [`ord${Date.now()}`] }),
  ],
  [
    'DELETE /api/settings/ban-list/words',
    'The ignore list',
    (u) => u.agent.delete('/api/settings/ban-list/words', { words: ['oslo'] }),
  ],
  [
    'POST /api/settings/entities',
    'The entity list',
    (u) => u.agent.post('/api/settings/entities', { method_id: 1, entity_texts: ['CRYPTO_F'] }),
  ],
  [
    'DELETE /api/settings/entities/delete_entities_by_method_id/1',
    'The entity list',
    (u) => u.agent.delete('/api/settings/entities/delete_entities_by_method_id/1'),
  ],
  [
    'DELETE /api/settings/entities/:id',
    'The entity list',
    async (u) => {
      const [entity] = (await u.agent.get('/api/settings/entities/1')).body.data;
      return u.agent.delete(`/api/settings/entities/${entity.id}`);
    },
  ],
  ['GET /api/settings/export', 'Settings management', (u) => u.agent.get('/api/settings/export')],
  [
    'POST /api/settings/import',
    'Settings management',
    (u) => {
      const form = multipart([{ name: 'settings.json', bytes: new TextEncoder().encode('{}') }], {}, 'file');
      const body = Buffer.from(
        form.payload
          .toString('latin1')
          .replace('Content-Type: application/pdf', 'Content-Type: application/json'),
        'latin1',
      );
      return u.agent.request('POST', '/api/settings/import', body, form.headers);
    },
  ],
  [
    'POST /api/batch/search (case-sensitive)',
    'Case-sensitive search',
    (u) => u.agent.upload('/api/batch/search', [CASE], { search_terms: '["Kari"]', case_sensitive: 'true' }),
  ],
  [
    'POST /api/batch/search (regex)',
    'Regular-expression search',
    (u) => u.agent.upload('/api/batch/search', [CASE], { search_terms: '["K.ri"]', regex: 'true' }),
  ],
  [
    'POST /api/batch/search (AI)',
    'AI search',
    (u) => u.agent.upload('/api/batch/search', [CASE], { search_terms: '["a name"]', ai_search: 'true' }),
  ],
  [
    'POST /api/batch/multi_detect',
    'Entity detection',
    (u) => u.agent.upload('/api/batch/multi_detect', [CASE], DETECT),
  ],
  [
    'POST /api/batch/multi_detect?stream=true',
    'Entity detection',
    (u) => u.agent.upload('/api/batch/multi_detect?stream=true', [CASE], DETECT),
  ],
];

const refusal = (feature: string) => ({
  code: 'PREMIUM_REQUIRED',
  message: `${feature} needs a premium subscription. See the pricing page to upgrade.`,
});

describe.each(testDialects())('the premium policy on %s', (dialect) => {
  let t: TestApp;
  let free: SignedIn;
  let premium: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    free = await signUpAndLogIn(t);
    premium = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(premium.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  it.each(PREMIUM_PATHS)(
    '%s: a free user gets 403 PREMIUM_REQUIRED naming the feature; a premium user gets past it',
    async (_path, feature, call) => {
      const refused = await call(free);
      expect([refused.status, refused.body?.error]).toEqual([403, refusal(feature)]);
      const allowed = await call(premium);
      expect(allowed.body?.error?.code).not.toBe('PREMIUM_REQUIRED');
      expect(allowed.status).not.toBe(403);
    },
  );

  it('a plan that was revoked or has run out is not premium any more; a trial is', async () => {
    const subscriptions = createSubscriptionService(t.db.kysely);
    const user = await signUpAndLogIn(t);
    const exportSettings = () => user.agent.get('/api/settings/export');

    await subscriptions.grantPlan(user.email, 'free_trial');
    expect((await exportSettings()).status).toBe(200);

    await subscriptions.revokePlan(user.email);
    expect([(await exportSettings()).status, (await exportSettings()).body.error]).toEqual([
      403,
      refusal('Settings management'),
    ]);

    await subscriptions.grantPlan(user.email, 'pro_monthly');
    expect((await exportSettings()).status).toBe(200);
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.db.kysely
      .updateTable('subscriptions')
      .set({ current_period_end: past, auto_renew: 0 })
      .where('user_id', '=', user.userId)
      .execute();
    expect([(await exportSettings()).status, (await exportSettings()).body.error.code]).toEqual([
      403,
      'PREMIUM_REQUIRED',
    ]);
  });
});
