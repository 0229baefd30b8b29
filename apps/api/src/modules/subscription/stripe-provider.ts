import Stripe from 'stripe';
import { PLAN_CODES, type PlanCode, type SubscriptionStatus } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import type { BillingOwner } from './subscription.repository.ts';
import type { PaymentProvider, ProviderEvent, SubscriptionSnapshot } from './payment-provider.ts';

/** Each paid plan has one Stripe Price, found by this lookup key (`sladd_pro_monthly`). */
export const PRICE_LOOKUP_PREFIX = 'sladd_';
export const lookupKeyOf = (planCode: string) => `${PRICE_LOOKUP_PREFIX}${planCode}`;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a Stripe-shaped server in tests); Stripe's own when unset. */
  apiUrl?: string;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(settings.secretKey, options);
}

/** Stripe's subscription statuses as spec 3 §3's (incomplete_expired → expired, paused → inactive). */
export function statusFromStripe(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'past_due':
    case 'unpaid':
    case 'canceled':
    case 'incomplete':
      return status;
    case 'incomplete_expired':
      return 'expired';
    default:
      return 'inactive';
  }
}

function providerError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  return new AppError(
    'PAYMENT_PROVIDER_ERROR',
    `The payment provider did not answer as expected: ${message}`,
  );
}

/** The plan of a subscription: its price's lookup key, else the plan code we put in its metadata. */
function planCodeOf(subscription: Stripe.Subscription): PlanCode | undefined {
  const lookup = subscription.items.data[0]?.price.lookup_key ?? '';
  const fromPrice = lookup.startsWith(PRICE_LOOKUP_PREFIX) ? lookup.slice(PRICE_LOOKUP_PREFIX.length) : '';
  const code = fromPrice || subscription.metadata?.plan_code || '';
  return (PLAN_CODES as readonly string[]).includes(code) ? (code as PlanCode) : undefined;
}

function ownerOf(metadata: Record<string, string> | null | undefined): BillingOwner | undefined {
  const id = metadata?.owner_id;
  if (!id) return undefined;
  return metadata.owner_type === 'organization' ? { type: 'organization', id } : { type: 'user', id };
}

/**
 * The plan a subscription changes to at its period end (decision 0054): the plan code we put on the
 * metadata of its schedule's phase that starts then. Undefined when the schedule was not expanded
 * (the answer does not say), null when no change is scheduled.
 */
function scheduledPlanOf(
  subscription: Stripe.Subscription,
  periodEnd: number,
): { scheduledPlanCode?: PlanCode | null } {
  const schedule = subscription.schedule;
  if (typeof schedule === 'string') return {};
  if (!schedule || !['not_started', 'active'].includes(schedule.status)) return { scheduledPlanCode: null };
  const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
  const code = next?.metadata?.plan_code ?? '';
  return {
    scheduledPlanCode: (PLAN_CODES as readonly string[]).includes(code) ? (code as PlanCode) : null,
  };
}

/** Our snapshot of a Stripe subscription; undefined when it is not one of ours (no owner or plan). */
export function snapshotOfStripe(subscription: Stripe.Subscription): SubscriptionSnapshot | undefined {
  const owner = ownerOf(subscription.metadata);
  const planCode = planCodeOf(subscription);
  const item = subscription.items.data[0];
  if (!owner || !planCode || !item) return undefined;
  const customer =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer?.id;
  return {
    ...scheduledPlanOf(subscription, item.current_period_end),
    provider: 'stripe',
    providerSubscriptionId: subscription.id,
    providerCustomerId: customer ?? null,
    owner,
    planCode,
    status: statusFromStripe(subscription.status),
    periodStart: new Date(item.current_period_start * 1000),
    periodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(subscription.metadata?.checkout_session
      ? { checkoutSessionId: subscription.metadata.checkout_session }
      : {}),
  };
}

/** The subscription an event is about, whatever the event's object is. */
export function subscriptionIdOfEvent(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (object.object === 'subscription') return object.id as string;
  const direct = object.subscription;
  if (typeof direct === 'string') return direct;
  if (direct && typeof direct === 'object') return (direct as { id?: string }).id;
  // Invoices since API version 2025-03-31 name it under parent.subscription_details.
  const parent = object.parent as
    { subscription_details?: { subscription?: string | { id: string } } } | undefined;
  const nested = parent?.subscription_details?.subscription;
  return typeof nested === 'string' ? nested : nested?.id;
}

export interface StripeProvider extends PaymentProvider {
  /** Verifies a webhook's signature on the raw body; throws WEBHOOK_SIGNATURE_INVALID. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event & ProviderEvent;
  /** Reads the subscription as Stripe has it now (events arrive out of order; their bodies go stale). */
  readSubscription(id: string): Promise<SubscriptionSnapshot | undefined>;
  /** Creates or updates one Price per paid plan by lookup key; idempotent. */
  syncPrices(
    plans: { code: string; name: string; priceNok: number; periodUnit: 'month' | 'year' }[],
  ): Promise<{ code: string; action: 'created' | 'unchanged' | 'replaced'; priceId: string }[]>;
}

