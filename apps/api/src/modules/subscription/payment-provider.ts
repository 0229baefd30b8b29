import type { PlanCode, SubscriptionStatus } from '@sladd/contract';
import type { BillingOwner } from './subscription.repository.ts';

/**
 * What a payment provider says about one subscription right now. The billing service writes only
 * this onto our rows, whichever provider sent it and whatever event made us look.
 */
export interface SubscriptionSnapshot {
  provider: 'local' | 'stripe';
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  owner: BillingOwner;
  planCode: PlanCode;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /**
   * The plan the subscription changes to at the period end (a scheduled downgrade, decision 0054);
   * null when none; left out when the provider's answer does not say (the stored one is kept).
   */
  scheduledPlanCode?: PlanCode | null;
  /** Our checkout session this subscription was bought through, when the provider knows it. */
  checkoutSessionId?: string;
}

/** A provider event (a Stripe webhook event, or the local provider's own) that made us look. */
export interface ProviderEvent {
  id: string;
  type: string;
}

export interface CheckoutRequest {
  /** Our checkout session id (also sent to the provider as its reference). */
  sessionId: string;
  owner: BillingOwner;
  planCode: PlanCode;
  planName: string;
  /** Price in NOK of one period, and the period. */
  priceNok: number;
  periodUnit: 'month' | 'year';
  customerEmail: string;
  /** The customer the owner was billed under before, reused so one person is one customer. */
  customerId?: string;
  successUrl: string;
  cancelUrl: string;
}

/** A change of a running subscription to another plan (decision 0054). */
export interface PlanChangeRequest {
  providerSubscriptionId: string;
  planCode: PlanCode;
  periodUnit: 'month' | 'year';
  /** upgrade: now, prorated and invoiced at once; downgrade: at the end of the current period. */
  kind: 'upgrade' | 'downgrade';
  /** The billing cycle changes (monthly ↔ yearly): an upgrade starts a new period now. */
  newPeriod: boolean;
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Starts a hosted checkout; the browser is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  /** Turns renewal off (cancel at period end) or back on; answers the provider's new state. */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Changes the plan of a running subscription (no second subscription); answers the new state. */
  changePlan(request: PlanChangeRequest): Promise<SubscriptionSnapshot>;
  /** Drops the change scheduled for the period end; answers the new state. */
  cancelScheduledChange(providerSubscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Ends a subscription now (it was replaced by another plan). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
}
