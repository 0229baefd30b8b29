import { describe, expect, it } from 'vitest';
import {
  analyseUsage,
  capCards,
  gaugeTone,
  nextTier,
  recommendPlans,
  renewalOf,
  urgencyOf,
  type AdvisorPlan,
} from './usage-advisor.ts';

const plan = (code: string, unit: 'month' | 'year', monthly: number, price = 1): AdvisorPlan => ({
  plan_code: code,
  period_unit: unit,
  pages_monthly_limit: monthly,
  pages_yearly_limit: monthly * 12,
  metadata: { price },
});

const CATALOGUE = [
  plan('free', 'month', 50, 0),
  plan('free_trial', 'month', 500, 0),
  plan('basic_monthly', 'month', 1000),
  plan('basic_yearly', 'year', 1000),
  plan('pro_monthly', 'month', 5000),
  plan('pro_yearly', 'year', 5000),
  plan('business_monthly', 'month', 25000),
  plan('business_yearly', 'year', 25000),
];

const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000);
const period = { periodStart: day(0).toISOString(), periodEnd: day(30).toISOString() };

describe('analyseUsage', () => {
  it('works out the pace, the projection and the days left at that pace', () => {
    const a = analyseUsage({ pagesUsed: 300, pagesLimit: 1000, ...period, now: day(10) });
    expect(a.dailyAverage).toBe(30);
    expect(a.projectedTotal).toBe(900);
    expect(a.predictedMonthly).toBe(900);
    expect(a.pagesRemaining).toBe(700);
    expect(a.daysUntilExhaustion).toBeNull(); // 700 / 30 = 23.3 days, but only 20 days are left
    expect(a.usagePercentage).toBe(30);
    expect([a.urgencyLevel, a.recommendedAction]).toEqual(['low', 'monitor']);
  });

  it('counts the first day as a whole day, so an hour-old period does not project wildly', () => {
    const a = analyseUsage({
      pagesUsed: 10,
      pagesLimit: 1000,
      ...period,
      now: new Date(day(0).getTime() + 3_600_000),
    });
    expect(a.dailyAverage).toBe(10);
  });

  it('says when the pages run out before the period ends, and calls that urgent', () => {
    const a = analyseUsage({ pagesUsed: 500, pagesLimit: 1000, ...period, now: day(5) });
    expect(a.daysUntilExhaustion).toBe(5);
    expect(a.projectedOveruse).toBe(true);
    expect([a.urgencyLevel, a.recommendedAction]).toEqual(['high', 'urgent_upgrade']);
  });

  it('is none with nothing used, and copes with a zero limit', () => {
    expect(analyseUsage({ pagesUsed: 0, pagesLimit: 1000, ...period, now: day(3) }).urgencyLevel).toBe(
      'none',
    );
    expect(analyseUsage({ pagesUsed: 0, pagesLimit: 0, ...period, now: day(3) }).usagePercentage).toBe(0);
  });
});

describe('urgencyOf (spec 3 §4 table)', () => {
  it.each([
    [95, null, false, 'critical', 'urgent_upgrade'],
    [10, 3, false, 'critical', 'urgent_upgrade'],
    [85, null, false, 'high', 'consider_upgrade'],
    [85, null, true, 'high', 'urgent_upgrade'],
    [10, 7, true, 'high', 'urgent_upgrade'],
    [70, null, false, 'medium', 'consider_upgrade'],
    [20, null, true, 'medium', 'consider_upgrade'],
    [1, null, false, 'low', 'monitor'],
    [0.5, null, false, 'none', 'none'],
  ] as const)('%s %% used, %s days left, overuse %s → %s / %s', (pct, days, over, level, action) => {
    expect(urgencyOf(pct, days, over)).toEqual({ urgencyLevel: level, recommendedAction: action });
  });
});

describe('gaugeTone', () => {
  it('is success up to 70 %, warning up to 90 %, error above', () => {
    expect([gaugeTone(70), gaugeTone(70.1), gaugeTone(90), gaugeTone(90.1)]).toEqual([
      'success',
      'warning',
      'warning',
      'error',
    ]);
  });
});

