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

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** Starts a hosted checkout; the browser is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  /** Turns renewal off (cancel at period end) or back on; answers the provider's new state. */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Ends a subscription now (it was replaced by another plan). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
}
