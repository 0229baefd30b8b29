import type { MethodId } from '@sladd/contract';

/**
 * Every TanStack Query key of the app, in one table: a cache entry has one key, so every screen
 * that reads it shares it (the settings page and the workspace read the same settings entry).
 * The settings keys all start with 'settings', so one invalidation (department change, settings
 * import) reloads every list at once. Everything but `me` is dropped when the session ends.
 */
export const queryKeys = {
  me: ['me'] as const,
  departments: (language: string | undefined) => ['departments', language] as const,
  availability: (kind: string, value: string) => ['availability', kind, value] as const,
  plans: ['plans'] as const,
  sessions: ['sessions'] as const,
  subscription: ['subscription', 'current'] as const,
  apiKeys: ['api-keys'] as const,
  billingInfo: ['subscription', 'billing'] as const,
  history: ['workspace', 'history'] as const,
  /** GET /legal-bases: the codes the person may put on a mark, per organization context (null: personal). */
  legalBases: (orgId: string | null) => ['legal-bases', orgId] as const,
  organizations: {
    all: ['organizations'] as const,
    /** GET /organizations: the person's organizations with their role, the owned one first. */
    mine: ['organizations', 'mine'] as const,
    suggested: ['organizations', 'suggested'] as const,
    /** Everything of one organization (its refresh button invalidates this prefix). */
    one: (orgId: string) => ['organizations', 'org', orgId] as const,
    detail: (orgId: string) => ['organizations', 'org', orgId, 'detail'] as const,
    members: (orgId: string, page: number) => ['organizations', 'org', orgId, 'members', page] as const,
    subscription: (orgId: string) => ['organizations', 'org', orgId, 'subscription'] as const,
    domains: (orgId: string) => ['organizations', 'org', orgId, 'domains'] as const,
    /** The organization's choice of built-in legal code sets and its own codes. */
    legalBases: (orgId: string) => ['organizations', 'org', orgId, 'legal-bases'] as const,
    /** Every page and filter of the audit trail (the prefix a change of retention invalidates). */
    auditEventsAll: (orgId: string) => ['organizations', 'org', orgId, 'audit-events'] as const,
    auditEvents: (orgId: string, filter: Record<string, string | number | undefined>) =>
      ['organizations', 'org', orgId, 'audit-events', filter] as const,
    auditSettings: (orgId: string) => ['organizations', 'org', orgId, 'audit-settings'] as const,
    reviewSettings: (orgId: string) => ['organizations', 'org', orgId, 'review-settings'] as const,
  },
  reviews: {
    /** Everything of the reviews (a decision or a release invalidates this prefix). */
    all: ['reviews'] as const,
    list: (orgId: string, filter: Record<string, unknown>, page: number) =>
      ['reviews', orgId, 'list', filter, page] as const,
    /** The pending reviews the person may decide, for the user menu's badge. */
    pendingCount: (orgId: string) => ['reviews', orgId, 'pending-count'] as const,
    one: (orgId: string, id: string) => ['reviews', orgId, 'one', id] as const,
  },
  settings: {
    all: ['settings'] as const,
    /** GET /settings: the one cache entry of the user's settings, for every screen. */
    general: ['settings', 'general'] as const,
    patterns: ['settings', 'patterns'] as const,
    banList: ['settings', 'ban-list'] as const,
    allEntities: ['settings', 'entities'] as const,
    entities: (methodId: MethodId) => ['settings', 'entities', methodId] as const,
  },
};
