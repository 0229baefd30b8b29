import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

/** Opens SQLite (the embedded default) or PostgreSQL, as configured. */
export async function openDatabase(database: Config['database']): Promise<Db> {
  if (database.kind === 'sqlite') {
    mkdirSync(dirname(database.file), { recursive: true });
    const sqlite = new BetterSqlite3(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (database.schema) await sql`create schema if not exists ${sql.id(database.schema)}`.execute(kysely);
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

/** SQLite binds booleans as 1/0; PostgreSQL accepts those as boolean input too. */
export function toDbBool(value: boolean): number {
  return value ? 1 : 0;
}

/** Current time as the ISO string our own tables store. */
export function nowIso(): string {
  return new Date().toISOString();
}
