/**
 * A change from one paid plan to another (decision 0054): which kind it is, and what it costs now.
 * Pure arithmetic, shared by the server (the amount it bills, the local provider's and Stripe's
 * preview) and the web app (the checkout page shows the same numbers before anyone pays).
 */

export interface PlanTerms {
  /** NOK per period. */
  price: number;
  periodUnit: 'month' | 'year';
  /** Pages per period (the yearly limit for a yearly plan). */
  pagesPerPeriod: number;
}

export type PlanChangeKind = 'upgrade' | 'downgrade';

const monthsOf = (unit: 'month' | 'year') => (unit === 'year' ? 12 : 1);
const perMonth = (value: number, unit: 'month' | 'year') => value / monthsOf(unit);

/**
 * An upgrade gives more pages per month, or (same billing cycle, same pages) costs more per
 * month; it starts now. Anything else — fewer pages, a cheaper plan, or the same plan on another
 * billing cycle — is scheduled for the end of the period the person has already paid for.
 */
export function planChangeKind(from: PlanTerms, to: PlanTerms): PlanChangeKind {
  const fromPages = perMonth(from.pagesPerPeriod, from.periodUnit);
  const toPages = perMonth(to.pagesPerPeriod, to.periodUnit);
  if (toPages > fromPages) return 'upgrade';
  if (toPages < fromPages || from.periodUnit !== to.periodUnit) return 'downgrade';
  return to.price > from.price ? 'upgrade' : 'downgrade';
}

/** Rounds to whole øre, as a payment provider charges. */
const toOre = (nok: number) => Math.round(nok * 100) / 100;

export interface ProrationInput {
  from: PlanTerms;
  to: PlanTerms;
  /** The current period, ISO times. */
  periodStart: string;
  periodEnd: string;
  now?: Date;
}

export interface Proration {
  /** Share of the current period still to run, 0–1. */
  remainingFraction: number;
  /** What the unused rest of the current plan is worth (NOK). */
  unusedCredit: number;
  /** NOK charged now (never below 0). */
  amountDueNow: number;
  /** Credit left over when the unused rest is worth more than the new period (kept for later payments). */
  creditLeft: number;
  /**
   * The billing cycle changes (monthly ↔ yearly): as at Stripe, a new period of the new plan starts
   * now and the unused rest of the old one is credited. Otherwise the period stays as it is.
   */
  newPeriod: boolean;
}

/**
 * What an upgrade costs now. Same billing cycle: the difference in price for the rest of the
 * period, (new − old) × remaining fraction. Another billing cycle: a full period of the new plan
 * less the unused rest of the old one, new − old × remaining fraction.
 */
export function prorate(input: ProrationInput): Proration {
  const start = Date.parse(input.periodStart);
  const end = Date.parse(input.periodEnd);
  const now = (input.now ?? new Date()).getTime();
  const length = end - start;
  const remainingFraction = length > 0 ? Math.min(1, Math.max(0, (end - now) / length)) : 0;
  const unusedCredit = toOre(input.from.price * remainingFraction);
  const newPeriod = input.from.periodUnit !== input.to.periodUnit;
  const raw = newPeriod
    ? input.to.price - input.from.price * remainingFraction
    : (input.to.price - input.from.price) * remainingFraction;
  const due = toOre(raw);
  return {
    remainingFraction,
    unusedCredit,
    amountDueNow: Math.max(0, due),
    creditLeft: Math.max(0, -due),
    newPeriod,
  };
}
