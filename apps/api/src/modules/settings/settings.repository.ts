import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso, toDbBool } from '../../db/database.ts';

/**
 * Highlight colours default to the workspace set of spec 2 §9 (see docs/decisions/0006): they are
 * the colours drawn at 0.4–0.5 opacity over documents, which is what these settings colour.
 */
export const DEFAULT_COLORS = {
  color_method_manual: '#00ff15',
  color_method_search: '#71c4ff',
  color_method_ml: '#ffd771',
  color_method_ai: '#7171ff',
  color_method_advanced: '#71ffa0',
} as const;

/** Creates the user's settings row with the spec's defaults, if it does not exist yet. */
export async function insertDefaultSettings(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  language: 'en' | 'no',
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('user_settings')
    .values({
      user_id: userId,
      theme: 'system',
      auto_processing: toDbBool(false),
      detection_threshold: 0.5,
      use_banlist_for_detection: toDbBool(false),
      edit_mode: 'box',
      language,
      save_redaction_history: toDbBool(true),
      save_files_in_browser: toDbBool(false),
      remove_images: toDbBool(false),
      ...DEFAULT_COLORS,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Whether the user keeps redaction history (default on; spec 2 §3). */
export async function isHistoryEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('user_settings').select('save_redaction_history').where('user_id', '=', userId).executeTakeFirst();
  return row ? Boolean(row.save_redaction_history) : true;
}

/** The user's settings row (created with defaults if missing). */
export async function findSettings(db: Kysely<Database>, userId: string, fallbackLanguage: 'en' | 'no' = 'no') {
  await insertDefaultSettings(db, userId, fallbackLanguage);
  return db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

type SettingsChanges = Partial<Omit<Database['user_settings'], 'user_id' | 'created_at' | 'updated_at'>>;

export async function updateSettingsRow(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  changes: SettingsChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('user_settings').set({ ...changes, updated_at: nowIso() }).where('user_id', '=', userId).execute();
}
