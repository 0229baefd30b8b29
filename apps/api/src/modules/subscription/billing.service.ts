import { nowIso } from '../../db/database.ts';
import { cancelForAccountDeletion } from './account-deletion.ts';
import { type BillingDeps, createBillingContext } from './billing-context.ts';
import { cancel } from './cancel.ts';
import { cancelScheduledChange } from './cancel-scheduled-change.ts';
import { completeLocalCheckout } from './complete-local-checkout.ts';
import { createCheckout } from './create-checkout.ts';
import { findCheckout, findPayableCheckout } from './find-checkout.ts';
import { cancelLocalCheckout, getLocalCheckout } from './local-checkout.ts';
import { findManagedSubscription } from './managed-subscription.ts';
import { previewChange } from './preview-change.ts';
import { setAutoRenew } from './set-auto-renew.ts';
import { handleStripeWebhook } from './stripe-webhook.ts';
import { expireCheckoutSessions } from './subscription.repository.ts';
import { syncPrices } from './sync-prices.ts';

export type { BillingDeps } from './billing-context.ts';

/**
 * Checkout, plan changes, renewal and cancellation on whichever payment provider is configured
 * (decisions 0029, 0054), one operation per file. Every change of a subscription's state goes
 * through `applySnapshot` (apply-snapshot.ts), so both providers take the same path into our
 * tables. The routes authorize first: they read with `findCheckout` / `findManagedSubscription`,
 * ask subscription.policy.ts, then call the operation with what they resolved.
 */
export function createBillingService(deps: BillingDeps) {
  const ctx = createBillingContext(deps);
  return {
    mode: ctx.mode,
    findCheckout: findCheckout(ctx),
    findPayableCheckout: findPayableCheckout(ctx),
    findManagedSubscription: findManagedSubscription(ctx),
    createCheckout: createCheckout(ctx),
    previewChange: previewChange(ctx),
    cancelScheduledChange: cancelScheduledChange(ctx),
    getLocalCheckout: getLocalCheckout(ctx),
    completeLocalCheckout: completeLocalCheckout(ctx),
    cancelLocalCheckout: cancelLocalCheckout(ctx),
    cancel: cancel(ctx),
    setAutoRenew: setAutoRenew(ctx),
    handleStripeWebhook: handleStripeWebhook(ctx),
    cancelForAccountDeletion: cancelForAccountDeletion(ctx),
    syncPrices: syncPrices(ctx),
    /** Checkout sessions past their time are closed (run on start and hourly). */
    expireCheckouts: () => expireCheckoutSessions(ctx.db, nowIso()),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
