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
        current_period_end: new Date(Date.now() - 86_400_000).toISOString(),
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

  it('buying another plan replaces the running one', async () => {
    const user = await signUpAndLogIn(t);
    await buyLocally(user, 'basic_monthly');
    const same = await user.agent.post('/api/subscription/checkout', { plan_code: 'basic_monthly' });
    expect([same.status, same.body.error.code]).toEqual([409, 'CONFLICT']);
    expect((await buyLocally(user, 'business_yearly')).body.data).toMatchObject({
      plan_code: 'business_yearly',
      status: 'active',
    });
    const rows = await t.db.kysely
      .selectFrom('subscriptions')
      .select(['plan_code', 'status'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows.sort((a, b) => a.plan_code.localeCompare(b.plan_code))).toEqual([
      { plan_code: 'basic_monthly', status: 'canceled' },
      { plan_code: 'business_yearly', status: 'active' },
    ]);
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
