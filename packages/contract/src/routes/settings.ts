import { z } from 'zod';
import { defineRoute } from '../define-route.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

const tags = ['settings'];

export const THEMES = ['light', 'dark', 'system'] as const;
export const EDIT_MODES = ['text', 'box'] as const;
export const PATTERN_TYPES = ['normal', 'case_sensitive', 'ai_search', 'regex'] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are written #RRGGBB');

export const userSettingsSchema = z.object({
  theme: z.enum(THEMES, { error: MESSAGES.settingsInvalidTheme }),
  auto_processing: z.boolean(),
  detection_threshold: z
    .number()
    .min(0, MESSAGES.settingsInvalidThreshold)
    .max(1, MESSAGES.settingsInvalidThreshold),
  use_banlist_for_detection: z.boolean(),
  edit_mode: z.enum(EDIT_MODES),
  language: z.enum(['en', 'no']),
  save_redaction_history: z.boolean(),
  save_files_in_browser: z.boolean(),
  remove_images: z.boolean(),
  color_method_manual: colorSchema,
  color_method_search: colorSchema,
  color_method_ml: colorSchema,
  color_method_ai: colorSchema,
  color_method_advanced: colorSchema,
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const settingsSchema = userSettingsSchema.extend({ created_at: z.string(), updated_at: z.string() });

export const searchPatternSchema = z.object({
  id: z.string(),
  pattern_text: z.string(),
  pattern_type: z.enum(PATTERN_TYPES),
});
export type SearchPattern = z.infer<typeof searchPatternSchema>;

/** A saved search term: trimmed, 1–200 characters. */
export const patternTextSchema = z
  .string({ error: MESSAGES.searchPatternEmpty })
  .trim()
  .min(1, MESSAGES.searchPatternEmpty)
  .max(LIMITS.searchPatternMax, MESSAGES.searchPatternTooLong);

/** An ignored word: trimmed and lowercased, 1–100 characters. */
export const banWordSchema = z
  .string({ error: MESSAGES.banWordEmpty })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.banWordEmpty)
  .max(LIMITS.banWordMax, MESSAGES.banWordTooLong);

export const modelEntitySchema = z.object({
  id: z.string(),
  method_id: z.number().int(),
  entity_text: z.string(),
  is_predefined: z.boolean(),
});
export type ModelEntity = z.infer<typeof modelEntitySchema>;

const methodIdParam = z.object({ methodId: z.string() });
const banListSchema = z.object({ id: z.string(), words: z.array(z.string()) });

export const getSettings = defineRoute({
  method: 'GET',
  path: '/settings',
  summary: "The user's settings",
  tags,
  auth: true,
  response: settingsSchema,
});

export const updateSettings = defineRoute({
  method: 'PUT',
  path: '/settings',
  summary: 'Change settings (any subset of the fields); premium fields need a premium plan',
  tags,
  auth: true,
  body: userSettingsSchema.partial(),
  response: settingsSchema,
});

export const listPatterns = defineRoute({
  method: 'GET',
  path: '/settings/patterns',
  summary: 'Saved search terms',
  tags,
  auth: true,
  response: z.array(searchPatternSchema),
});

export const createPattern = defineRoute({
  method: 'POST',
  path: '/settings/patterns',
  summary: 'Save a search term (duplicates refused)',
  tags,
  auth: true,
  body: z.object({ pattern_text: patternTextSchema, pattern_type: z.enum(PATTERN_TYPES).default('normal') }),
  response: searchPatternSchema,
});

export const updatePattern = defineRoute({
  method: 'PUT',
  path: '/settings/patterns/:id',
  summary: 'Change a saved search term',
  tags,
  auth: true,
  params: z.object({ id: z.string() }),
  body: z.object({ pattern_text: patternTextSchema, pattern_type: z.enum(PATTERN_TYPES).optional() }),
  response: searchPatternSchema,
});

export const deletePattern = defineRoute({
  method: 'DELETE',
  path: '/settings/patterns/:id',
  summary: 'Delete a saved search term',
  tags,
  auth: true,
  params: z.object({ id: z.string() }),
  response: z.object({ message: z.string() }),
});

export const getBanList = defineRoute({
  method: 'GET',
  path: '/settings/ban-list',
  summary: 'The ignore list',
  tags,
  auth: true,
  response: banListSchema,
});

export const addBanWords = defineRoute({
  method: 'POST',
  path: '/settings/ban-list/words',
  summary: 'Add words to the ignore list (premium)',
  tags,
  auth: true,
  body: z.object({ words: z.array(banWordSchema).min(1, MESSAGES.banWordEmpty).max(1000) }),
  response: banListSchema,
});

export const removeBanWords = defineRoute({
  method: 'DELETE',
  path: '/settings/ban-list/words',
  summary: 'Remove words from the ignore list (premium)',
  tags,
  auth: true,
  body: z.object({ words: z.array(z.string().trim().toLowerCase()).min(1).max(1000) }),
  response: banListSchema,
});

export const listEntities = defineRoute({
  method: 'GET',
  path: '/settings/entities/:methodId',
  summary: 'Entity definitions of one method (1 fast, 2 advanced, 3 standard)',
  tags,
  auth: true,
  params: methodIdParam,
  response: z.array(modelEntitySchema),
});

export const addEntities = defineRoute({
  method: 'POST',
  path: '/settings/entities',
  summary: 'Add entity definitions to a method (premium); 409 when some already exist',
  tags,
  auth: true,
  body: z.object({
    method_id: z.number().int(),
    entity_texts: z.array(z.string().trim().min(1)).min(1).max(200),
  }),
  response: z.array(modelEntitySchema),
});

export const deleteEntity = defineRoute({
  method: 'DELETE',
  path: '/settings/entities/:id',
  summary: 'Remove one entity definition (predefined ones cannot be removed)',
  tags,
  auth: true,
  params: z.object({ id: z.string() }),
  response: z.object({ message: z.string() }),
});

export const deleteEntitiesByMethod = defineRoute({
  method: 'DELETE',
  path: '/settings/entities/delete_entities_by_method_id/:methodId',
  summary: "Remove a method's own entity definitions; predefined ones stay",
  tags,
  auth: true,
  params: methodIdParam,
  response: z.object({ deleted: z.number().int(), kept_predefined: z.number().int() }),
});

export const settingsFileSchema = z.object({
  user_id: z.string(),
  export_date: z.string(),
  general_settings: userSettingsSchema.extend({ id: z.string(), user_id: z.string() }),
  ban_list: banListSchema.nullable(),
  search_patterns: z.array(searchPatternSchema.extend({ setting_id: z.string().optional() })).nullable(),
  model_entities: z.array(modelEntitySchema).nullable(),
});
export type SettingsFile = z.infer<typeof settingsFileSchema>;

export const exportSettings = defineRoute({
  method: 'GET',
  path: '/settings/export',
  summary: 'Everything of the settings as one JSON file (premium)',
  tags,
  auth: true,
  response: settingsFileSchema,
});
