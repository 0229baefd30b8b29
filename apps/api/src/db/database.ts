import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config.ts';
import { DB_CONNECT_TIMEOUT_MS, DB_TIMEOUT_MS, isDatabaseFault } from './database-faults.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema the tables live in, when one is configured (tests: one per app). */
  schema?: string;
  close(): Promise<void>;
  /** Where the database's connection faults are logged (the app's logger once it exists). */
  attachLog(log: DbLog): void;
}

export interface DbLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Until the app's logger is attached: one JSON line on stderr, as pino would write it. */
const stderrLog: DbLog = {
  warn: (details, message) => console.error(JSON.stringify({ level: 40, ...details, msg: message })),
  info: (details, message) => console.error(JSON.stringify({ level: 30, ...details, msg: message })),
};

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
    return { kysely, dialect: 'sqlite', close: () => kysely.destroy(), attachLog: () => {} };
  }
  // The PostgreSQL driver is loaded only when it is configured (less memory for SQLite servers).
  const { default: pg } = await import('pg');
  // COUNT(*) and BIGINT come back as strings from pg; our counts fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    // A black-holed database must not hold a request: bounded waits for a connection and a query,
    // and TCP keep-alive so a dead peer is noticed on idle connections too.
    connectionTimeoutMillis: Math.min(DB_CONNECT_TIMEOUT_MS, database.timeoutMs ?? DB_TIMEOUT_MS),
    query_timeout: database.timeoutMs ?? DB_TIMEOUT_MS,
    keepAlive: true,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  let log = stderrLog;
  const health = watchConnections(pool, () => log);
  await assertReachable(pool, database.url);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: health.pool }) });
  if (database.schema) await sql`create schema if not exists ${sql.id(database.schema)}`.execute(kysely);
  return {
    kysely,
    dialect: 'postgres',
    ...(database.schema ? { schema: database.schema } : {}),
    close: () => kysely.destroy(),
    attachLog: (next) => {
      log = next;
      health.ready();
    },
  };
}

/**
 * Keeps a lost PostgreSQL connection from taking the process down and from poisoning the pool:
 * - an idle connection that breaks (the server restarts, the network resets it) emits 'error' on
 *   the pool, which without a listener is an uncaught exception that ends the process;
 * - a connection in use that breaks between queries emits it on the client;
 * - a connection whose query timed out (no answer) is destroyed when released, not handed to the
 *   next request to wait on.
 * One log line when the database is lost and one when it answers again, not one per connection.
 */
function watchConnections(
  pool: import('pg').Pool,
  log: () => DbLog,
): { ready(): void; pool: { connect(): Promise<import('pg').PoolClient>; end(): Promise<void> } } {
  let down = false;
  let started = false;
  const lost = (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    log().warn(
      { database: 'unavailable', code: error.code, reason: error.message },
      'The database (PostgreSQL) is unreachable: requests answer SERVICE_UNAVAILABLE until it is back',
    );
  };
  pool.on('error', lost);
  const broken = new WeakSet<object>();
  // 'connect' comes once per new connection: a new one made means the database answers again.
  pool.on('connect', (client) => {
    if (started && down) log().info({ database: 'ok' }, 'The database (PostgreSQL) is reachable again');
    down = false;
    client.on('error', (error: Error) => {
      broken.add(client);
      lost(error);
    });
  });
  // What Kysely is given: the pool, but a client that broke is destroyed when released (pg-pool
  // would otherwise hand it to the next request, which would wait on it in turn).
  const clients = new WeakMap<object, { query: unknown; release(): void }>();
  const dialectPool = {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        wrapped = {
          query: (...args: unknown[]) => {
            const result = query(...args);
            // A statement that timed out or lost its connection leaves the client unusable.
            if (result instanceof Promise)
              result.catch((error: Error & { code?: string }) => {
                if (!isDatabaseFault(error)) return;
                broken.add(client);
                lost(error);
              });
            return result;
          },
          release: () => client.release(broken.has(client) ? true : undefined),
        };
        clients.set(client, wrapped);
      }
      return wrapped as unknown as import('pg').PoolClient;
    },
    end: () => pool.end(),
  };
  return { ready: () => (started = true), pool: dialectPool };
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
