import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type CurrentSubscription,
  isPremiumStatus,
  type Plan,
  type PlanChange,
  planChangeKind,
  type PlanCode,
  type PlanTerms,
  prorate,
} from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/database.ts';
import type { Actor } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { assertMay, type OrganizationAction } from '../organizations/organization.policy.ts';
import type { PaymentProvider, ProviderEvent, SubscriptionSnapshot } from './payment-provider.ts';
import { createLocalProvider } from './local-provider.ts';
import { createStripeProvider, type StripeProvider, subscriptionIdOfEvent } from './stripe-provider.ts';
import {
  type BillingOwner,
  closeCheckoutSession,
  expireCheckoutSessions,
  endOtherLiveSubscriptions,
  findActivePlans,
  findCheckoutSession,
  findPlan,
  findProviderCustomerId,
  findSubscriptionByProviderId,
  insertCheckoutSession,
  insertSubscription,
  isEventRecorded,
  LIVE_STATUSES,
  findLiveSubscriptions,
  ownerExists,
  recordEventOnce,
  setCheckoutSessionProviderId,
  updateSubscription,
} from './subscription.repository.ts';
import { addPeriod, noneIfNoSubscription, type SubscriptionService, toPlan } from './subscription.service.ts';
import { addPagesUsed, findPagesUsed } from './usage.repository.ts';
import type { SubscriptionsTable } from '../../db/schema.ts';

/** How long a checkout stays open: the local page an hour, Stripe's hosted page its own 24 hours. */
const CHECKOUT_TTL_MS = { local: 3_600_000, stripe: 86_400_000 } as const;

/** Plans nobody buys: the free plan, and the trial an operator grants. */
const NOT_FOR_SALE = new Set(['free', 'free_trial']);

export interface BillingDeps {
  db: Kysely<Database>;
  subscriptions: SubscriptionService;
  config: {
    publicUrl: string;
    billing: {
      mode: 'local' | 'stripe' | 'off';
      stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
    };
  };
  log: FastifyBaseLogger;
  /** A provider to use instead of the configured one (the CLI's sync-prices passes its own). */
  provider?: PaymentProvider;
}

const ownerOfUser = (userId: string): BillingOwner => ({ type: 'user', id: userId });
const ownerOfSession = (session: { owner_type: string; owner_id: string }): BillingOwner =>
  session.owner_type === 'organization'
    ? { type: 'organization', id: session.owner_id }
    : { type: 'user', id: session.owner_id };

const termsOf = (plan: Plan): PlanTerms => ({
  price: plan.metadata.price,
  periodUnit: plan.period_unit,
  pagesPerPeriod: plan.period_unit === 'year' ? plan.pages_yearly_limit : plan.pages_monthly_limit,
});

/**
 * A change from the running plan `from` (its period `row`) to `to` (decision 0054): an upgrade
 * starts now and costs the prorated difference; a downgrade starts at the period end, free now.
 */
export function planChangeOf(row: SubscriptionsTable, from: Plan, to: Plan, now = new Date()): PlanChange {
  const kind = planChangeKind(termsOf(from), termsOf(to));
  const base = {
    kind,
    from_plan_code: from.plan_code,
    from_plan_name: from.plan_name,
    to_plan_code: to.plan_code,
    to_plan_name: to.plan_name,
    next_price: to.metadata.price,
    period_unit: to.period_unit,
  };
  if (kind === 'downgrade')
    return {
      ...base,
      amount_due_now: 0,
      credit_left: 0,
      new_period: false,
      effective_at: row.current_period_end,
      next_payment_at: row.current_period_end,
    };
  const proration = prorate({
    from: termsOf(from),
    to: termsOf(to),
    periodStart: row.current_period_start,
    periodEnd: row.current_period_end,
    now,
  });
  return {
    ...base,
    amount_due_now: proration.amountDueNow,
    credit_left: proration.creditLeft,
    new_period: proration.newPeriod,
    effective_at: now.toISOString(),
    next_payment_at: proration.newPeriod
      ? addPeriod(now, to.period_unit).toISOString()
      : row.current_period_end,
  };
}

/**
 * Checkout, renewal and cancellation on whichever payment provider is configured. Every change of
 * a subscription's state — a Stripe webhook (after re-reading the subscription from Stripe), the
 * local test checkout, a cancel or auto-renew answer — goes through `applySnapshot`, so both
 * providers take the same path into our tables.
 */
