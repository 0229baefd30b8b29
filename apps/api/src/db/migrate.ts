import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, DialectName } from './database.ts';
import * as identity from './migrations/202611211100-identity.ts';
import * as entitiesSettingsPlans from './migrations/202611211110-entities-settings-plans.ts';
import * as usageAndHistory from './migrations/202611211120-usage-and-history.ts';
import * as patternsAndBanList from './migrations/202611211130-patterns-and-ban-list.ts';
import * as accountTokens from './migrations/202611231610-account-tokens.ts';
import * as billing from './migrations/202611251500-billing.ts';
import * as apiKeys from './migrations/202611251600-api-keys.ts';
import * as organizations from './migrations/202611251800-organizations.ts';
import * as cspReports from './migrations/202611261800-csp-reports.ts';
import * as pageReservations from './migrations/202611281000-page-reservations.ts';
import * as pageCharges from './migrations/202611281400-page-charges.ts';
import * as scheduledPlanChange from './migrations/202611281600-scheduled-plan-change.ts';
import * as legalBasesAndAudit from './migrations/202611281800-legal-bases-and-audit.ts';
import * as reviews from './migrations/202611281900-reviews.ts';

type MigrationModule = { up(db: Kysely<unknown>, dialect: DialectName): Promise<void> };

// Listed explicitly (not read from disk) so the order is reviewed in code and bundling stays simple.
const MIGRATIONS: Record<string, MigrationModule> = {
  '202611211100-identity': identity,
  '202611211110-entities-settings-plans': entitiesSettingsPlans,
  '202611211120-usage-and-history': usageAndHistory,
  '202611211130-patterns-and-ban-list': patternsAndBanList,
  '202611231610-account-tokens': accountTokens,
  '202611251500-billing': billing,
  '202611251600-api-keys': apiKeys,
  '202611251800-organizations': organizations,
  '202611261800-csp-reports': cspReports,
  '202611281000-page-reservations': pageReservations,
  '202611281400-page-charges': pageCharges,
  '202611281600-scheduled-plan-change': scheduledPlanChange,
  '202611281800-legal-bases-and-audit': legalBasesAndAudit,
  '202611281900-reviews': reviews,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const entries = Object.entries(MIGRATIONS).map(([name, module]) => [
      name,
      { up: (db: Kysely<unknown>) => module.up(db, this.dialect) },
    ]);
    return Object.fromEntries(entries);
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: new StaticProvider(db.dialect),
    // Named, so Kysely looks for its migration tables in this schema only: it otherwise takes
    // another schema's kysely_migration_lock for its own (PostgreSQL, several schemas at once).
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
