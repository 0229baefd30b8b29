import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** Saved search terms and the ignore (ban) list of each user. */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('search_patterns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pattern_text', 'text', (c) => c.notNull())
    .addColumn('pattern_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_patterns_unique', ['user_id', 'pattern_text'])
    .execute();
  await db.schema
    .createTable('ban_words')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ban_words_pk', ['user_id', 'word'])
    .execute();
}
