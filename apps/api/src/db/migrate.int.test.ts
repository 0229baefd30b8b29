import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('migrations in PostgreSQL schemas (runs only with TEST_DATABASE_URL)', () => {
  it('migrate a second schema while the first one is migrated and open (two test apps at once)', async () => {
    const open: Db[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const db = await openDatabase({
          kind: 'postgres',
          url: url!,
          schema: `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        });
        open.push(db);
        // Before the fix, Kysely took the first schema's migration lock table for the second's own.
        expect((await migrateToLatest(db)).length).toBeGreaterThan(0);
      }
    } finally {
      for (const db of open) {
        await sql`drop schema if exists ${sql.id(db.schema!)} cascade`.execute(db.kysely);
        await db.close();
      }
    }
  });
});
