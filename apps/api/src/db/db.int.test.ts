import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMigrations } from 'better-auth/db/migration';
import { createBetterAuth } from '../platform/auth/better-auth.ts';
import { createTestApp, type TestApp, testDialects } from '../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed.ts';

describe.each(testDialects())('database on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it("our migrations create exactly the tables and columns better-auth expects", async () => {
    const auth = createBetterAuth({
      db: t.db,
      secret: t.config.authSecret,
      publicUrl: t.config.publicUrl,
      secureCookies: false,
    });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated.map((table) => table.table)).toEqual([]);
    expect(toBeAdded.map((table) => `${table.table}: ${Object.keys(table.fields).join(', ')}`)).toEqual([]);
  });

  it('migrating and seeding again changes nothing', async () => {
    const count = async () => ({
      departments: (await t.db.kysely.selectFrom('departments').selectAll().execute()).length,
      presets: (await t.db.kysely.selectFrom('department_entities').selectAll().execute()).length,
      plans: (await t.db.kysely.selectFrom('plans').selectAll().execute()).length,
    });
    const before = await count();
    expect(await migrateToLatest(t.db)).toEqual([]);
    await seedDatabase(t.db);
    expect(await count()).toEqual(before);
    expect(before.departments).toBeGreaterThanOrEqual(8);
    expect(before.plans).toBe(8);
  });
});
