/**
 * The usage advisor of spec 3 §4: how fast a subscription's pages are going, how urgent an upgrade
 * is, which plans to offer, and what a renewal gives. Pure functions, shared by the server and the
 * web app (the manage page's alert banner and the pricing page's upgrade/renew modes).
 */

const DAY_MS = 86_400_000;

export type UrgencyLevel = 'critical' | 'high' | 'medium' | 'low' | 'none';
export type RecommendedAction = 'urgent_upgrade' | 'consider_upgrade' | 'monitor' | 'none';

export interface UsageInput {
  pagesUsed: number;
  pagesLimit: number;
  /** ISO times of the current period. */
  periodStart: string;
  periodEnd: string;
  /** The moment of the analysis (defaults to now). */
  now?: Date;
}

export interface UsageAnalysis {
  /** 0–100+, pages used of the period's limit. */
  usagePercentage: number;
  urgencyLevel: UrgencyLevel;
  recommendedAction: RecommendedAction;
  /** Pages per day since the period started (the first day counts as a whole day). */
  dailyAverage: number;
  /** Pages the period ends with at this pace. */
  projectedTotal: number;
  /** Pages a 30-day month takes at this pace. */
  predictedMonthly: number;
  /**
   * Days until no pages are left at this pace; null when the pace is zero or the pages outlast the
   * period (the counter starts again before they run out).
   */
  daysUntilExhaustion: number | null;
  daysLeftInPeriod: number;
  pagesRemaining: number;
  /** The projection goes past the limit. */
  projectedOveruse: boolean;
}

/** Thresholds of spec 3 §4 and §9. */
export const USAGE_THRESHOLDS = {
  critical: { percent: 95, days: 3 },
  high: { percent: 85, days: 7 },
  medium: { percent: 70 },
  low: { percent: 1 },
  /** The manage page's alert banner shows from this percentage on. */
  alertMinimumPercent: 0.1,
  /** The pages gauge turns warning above 70 % and error above 90 %. */
  gaugeWarningPercent: 70,
  gaugeErrorPercent: 90,
} as const;

export function analyseUsage(input: UsageInput): UsageAnalysis {
  const now = (input.now ?? new Date()).getTime();
  const start = Date.parse(input.periodStart);
  const end = Date.parse(input.periodEnd);
  const limit = Math.max(0, input.pagesLimit);
  const used = Math.max(0, input.pagesUsed);
  const periodDays = Math.max(1, (end - start) / DAY_MS);
  const daysElapsed = Math.min(periodDays, Math.max(1, (now - start) / DAY_MS));
  const daysLeftInPeriod = Math.max(0, (end - now) / DAY_MS);
  const dailyAverage = used / daysElapsed;
  const projectedTotal = dailyAverage * periodDays;
  const pagesRemaining = Math.max(0, limit - used);
  const exhaustion = dailyAverage > 0 ? pagesRemaining / dailyAverage : null;
  const daysUntilExhaustion = exhaustion !== null && exhaustion < daysLeftInPeriod ? exhaustion : null;
  const usagePercentage = limit > 0 ? (used / limit) * 100 : used > 0 ? 100 : 0;
  const projectedOveruse = projectedTotal > limit;
  const { urgencyLevel, recommendedAction } = urgencyOf(
    usagePercentage,
    daysUntilExhaustion,
    projectedOveruse,
  );
  return {
    usagePercentage,
    urgencyLevel,
    recommendedAction,
    dailyAverage,
    projectedTotal,
    predictedMonthly: dailyAverage * 30,
    daysUntilExhaustion,
    daysLeftInPeriod,
    pagesRemaining,
    projectedOveruse,
  };
}

