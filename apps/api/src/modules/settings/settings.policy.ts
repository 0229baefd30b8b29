import type { PatternType, UserSettings } from '@sladd/contract';
import type { Actor } from '../../platform/auth/session.ts';
import type { PremiumPolicy } from '../subscription/subscription.policy.ts';
import type { SettingsService } from './settings.service.ts';

/** Fields only a premium plan may change (spec 1 §6, spec 3 §1); the manual colour is free. */
const PREMIUM_FIELDS = [
  'detection_threshold',
  'use_banlist_for_detection',
  'color_method_ml',
  'color_method_ai',
  'color_method_advanced',
] as const;
const PREMIUM_PATTERN_TYPES: readonly PatternType[] = ['case_sensitive', 'ai_search', 'regex'];

/**
 * Who may do what with settings, search terms, the ignore list, entity lists and the settings file.
 * All of it is the signed-in user's own: every service call is scoped to their id, so another
 * user's search term or entity is not found (404). On top of that, premium rules:
 * - general settings: anyone; a change of a premium field or a switch to text selection needs premium
 *   (sending a premium field's current value unchanged is allowed);
 * - search terms: anyone; case-sensitive, regex and AI terms need premium;
 * - ignore list, entity lists (adding, removing) and the settings file (export, import): premium.
 */
export function createSettingsPolicy(deps: { premium: PremiumPolicy; settings: SettingsService }) {
  const { premium } = deps;
  return {
    async assertMayUpdate(actor: Actor, changes: Partial<UserSettings>): Promise<void> {
      const current = await deps.settings.get(actor.userId);
      const premiumChange = PREMIUM_FIELDS.some(
        (field) => changes[field] !== undefined && changes[field] !== current[field],
      );
      const textSelection = changes.edit_mode === 'text' && current.edit_mode !== 'text';
      if (textSelection) await premium.assertMayUse(actor, 'text_selection');
      else if (premiumChange) await premium.assertMayUse(actor, 'premium_settings');
    },

    /** Creating or changing a search term of this type (no type: the term's type stays as it is). */
    async assertMaySavePattern(actor: Actor, type: PatternType | undefined): Promise<void> {
      if (type && PREMIUM_PATTERN_TYPES.includes(type))
        await premium.assertMayUse(actor, 'premium_search_terms');
    },

    assertMayEditIgnoreList: (actor: Actor) => premium.assertMayUse(actor, 'ignore_list'),
    assertMayEditEntities: (actor: Actor) => premium.assertMayUse(actor, 'entity_list'),
    assertMayUseSettingsFile: (actor: Actor) => premium.assertMayUse(actor, 'settings_file'),
  };
}

export type SettingsPolicy = ReturnType<typeof createSettingsPolicy>;
