import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { createAgent } from '../../test/agent.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { makeCasePdf, FAST_DETECT_FORM } from '../../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createBillingService } from './billing.service.ts';
import { createSubscriptionService } from './subscription.service.ts';
import { STRIPE_WEBHOOK_PATH } from './billing.routes.ts';

const CASE = { name: 'sak.pdf', bytes: makeCasePdf(1) };
const DAY = 86_400_000;
const DETECT = FAST_DETECT_FORM;

/** A call only premium users may make (the settings file). */
const premiumCall = (user: SignedIn) => user.agent.get('/api/settings/export');
const current = async (user: SignedIn) => (await user.agent.get('/api/subscription/current')).body;

async function buyLocally(user: SignedIn, plan: string) {
  const checkout = await user.agent.post('/api/subscription/checkout', { plan_code: plan });
  expect(checkout.status).toBe(200);
  return user.agent.post(`/api/subscription/checkout/${checkout.body.data.session_id}/complete`);
}

describe.each(testDialects())('billing with the built-in local provider on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** Counts pages in the user's current period, as processed work would. */
  async function countPages(user: SignedIn, pages: number) {
    const subscriptions = createSubscriptionService(t.db.kysely);
    await subscriptions.recordPages(await subscriptions.currentPeriod({ userId: user.userId }), pages);
  }

  it('a free user buys a plan through the test checkout and premium opens; the checkout cannot be paid twice', async () => {
    const user = await signUpAndLogIn(t);
    expect((await premiumCall(user)).status).toBe(403);
    expect((await user.agent.get('/api/subscription/billing')).body.data).toEqual({
      mode: 'local',
      currency: 'NOK',
    });

    const checkout = await user.agent.post('/api/subscription/checkout', { plan_code: 'pro_monthly' });
    expect(checkout.status).toBe(200);
    const { session_id, checkout_url } = checkout.body.data;
    expect(checkout_url).toBe(`/subscription/local-checkout/${session_id}`);
    const page = await user.agent.get(`/api/subscription/checkout/${session_id}`);
    expect(page.body.data).toMatchObject({
      status: 'open',
      test_mode: true,
      plan: { plan_code: 'pro_monthly', metadata: { price: 799 } },
    });

    const paid = await user.agent.post(`/api/subscription/checkout/${session_id}/complete`);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      plan_code: 'pro_monthly',
      status: 'active',
      auto_renew: true,
      cancel_at_period_end: false,
      usage: { pages_used: 0, pages_limit: 5000 },
    });
    expect((await premiumCall(user)).status).toBe(200);

    const again = await user.agent.post(`/api/subscription/checkout/${session_id}/complete`);
    expect([again.status, again.body.error.code]).toEqual([409, 'CHECKOUT_CLOSED']);
    expect((await user.agent.get(`/api/subscription/checkout/${session_id}`)).body.data.status).toBe(
      'complete',
    );
  });

  it("nobody else can see or pay another person's checkout", async () => {
    const owner = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const { session_id } = (
      await owner.agent.post('/api/subscription/checkout', { plan_code: 'basic_monthly' })
    ).body.data;
    for (const response of [
      await other.agent.get(`/api/subscription/checkout/${session_id}`),
      await other.agent.post(`/api/subscription/checkout/${session_id}/complete`),
      await other.agent.post(`/api/subscription/checkout/${session_id}/cancel`),
    ])
      expect([response.status, response.body.error.code]).toEqual([404, 'CHECKOUT_NOT_FOUND']);
    expect((await current(other)).error.code).toBe('NO_SUBSCRIPTION');
    const anonymous = await createAgent(t.app).post(`/api/subscription/checkout/${session_id}/complete`);
    expect(anonymous.status).toBe(401);
    // A canceled checkout cannot be paid afterwards.
    await owner.agent.post(`/api/subscription/checkout/${session_id}/cancel`);
    const late = await owner.agent.post(`/api/subscription/checkout/${session_id}/complete`);
    expect([late.status, late.body.error.code]).toEqual([409, 'CHECKOUT_CLOSED']);
  });

  it('limits how many checkouts one person starts in an hour', async () => {
    const user = await signUpAndLogIn(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await user.agent.post('/api/subscription/checkout', { plan_code: 'pro_monthly' })).status,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    const other = await signUpAndLogIn(t);
    expect((await other.agent.post('/api/subscription/checkout', { plan_code: 'pro_monthly' })).status).toBe(
      200,
    );
  });

  it('refuses plans that are not for sale with a clear error', async () => {
    const user = await signUpAndLogIn(t);
    for (const plan of ['free', 'free_trial']) {
      const response = await user.agent.post('/api/subscription/checkout', { plan_code: plan });
      expect([response.status, response.body.error.code]).toEqual([400, 'PLAN_NOT_PURCHASABLE']);
    }
    const unknown = await user.agent.post('/api/subscription/checkout', { plan_code: 'gold' });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const none = await user.agent.post('/api/subscription/checkout', {});
    expect(none.body.error.message).toContain('No plan specified');
  });

  it('cancel keeps the plan to the end of the period; auto-renew turns back on; at the period end it expires', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'basic_monthly');
    const canceled = await user.agent.post('/api/subscription/cancel');
    expect(canceled.body.data).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      auto_renew: false,
    });
    expect((await premiumCall(user)).status).toBe(200);
    const twice = await user.agent.post('/api/subscription/cancel');
    expect([twice.status, twice.body.error.code]).toEqual([409, 'CANNOT_CANCEL']);

    const renewed = await user.agent.put('/api/subscription/auto-renew', { auto_renew: true });
    expect(renewed.body.data).toMatchObject({ cancel_at_period_end: false, auto_renew: true });
    await user.agent.put('/api/subscription/auto-renew', { auto_renew: false });

    await t.db.kysely
      .updateTable('subscriptions')
      .set({ current_period_end: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', user.userId)
      .execute();
    expect((await current(user)).data.status).toBe('expired');
    const refused = await premiumCall(user);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'PREMIUM_REQUIRED']);
    const cancelEnded = await user.agent.post('/api/subscription/cancel');
    expect([cancelEnded.status, cancelEnded.body.error.code]).toEqual([409, 'CANNOT_CANCEL']);
  });

  it('a renewing local subscription starts its next period when the last one ends, with a fresh page count', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'basic_monthly');
    await countPages(user, 900);
    const sub = await t.db.kysely
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect((await current(user)).data.usage.pages_used).toBe(900);
    const start = new Date(Date.now() - 31 * 86_400_000);
    await t.db.kysely
      .updateTable('subscriptions')
      .set({
        current_period_start: start.toISOString(),
        current_period_end: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
      })
      .where('id', '=', sub.id)
      .execute();
    const after = (await current(user)).data;
    expect(after.status).toBe('active');
    expect(Date.parse(after.current_period_end)).toBeGreaterThan(Date.now());
    // As long as the period it renews (30 days here), as the pricing page's renewal view says.
    expect(Date.parse(after.current_period_end) - Date.parse(after.current_period_start)).toBe(
      30 * 86_400_000,
    );
    expect(after.usage.pages_used).toBe(0);
  });

  it('shows a status it does not know as it is (the web says Unknown), never as premium', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'basic_monthly');
    await t.db.kysely
      .updateTable('subscriptions')
      .set({ status: 'paused' })
      .where('user_id', '=', user.userId)
      .execute();
    expect((await current(user)).data.status).toBe('paused');
    expect((await premiumCall(user)).status).toBe(403);
  });

  /** Moves the user's running subscription to a period that started `daysAgo` days ago and lasts 30 days. */
  async function placePeriod(user: SignedIn, daysAgo: number, days = 30) {
    const start = new Date(Date.now() - daysAgo * DAY);
    await t.db.kysely
      .updateTable('subscriptions')
      .set({
        current_period_start: start.toISOString(),
        current_period_end: new Date(start.getTime() + days * DAY).toISOString(),
      })
      .where('user_id', '=', user.userId)
      .where('status', '=', 'active')
      .execute();
    return (await current(user)).data;
  }

  it('an upgrade takes effect at once in the same period: the pages used stay counted, and the prorated difference is due (decision 0054)', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'basic_monthly');
    const before = await placePeriod(user, 10);
    await countPages(user, 975);
    expect((await current(user)).data.usage).toEqual({ pages_used: 975, pages_limit: 1000 });

    const checkout = await user.agent.post('/api/subscription/checkout', { plan_code: 'pro_monthly' });
    expect(checkout.status).toBe(200);
    // 20 of 30 days left: (799 − 299) × 2/3 = 333.33 now, then 799 a month from the period end.
    expect(checkout.body.data.change).toMatchObject({
      kind: 'upgrade',
      from_plan_code: 'basic_monthly',
      to_plan_code: 'pro_monthly',
      next_price: 799,
      new_period: false,
      next_payment_at: before.current_period_end,
    });
    expect(checkout.body.data.change.amount_due_now).toBeCloseTo(333.33, 1);
    const page = (await user.agent.get(`/api/subscription/checkout/${checkout.body.data.session_id}`)).body
      .data;
    expect(page.change).toMatchObject({ kind: 'upgrade', to_plan_code: 'pro_monthly' });
    expect(page.change.amount_due_now).toBeCloseTo(333.33, 1);
    const preview = await user.agent.get('/api/subscription/change-preview?plan_code=pro_monthly');
    expect(preview.body.data.provider).toBe('local');
    expect(preview.body.data.change.amount_due_now).toBeCloseTo(333.33, 1);

    const paid = await user.agent.post(
      `/api/subscription/checkout/${checkout.body.data.session_id}/complete`,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      plan_code: 'pro_monthly',
      status: 'active',
      current_period_start: before.current_period_start,
      current_period_end: before.current_period_end,
      usage: { pages_used: 975, pages_limit: 5000 },
      scheduled_change: null,
    });
    // One subscription changed in place, not a second one.
    const rows = await t.db.kysely
      .selectFrom('subscriptions')
      .select(['plan_code', 'status'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows).toEqual([{ plan_code: 'pro_monthly', status: 'active' }]);
  });

  it('an upgrade to another billing cycle starts a new period now with credit for the unused rest, and the pages used carry over', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'basic_monthly');
    const before = await placePeriod(user, 15);
    await countPages(user, 975);
    const checkout = await user.agent.post('/api/subscription/checkout', { plan_code: 'pro_yearly' });
    // A year of Pro (7990) less half a month of Basic unused (149.50).
    expect(checkout.body.data.change).toMatchObject({ kind: 'upgrade', new_period: true });
    expect(checkout.body.data.change.amount_due_now).toBeCloseTo(7840.5, 1);
    const paid = (
      await user.agent.post(`/api/subscription/checkout/${checkout.body.data.session_id}/complete`)
    ).body.data;
    expect(paid).toMatchObject({ plan_code: 'pro_yearly', usage: { pages_used: 975, pages_limit: 60000 } });
    expect(Date.parse(paid.current_period_start)).toBeGreaterThan(Date.parse(before.current_period_start));
    expect(Date.parse(paid.current_period_end) - Date.parse(paid.current_period_start)).toBeGreaterThan(
      360 * DAY,
    );
  });

  it('a downgrade waits for the period end: the current plan and quota stay, and the renewal applies it', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'pro_monthly');
    const before = await placePeriod(user, 10);
    await countPages(user, 3000);
    const checkout = await user.agent.post('/api/subscription/checkout', { plan_code: 'basic_monthly' });
    expect(checkout.body.data.change).toMatchObject({
      kind: 'downgrade',
      amount_due_now: 0,
      effective_at: before.current_period_end,
      next_price: 299,
    });
    const done = (
      await user.agent.post(`/api/subscription/checkout/${checkout.body.data.session_id}/complete`)
    ).body.data;
    expect(done).toMatchObject({
      plan_code: 'pro_monthly',
      current_period_end: before.current_period_end,
      usage: { pages_used: 3000, pages_limit: 5000 },
      scheduled_change: {
        plan_code: 'basic_monthly',
        plan_name: 'Basic',
        price: 299,
        at: before.current_period_end,
      },
    });
    expect((await premiumCall(user)).status).toBe(200);

    // The period ends: the renewal starts a period of Basic with its quota and a fresh count.
    const renewed = await placePeriod(user, 31);
    expect(renewed).toMatchObject({
      plan_code: 'basic_monthly',
      status: 'active',
      usage: { pages_used: 0, pages_limit: 1000 },
      scheduled_change: null,
    });
    expect(Date.parse(renewed.current_period_end)).toBeGreaterThan(Date.now());
  });

  it('keeping the current plan cancels the scheduled change; the plan then renews as it is', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'pro_monthly');
    await buyLocally(user, 'basic_monthly');
    expect((await current(user)).data.scheduled_change.plan_code).toBe('basic_monthly');
    const kept = await user.agent.post('/api/subscription/scheduled-change/cancel');
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ plan_code: 'pro_monthly', scheduled_change: null });
    const again = await user.agent.post('/api/subscription/scheduled-change/cancel');
    expect([again.status, again.body.error.code]).toEqual([409, 'CONFLICT']);
    expect((await placePeriod(user, 31)).plan_code).toBe('pro_monthly');
  });

  it('cancelling drops a scheduled change: the plan ends at the period end instead', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'pro_monthly');
    await buyLocally(user, 'basic_monthly');
    const canceled = await user.agent.post('/api/subscription/cancel');
    expect(canceled.body.data).toMatchObject({ cancel_at_period_end: true, scheduled_change: null });
  });

  it('buying another plan changes the running one in place, never a second subscription', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'basic_monthly');
    const same = await user.agent.post('/api/subscription/checkout', { plan_code: 'basic_monthly' });
    expect([same.status, same.body.error.code]).toEqual([409, 'CONFLICT']);
    expect((await buyLocally(user, 'business_yearly')).body.data).toMatchObject({
      plan_code: 'business_yearly',
      status: 'active',
    });
    // The running local plan changes in place (decision 0054); an operator's grant is replaced.
    const rows = await t.db.kysely
      .selectFrom('subscriptions')
      .select(['plan_code', 'status'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows).toEqual([{ plan_code: 'business_yearly', status: 'active' }]);
  });

  it('at the page limit, work is refused with QUOTA_EXCEEDED', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'basic_monthly');
    await countPages(user, 1000);
    const refused = await user.agent.upload('/api/batch/multi_detect', [CASE], DETECT);
    expect([refused.status, refused.body.error.code]).toEqual([402, 'QUOTA_EXCEEDED']);
    expect(refused.body.error.message).toContain('only 0 of your 1000 pages are left');
  });

  it('the contact form is mailed to the sales address, validated and rate-limited', async () => {
    const visitor = createAgent(t.app);
    const sent = await visitor.post('/api/contact', {
      name: 'Kari Nordmann',
      email: 'kari@kommune.no',
      organization: 'Eksempel kommune',
      subject: 'Enterprise\r\nBcc: victim@example.com',
      message: 'We need 200 seats for our child-welfare office.',
    });
    expect(sent.body.data).toEqual({ sent: true });
    const mail = await t.smtp.waitForMail('no-reply@sladd.local');
    expect(mail.subject).toBe('Sladd contact: Enterprise Bcc: victim@example.com');
    expect(mail.body).toContain('We need 200 seats');
    expect(mail.to).toEqual(['no-reply@sladd.local']);

    const short = await visitor.post('/api/contact', {
      name: 'K',
      email: 'x',
      subject: 'Hi',
      message: 'short',
    });
    expect(short.status).toBe(400);
    expect(
      Object.keys(short.body.error.details ?? {}).length + String(short.body.error.message).length,
    ).toBeGreaterThan(0);
    const form = {
      name: 'Kari',
      email: 'kari@kommune.no',
      subject: 'Pricing',
      message: 'A message of enough length.',
    };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await visitor.post('/api/contact', form)).status);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('billing turned off (self-hosting)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', (config) => ({ ...config, billing: { mode: 'off' } }));
  });
  afterAll(async () => t.close());

  it('gives every signed-in user every feature with no page limit, and offers no checkout', async () => {
    const user = await signUpAndLogIn(t);
    expect((await user.agent.get('/api/subscription/billing')).body.data.mode).toBe('off');
    expect((await premiumCall(user)).status).toBe(200);
    await t.db.kysely
      .insertInto('page_usage')
      .values({
        user_id: user.userId,
        period_key: `free:${new Date().toISOString().slice(0, 7)}`,
        pages: 10_000,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const detected = await user.agent.upload('/api/batch/multi_detect', [CASE], DETECT);
    expect(detected.status).toBe(200);
    const checkout = await user.agent.post('/api/subscription/checkout', { plan_code: 'pro_monthly' });
    expect([checkout.status, checkout.body.error.code]).toEqual([409, 'BILLING_DISABLED']);
  });
});

