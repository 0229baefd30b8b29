import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createAccountsService } from '../users/accounts.service.ts';
import { createOrganizationDirectory } from '../organizations/organization-directory.service.ts';
import { createLocalProvider } from './local-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider, type StripeProvider } from './stripe-provider.ts';
import type { BillingOwner } from './subscription.repository.ts';
import type { SubscriptionService } from './subscription.service.ts';

/** How long a checkout stays open: the local page an hour, Stripe's hosted page its own 24 hours. */
export const CHECKOUT_TTL_MS = { local: 3_600_000, stripe: 86_400_000 } as const;

/** Plans nobody buys: the free plan, and the trial an operator grants. */
export const NOT_FOR_SALE = new Set(['free', 'free_trial']);

export interface BillingDeps {
  db: Kysely<Database>;
  subscriptions: SubscriptionService;
  config: {
    publicUrl: string;
    billing: {
      mode: 'local' | 'stripe' | 'off';
      stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
    };
  };
  log: FastifyBaseLogger;
  /** A provider to use instead of the configured one (the CLI's sync-prices passes its own). */
  provider?: PaymentProvider;
}

/**
 * What every billing operation works with (one file per operation, composed in billing.service.ts):
 * the database, the subscription service, the configured payment provider, and the log.
 */
export interface BillingContext {
  db: Kysely<Database>;
  subscriptions: SubscriptionService;
  /** The users module's lookups (whether an account still exists, for late webhooks). */
  accounts: ReturnType<typeof createAccountsService>;
  /** The organizations module's lookups (whether an organization still exists, for late webhooks). */
  organizations: ReturnType<typeof createOrganizationDirectory>;
  config: BillingDeps['config'];
  log: FastifyBaseLogger;
  mode: BillingDeps['config']['billing']['mode'];
  provider: PaymentProvider | undefined;
  /** Stripe itself (webhooks, price sync), when BILLING=stripe. */
  stripe: StripeProvider | undefined;
  /** The configured provider, or BILLING_DISABLED when payments are off. */
  requireProvider(): PaymentProvider;
}

export function createBillingContext(deps: BillingDeps): BillingContext {
  const { db, config } = deps;
  const mode = config.billing.mode;
  const stripe =
    mode === 'stripe' && config.billing.stripe ? createStripeProvider(config.billing.stripe) : undefined;
  const provider =
    deps.provider ?? (mode === 'stripe' ? stripe : mode === 'local' ? createLocalProvider(db) : undefined);
  return {
    db,
    subscriptions: deps.subscriptions,
    accounts: createAccountsService(db),
    organizations: createOrganizationDirectory(db),
    config,
    log: deps.log,
    mode,
    provider,
    stripe,
    requireProvider() {
      if (!provider)
        throw new AppError(
          'BILLING_DISABLED',
          'Payments are turned off on this server: every feature is already available.',
        );
      return provider;
    },
  };
}

export const ownerOfUser = (userId: string): BillingOwner => ({ type: 'user', id: userId });

export const ownerOfSession = (session: { owner_type: string; owner_id: string }): BillingOwner =>
  session.owner_type === 'organization'
    ? { type: 'organization', id: session.owner_id }
    : { type: 'user', id: session.owner_id };
