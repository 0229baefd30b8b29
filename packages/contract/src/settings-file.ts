import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { PATTERN_TYPES, type PatternType, THEMES } from './routes/settings.ts';

export type SettingsFileCheck =
  | { ok: true; value: SanitizedSettingsFile }
  | { ok: false; message: string };

export interface SanitizedSettingsFile {
  general: Record<string, unknown> & {
    theme: (typeof THEMES)[number];
    auto_processing: boolean;
    detection_threshold: number;
    use_banlist_for_detection: boolean;
  };
  banWords: string[] | null;
  patterns: { pattern_text: string; pattern_type: PatternType }[] | null;
  entities: { method_id: number; entity_text: string }[] | null;
}

const REQUIRED_GENERAL = {
  theme: 'string',
  auto_processing: 'boolean',
  detection_threshold: 'number',
  use_banlist_for_detection: 'boolean',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks an upload before reading it: a JSON type or .json name, at most 5 MB (spec 1 §5). */
export function checkSettingsUpload(file: { name: string; type: string; size: number }): string | undefined {
  const isJson = file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');
  if (!isJson) return MESSAGES.invalidFileType;
  if (file.size > LIMITS.settingsFileBytes) return MESSAGES.fileTooLarge;
  return undefined;
}

/** Parses the text of a settings file, with the spec's message when it is not JSON. */
export function parseSettingsText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: MESSAGES.failedToParseJson };
  }
}

/**
 * Validates an exported settings file with every rule of spec 1 §5, then sanitises it: threshold
 * clamped to 0..1, ban words trimmed and lowercased with empties and duplicates dropped, patterns and
 * entities kept only when well formed. Shared by the settings page and the server, so they agree.
 */
export function validateSettingsFile(data: unknown): SettingsFileCheck {
  if (!isObject(data)) return { ok: false, message: MESSAGES.settingsNotObject };
  if (!('user_id' in data) || !('export_date' in data)) return { ok: false, message: MESSAGES.settingsMissingProperties };
  const general = data.general_settings;
  if (!isObject(general)) return { ok: false, message: MESSAGES.settingsInvalidGeneral };
  for (const [key, type] of Object.entries(REQUIRED_GENERAL)) {
    if (!(key in general)) return { ok: false, message: `Invalid settings format: missing ${key} property` };
    if (typeof general[key] !== type) return { ok: false, message: MESSAGES.settingsTypesMismatch };
  }
  if (!(THEMES as readonly string[]).includes(general.theme as string)) return { ok: false, message: MESSAGES.settingsInvalidTheme };
  const threshold = general.detection_threshold as number;
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1)
    return { ok: false, message: MESSAGES.settingsInvalidThreshold };

  const banList = data.ban_list;
  let banWords: string[] | null = null;
  if (banList !== undefined && banList !== null) {
    const words = isObject(banList) ? banList.words : undefined;
    if (words !== null && words !== undefined && !Array.isArray(words)) return { ok: false, message: MESSAGES.settingsWordsNotArray };
    if (Array.isArray(words)) {
      if (!words.every((word) => typeof word === 'string')) return { ok: false, message: MESSAGES.settingsWordsNotStrings };
      banWords = [...new Set((words as string[]).map((w) => w.trim().toLowerCase()).filter((w) => w && w.length <= LIMITS.banWordMax))];
    }
  }
  const patterns = data.search_patterns;
  if (patterns !== undefined && patterns !== null && !Array.isArray(patterns)) return { ok: false, message: MESSAGES.settingsPatternsNotArray };
  const entities = data.model_entities;
  if (entities !== undefined && entities !== null && !Array.isArray(entities)) return { ok: false, message: MESSAGES.settingsEntitiesNotArray };

  return {
    ok: true,
    value: {
      general: { ...general, detection_threshold: Math.min(1, Math.max(0, threshold)) } as SanitizedSettingsFile['general'],
      banWords,
      patterns: Array.isArray(patterns) ? sanitizePatterns(patterns) : null,
      entities: Array.isArray(entities) ? sanitizeEntities(entities) : null,
    },
  };
}

function sanitizePatterns(list: unknown[]): { pattern_text: string; pattern_type: PatternType }[] {
  const seen = new Set<string>();
  const out: { pattern_text: string; pattern_type: PatternType }[] = [];
  for (const item of list) {
    if (!isObject(item) || typeof item.pattern_text !== 'string') continue;
    const text = item.pattern_text.trim();
    if (!text || text.length > LIMITS.searchPatternMax || seen.has(text)) continue;
    const type = (PATTERN_TYPES as readonly string[]).includes(item.pattern_type as string) ? (item.pattern_type as PatternType) : 'normal';
    seen.add(text);
    out.push({ pattern_text: text, pattern_type: type });
  }
  return out;
}

function sanitizeEntities(list: unknown[]): { method_id: number; entity_text: string }[] {
  return list.flatMap((item) =>
    isObject(item) && typeof item.entity_text === 'string' && typeof item.method_id === 'number'
      ? [{ method_id: item.method_id, entity_text: item.entity_text.trim() }]
      : [],
  );
}
