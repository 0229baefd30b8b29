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
      userId: string,
      options: { aiSearch: boolean; caseSensitive: boolean; regex: boolean },
    ): Promise<void> {
      if (options.aiSearch) await premium.assertMayUse(userId, 'ai_search');
      else if (options.caseSensitive) await premium.assertMayUse(userId, 'case_sensitive_search');
      else if (options.regex) await premium.assertMayUse(userId, 'regex_search');
    },

    assertMayDetect: (userId: string) => premium.assertMayUse(userId, 'entity_detection'),
  };
}

export type BatchPolicy = ReturnType<typeof createBatchPolicy>;
