import { AppError } from '../../platform/errors.ts';
import type { BillingContext } from './billing-context.ts';
import { findLiveSubscriptions, updateSubscription } from './subscription.repository.ts';

/**
 * Before an account is deleted: each running subscription the person pays for is cancelled at its
 * payment provider first, so nobody is billed for an account that no longer exists. One that
 * cannot be cancelled refuses the deletion (nothing is deleted), with what to do. Organizations the
 * person owns are checked by the organization service (a running plan there refuses too).
 */
export const cancelForAccountDeletion =
  (ctx: Pick<BillingContext, 'db' | 'provider' | 'log'>) =>
  async (userId: string): Promise<void> => {
    const { db, provider, log } = ctx;
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
  };
