import { PLAN_CODES } from '@sladd/contract';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed.ts';
import { AppError } from '../../platform/errors.ts';
import { createSubscriptionService } from '../../modules/subscription/subscription.service.ts';
import { type CliCommand, type CliIo, CliUsageError } from '../io.ts';

/** Opens the configured database (migrated and seeded), runs the work, and always closes it. */
async function withSubscriptions<T>(io: CliIo, work: (service: ReturnType<typeof createSubscriptionService>) => Promise<T>) {
  const db = await openDatabase(loadConfig(io.env).database);
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
    return await work(createSubscriptionService(db.kysely));
  } catch (error) {
    if (error instanceof AppError) throw new CliUsageError(error.message);
    throw error;
  } finally {
    await db.close();
  }
}

export const grantPlanCommand: CliCommand = {
  name: 'grant-plan',
  usage: 'grant-plan <email> <plan_code>',
  summary: `give a user a plan now (${PLAN_CODES.join(', ')})`,
  async run(args, io) {
    const [email, planCode] = args;
    if (!email || !planCode) throw new CliUsageError(`Usage: sladd ${this.usage}`);
    const current = await withSubscriptions(io, (service) => service.grantPlan(email.toLowerCase(), planCode));
    io.out(`Granted ${current.plan.plan_name} (${current.plan_code}) to ${email}: ${current.status} until ${current.current_period_end}.`);
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
