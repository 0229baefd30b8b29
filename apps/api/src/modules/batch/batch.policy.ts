import type { Actor } from '../../platform/auth/session.ts';
import type { PremiumPolicy } from '../subscription/subscription.policy.ts';

/**
 * Who may do what with the PDF operations (/api/pdf/extract, /api/batch/*). Every one needs a
 * session and counts pages against the user's plan (the quota is the batch service's); beyond that:
 * - extract, plain search, find words, redact: any signed-in user;
 * - AI, case-sensitive and regular-expression search: premium;
 * - entity detection (multi_detect): premium.
 */
export function createBatchPolicy(deps: { premium: PremiumPolicy }) {
  const { premium } = deps;
  return {
    async assertMaySearch(
      actor: Actor,
      options: { aiSearch: boolean; caseSensitive: boolean; regex: boolean },
    ): Promise<void> {
      if (options.aiSearch) await premium.assertMayUse(actor, 'ai_search');
      else if (options.caseSensitive) await premium.assertMayUse(actor, 'case_sensitive_search');
      else if (options.regex) await premium.assertMayUse(actor, 'regex_search');
    },

    assertMayDetect: (actor: Actor) => premium.assertMayUse(actor, 'entity_detection'),
  };
}

export type BatchPolicy = ReturnType<typeof createBatchPolicy>;
