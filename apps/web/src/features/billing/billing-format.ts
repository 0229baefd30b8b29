import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@sladd/contract';

/** The number locale of a UI language: Norwegian bokmål unless English is chosen. */
export function numberLocaleOf(language: string | undefined): string {
  return language === 'en' ? 'en-GB' : 'nb-NO';
}

/**
 * A NOK amount: whole kroner on the pricing page, two decimals on the subscription pages
 * (spec 3 §9). "799 kr" / "799,00 kr" in Norwegian, "NOK 799" / "NOK 799.00" in English.
 */
export function formatNok(amount: number, language: string | undefined, decimals: 0 | 2 = 0): string {
  return new Intl.NumberFormat(numberLocaleOf(language), {
    style: 'currency',
    currency: 'NOK',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/** A count or measure in the UI language, with at most `decimals` decimals. */
export function formatNumber(value: number, language: string | undefined, decimals = 0): string {
  return new Intl.NumberFormat(numberLocaleOf(language), { maximumFractionDigits: decimals }).format(value);
}

/** A date without time ("25 Dec 2026" / "25. des. 2026"). */
export function formatDay(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(numberLocaleOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

export type StatusKey = SubscriptionStatus | 'unknown';

const STATUS_COLORS: Record<StatusKey, string> = {
  active: 'teal',
  trialing: 'blue',
  past_due: 'orange',
  incomplete: 'yellow',
  unpaid: 'red',
  canceled: 'gray',
  expired: 'gray',
  inactive: 'gray',
  unknown: 'gray',
};

/** The badge of a subscription status: its locale key and colour; any status we do not know is Unknown. */
export function statusBadgeOf(status: string | null | undefined): { key: StatusKey; color: string } {
  const key: StatusKey = (SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as SubscriptionStatus)
    : 'unknown';
  return { key, color: STATUS_COLORS[key] };
}

/** The locale key of a feature code: the catalogue's codes vary in case ("Advanced_search"). */
export function featureKeyOf(code: string): string {
  return code.trim().toLowerCase();
}

/** The plans marked most popular on the pricing page (spec 3 §2). */
export const MOST_POPULAR_PLANS: ReadonlySet<string> = new Set(['pro_monthly', 'pro_yearly']);

/** Plans nobody buys on the pricing page: the operator grants the trial. */
export const HIDDEN_PLANS: ReadonlySet<string> = new Set(['free_trial']);

/** The plan names that are words rather than brands ("Free") have a translation; others stay as named. */
export const TRANSLATED_PLAN_NAMES: ReadonlySet<string> = new Set(['free', 'free_trial']);
