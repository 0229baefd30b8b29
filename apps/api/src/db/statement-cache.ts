import type BetterSqlite3 from 'better-sqlite3';

/** How many distinct SQL texts keep a prepared statement; Kysely's SQL is parameterised, so few. */
const DEFAULT_CAPACITY = 256;

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with prepared statements reused.
 *
 * Kysely prepares every query anew, and preparing (parsing and planning the SQL in SQLite) was the
 * largest single cost of an authenticated read under load (docs/PERFORMANCE.md, bench:load). A
 * statement is reused for the same SQL text; one that is still being iterated (a streamed query)
 * is never handed out twice, a fresh one is prepared instead. Least recently used statements are
 * dropped beyond `capacity`, so `IN (?, ?, …)` lists of many lengths cannot grow it without bound.
 * SQLite re-prepares a cached statement itself when the schema changes (migrations).
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  capacity = DEFAULT_CAPACITY,
): Pick<BetterSqlite3.Database, 'prepare' | 'close'> {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Map order is insertion order: re-inserting marks the entry most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
    close() {
      cache.clear();
      return database.close();
    },
  } as Pick<BetterSqlite3.Database, 'prepare' | 'close'>;
}