/** The table of spec 3 §4, first matching row wins. */
export function urgencyOf(
  percent: number,
  daysUntilExhaustion: number | null,
  projectedOveruse: boolean,
): { urgencyLevel: UrgencyLevel; recommendedAction: RecommendedAction } {
  const days = daysUntilExhaustion ?? Number.POSITIVE_INFINITY;
  const t = USAGE_THRESHOLDS;
  if (percent >= t.critical.percent || days <= t.critical.days)
    return { urgencyLevel: 'critical', recommendedAction: 'urgent_upgrade' };
  if (percent >= t.high.percent || days <= t.high.days)
    return {
      urgencyLevel: 'high',
      recommendedAction: projectedOveruse ? 'urgent_upgrade' : 'consider_upgrade',
    };
  if (percent >= t.medium.percent || projectedOveruse)
    return { urgencyLevel: 'medium', recommendedAction: 'consider_upgrade' };
  if (percent >= t.low.percent) return { urgencyLevel: 'low', recommendedAction: 'monitor' };
  return { urgencyLevel: 'none', recommendedAction: 'none' };
}

/** The gauge's colour for a usage percentage (spec 3 §2). */
export function gaugeTone(percent: number): 'success' | 'warning' | 'error' {
  if (percent > USAGE_THRESHOLDS.gaugeErrorPercent) return 'error';
  if (percent > USAGE_THRESHOLDS.gaugeWarningPercent) return 'warning';
  return 'success';
}

/** What the advisor needs of a plan. */
export interface AdvisorPlan {
  plan_code: string;
  period_unit: 'month' | 'year';
  pages_monthly_limit: number;
  pages_yearly_limit: number;
  metadata: { price: number };
}

export interface Recommendation {
  /** A plan code, or 'enterprise' for the contact card. */
  plan_code: string;
  /** 1 holds the projection, 2 bigger but short of it, 3 yearly, 4 the largest plans when none fit. */
  priority: 1 | 2 | 3 | 4;
  /** |monthly pages of the plan − projected monthly pages|: smaller is closer. */
  closeness: number;
  kind: 'monthly' | 'yearly' | 'enterprise';
}

/** The card caps of the pricing page's advisor view (spec 3 §2). */
export const ADVISOR_CARD_CAPS = { monthly: 3, yearlyOrEnterprise: 2 } as const;

const TIER_ORDER = ['basic', 'pro', 'business'] as const;

/** The tier of a plan code: basic_monthly → basic. */
export function tierOf(planCode: string): string {
  return planCode.replace(/_(monthly|yearly)$/, '');
}

/**
 * The upgrade chain of spec 3 §4: starter (basic) → pro → business → enterprise; anything else
 * (free, trial, unknown) → pro.
 */
export function nextTier(planCode: string): string {
  const tier = tierOf(planCode);
  if (tier === 'basic' || tier === 'starter') return 'pro';
  if (tier === 'pro') return 'business';
  if (tier === 'business') return 'enterprise';
  return 'pro';
}

const isPaid = (plan: AdvisorPlan) =>
  TIER_ORDER.includes(tierOf(plan.plan_code) as (typeof TIER_ORDER)[number]);

/**
 * Plans to offer a subscriber whose pace projects `projectedMonthly` pages a month against a
 * current monthly quota of `currentMonthlyLimit` (spec 3 §4 "Recommendations"), sorted by priority
 * then closeness, and capped to the advisor view's cards.
 */
