import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { createJobPool, type JobPool } from '../jobs/pool.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDialects(): TestDialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  smtp: SmtpCapture;
  pool: JobPool;
  close(): Promise<void>;
}

/** A real app on a fresh database (a temp SQLite file, or a private PostgreSQL schema) with a real SMTP server. */
export async function createTestApp(
  dialect: TestDialect,
  overrides: (config: Config) => Config = (config) => config,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sladd-int-'));
  const smtp = await startSmtpCapture();
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const database: Config['database'] =
    dialect === 'postgres'
      ? { kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema }
      : base.database;
  const config = overrides({ ...base, database });
  const db = await openDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db);
  const pool = createJobPool(2, { taskTimeoutMs: config.taskTimeoutMs });
  const app = await buildApp({ config, db, pool });
  await app.ready();
  return {
    app,
    db,
    config,
    smtp,
    pool,
    async close() {
      await app.close();
      await pool.close();
      if (dialect === 'postgres')
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db.kysely);
      await db.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
