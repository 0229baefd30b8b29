import { AppError } from '../../platform/errors.ts';
import { type BillingContext, NOT_FOR_SALE } from './billing-context.ts';
import { findActivePlans } from './subscription.repository.ts';

/** Operator command (`sladd billing sync-prices`): one Stripe Price per paid plan, by lookup key. */
export const syncPrices = (ctx: Pick<BillingContext, 'db' | 'stripe'>) => async () => {
  const { stripe } = ctx;
  if (!stripe)
    throw new AppError(
      'BILLING_DISABLED',
      'Set BILLING=stripe and STRIPE_SECRET_KEY to sync prices with Stripe.',
    );
  const plans = (await findActivePlans(ctx.db)).filter((p) => !NOT_FOR_SALE.has(p.code) && p.price_nok > 0);
  return stripe.syncPrices(
    plans.map((p) => ({
      code: p.code,
      name: p.name,
      priceNok: p.price_nok,
      periodUnit: p.period_unit === 'year' ? ('year' as const) : ('month' as const),
    })),
  );
};
