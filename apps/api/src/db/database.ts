import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema the tables live in, when one is configured (tests: one per app). */
  schema?: string;
  close(): Promise<void>;
}

/** Opens SQLite (the embedded default) or PostgreSQL, as configured. */
export async function openDatabase(database: Config['database']): Promise<Db> {
  if (database.kind === 'sqlite') {
    // The database holds the sessions; DATA_DIR may hold the auth secret beside it. Only the
    // server's own user may read either (a folder we make is 0700, the files 0600).
    mkdirSync(dirname(database.file), { recursive: true, mode: 0o700 });
    const sqlite = new BetterSqlite3(database.file);
    sqlite.pragma('journal_mode = WAL');
    for (const file of [database.file, `${database.file}-wal`, `${database.file}-shm`])
      if (existsSync(file)) chmodSync(file, 0o600);
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  }
  // The PostgreSQL driver is loaded only when it is configured (less memory for SQLite servers).
  const { default: pg } = await import('pg');
  // COUNT(*) and BIGINT come back as strings from pg; our counts fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  await assertReachable(pool, database.url);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (database.schema) await sql`create schema if not exists ${sql.id(database.schema)}`.execute(kysely);
  return {
    kysely,
    dialect: 'postgres',
    ...(database.schema ? { schema: database.schema } : {}),
    close: () => kysely.destroy(),
  };
}

/** Fails at start with a message naming DATABASE_URL and its host (never the password), not a bare driver error. */
async function assertReachable(pool: import('pg').Pool, url: string): Promise<void> {
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const { hostname, port, pathname } = new URL(url);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not connect to the PostgreSQL database in DATABASE_URL (host ${hostname}:${port || 5432}, database ${pathname.slice(1) || '(default)'}): ${reason}`,
      { cause: error },
    );
  }
}

/** SQLite binds booleans as 1/0; PostgreSQL accepts those as boolean input too. */
export function toDbBool(value: boolean): number {
  return value ? 1 : 0;
}

/** Current time as the ISO string our own tables store. */
export function nowIso(): string {
  return new Date().toISOString();
}