describe.each(testDialects())('billing with Stripe (a Stripe-shaped server on loopback) on %s', (dialect) => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(dialect, (config) => ({
      ...config,
      billing: {
        mode: 'stripe',
        stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url },
      },
    }));
    const billing = createBillingService({
      db: t.db.kysely,
      subscriptions: createSubscriptionService(t.db.kysely),
      config: t.config,
      log: t.app.log,
    });
    await billing.syncPrices();
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const deliver = (event: Record<string, unknown>, secret?: string) => {
    const { payload, header } = stripe.sign(event, secret);
    return createAgent(t.app).request('POST', STRIPE_WEBHOOK_PATH, payload, {
      'content-type': 'application/json',
      'stripe-signature': header,
    });
  };

  async function checkoutAtStripe(user: SignedIn, plan = 'pro_monthly') {
    const checkout = await user.agent.post('/api/subscription/checkout', { plan_code: plan });
    expect(checkout.status).toBe(200);
    const stripeSession = [...stripe.sessions.values()].find(
      (s) => s.client_reference_id === checkout.body.data.session_id,
    )!;
    expect(checkout.body.data.checkout_url).toBe(stripeSession.url);
    const subscription = stripe.completeCheckout(stripeSession.id);
    return { stripeSession, subscription };
  }

  it('sync-prices makes one NOK price per paid plan by lookup key, and is idempotent', async () => {
    const billing = createBillingService({
      db: t.db.kysely,
      subscriptions: createSubscriptionService(t.db.kysely),
      config: t.config,
      log: t.app.log,
    });
    const again = await billing.syncPrices();
    expect(again.map((r) => [r.code, r.action])).toEqual([
      ['basic_monthly', 'unchanged'],
      ['basic_yearly', 'unchanged'],
      ['pro_monthly', 'unchanged'],
      ['pro_yearly', 'unchanged'],
      ['business_monthly', 'unchanged'],
      ['business_yearly', 'unchanged'],
    ]);
    const pro = [...stripe.prices.values()].find((p) => p.lookup_key === 'sladd_pro_monthly')!;
    expect(pro).toMatchObject({ currency: 'nok', unit_amount: 79_900, recurring: { interval: 'month' } });
    await t.db.kysely
      .updateTable('plans')
      .set({ price_nok: 849 })
      .where('code', '=', 'pro_monthly')
      .execute();
    const changed = await billing.syncPrices();
    expect(changed.find((r) => r.code === 'pro_monthly')?.action).toBe('replaced');
    expect(stripe.prices.get(pro.id)).toMatchObject({ active: false, lookup_key: null });
    await t.db.kysely
      .updateTable('plans')
      .set({ price_nok: 799 })
      .where('code', '=', 'pro_monthly')
      .execute();
    await billing.syncPrices();
  });

  it('checkout → signed webhook → active, and a premium call is now allowed', async () => {
    const user = await signUpAndLogIn(t);
    const { stripeSession } = await checkoutAtStripe(user);
    expect(stripeSession).toMatchObject({
      mode: 'subscription',
      customer_email: user.email,
      success_url: 'http://localhost:8080/playground?subscription=success',
      cancel_url: 'http://localhost:8080/pricing?canceled=true',
      subscription_data: {
        metadata: { owner_type: 'user', owner_id: user.userId, plan_code: 'pro_monthly' },
      },
    });
    expect((await current(user)).error.code).toBe('NO_SUBSCRIPTION');
    const completed = stripe.event('checkout.session.completed', stripe.sessions.get(stripeSession.id)!);
    const response = await deliver(completed);
    expect(response.status).toBe(200);
    expect((await current(user)).data).toMatchObject({
      plan_code: 'pro_monthly',
      status: 'active',
      cancel_at_period_end: false,
    });
    expect((await premiumCall(user)).status).toBe(200);
    const session = await t.db.kysely
      .selectFrom('checkout_sessions')
      .select('status')
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('complete');
  });

  it('a replayed event changes nothing', async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user);
    const created = stripe.event('customer.subscription.created', subscription);
    await deliver(created);
    // Stripe's side changes afterwards; a replay of the old event must not make us look again.
    stripe.updateSubscription(subscription.id, { cancel_at_period_end: true });
    const replay = await deliver(created);
    expect(replay.body.data).toMatchObject({ received: true, duplicate: true });
    expect((await current(user)).data.cancel_at_period_end).toBe(false);
    const events = await t.db.kysely
      .selectFrom('billing_events')
      .select('event_id')
      .where('event_id', '=', created.id)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('refuses a bad, missing or foreign signature with 400 and writes nothing', async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user);
    const event = stripe.event('customer.subscription.created', subscription);
    const foreign = await deliver(event, 'whsec_not_ours');
    expect([foreign.status, foreign.body.error.code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    const missing = await createAgent(t.app).request('POST', STRIPE_WEBHOOK_PATH, JSON.stringify(event), {
      'content-type': 'application/json',
    });
    expect([missing.status, missing.body.error.code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    const { header } = stripe.sign(event);
    const tampered = JSON.stringify({ ...event, type: 'customer.subscription.deleted' });
    const altered = await createAgent(t.app).request('POST', STRIPE_WEBHOOK_PATH, tampered, {
      'content-type': 'application/json',
      'stripe-signature': header,
    });
    expect([altered.status, altered.body.error.code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    expect((await current(user)).error.code).toBe('NO_SUBSCRIPTION');
    expect(
      await t.db.kysely
        .selectFrom('billing_events')
        .select('event_id')
        .where('event_id', '=', event.id)
        .execute(),
    ).toEqual([]);
  });

  it('events arriving out of order leave the state Stripe has now', async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user);
    const first = stripe.event('customer.subscription.created', subscription); // active, renewing
    stripe.updateSubscription(subscription.id, { cancel_at_period_end: true });
    const second = stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscription.id)!);
    await deliver(second);
    await deliver(first); // late: its body still says cancel_at_period_end: false
    expect((await current(user)).data).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      auto_renew: false,
    });
  });

  it('cancel from Sladd sets cancel_at_period_end at Stripe; the period end at Stripe ends premium', async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user, 'basic_yearly');
    await deliver(stripe.event('customer.subscription.created', subscription));
    const canceled = await user.agent.post('/api/subscription/cancel');
    expect(canceled.body.data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    const renew = await user.agent.put('/api/subscription/auto-renew', { auto_renew: true });
    expect(renew.body.data.cancel_at_period_end).toBe(false);
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(false);

    const ended = stripe.updateSubscription(subscription.id, { status: 'canceled' });
    await deliver(stripe.event('customer.subscription.deleted', ended));
    expect((await current(user)).data.status).toBe('canceled');
    expect((await premiumCall(user)).status).toBe(403);
  });

  /** Counts pages in the user's current period, as processed work would. */
  async function countStripePages(user: SignedIn, pages: number) {
    const subscriptions = createSubscriptionService(t.db.kysely);
    await subscriptions.recordPages(await subscriptions.currentPeriod({ userId: user.userId }), pages);
  }

  it('an upgrade updates the one Stripe subscription with proration invoiced now — no second checkout — and keeps the period and its pages', async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user, 'basic_monthly');
    // Ten of thirty days gone at Stripe.
    const start = Math.floor(Date.now() / 1000) - 10 * 86_400;
    stripe.updateSubscription(subscription.id, {
      current_period_start: start,
      current_period_end: start + 30 * 86_400,
    });
    await deliver(stripe.event('customer.subscription.created', subscription));
    await countStripePages(user, 975);
    const before = (await current(user)).data;
    const sessions = stripe.sessions.size;

    const preview = await user.agent.get('/api/subscription/change-preview?plan_code=pro_monthly');
    expect(preview.body.data).toMatchObject({ provider: 'stripe', change: { kind: 'upgrade' } });
    expect(preview.body.data.change.amount_due_now).toBeCloseTo(333.33, 1);

    const changed = await user.agent.post('/api/subscription/checkout', { plan_code: 'pro_monthly' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      provider: 'stripe',
      checkout_url: '/subscription/manage?changed=upgrade',
      change: { kind: 'upgrade', to_plan_code: 'pro_monthly' },
    });
    expect(stripe.sessions.size).toBe(sessions);
    const pro = [...stripe.prices.values()].find((p) => p.lookup_key === 'sladd_pro_monthly')!;
    const update = stripe.subscriptionUpdates.filter((u) => u.id === subscription.id).at(-1)!;
    expect(update.form).toMatchObject({
      items: [{ id: subscription.items.data[0].id, price: pro.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    // Stripe invoiced the difference for the rest of the period at once: (799 − 299) × 2/3.
    const invoice = stripe.invoices.filter((i) => i.subscription === subscription.id).at(-1)!;
    expect(invoice.amount_due / 100).toBeCloseTo(333.33, 0);

    const after = (await current(user)).data;
    expect(after).toMatchObject({
      plan_code: 'pro_monthly',
      current_period_start: before.current_period_start,
      current_period_end: before.current_period_end,
      usage: { pages_used: 975, pages_limit: 5000 },
    });
    // Stripe's own event about the update changes nothing more.
    await deliver(stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscription.id)!));
    expect((await current(user)).data).toMatchObject({
      plan_code: 'pro_monthly',
      usage: { pages_used: 975 },
    });
    const rows = await t.db.kysely
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows).toEqual([{ status: 'active' }]);
  });

  it('a downgrade is a Stripe schedule for the period end; the plan stays until Stripe renews it; keeping the plan releases the schedule', async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user, 'pro_monthly');
    await deliver(stripe.event('customer.subscription.created', subscription));
    const before = (await current(user)).data;
    const changed = await user.agent.post('/api/subscription/checkout', { plan_code: 'basic_monthly' });
    expect(changed.body.data).toMatchObject({
      checkout_url: '/subscription/manage?changed=downgrade',
      change: { kind: 'downgrade', amount_due_now: 0, effective_at: before.current_period_end },
    });
    const scheduleId = stripe.subscriptions.get(subscription.id)!.schedule as string;
    const schedule = stripe.schedules.get(scheduleId)!;
    const basic = [...stripe.prices.values()].find((p) => p.lookup_key === 'sladd_basic_monthly')!;
    expect(schedule.phases[1]).toMatchObject({
      start_date: subscription.items.data[0].current_period_end,
      items: [{ price: basic.id }],
      metadata: { plan_code: 'basic_monthly' },
    });
    expect(stripe.invoices.filter((i) => i.subscription === subscription.id)).toEqual([]);
    expect((await current(user)).data).toMatchObject({
      plan_code: 'pro_monthly',
      usage: { pages_limit: 5000 },
      scheduled_change: { plan_code: 'basic_monthly', at: before.current_period_end },
    });

    // Keep Pro: the schedule is released, and nothing is scheduled any more.
    const kept = await user.agent.post('/api/subscription/scheduled-change/cancel');
    expect(kept.body.data.scheduled_change).toBeNull();
    expect(schedule.status).toBe('released');

    // Downgrade again and let Stripe renew: the next period is Basic.
    await user.agent.post('/api/subscription/checkout', { plan_code: 'basic_monthly' });
    const renewed = stripe.renewSubscription(subscription.id);
    await deliver(stripe.event('customer.subscription.updated', renewed));
    expect((await current(user)).data).toMatchObject({
      plan_code: 'basic_monthly',
      usage: { pages_used: 0, pages_limit: 1000 },
      scheduled_change: null,
    });
  });

  it("maps Stripe's statuses (past_due is not premium; incomplete_expired is expired) and follows invoices to their subscription", async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user);
    await deliver(stripe.event('customer.subscription.created', subscription));
    stripe.updateSubscription(subscription.id, { status: 'past_due' });
    const invoice = {
      id: 'in_test_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    await deliver(stripe.event('invoice.payment_failed', invoice));
    expect((await current(user)).data.status).toBe('past_due');
    expect((await premiumCall(user)).status).toBe(403);
    stripe.updateSubscription(subscription.id, { status: 'incomplete_expired' });
    await deliver(stripe.event('invoice.paid', invoice));
    expect((await current(user)).data.status).toBe('expired');
  });

  it('deleting an account cancels its Stripe subscription first; later events for it answer 200 and are recorded (issue 27, item 7)', async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user);
    await deliver(stripe.event('customer.subscription.created', subscription));
    expect((await current(user)).data.status).toBe('active');
    const deleted = await user.agent.delete('/api/users/me', { password: PASSWORD, confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe('canceled');
    // Stripe tells us about the cancellation, and later about a final invoice: both acknowledged.
    const gone = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscription.id)!);
    const answer = await deliver(gone);
    expect([answer.status, answer.body.data]).toEqual([200, { received: true, ignored: true }]);
    const recorded = await t.db.kysely
      .selectFrom('billing_events')
      .select('event_id')
      .where('event_id', '=', gone.id)
      .execute();
    expect(recorded).toHaveLength(1);
    const rows = await t.db.kysely
      .selectFrom('subscriptions')
      .select('id')
      .where('provider_subscription_id', '=', subscription.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('when Stripe cannot cancel the subscription, the account is not deleted and says why', async () => {
    const user = await signUpAndLogIn(t);
    const { subscription } = await checkoutAtStripe(user);
    await deliver(stripe.event('customer.subscription.created', subscription));
    stripe.subscriptions.delete(subscription.id); // Stripe answers 404 for it now
    const refused = await user.agent.delete('/api/users/me', { password: PASSWORD, confirm: 'DELETE' });
    expect([refused.status, refused.body.error.code]).toEqual([502, 'PAYMENT_PROVIDER_ERROR']);
    expect(refused.body.error.message).toContain('your account was not deleted');
    expect((await current(user)).data.status).toBe('active');
  });

  it("acknowledges events about subscriptions that are not Sladd's without writing any", async () => {
    const response = await deliver(stripe.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(response.body.data).toMatchObject({ received: true, ignored: true });
  });
});
