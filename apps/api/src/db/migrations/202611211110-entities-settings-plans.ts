import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** Department entity presets, the user's entity lists and settings, the plan catalogue and subscriptions. */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('department_entities')
    .addColumn('department_id', 'integer', (c) =>
      c.notNull().references('departments.id').onDelete('cascade'),
    )
    .addColumn('method_id', 'integer', (c) => c.notNull())
    .addColumn('entity_text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('department_entities_pk', ['department_id', 'method_id', 'entity_text'])
    .execute();
  await db.schema
    .createTable('model_entities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method_id', 'integer', (c) => c.notNull())
    .addColumn('entity_text', 'text', (c) => c.notNull())
    .addColumn('is_predefined', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('model_entities_unique', ['user_id', 'method_id', 'entity_text'])
    .execute();
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('system'))
    .addColumn('auto_processing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('detection_threshold', 'real', (c) => c.notNull().defaultTo(0.5))
    .addColumn('use_banlist_for_detection', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('edit_mode', 'text', (c) => c.notNull().defaultTo('box'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('no'))
    .addColumn('save_redaction_history', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('save_files_in_browser', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('remove_images', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('color_method_manual', 'text', (c) => c.notNull())
    .addColumn('color_method_search', 'text', (c) => c.notNull())
    .addColumn('color_method_ml', 'text', (c) => c.notNull())
    .addColumn('color_method_ai', 'text', (c) => c.notNull())
    .addColumn('color_method_advanced', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('plans')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('period_unit', 'text', (c) => c.notNull())
    .addColumn('price_nok', 'real', (c) => c.notNull())
    .addColumn('pages_monthly_limit', 'integer', (c) => c.notNull())
    .addColumn('pages_yearly_limit', 'integer')
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('savings', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'text')
    .addColumn('plan_code', 'text', (c) => c.notNull().references('plans.code'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_start', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'text', (c) => c.notNull())
    .addColumn('auto_renew', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_id_idx').on('subscriptions').column('user_id').execute();
}