export function createStripeProvider(
  settings: StripeSettings,
  client = createStripeClient(settings),
): StripeProvider {
  async function priceIdOf(planCode: string): Promise<string> {
    const prices = await client.prices
      .list({ lookup_keys: [lookupKeyOf(planCode)], active: true, limit: 1 })
      .catch((error: unknown) => {
        throw providerError(error);
      });
    const price = prices.data[0];
    if (!price)
      throw new AppError(
        'BILLING_NOT_READY',
        `The plan ${planCode} has no price at the payment provider yet. An operator must run "sladd billing sync-prices".`,
      );
    return price.id;
  }

  function ours(subscription: Stripe.Subscription): SubscriptionSnapshot {
    const snapshot = snapshotOfStripe(subscription);
    if (!snapshot) throw providerError(new Error('the subscription is not one of Sladd’s'));
    return snapshot;
  }

  return {
    name: 'stripe',

    async createCheckout(request) {
      const price = await priceIdOf(request.planCode);
      const metadata = {
        owner_type: request.owner.type,
        owner_id: request.owner.id,
        plan_code: request.planCode,
        checkout_session: request.sessionId,
      };
      const session = await client.checkout.sessions
        .create({
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.sessionId,
          ...(request.customerId
            ? { customer: request.customerId }
            : { customer_email: request.customerEmail }),
          metadata,
          subscription_data: { metadata },
        })
        .catch((error: unknown) => {
          throw providerError(error);
        });
      if (!session.url) throw providerError(new Error('the checkout session has no address'));
      return { url: session.url, providerSessionId: session.id };
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      const updated = await client.subscriptions
        .update(providerSubscriptionId, { cancel_at_period_end: cancel })
        .catch((error: unknown) => {
          throw providerError(error);
        });
      return ours(updated);
    },

    async changePlan(request) {
      const price = await priceIdOf(request.planCode);
      try {
        const subscription = await client.subscriptions.retrieve(request.providerSubscriptionId, {
          expand: ['schedule'],
        });
        const item = subscription.items.data[0];
        if (!item) throw new Error('the subscription has no item');
        const scheduleId =
          typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule?.id;
        if (request.kind === 'upgrade') {
          // A schedule (a downgrade waiting) would override the new price at the period end: released first.
          if (scheduleId) await client.subscriptionSchedules.release(scheduleId);
          // One subscription, a new price now: the prorated difference is invoiced and charged at
          // once; with pending_if_incomplete the change is applied only if that payment succeeds.
          const updated = await client.subscriptions.update(request.providerSubscriptionId, {
            items: [{ id: item.id, price }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'pending_if_incomplete',
            expand: ['schedule'],
          });
          return ours(updated);
        }
        // A downgrade waits for the period end: a schedule whose next phase has the new price.
        if (subscription.cancel_at_period_end)
          await client.subscriptions.update(request.providerSubscriptionId, { cancel_at_period_end: false });
        const schedule = scheduleId
          ? scheduleId
          : (await client.subscriptionSchedules.create({ from_subscription: subscription.id })).id;
        const metadata = { ...subscription.metadata };
        await client.subscriptionSchedules.update(schedule, {
          end_behavior: 'release',
          proration_behavior: 'none',
          phases: [
            {
              items: [{ price: item.price.id, quantity: 1 }],
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              metadata,
            },
            {
              items: [{ price, quantity: 1 }],
              duration: { interval: request.periodUnit, interval_count: 1 },
              metadata: { ...metadata, plan_code: request.planCode },
            },
          ],
        });
        return ours(
          await client.subscriptions.retrieve(request.providerSubscriptionId, { expand: ['schedule'] }),
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw providerError(error);
      }
    },

    async cancelScheduledChange(providerSubscriptionId) {
      try {
        const subscription = await client.subscriptions.retrieve(providerSubscriptionId, {
          expand: ['schedule'],
        });
        const scheduleId =
          typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule?.id;
        // Released, the subscription keeps its current price and renews on it.
        if (scheduleId) await client.subscriptionSchedules.release(scheduleId);
        return ours(await client.subscriptions.retrieve(providerSubscriptionId, { expand: ['schedule'] }));
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw providerError(error);
      }
    },

    async cancelNow(providerSubscriptionId) {
      await client.subscriptions.cancel(providerSubscriptionId, { prorate: true }).catch((error: unknown) => {
        throw providerError(error);
      });
    },

    verifyEvent(rawBody, signature) {
      if (!signature)
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The Stripe-Signature header is missing.');
      try {
        return client.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError(
          'WEBHOOK_SIGNATURE_INVALID',
          'The webhook signature does not match this endpoint’s secret.',
        );
      }
    },

    async readSubscription(id) {
      const subscription = await client.subscriptions
        .retrieve(id, { expand: ['schedule'] })
        .catch((error: unknown) => {
          throw providerError(error);
        });
      return snapshotOfStripe(subscription);
    },

    async syncPrices(plans) {
      const results: { code: string; action: 'created' | 'unchanged' | 'replaced'; priceId: string }[] = [];
      for (const plan of plans) {
        const existing = (
          await client.prices.list({ lookup_keys: [lookupKeyOf(plan.code)], active: true, limit: 1 })
        ).data[0];
        const amount = Math.round(plan.priceNok * 100);
        if (
          existing &&
          existing.unit_amount === amount &&
          existing.currency === 'nok' &&
          existing.recurring?.interval === plan.periodUnit
        ) {
          results.push({ code: plan.code, action: 'unchanged', priceId: existing.id });
          continue;
        }
        const product =
          typeof existing?.product === 'string'
            ? existing.product
            : (
                await client.products.create({
                  name: `Sladd ${plan.name}`,
                  metadata: { plan_code: plan.code },
                })
              ).id;
        const created = await client.prices.create({
          product,
          currency: 'nok',
          unit_amount: amount,
          recurring: { interval: plan.periodUnit },
          lookup_key: lookupKeyOf(plan.code),
          // A changed price takes the lookup key over from the old one; new checkouts use it.
          transfer_lookup_key: true,
          metadata: { plan_code: plan.code },
        });
        if (existing) await client.prices.update(existing.id, { active: false });
        results.push({ code: plan.code, action: existing ? 'replaced' : 'created', priceId: created.id });
      }
      return results;
    },
  };
}
