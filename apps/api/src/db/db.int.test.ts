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

  it('our migrations create exactly the tables and columns better-auth expects', async () => {
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

describe('the data folder (issue 27, item 9)', () => {
  it('only the server’s user may read the sessions and the secret: the folder 0700, the files 0600', async () => {
    const { mkdtempSync, rmSync, statSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadConfig } = await import('../config.ts');
    const { openDatabase } = await import('./database.ts');
    const root = mkdtempSync(join(tmpdir(), 'sladd-modes-'));
    const dataDir = join(root, 'data');
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const db = await openDatabase(config.database);
      await migrateToLatest(db);
      const mode = (path: string) => statSync(path).mode & 0o777;
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(join(dataDir, 'auth-secret'))).toBe(0o600);
      expect(mode(join(dataDir, 'sladd.db'))).toBe(0o600);
      await db.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