describe('recommendPlans', () => {
  it('offers bigger monthly plans that hold the projection first, then up to two yearly ones', () => {
    const list = recommendPlans(CATALOGUE, {
      planCode: 'basic_monthly',
      monthlyLimit: 1000,
      projectedMonthly: 3000,
    });
    expect(list.map((r) => [r.plan_code, r.priority])).toEqual([
      ['pro_monthly', 1],
      ['business_monthly', 1],
      ['pro_yearly', 3],
      ['business_yearly', 3],
    ]);
  });

  it('ranks a bigger plan that falls short of the projection second', () => {
    const list = recommendPlans(CATALOGUE, { planCode: 'free', monthlyLimit: 50, projectedMonthly: 4000 });
    expect(list.filter((r) => r.kind === 'monthly').map((r) => [r.plan_code, r.priority])).toEqual([
      ['pro_monthly', 1],
      ['business_monthly', 1],
      ['basic_monthly', 2],
    ]);
  });

  it('offers the largest plans and enterprise when nothing holds the projection', () => {
    const list = recommendPlans(CATALOGUE, {
      planCode: 'pro_monthly',
      monthlyLimit: 5000,
      projectedMonthly: 90_000,
    });
    expect(list.map((r) => [r.plan_code, r.priority])).toEqual([
      ['business_monthly', 4],
      ['business_yearly', 4],
      ['enterprise', 4],
    ]);
    expect(
      recommendPlans(
        CATALOGUE.filter((p) => p.period_unit === 'month'),
        {
          planCode: 'pro_monthly',
          monthlyLimit: 5000,
          projectedMonthly: 90_000,
        },
      ).map((r) => r.plan_code),
    ).toEqual(['business_monthly', 'enterprise']);
  });

  it('offers the next tiers up the chain when usage does not call for more pages', () => {
    const list = recommendPlans(CATALOGUE, {
      planCode: 'business_monthly',
      monthlyLimit: 25_000,
      projectedMonthly: 100,
    });
    expect(list.map((r) => r.plan_code)).toEqual(['enterprise']);
    const fromBasic = recommendPlans(CATALOGUE, {
      planCode: 'basic_monthly',
      monthlyLimit: 1000,
      projectedMonthly: 100,
    });
    expect(fromBasic.map((r) => r.plan_code)).toEqual(['pro_monthly', 'business_monthly', 'enterprise']);
  });

  it('never shows more than 3 monthly and 2 yearly or enterprise cards', () => {
    const many = Array.from({ length: 6 }, (_, i) => plan(`pro_monthly`, 'month', 2000 + i)).concat(
      Array.from({ length: 4 }, () => plan('pro_yearly', 'year', 3000)),
    );
    const list = recommendPlans(many, {
      planCode: 'basic_monthly',
      monthlyLimit: 1000,
      projectedMonthly: 1500,
    });
    expect(list.filter((r) => r.kind === 'monthly')).toHaveLength(3);
    expect(list.filter((r) => r.kind !== 'monthly')).toHaveLength(2);
    expect(capCards([])).toEqual([]);
  });
});

describe('nextTier and renewalOf', () => {
  it('follows starter → pro → business → enterprise, pro by default', () => {
    expect(['basic_monthly', 'pro_yearly', 'business_monthly', 'free', 'free_trial'].map(nextTier)).toEqual([
      'pro',
      'business',
      'enterprise',
      'pro',
      'pro',
    ]);
  });

  it('adds the quota to what is left and extends by the length of the period it is in', () => {
    // A 30-day period ending on 30 December: 30 days more, although December has 31 (issue 30 item 3).
    expect(
      renewalOf({
        pagesLimit: 1000,
        pagesUsed: 400,
        periodStart: '2026-11-30T00:00:00.000Z',
        periodEnd: '2026-12-30T00:00:00.000Z',
      }),
    ).toEqual({ newTotal: 1600, extensionDays: 30, newPeriodEnd: '2027-01-29T00:00:00.000Z' });
    expect(
      renewalOf({
        pagesLimit: 1000,
        pagesUsed: 0,
        periodStart: '2026-12-15T00:00:00.000Z',
        periodEnd: '2027-01-15T00:00:00.000Z',
      }).extensionDays,
    ).toBe(31);
    expect(
      renewalOf({
        pagesLimit: 12_000,
        pagesUsed: 13_000,
        periodStart: '2025-11-30T00:00:00.000Z',
        periodEnd: '2026-11-30T00:00:00.000Z',
      }),
    ).toMatchObject({ newTotal: 12_000, extensionDays: 365 });
  });
});
