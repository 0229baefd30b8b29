import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type CurrentSubscription,
  type OrganizationRole,
  type Plan,
  isPremiumStatus,
  PLAN_CODES,
  type PlanCode,
  type ScheduledChange,
} from '@sladd/contract';
import type { Database, PlansTable, SubscriptionsTable } from '../../db/schema.ts';
import type { Actor, OrganizationContext } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { createAccountsService } from '../users/accounts.service.ts';
import {
  addPagesUsed,
  countUnchargedPages,
  deleteOldPageCharges,
  type FilePages,
  findPagesHeld,
  findPagesUsed,
  renewReservations,
  reservePagesHeld,
  settleReservations,
  type UsageCounter,
} from './usage.repository.ts';

/**
 * A reservation lives this long unless its request renews it (every RESERVATION_RENEW_MS while it
 * runs): the pages of a request whose process died are held at most this long, never counted.
 */
export const RESERVATION_TTL_MS = 3 * 60_000;
export const RESERVATION_RENEW_MS = 60_000;

export { type FilePages, PAGE_CHARGE_WINDOW_MS } from './usage.repository.ts';
import {
  type BillingOwner,
  cancelUserSubscriptions,
  findActivePlans,
  findLatestSubscription,
  findPlan,
  insertSubscription,
  updateSubscription,
} from './subscription.repository.ts';

/** 'local' (built-in test checkout), 'stripe', or 'off' (self-hosting: every feature, no quota). */
export type BillingMode = 'local' | 'stripe' | 'off';

type Status = CurrentSubscription['status'];

/** A plan row as the contract's plan; a missing yearly limit falls back to 12 × monthly (spec 3 §1). */
export function toPlan(row: PlansTable): Plan {
  return {
    plan_code: row.code as PlanCode,
    plan_name: row.name,
    period_unit: row.period_unit === 'year' ? 'year' : 'month',
    is_active: Boolean(row.is_active),
    pages_monthly_limit: row.pages_monthly_limit,
    pages_yearly_limit: row.pages_yearly_limit ?? row.pages_monthly_limit * 12,
    metadata: { price: row.price_nok, savings: row.savings, features: JSON.parse(row.features) as string[] },
  };
}

/** Pages allowed in one period of the plan: the yearly limit for yearly plans. */
function periodLimit(plan: Plan): number {
  return plan.period_unit === 'year' ? plan.pages_yearly_limit : plan.pages_monthly_limit;
}

/** For `.catch`: having no subscription is an answer (undefined); any other error passes on. */
export function noneIfNoSubscription(error: unknown): undefined {
  if (error instanceof AppError && error.code === 'NO_SUBSCRIPTION') return undefined;
  throw error;
}

export interface UsagePeriod {
  /** Where the period's pages are counted. */
  counter: UsageCounter;
  /** Pages allowed this period; Infinity when billing is off. */
  limit: number;
  used: number;
  endsAt: string;
}

