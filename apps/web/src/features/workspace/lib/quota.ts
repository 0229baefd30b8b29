import type { TFunction } from 'i18next';
import { formatDay, formatNumber } from '../../billing/billing-format.ts';

export type QuotaOperation = 'detection' | 'redaction';

/**
 * A run the page quota refused (QUOTA_EXCEEDED), with the numbers the server gave in the error's
 * details (pages_requested, pages_used, pages_limit, period_end) when it gave them.
 */
export interface QuotaRefusal {
  operation: QuotaOperation;
  pagesRequested?: number;
  /** The plan's pages not used or held by running requests: limit − used, never below 0. */
  pagesLeft?: number;
  pagesLimit?: number;
  /** When the period ends and the count starts over (ISO). */
  periodEnd?: string;
  /** Redaction: the files left unredacted (the refused one and those after it). */
  filesLeft?: number;
}

const pageCount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/**
 * The refusal in an API error or a stream `error` event, or undefined when it is another error.
 * Details the server left out stay undefined: the texts then say less, never something wrong.
 */
export function quotaRefusalOf(operation: QuotaOperation, error: object): QuotaRefusal | undefined {
  const source = error as { code?: unknown; error_code?: unknown; details?: unknown };
  if ((source.error_code ?? source.code) !== 'QUOTA_EXCEEDED') return undefined;
  const details = (typeof source.details === 'object' && source.details ? source.details : {}) as Record<
    string,
    unknown
  >;
  const used = pageCount(details.pages_used);
  const limit = pageCount(details.pages_limit);
  const end = details.period_end;
  return {
    operation,
    pagesRequested: pageCount(details.pages_requested),
    pagesLimit: limit,
    pagesLeft: used !== undefined && limit !== undefined ? Math.max(0, limit - used) : undefined,
    periodEnd: typeof end === 'string' && !Number.isNaN(Date.parse(end)) ? end : undefined,
  };
}

/**
 * What the refusal says in the person's language, with numbers as that language writes them
 * ("5 000" in Norwegian, "5,000" in English): how many pages it needed against how many are
 * left, and when the count starts over.
 */
export function quotaTexts(
  t: TFunction,
  refusal: QuotaRefusal,
  language: string | undefined,
): { figures: string; resets?: string; short?: string } {
  const number = (value: number) => formatNumber(value, language);
  const { pagesRequested: needed, pagesLeft: left, pagesLimit: limit, periodEnd } = refusal;
  const resets = periodEnd ? t('quota.resets', { date: formatDay(periodEnd, language) }) : undefined;
  if (left === undefined || limit === undefined) return { figures: t('quota.noFigures'), resets };
  const short =
    needed === undefined
      ? t('quota.shortLeft', { count: left, left: number(left) })
      : t('quota.short', { count: needed, needed: number(needed), left: number(left) });
  if (left === 0) return { figures: t('quota.usedUp', { limit: number(limit) }), resets, short };
  if (needed === undefined)
    return { figures: t('quota.left', { left: number(left), limit: number(limit) }), resets, short };
  return {
    figures: t('quota.needs', {
      count: needed,
      needed: number(needed),
      left: number(left),
      limit: number(limit),
    }),
    resets,
    short,
  };
}

/** Where the way out is: the pricing page's upgrade advisor for the current plan, else the plans. */
export function upgradePath(planCode: string | null | undefined): string {
  return planCode ? `/pricing?upgrade=true&current=${encodeURIComponent(planCode)}` : '/pricing';
}
