import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

const open: BetterSqlite3.Database[] = [];
function memoryDb() {
  const db = new BetterSqlite3(':memory:');
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

describe('withStatementCache', () => {
  it('hands out the same prepared statement for the same SQL, a different one for other SQL', () => {
    const cached = withStatementCache(memoryDb());
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
    expect(first.get()).toEqual({ one: 1 });
  });

  it('never hands out a statement that is still being iterated', () => {
    const cached = withStatementCache(memoryDb());
    const streaming = cached.prepare('select 1 as n union all select 2');
    const rows = streaming.iterate();
    rows.next();
    const again = cached.prepare('select 1 as n union all select 2');
    expect(again).not.toBe(streaming);
    expect(again.all()).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const cached = withStatementCache(memoryDb(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // a is now the most recently used
    cached.prepare('select 3'); // drops b
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('serves Kysely: reads see writes, and a cached statement survives a schema change', async () => {
    const kysely = new Kysely<{ notes: { id: number; body: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(memoryDb()) }),
    });
    await sql`create table notes (id integer primary key, body text not null)`.execute(kysely);
    const read = () => kysely.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(await read()).toEqual([]);
    await kysely.insertInto('notes').values({ id: 1, body: 'første' }).execute();
    await kysely.insertInto('notes').values({ id: 2, body: 'andre' }).execute();
    expect((await read()).map((row) => row.body)).toEqual(['første', 'andre']);
    await sql`alter table notes add column extra text`.execute(kysely);
    expect(await read()).toEqual([
      { id: 1, body: 'første', extra: null },
      { id: 2, body: 'andre', extra: null },
    ]);
    await kysely.destroy();
  });
});