export function createBillingService(deps: BillingDeps) {
  const { db, subscriptions, config, log } = deps;
  const mode = config.billing.mode;
  const stripe: StripeProvider | undefined =
    mode === 'stripe' && config.billing.stripe ? createStripeProvider(config.billing.stripe) : undefined;
  const provider: PaymentProvider | undefined =
    deps.provider ?? (mode === 'stripe' ? stripe : mode === 'local' ? createLocalProvider(db) : undefined);

  function requireProvider(): PaymentProvider {
    if (!provider)
      throw new AppError(
        'BILLING_DISABLED',
        'Payments are turned off on this server: every feature is already available.',
      );
    return provider;
  }

  /**
   * A period that starts before the previous one ended (an upgrade to another billing cycle starts
   * a new period at once, decision 0054) takes over the pages used in the period it cut short: an
   * upgrade never resets the count. A renewal starts where the last period ended and starts afresh.
   */
  async function carryCutShortUsage(
    trx: Kysely<Database>,
    before: SubscriptionsTable,
    snapshot: SubscriptionSnapshot,
  ) {
    const start = snapshot.periodStart.getTime();
    if (start === Date.parse(before.current_period_start) || start >= Date.parse(before.current_period_end))
      return;
    const pages = await findPagesUsed(trx, {
      kind: 'subscription',
      subscriptionId: before.id,
      periodStart: before.current_period_start,
    });
    if (pages > 0)
      await addPagesUsed(
        trx,
        { kind: 'subscription', subscriptionId: before.id, periodStart: snapshot.periodStart.toISOString() },
        pages,
      );
  }

  /**
   * The running subscription a plan change applies to (decision 0054): the owner's live, premium
   * subscription at the active provider, on another plan. Undefined: the checkout starts a new
   * subscription (none yet, an operator's grant, or one billed elsewhere, which it replaces).
   */
  async function changeFor(owner: BillingOwner, to: Plan) {
    const found = await subscriptions.findCurrent(owner).catch(noneIfNoSubscription);
    if (
      !found ||
      !provider ||
      !isPremiumStatus(found.row.status) ||
      found.row.provider !== provider.name ||
      !found.row.provider_subscription_id ||
      found.current.plan_code === to.plan_code
    )
      return undefined;
    return {
      row: found.row,
      providerSubscriptionId: found.row.provider_subscription_id,
      change: planChangeOf(found.row, found.current.plan, to),
    };
  }

  /** Makes a change at the provider and writes its answer through the one write path. */
  async function applyChange(
    target: NonNullable<Awaited<ReturnType<typeof changeFor>>>,
    checkoutSessionId: string,
    eventId = `sladd_change_${randomUUID()}`,
  ): Promise<SubscriptionSnapshot> {
    const snapshot = await requireProvider().changePlan({
      providerSubscriptionId: target.providerSubscriptionId,
      planCode: target.change.to_plan_code,
      periodUnit: target.change.period_unit,
      kind: target.change.kind,
      newPeriod: target.change.new_period,
    });
    const written = { ...snapshot, checkoutSessionId };
    await applySnapshot(written, { id: eventId, type: `plan_change.${target.change.kind}` });
    return written;
  }

  /**
   * Writes a provider's view of one subscription onto our tables in one transaction: the event is
   * recorded once (a replay changes nothing), the row is created or brought up to date, a newly
   * running plan ends the owner's other running plans, and the checkout it came from is closed.
   */
  async function applySnapshot(snapshot: SubscriptionSnapshot, event?: ProviderEvent): Promise<boolean> {
    const replaced = await db.transaction().execute(async (trx) => {
      if (event && !(await recordEventOnce(trx, snapshot.provider, event.id, event.type))) return undefined;
      const existing = await findSubscriptionByProviderId(
        trx,
        snapshot.provider,
        snapshot.providerSubscriptionId,
      );
      const write = {
        planCode: snapshot.planCode,
        status: snapshot.status,
        periodStart: snapshot.periodStart,
        periodEnd: snapshot.periodEnd,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        providerCustomerId: snapshot.providerCustomerId,
        ...(snapshot.scheduledPlanCode !== undefined
          ? { scheduledPlanCode: snapshot.scheduledPlanCode }
          : {}),
      };
      let id: string;
      if (existing) {
        id = existing.id;
        await updateSubscription(trx, id, write);
        await carryCutShortUsage(trx, existing, snapshot);
      } else {
        id = await insertSubscription(trx, {
          ...write,
          owner: snapshot.owner,
          provider: snapshot.provider,
          providerSubscriptionId: snapshot.providerSubscriptionId,
        });
      }
      const ended = isPremiumStatus(snapshot.status)
        ? await endOtherLiveSubscriptions(trx, snapshot.owner, id)
        : [];
      if (snapshot.checkoutSessionId) await closeCheckoutSession(trx, snapshot.checkoutSessionId, 'complete');
      return ended;
    });
    if (!replaced) return false;
    // The old plan was replaced: stop the provider from billing it too (after our commit; a
    // failure is logged for the operator and does not undo the new plan).
    for (const row of replaced) {
      if (row.provider !== provider?.name || !row.provider_subscription_id) continue;
      await provider.cancelNow(row.provider_subscription_id).catch((error: unknown) => {
        log.error(
          { err: error, subscription: row.id, event: 'billing_cancel_replaced_failed' },
          'a replaced subscription could not be cancelled at the payment provider; cancel it there by hand',
        );
      });
    }
    return true;
  }

  /** The owner's running subscription, for cancel and auto-renew. */
  async function liveSubscription(owner: BillingOwner) {
    const { row, current } = await subscriptions.findCurrent(owner);
    if (!(LIVE_STATUSES as readonly string[]).includes(current.status))
      throw new AppError(
        'CANNOT_CANCEL',
        'Your subscription has ended. Choose a plan on the pricing page to start a new one.',
      );
    return { row, current };
  }

  /**
   * The subscription a cancel or auto-renew change is about: working in an organization whose plan
   * is running, the organization's — changed only by the roles the organization policy names (a
   * member or viewer hears the spec's words); else the person's own.
   */
  async function managedOwner(actor: Actor, action: OrganizationAction): Promise<BillingOwner> {
    const organization = actor.organization;
    if (organization) {
      const owner: BillingOwner = { type: 'organization', id: organization.id };
      const found = await subscriptions.findCurrent(owner).catch(noneIfNoSubscription);
      if (found && (LIVE_STATUSES as readonly string[]).includes(found.current.status)) {
        assertMay(organization.role, action);
        return owner;
      }
    }
    return ownerOfUser(actor.userId);
  }

  async function setCancelAtPeriodEnd(
    actor: Actor,
    owner: BillingOwner,
    cancel: boolean,
  ): Promise<CurrentSubscription> {
    const { row } = await liveSubscription(owner);
    if (row.provider === 'grant' || !row.provider_subscription_id) {
      // An operator's grant has no provider: the change is ours alone.
      await updateSubscription(db, row.id, {
        planCode: row.plan_code,
        status: row.status,
        periodStart: new Date(row.current_period_start),
        periodEnd: new Date(row.current_period_end),
        cancelAtPeriodEnd: cancel,
        providerCustomerId: row.provider_customer_id,
      });
    } else {
      if (row.provider !== requireProvider().name)
        throw new AppError(
          'PAYMENT_PROVIDER_ERROR',
          `This subscription is billed by ${row.provider}, which this server is not set up for. Ask the operator.`,
        );
      // Cancelling drops a change scheduled for the period end: the plan ends then instead.
      if (cancel && row.scheduled_plan_code)
        await applySnapshot(await requireProvider().cancelScheduledChange(row.provider_subscription_id));
      await applySnapshot(await requireProvider().setCancelAtPeriodEnd(row.provider_subscription_id, cancel));
    }
    return subscriptions.getCurrent(actor);
  }

  /** A checkout session the user may see: only their own (anyone else's is "not found"). */
  async function ownSession(userId: string, sessionId: string) {
    const session = await findCheckoutSession(db, sessionId);
    if (!session || session.user_id !== userId)
      throw new AppError(
        'CHECKOUT_NOT_FOUND',
        'This checkout does not exist. Start again from the pricing page.',
      );
    const planRow = await findPlan(db, session.plan_code);
    if (!planRow)
      throw new AppError(
        'CHECKOUT_NOT_FOUND',
        'This checkout does not exist. Start again from the pricing page.',
      );
    const expired = session.status === 'open' && Date.parse(session.expires_at) < Date.now();
    return { session: { ...session, status: expired ? 'expired' : session.status }, plan: toPlan(planRow) };
  }

  return {
    mode,

    /**
     * A checkout for the person, or — working in an organization — for the organization, which
     * only its owner may buy for (spec 3 §6; anyone else hears the spec's words).
     */
    async createCheckout(user: { id: string; email: string }, planCode: PlanCode, actor: Actor) {
      const organization = actor.organization;
      if (organization) assertMay(organization.role, 'subscribe');
      const active = requireProvider();
      const planRow = await findPlan(db, planCode);
      if (!planRow || !planRow.is_active || NOT_FOR_SALE.has(planCode) || planRow.price_nok <= 0)
        throw new AppError(
          'PLAN_NOT_PURCHASABLE',
          `The plan "${planCode}" cannot be bought. Choose a paid plan on the pricing page.`,
        );
      const owner: BillingOwner = organization
        ? { type: 'organization', id: organization.id }
        : ownerOfUser(user.id);
      const current = await subscriptions.findCurrent(owner).catch(noneIfNoSubscription);
      if (
        current &&
        current.current.plan_code === planCode &&
        isPremiumStatus(current.current.status) &&
        !current.current.cancel_at_period_end
      )
        throw new AppError(
          'CONFLICT',
          organization
            ? `${organization.name} already has the ${planRow.name} plan. Manage it on the subscription page.`
            : `You already have the ${planRow.name} plan. Manage it on the subscription page.`,
        );
      const plan = toPlan(planRow);
      const target = await changeFor(owner, plan);
      const sessionId = randomUUID();
      const now = Date.now();
      await insertCheckoutSession(db, {
        id: sessionId,
        provider: active.name,
        provider_session_id: null,
        owner_type: owner.type,
        owner_id: owner.id,
        user_id: user.id,
        plan_code: planCode,
        status: 'open',
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + CHECKOUT_TTL_MS[active.name]).toISOString(),
      });
      if (target && active.name === 'stripe') {
        // A running Stripe subscription changes plan in place (no second subscription, no hosted
        // page): the web showed the amount before this call (previewChange).
        const snapshot = await applyChange(target, sessionId);
        if (target.change.kind === 'upgrade' && snapshot.planCode !== plan.plan_code)
          throw new AppError(
            'PAYMENT_PROVIDER_ERROR',
            'The payment for the upgrade did not go through, so your plan is unchanged. Check your card at the payment provider and try again.',
          );
        return {
          checkout_url: `/subscription/manage?changed=${target.change.kind}`,
          session_id: sessionId,
          provider: active.name,
          change: target.change,
        };
      }
      const customerId = await findProviderCustomerId(db, owner, active.name);
      const { url, providerSessionId } = await active.createCheckout({
        sessionId,
        owner,
        planCode,
        planName: plan.plan_name,
        priceNok: plan.metadata.price,
        periodUnit: plan.period_unit,
        customerEmail: user.email,
        ...(customerId ? { customerId } : {}),
        successUrl: `${config.publicUrl}/playground?subscription=success`,
        cancelUrl: `${config.publicUrl}/pricing?canceled=true`,
      });
      if (providerSessionId) await setCheckoutSessionProviderId(db, sessionId, providerSessionId);
      return {
        checkout_url: url,
        session_id: sessionId,
        provider: active.name,
        change: target?.change ?? null,
      };
    },

    /** What choosing `planCode` would do to the owner's running plan (decision 0054); null: a new subscription. */
    async previewChange(planCode: PlanCode, actor: Actor) {
      const active = requireProvider();
      const organization = actor.organization;
      const owner: BillingOwner = organization
        ? { type: 'organization', id: organization.id }
        : ownerOfUser(actor.userId);
      const planRow = await findPlan(db, planCode);
      if (!planRow || !planRow.is_active || NOT_FOR_SALE.has(planCode) || planRow.price_nok <= 0)
        throw new AppError(
          'PLAN_NOT_PURCHASABLE',
          `The plan "${planCode}" cannot be bought. Choose a paid plan on the pricing page.`,
        );
      const target = await changeFor(owner, toPlan(planRow));
      return { change: target?.change ?? null, provider: active.name };
    },

    /** Keeps the current plan: the change scheduled for the period end is dropped (decision 0054). */
    async cancelScheduledChange(actor: Actor): Promise<CurrentSubscription> {
      const owner = await managedOwner(actor, 'subscribe');
      const { row } = await liveSubscription(owner);
      if (!row.scheduled_plan_code)
        throw new AppError('CONFLICT', 'No plan change is scheduled: your plan renews as it is.');
      if (!row.provider_subscription_id || row.provider !== requireProvider().name)
        throw new AppError(
          'PAYMENT_PROVIDER_ERROR',
          `This subscription is billed by ${row.provider}, which this server is not set up for. Ask the operator.`,
        );
      await applySnapshot(await requireProvider().cancelScheduledChange(row.provider_subscription_id));
      return subscriptions.getCurrent(actor);
    },

    /** What the built-in test checkout page shows. */
    async getLocalCheckout(userId: string, sessionId: string) {
      const { session, plan } = await ownSession(userId, sessionId);
      if (session.provider !== 'local')
        throw new AppError(
          'CHECKOUT_NOT_FOUND',
          'This checkout does not exist. Start again from the pricing page.',
        );
      const target = session.status === 'open' ? await changeFor(ownerOfSession(session), plan) : undefined;
      return {
        session_id: session.id,
        status: session.status as 'open' | 'complete' | 'canceled' | 'expired',
        plan,
        expires_at: session.expires_at,
        test_mode: true as const,
        change: target?.change ?? null,
      };
    },

    /**
     * The local provider's payment: the test checkout completes, the subscription starts now for
     * one period, and it is written through the same path as a Stripe webhook.
     */
    async completeLocalCheckout(actor: Actor, sessionId: string): Promise<CurrentSubscription> {
      const userId = actor.userId;
      if (requireProvider().name !== 'local')
        throw new AppError(
          'CHECKOUT_NOT_FOUND',
          'This checkout does not exist. Start again from the pricing page.',
        );
      const { session, plan } = await ownSession(userId, sessionId);
      if (session.provider !== 'local')
        throw new AppError(
          'CHECKOUT_NOT_FOUND',
          'This checkout does not exist. Start again from the pricing page.',
        );
      if (session.status !== 'open')
        throw new AppError(
          'CHECKOUT_CLOSED',
          session.status === 'complete'
            ? 'This checkout is already paid.'
            : `This checkout is ${session.status}. Start again from the pricing page.`,
        );
      const start = new Date();
      const owner = ownerOfSession(session);
      // A running plan changes in place (decision 0054): an upgrade now, prorated, in the same
      // period; a downgrade at the period end. Otherwise a new subscription starts now.
      const target = await changeFor(owner, plan);
      const applied = target
        ? await applyChange(target, session.id, `local_evt_${randomUUID()}`).then(() => true)
        : await applySnapshot(
            {
              provider: 'local',
              providerSubscriptionId: `local_sub_${randomUUID()}`,
              providerCustomerId: `local_cus_${owner.id}`,
              owner,
              planCode: plan.plan_code,
              status: 'active',
              periodStart: start,
              periodEnd: addPeriod(start, plan.period_unit),
              cancelAtPeriodEnd: false,
              checkoutSessionId: session.id,
            },
            { id: `local_evt_${randomUUID()}`, type: 'checkout.session.completed' },
          );
      if (!applied) throw new AppError('CHECKOUT_CLOSED', 'This checkout is already paid.');
      const organization = actor.organization?.id === owner.id ? actor.organization : undefined;
      return (await subscriptions.findCurrent(owner, organization)).current;
    },

    async cancelLocalCheckout(userId: string, sessionId: string) {
      const { session } = await ownSession(userId, sessionId);
      await closeCheckoutSession(db, session.id, 'canceled');
      return { status: 'canceled' as const };
    },

    /** Cancel at period end (spec 3 §2): only a running, active subscription not already ending. */
    async cancel(actor: Actor): Promise<CurrentSubscription> {
      const owner = await managedOwner(actor, 'cancel_subscription');
      const { current } = await liveSubscription(owner);
      if (current.status !== 'active' || current.cancel_at_period_end)
        throw new AppError(
          'CANNOT_CANCEL',
          current.cancel_at_period_end
            ? `Your subscription already ends on ${current.current_period_end.slice(0, 10)}.`
            : 'Only an active subscription can be cancelled.',
        );
      return setCancelAtPeriodEnd(actor, owner, true);
    },

    /** Auto-renew on or off (off = cancel at period end). */
    async setAutoRenew(actor: Actor, autoRenew: boolean) {
      return setCancelAtPeriodEnd(actor, await managedOwner(actor, 'change_auto_renew'), !autoRenew);
    },

    /**
     * A Stripe webhook: the signature is checked on the raw body, each event id is handled once,
     * and the subscription is read again from Stripe before anything is written (events arrive out
     * of order and late; only Stripe's current state is trusted).
     */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!stripe) throw new AppError('NOT_FOUND', 'Stripe is not set up on this server.');
      const event = stripe.verifyEvent(rawBody, signature);
      if (await isEventRecorded(db, 'stripe', event.id)) return { received: true, duplicate: true };
      const subscriptionId = subscriptionIdOfEvent(event);
      const snapshot = subscriptionId ? await stripe.readSubscription(subscriptionId) : undefined;
      if (!snapshot) {
        // Not about one of our subscriptions (or a type we do not act on): noted, so a replay is cheap.
        await recordEventOnce(db, 'stripe', event.id, event.type);
        return { received: true, ignored: true };
      }
      if (!(await ownerExists(db, snapshot.owner))) {
        // The account (or organization) was deleted; its subscription was cancelled at Stripe then.
        // Later events about it (the cancellation itself, a final invoice) are acknowledged and
        // recorded, so Stripe stops retrying, and nothing is written for an owner that is gone.
        await recordEventOnce(db, 'stripe', event.id, event.type);
        log.info(
          { event: 'billing_webhook_owner_gone', type: event.type },
          'stripe webhook for a deleted owner',
        );
        return { received: true, ignored: true };
      }
      const applied = await applySnapshot(snapshot, event);
      log.info(
        { event: 'billing_webhook', type: event.type, applied, status: snapshot.status },
        'stripe webhook handled',
      );
      return { received: true, duplicate: !applied };
    },

    /**
     * Before an account is deleted: each running subscription the person pays for is cancelled at
     * its payment provider first, so nobody is billed for an account that no longer exists. One that
     * cannot be cancelled refuses the deletion (nothing is deleted), with what to do. Organizations
     * the person owns are checked by the organization service (a running plan there refuses too).
     */
    async cancelForAccountDeletion(userId: string): Promise<void> {
      for (const row of await findLiveSubscriptions(db, { type: 'user', id: userId })) {
        if (row.provider === 'grant' || !row.provider_subscription_id) continue;
        if (row.provider !== provider?.name)
          throw new AppError(
            'PAYMENT_PROVIDER_ERROR',
            `Your subscription is billed by ${row.provider}, which this server is not set up for, so it cannot be cancelled and your account was not deleted. Ask the operator to cancel it, then delete your account.`,
          );
        await provider.cancelNow(row.provider_subscription_id).catch((error: unknown) => {
          log.warn(
            { err: error, subscription: row.id, event: 'billing_cancel_on_delete_failed' },
            'a subscription could not be cancelled before its account was deleted',
          );
          throw new AppError(
            'PAYMENT_PROVIDER_ERROR',
            'Your subscription could not be cancelled at the payment provider, so your account was not deleted (and nothing was changed). Try again in a moment.',
          );
        });
        await updateSubscription(db, row.id, {
          planCode: row.plan_code,
          status: 'canceled',
          periodStart: new Date(row.current_period_start),
          periodEnd: new Date(),
          cancelAtPeriodEnd: false,
          providerCustomerId: row.provider_customer_id,
        });
      }
    },

    /** Operator command: one Stripe Price per paid plan, by lookup key. */
    async syncPrices() {
      if (!stripe)
        throw new AppError(
          'BILLING_DISABLED',
          'Set BILLING=stripe and STRIPE_SECRET_KEY to sync prices with Stripe.',
        );
      const plans = (await findActivePlans(db)).filter((p) => !NOT_FOR_SALE.has(p.code) && p.price_nok > 0);
      return stripe.syncPrices(
        plans.map((p) => ({
          code: p.code,
          name: p.name,
          priceNok: p.price_nok,
          periodUnit: p.period_unit === 'year' ? 'year' : 'month',
        })),
      );
    },

    /** Checkout sessions past their time are closed (run on start and hourly). */
    expireCheckouts: () => expireCheckoutSessions(db, nowIso()),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