export function addPeriod(start: Date, unit: 'month' | 'year'): Date {
  const end = new Date(start);
  if (unit === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

function quotaExceeded(period: UsagePeriod, pages: number): AppError {
  const left = Math.max(0, period.limit - period.used);
  return new AppError(
    'QUOTA_EXCEEDED',
    `This needs ${pages} ${pages === 1 ? 'page' : 'pages'}, but only ${left} of your ${period.limit} pages ${left === 1 ? 'is' : 'are'} left this period (until ${period.endsAt.slice(0, 10)}). Upgrade your plan to process more.`,
    { pages_requested: pages, pages_used: period.used, pages_limit: period.limit, period_end: period.endsAt },
  );
}

export interface SubscriptionOptions {
  billing?: BillingMode;
  /**
   * Whether a role's seat includes working on the organization's plan: the rule is the policy's
   * (`worksOnOrganizationPlan` in subscription.policy.ts), handed in by app.ts, so this service holds
   * no role rule. Tools that act for people only (the CLI, tests) may leave it out; asking for an
   * actor in an organization is then a programming error, never a silent answer.
   */
  worksOnOrganizationPlan?: (role: OrganizationRole) => boolean;
}

export function createSubscriptionService(db: Kysely<Database>, options: SubscriptionOptions = {}) {
  const billing = options.billing ?? 'local';
  const worksOnOrganizationPlan =
    options.worksOnOrganizationPlan ??
    (() => {
      throw new Error(
        'This subscription service was built without worksOnOrganizationPlan (app.ts passes it).',
      );
    });
  const accounts = createAccountsService(db);
  let lastSweep = 0;

  /**
   * The built-in local provider has no payment network to renew a subscription: when a period has
   * run out and the subscription renews, the next period starts where the last one ended and is as
   * long (no money moves). Stripe renews on its side and tells us by webhook.
   */
  async function renewLocal(row: SubscriptionsTable): Promise<SubscriptionsTable> {
    if (row.provider !== 'local' || row.cancel_at_period_end || !isPremiumStatus(row.status)) return row;
    let start = new Date(row.current_period_start);
    let end = new Date(row.current_period_end);
    if (end.getTime() > Date.now()) return row;
    // A change scheduled for the period end (a downgrade, decision 0054) takes effect now: the next
    // period is one of the new plan, with its quota and a fresh page count.
    const scheduled = row.scheduled_plan_code ? await findPlan(db, row.scheduled_plan_code) : undefined;
    const planCode = scheduled?.code ?? row.plan_code;
    if (scheduled) [start, end] = [end, addPeriod(end, toPlan(scheduled).period_unit)];
    // Each renewal adds the length of the period it renews, in days (spec 3 §4: what the pricing
    // page's renewal view promises, renewalOf in the contract).
    const length = end.getTime() - start.getTime();
    while (end.getTime() <= Date.now()) [start, end] = [end, new Date(end.getTime() + length)];
    await updateSubscription(db, row.id, {
      planCode,
      status: row.status,
      periodStart: start,
      periodEnd: end,
      cancelAtPeriodEnd: false,
      providerCustomerId: row.provider_customer_id,
      scheduledPlanCode: null,
    });
    return {
      ...row,
      plan_code: planCode,
      scheduled_plan_code: null,
      current_period_start: start.toISOString(),
      current_period_end: end.toISOString(),
    };
  }

  async function describe(
    row: SubscriptionsTable,
    planRow: PlansTable,
    organization?: OrganizationContext,
  ): Promise<CurrentSubscription> {
    const plan = toPlan(planRow);
    // A status the contract does not name yet (a provider's new one) is passed on, not turned into
    // 'inactive': the web shows it as Unknown (spec 3 §3), and it is never premium.
    const status: Status = row.status;
    // A subscription set to end whose period is over has expired, even before the provider says so.
    const expired =
      isPremiumStatus(status) && new Date(row.current_period_end).getTime() < Date.now() && !row.auto_renew;
    return {
      plan,
      plan_code: plan.plan_code,
      status: expired ? 'expired' : status,
      current_period_start: row.current_period_start,
      current_period_end: row.current_period_end,
      usage: {
        pages_used: await findPagesUsed(db, {
          kind: 'subscription',
          subscriptionId: row.id,
          periodStart: row.current_period_start,
        }),
        pages_limit: periodLimit(plan),
      },
      auto_renew: Boolean(row.auto_renew),
      cancel_at_period_end: Boolean(row.cancel_at_period_end),
      is_organization_subscription: row.organization_id !== null,
      organization_id: row.organization_id,
      organization_name: row.organization_id && organization ? organization.name : null,
      user_role_in_organization: row.organization_id && organization ? organization.role : null,
      scheduled_change: await scheduledChangeOf(row),
    };
  }

  /** The change waiting for the period end (decision 0054), as the subscription page shows it. */
  async function scheduledChangeOf(row: SubscriptionsTable): Promise<ScheduledChange | null> {
    if (!row.scheduled_plan_code || row.scheduled_plan_code === row.plan_code || row.cancel_at_period_end)
      return null;
    const planRow = await findPlan(db, row.scheduled_plan_code);
    if (!planRow) return null;
    const plan = toPlan(planRow);
    return {
      plan_code: plan.plan_code,
      plan_name: plan.plan_name,
      period_unit: plan.period_unit,
      price: plan.metadata.price,
      at: row.current_period_end,
    };
  }

  /**
   * The owner's latest subscription with its row (for billing actions), renewed if due. An
   * organization's is described with the caller's membership (`organization`).
   */
  async function findCurrent(owner: BillingOwner, organization?: OrganizationContext) {
    const found = await findLatestSubscription(db, owner);
    const row = found ? await renewLocal(found) : undefined;
    const planRow = row ? await findPlan(db, row.plan_code) : undefined;
    if (!row || !planRow)
      throw new AppError(
        'NO_SUBSCRIPTION',
        owner.type === 'organization'
          ? 'This organization has no subscription.'
          : 'You have no subscription.',
      );
    return { row, current: await describe(row, planRow, organization) };
  }

  /**
   * The subscription a request works under: in an organization whose plan is running, and whose
   * seat includes working on it (the policy's rule, see SubscriptionOptions; not a viewer, decision
   * 0031), the organization's; else the person's own. Premium, page quota and the subscription
   * page all read this one answer.
   */
  async function findEffective(actor: Actor) {
    const organization = actor.organization;
    if (organization && worksOnOrganizationPlan(organization.role)) {
      const found = await findCurrent({ type: 'organization', id: organization.id }, organization).catch(
        noneIfNoSubscription,
      );
      if (found && isPremiumStatus(found.current.status)) return found;
    }
    return findCurrent({ type: 'user', id: actor.userId });
  }

  async function getCurrent(actor: Actor): Promise<CurrentSubscription> {
    return (await findEffective(actor)).current;
  }

  /** The period pages count against: the live subscription's, else the free plan's calendar month. */
  async function currentPeriod(actor: Actor): Promise<UsagePeriod> {
    const userId = actor.userId;
    const found = await findEffective(actor).catch(noneIfNoSubscription);
    if (found && isPremiumStatus(found.current.status)) {
      const { row, current } = found;
      return {
        counter: { kind: 'subscription', subscriptionId: row.id, periodStart: row.current_period_start },
        limit: billing === 'off' ? Number.POSITIVE_INFINITY : current.usage.pages_limit,
        used: current.usage.pages_used,
        endsAt: current.current_period_end,
      };
    }
    const now = new Date();
    const counter: UsageCounter = {
      kind: 'free',
      userId,
      periodKey: `free:${now.toISOString().slice(0, 7)}`,
    };
    const free = await findPlan(db, 'free');
    const endsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
    return {
      counter,
      limit: billing === 'off' ? Number.POSITIVE_INFINITY : (free?.pages_monthly_limit ?? 0),
      used: await findPagesUsed(db, counter),
      endsAt,
    };
  }

  return {
    billing,
    getCurrent,
    findCurrent,
    findEffective,
    currentPeriod,

    /** An organization's own subscription, described for a member (its page's subscription tab). */
    getForOrganization: async (organization: OrganizationContext) =>
      (await findCurrent({ type: 'organization', id: organization.id }, organization)).current,

    /**
     * Refuses work that would take the user past the plan's page limit for this period. Pages of
     * `wanted` counted in the last 24 hours take no room (decision 0053).
     */
    async assertQuota(actor: Actor, wanted: FilePages): Promise<UsagePeriod> {
      const period = await currentPeriod(actor);
      const pages = await countUnchargedPages(db, period.counter, wanted);
      if (pages === 0) return period;
      // Pages held by the user's running requests take room too.
      const taken = period.used + (await findPagesHeld(db, period.counter));
      if (taken + pages > period.limit) throw quotaExceeded({ ...period, used: taken }, pages);
      return period;
    },

    /**
     * Holds the pages of `wanted` not counted in the last 24 hours for a request, in one atomic
     * step (so parallel requests cannot overdraw the plan), without counting them: the request ends
     * with settlePages(), which counts what it delivered. Pages counted and pages held by other live
     * requests both take room.
     */
    async reservePages(actor: Actor, wanted: FilePages): Promise<UsagePeriod & { reservationId?: string }> {
      const period = await currentPeriod(actor);
      const pages = await countUnchargedPages(db, period.counter, wanted);
      if (pages <= 0) return period;
      const limit = Number.isFinite(period.limit) ? period.limit : undefined;
      const reservationId = randomUUID();
      const held = await reservePagesHeld(
        db,
        period.counter,
        { id: reservationId, pages, ttlMs: RESERVATION_TTL_MS },
        limit,
      );
      if (!held) {
        const [used, holding] = await Promise.all([
          findPagesUsed(db, period.counter),
          findPagesHeld(db, period.counter),
        ]);
        throw quotaExceeded({ ...period, used: used + holding }, pages);
      }
      return { ...period, reservationId };
    },

    /** Pages the actor's running requests hold now (reserved, not yet counted). */
    pagesHeld: async (actor: Actor) => findPagesHeld(db, (await currentPeriod(actor)).counter),

    /** Keeps a running request's reservations alive (see RESERVATION_TTL_MS). */
    renewReservations: (ids: readonly string[]) => renewReservations(db, ids, RESERVATION_TTL_MS),

    /**
     * Ends a request's reservations and counts the pages it delivered that were not counted in the
     * last 24 hours, in one transaction; answers the pages counted.
     */
    async settlePages(period: UsagePeriod, reservationIds: readonly string[], delivered: FilePages) {
      const counted = await settleReservations(db, period.counter, reservationIds, delivered);
      // Housekeeping, outside the transaction and at most once a minute: a failure here loses nothing.
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        await deleteOldPageCharges(db).catch(() => undefined);
      }
      return counted;
    },

    /** Counts pages against a period directly (operator tools and tests; requests reserve and settle). */
    recordPages: async (period: UsagePeriod, pages: number) => {
      await addPagesUsed(db, period.counter, pages);
    },
    listPlans: async () => (await findActivePlans(db)).map(toPlan),

    /** Operator action: gives the user a plan now (ending any live one first). */
    async grantPlan(email: string, planCode: string): Promise<CurrentSubscription> {
      if (!(PLAN_CODES as readonly string[]).includes(planCode))
        throw new AppError(
          'VALIDATION_ERROR',
          `Unknown plan "${planCode}". Plans: ${PLAN_CODES.join(', ')}.`,
        );
      const user = await accounts.findByIdentifier(email);
      if (!user) throw new AppError('NOT_FOUND', `No user with the e-mail address ${email}.`);
      const plan = toPlan((await findPlan(db, planCode))!);
      await cancelUserSubscriptions(db, user.id);
      const start = new Date();
      await insertSubscription(db, {
        owner: { type: 'user', id: user.id },
        planCode,
        status: planCode === 'free_trial' ? 'trialing' : 'active',
        periodStart: start,
        periodEnd: addPeriod(start, plan.period_unit),
        cancelAtPeriodEnd: false,
        provider: 'grant',
        providerSubscriptionId: null,
        providerCustomerId: null,
      });
      return getCurrent({ userId: user.id });
    },

    /** Operator action: ends the user's live subscriptions; returns how many were ended. */
    async revokePlan(email: string): Promise<number> {
      const user = await accounts.findByIdentifier(email);
      if (!user) throw new AppError('NOT_FOUND', `No user with the e-mail address ${email}.`);
      return cancelUserSubscriptions(db, user.id);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