export function recommendPlans(
  plans: readonly AdvisorPlan[],
  current: { planCode: string; monthlyLimit: number; projectedMonthly: number },
): Recommendation[] {
  const projection = current.projectedMonthly;
  const closeness = (plan: AdvisorPlan) => Math.abs(plan.pages_monthly_limit - projection);
  const monthly = plans.filter((p) => isPaid(p) && p.period_unit === 'month');
  const yearly = plans.filter((p) => isPaid(p) && p.period_unit === 'year');
  const needsMore = projection > current.monthlyLimit;
  const bigger = monthly.filter((p) => p.pages_monthly_limit > current.monthlyLimit);
  const holding = bigger.filter((p) => p.pages_monthly_limit >= projection);

  let result: Recommendation[];
  if (needsMore && holding.length > 0) {
    // Rules 1 and 2: bigger monthly plans (1 when they hold the projection, else 2), and up to two
    // yearly plans that are bigger too.
    result = bigger.map((plan) => ({
      plan_code: plan.plan_code,
      priority: plan.pages_monthly_limit >= projection ? 1 : 2,
      closeness: closeness(plan),
      kind: 'monthly',
    }));
    const biggerYearly = yearly
      .filter((p) => p.pages_monthly_limit > current.monthlyLimit)
      .sort((a, b) => closeness(a) - closeness(b))
      .slice(0, 2);
    result.push(
      ...biggerYearly.map((plan) => ({
        plan_code: plan.plan_code,
        priority: 3 as const,
        closeness: closeness(plan),
        kind: 'yearly' as const,
      })),
    );
  } else if (needsMore) {
    // Rule 3: nothing holds the projection: the largest monthly and yearly plans, and enterprise.
    const largest = (list: AdvisorPlan[]) =>
      [...list].sort((a, b) => b.pages_monthly_limit - a.pages_monthly_limit)[0];
    result = [largest(monthly), largest(yearly)]
      .filter((plan): plan is AdvisorPlan => plan !== undefined)
      .map((plan) => ({
        plan_code: plan.plan_code,
        priority: 4,
        closeness: closeness(plan),
        kind: plan.period_unit === 'month' ? 'monthly' : 'yearly',
      }));
    result.push({
      plan_code: 'enterprise',
      priority: 4,
      closeness: Number.POSITIVE_INFINITY,
      kind: 'enterprise',
    });
  } else {
    // Rule 4: the next three larger tiers along the upgrade chain.
    const tiers: string[] = [];
    for (let tier = nextTier(current.planCode); tiers.length < 3; tier = nextTier(tier)) {
      if (tiers.includes(tier)) break;
      tiers.push(tier);
      if (tier === 'enterprise') break;
    }
    result = tiers.map((tier, index) => {
      const plan = monthly.find((p) => tierOf(p.plan_code) === tier);
      return plan
        ? {
            plan_code: plan.plan_code,
            priority: Math.min(4, index + 1) as 1 | 2 | 3,
            closeness: closeness(plan),
            kind: 'monthly',
          }
        : { plan_code: 'enterprise', priority: 4, closeness: Number.POSITIVE_INFINITY, kind: 'enterprise' };
    });
  }
  result.sort((a, b) => a.priority - b.priority || a.closeness - b.closeness);
  return capCards(result);
}

/** At most 3 monthly cards and 2 yearly or enterprise cards, keeping the order. */
export function capCards(list: Recommendation[]): Recommendation[] {
  let monthly = 0;
  let others = 0;
  return list.filter((item) => {
    if (item.kind === 'monthly') return ++monthly <= ADVISOR_CARD_CAPS.monthly;
    return ++others <= ADVISOR_CARD_CAPS.yearlyOrEnterprise;
  });
}

/**
 * Renewal arithmetic (spec 3 §4): renewing now adds a period's quota to what is left, and extends
 * the subscription by the length of the period in days — the period it is in (Nov 30 – Dec 30 is
 * 30 days, so 30 days are added), not the next calendar month.
 */
export function renewalOf(input: {
  pagesLimit: number;
  pagesUsed: number;
  periodStart: string;
  periodEnd: string;
}) {
  const remaining = Math.max(0, input.pagesLimit - input.pagesUsed);
  const end = new Date(input.periodEnd);
  const extensionDays = Math.round((end.getTime() - new Date(input.periodStart).getTime()) / DAY_MS);
  return {
    newTotal: input.pagesLimit + remaining,
    extensionDays,
    newPeriodEnd: new Date(end.getTime() + extensionDays * DAY_MS).toISOString(),
  };
}
