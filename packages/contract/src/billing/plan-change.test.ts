import { describe, expect, it } from 'vitest';
import { planChangeKind, prorate, type PlanTerms } from './plan-change.ts';

const BASIC_M: PlanTerms = { price: 299, periodUnit: 'month', pagesPerPeriod: 1000 };
const BASIC_Y: PlanTerms = { price: 2990, periodUnit: 'year', pagesPerPeriod: 12000 };
const PRO_M: PlanTerms = { price: 799, periodUnit: 'month', pagesPerPeriod: 5000 };
const PRO_Y: PlanTerms = { price: 7990, periodUnit: 'year', pagesPerPeriod: 60000 };

const DAY = 86_400_000;
const START = '2026-12-01T00:00:00.000Z';
const END = new Date(Date.parse(START) + 30 * DAY).toISOString();
const at = (days: number) => new Date(Date.parse(START) + days * DAY);

describe('planChangeKind', () => {
  it('more pages per month is an upgrade, fewer a downgrade', () => {
    expect(planChangeKind(BASIC_M, PRO_M)).toBe('upgrade');
    expect(planChangeKind(BASIC_M, PRO_Y)).toBe('upgrade');
    expect(planChangeKind(BASIC_Y, PRO_M)).toBe('upgrade');
    expect(planChangeKind(PRO_M, BASIC_M)).toBe('downgrade');
    expect(planChangeKind(PRO_Y, BASIC_M)).toBe('downgrade');
  });

  it('the same plan on another billing cycle waits for the paid period to end', () => {
    expect(planChangeKind(BASIC_M, BASIC_Y)).toBe('downgrade');
    expect(planChangeKind(BASIC_Y, BASIC_M)).toBe('downgrade');
  });

  it('same pages and cycle: a higher price is an upgrade', () => {
    expect(planChangeKind(BASIC_M, { ...BASIC_M, price: 399 })).toBe('upgrade');
    expect(planChangeKind(BASIC_M, { ...BASIC_M, price: 199 })).toBe('downgrade');
  });
});

describe('prorate', () => {
  it('same cycle: the price difference for the rest of the period, and the period stays', () => {
    // 10 of 30 days used: 2/3 left of (799 − 299) = 333.33.
    const result = prorate({ from: BASIC_M, to: PRO_M, periodStart: START, periodEnd: END, now: at(10) });
    expect(result.remainingFraction).toBeCloseTo(2 / 3, 10);
    expect(result.amountDueNow).toBe(333.33);
    expect(result.newPeriod).toBe(false);
    expect(result.creditLeft).toBe(0);
    expect(result.unusedCredit).toBe(199.33);
  });

  it('on the first day it is the whole difference; at the very end nothing', () => {
    expect(
      prorate({ from: BASIC_M, to: PRO_M, periodStart: START, periodEnd: END, now: at(0) }).amountDueNow,
    ).toBe(500);
    expect(
      prorate({ from: BASIC_M, to: PRO_M, periodStart: START, periodEnd: END, now: at(30) }).amountDueNow,
    ).toBe(0);
    // A clock past the end (a renewal not yet seen) never charges a negative amount.
    expect(
      prorate({ from: BASIC_M, to: PRO_M, periodStart: START, periodEnd: END, now: at(31) }).amountDueNow,
    ).toBe(0);
  });

  it('another cycle: a full new period less the unused rest of the old one', () => {
    // Basic monthly, 15 of 30 days left (149.50 unused) → Pro yearly 7990: 7840.50 now.
    const result = prorate({ from: BASIC_M, to: PRO_Y, periodStart: START, periodEnd: END, now: at(15) });
    expect(result).toMatchObject({
      newPeriod: true,
      unusedCredit: 149.5,
      amountDueNow: 7840.5,
      creditLeft: 0,
    });
  });

  it('a credit worth more than the new period is kept, and nothing is charged', () => {
    const yearEnd = new Date(Date.parse(START) + 365 * DAY).toISOString();
    // Basic yearly with half the year left (1495 unused) → Pro monthly 799.
    const result = prorate({
      from: BASIC_Y,
      to: PRO_M,
      periodStart: START,
      periodEnd: yearEnd,
      now: new Date(Date.parse(START) + 182.5 * DAY),
    });
    expect(result).toMatchObject({ newPeriod: true, amountDueNow: 0, creditLeft: 696 });
  });
});
