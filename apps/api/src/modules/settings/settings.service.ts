import type { Kysely, Transaction } from 'kysely';
import {
  ENTITY_CATALOGUE,
  MESSAGES,
  type PatternType,
  type SettingsFile,
  type UserSettings,
  validateSettingsFile,
} from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { toDbBool } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { EntitiesService } from '../entities/entities.service.ts';
import { deleteBanWords, findBanWords, insertBanWords } from './ban-words.repository.ts';
import {
  deleteAllPatterns,
  deletePatternRow,
  findPatternByText,
  findPatterns,
  insertPattern,
  insertPatterns,
  updatePatternRow,
} from './patterns.repository.ts';
import {
  findSettings,
  insertDefaultSettings,
  isHistoryEnabled,
  updateSettingsRow,
} from './settings.repository.ts';
import { assertImportWithinLimits, assertListRoom } from './import-limits.ts';

const CATALOGUE_BY_ID: Record<number, readonly string[]> = {
  1: ENTITY_CATALOGUE.fast,
  2: ENTITY_CATALOGUE.advanced,
  3: ENTITY_CATALOGUE.standard,
};
const isCatalogueEntity = (entity: { method_id: number; entity_text: string }) =>
  CATALOGUE_BY_ID[entity.method_id]?.includes(entity.entity_text) ?? false;

type SettingsRow = Awaited<ReturnType<typeof findSettings>>;
const BOOLEAN_FIELDS = [
  'auto_processing',
  'use_banlist_for_detection',
  'save_redaction_history',
  'save_files_in_browser',
  'remove_images',
] as const;

function toSettings(row: SettingsRow) {
  const { user_id: _user, ...rest } = row;
  return {
    ...rest,
    theme: rest.theme as UserSettings['theme'],
    edit_mode: rest.edit_mode as UserSettings['edit_mode'],
    language: rest.language as UserSettings['language'],
    detection_threshold: Number(rest.detection_threshold),
    ...Object.fromEntries(BOOLEAN_FIELDS.map((field) => [field, Boolean(rest[field])])),
  } as UserSettings & { created_at: string; updated_at: string };
}

/** Booleans as the database stores them. */
function toRowChanges(changes: Partial<UserSettings>) {
  const row: Record<string, unknown> = { ...changes };
  for (const field of BOOLEAN_FIELDS)
    if (typeof changes[field] === 'boolean') row[field] = toDbBool(changes[field]);
  return row as Parameters<typeof updateSettingsRow>[2];
}

/** Settings, search terms, the ignore list and the settings file; who may change what is settings.policy.ts. */
export function createSettingsService(db: Kysely<Database>, deps: { entities: EntitiesService }) {
  const banList = async (userId: string) => ({ id: userId, words: await findBanWords(db, userId) });

  return {
    get: async (userId: string) => toSettings(await findSettings(db, userId)),

    /** A step creating a new account's default settings inside the caller's (sign-up) transaction. */
    prepareDefaults: (userId: string, language: 'en' | 'no') => (trx: Transaction<Database>) =>
      insertDefaultSettings(trx, userId, language),

    /** Whether the user keeps redaction history (default on; spec 2 §3). */
    isHistoryEnabled: (userId: string) => isHistoryEnabled(db, userId),

    async update(userId: string, changes: Partial<UserSettings>) {
      await updateSettingsRow(db, userId, toRowChanges(changes));
      return toSettings(await findSettings(db, userId));
    },

    listPatterns: async (userId: string) =>
      (await findPatterns(db, userId)) as { id: string; pattern_text: string; pattern_type: PatternType }[],

    async createPattern(userId: string, text: string, type: PatternType) {
      if (await findPatternByText(db, userId, text))
        throw new AppError('CONFLICT', MESSAGES.searchPatternExists);
      assertListRoom('search terms', (await findPatterns(db, userId)).length, 1);
      return (await insertPattern(db, userId, text, type)) as {
        id: string;
        pattern_text: string;
        pattern_type: PatternType;
      };
    },

    async updatePattern(userId: string, id: string, text: string, type?: PatternType) {
      if (await findPatternByText(db, userId, text, id))
        throw new AppError('CONFLICT', MESSAGES.searchPatternExists);
      if (!(await updatePatternRow(db, userId, id, text, type))) throw notFound('This search term');
      const updated = (await findPatterns(db, userId)).find((pattern) => pattern.id === id)!;
      return updated as { id: string; pattern_text: string; pattern_type: PatternType };
    },

    async deletePattern(userId: string, id: string) {
      if (!(await deletePatternRow(db, userId, id))) throw notFound('This search term');
    },

    banList,

    /** Adds words (already trimmed and lowercased); a word already in the list is refused. */
    async addBanWords(userId: string, words: string[]) {
      const existing = new Set(await findBanWords(db, userId));
      const duplicate = words.find((word) => existing.has(word));
      if (duplicate) throw new AppError('CONFLICT', MESSAGES.banWordExists, { word: duplicate });
      assertListRoom('ignore-list words', existing.size, new Set(words).size);
      await insertBanWords(db, userId, [...new Set(words)]);
      return banList(userId);
    },

    async removeBanWords(userId: string, words: string[]) {
      await deleteBanWords(db, userId, words);
      return banList(userId);
    },

    /** The exported settings file of spec 1 §3. */
    async exportFile(userId: string): Promise<SettingsFile> {
      const { created_at: _c, updated_at: _u, ...general } = toSettings(await findSettings(db, userId));
      const patterns = await findPatterns(db, userId);
      return {
        user_id: userId,
        export_date: new Date().toISOString(),
        general_settings: { id: userId, user_id: userId, ...general },
        ban_list: await banList(userId),
        search_patterns: patterns.map((p) => ({
          ...p,
          pattern_type: p.pattern_type as PatternType,
          setting_id: userId,
        })),
        model_entities: await deps.entities.listForUser(userId),
      };
    },

    /** Validates and applies a settings file in one transaction: a bad file changes nothing. */
    async importFile(userId: string, data: unknown) {
      assertImportWithinLimits(data);
      const checked = validateSettingsFile(data);
      if (!checked.ok)
        throw new AppError('VALIDATION_ERROR', checked.message, [{ path: 'file', message: checked.message }]);
      const { general, banWords, patterns, entities } = checked.value;
      const replaceEntities =
        entities && deps.entities.prepareCustomReplacement(userId, entities.filter(isCatalogueEntity));
      const known = toSettings(await findSettings(db, userId));
      const changes: Partial<UserSettings> = {};
      for (const key of Object.keys(known) as (keyof UserSettings)[]) {
        const value = general[key];
        if (value !== undefined && typeof value === typeof known[key])
          (changes as Record<string, unknown>)[key] = value;
      }
      await db.transaction().execute(async (trx) => {
        await updateSettingsRow(trx, userId, toRowChanges(changes));
        if (banWords) {
          await deleteBanWords(trx, userId);
          await insertBanWords(trx, userId, banWords);
        }
        if (patterns) {
          await deleteAllPatterns(trx, userId);
          await insertPatterns(trx, userId, patterns);
        }
        if (replaceEntities) await replaceEntities(trx);
      });
      return { message: 'Settings imported.' };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
