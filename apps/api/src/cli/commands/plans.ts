import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { PLAN_CODES } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed.ts';
import { AppError } from '../../platform/errors.ts';
import { createSubscriptionService } from '../../modules/subscription/subscription.service.ts';
import { type CliCommand, type CliIo, CliUsageError } from '../io.ts';

/** Opens the configured database (migrated and seeded), runs the work, and always closes it. */
async function withSubscriptions<T>(
  io: CliIo,
  work: (service: ReturnType<typeof createSubscriptionService>, db: Kysely<Database>) => Promise<T>,
) {
  const config = loadConfig(io.env);
  const db = await openDatabase(config.database);
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    return await work(createSubscriptionService(db.kysely, { billing: config.billing.mode }), db.kysely);
  } catch (error) {
    if (error instanceof AppError) throw new CliUsageError(error.message);
    throw error;
  } finally {
    await db.close();
  }
}

const noop = () => {};
/** The billing service logs through Fastify's logger shape; the CLI prints its own lines instead. */
const silentLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  child: () => silentLog,
  level: 'silent',
  silent: noop,
} as unknown as FastifyBaseLogger;

export const grantPlanCommand: CliCommand = {
  name: 'grant-plan',
  usage: 'grant-plan <email> <plan_code>',
  summary: `give a user a plan now (${PLAN_CODES.join(', ')})`,
  async run(args, io) {
    const [email, planCode] = args;
    if (!email || !planCode) throw new CliUsageError(`Usage: sladd ${this.usage}`);
    const current = await withSubscriptions(io, (service) =>
      service.grantPlan(email.toLowerCase(), planCode),
    );
    io.out(
      `Granted ${current.plan.plan_name} (${current.plan_code}) to ${email}: ${current.status} until ${current.current_period_end}.`,
    );
    return 0;
  },
};

export const revokePlanCommand: CliCommand = {
  name: 'revoke-plan',
  usage: 'revoke-plan <email>',
  summary: "end a user's live subscriptions now",
  async run(args, io) {
    const [email] = args;
    if (!email) throw new CliUsageError(`Usage: sladd ${this.usage}`);
    const ended = await withSubscriptions(io, (service) => service.revokePlan(email.toLowerCase()));
    io.out(ended > 0 ? `Ended ${ended} subscription(s) of ${email}.` : `${email} had no live subscription.`);
    return 0;
  },
};

export const billingCommand: CliCommand = {
  name: 'billing',
  usage: 'billing sync-prices',
  summary: 'create or update one Stripe Price per paid plan (BILLING=stripe); safe to run again',
  async run(args, io) {
    if (args[0] !== 'sync-prices' || args.length > 1) throw new CliUsageError(`Usage: sladd ${this.usage}`);
    const config = loadConfig(io.env);
    if (config.billing.mode !== 'stripe')
      throw new CliUsageError(
        'Set BILLING=stripe, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sync prices with Stripe.',
      );
    const { createBillingService } = await import('../../modules/subscription/billing.service.ts');
    const results = await withSubscriptions(io, async (subscriptions, db) =>
      createBillingService({ db, subscriptions, config, log: silentLog }).syncPrices(),
    );
    for (const r of results) io.out(`${r.code.padEnd(18)} ${r.action.padEnd(9)} ${r.priceId}`);
    const changed = results.filter((r) => r.action !== 'unchanged').length;
    io.out(
      changed === 0
        ? 'Every plan already has its price at Stripe.'
        : `${changed} price(s) written to Stripe.`,
    );
    return 0;
  },
};
