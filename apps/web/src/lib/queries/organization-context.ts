import { listMyOrganizations, TIMINGS, type OrganizationSummary } from '@sladd/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api/index.ts';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../storage/local-store.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The organization context (spec 1 §3, spec 3 §2): the active organization is the one the person
 * picked in the switcher, else the one they own, else the first. Its id lives here, in one place:
 * the API client sends it in the `org_id` header on every call, so the subscription, premium
 * features and page counting follow it. The pick is kept in localStorage with the id of the person
 * who made it, so a reload keeps working in the organization they see (an API key made after a
 * reload is made for it); it is forgotten with the session (logout, login, a lost session).
 */
interface Context {
  /** The person's pick in the switcher (kept across reloads until the session ends). */
  chosenId: string | null;
  /** The organization the calls are made for; null for personal use. */
  activeId: string | null;
  /** Whether the organizations have been read once this session. */
  isKnown: boolean;
}

let context: Context = { chosenId: null, activeId: null, isKnown: false };
const listeners = new Set<() => void>();

function update(next: Partial<Context>): void {
  context = { ...context, ...next };
  for (const listener of listeners) listener();
}

/** The signed-in person's id, from the me-query (the pick is kept per person). */
function signedInUserId(client: QueryClient): string | null {
  return client.getQueryData<{ id?: string } | null>(queryKeys.me)?.id ?? null;
}

/** The organization this person picked before a reload, if the stored pick is theirs. */
export function readStoredChoice(userId: string | null): string | null {
  if (!userId) return null;
  try {
    const stored = JSON.parse(readStored(STORAGE_KEYS.organization) ?? 'null') as {
      userId?: unknown;
      orgId?: unknown;
    } | null;
    return stored?.userId === userId && typeof stored.orgId === 'string' ? stored.orgId : null;
  } catch {
    return null;
  }
}

/** Answers that depend on the organization context: they are asked again when it changes. */
const CONTEXT_DEPENDENT_KEYS = [['subscription'], queryKeys.settings.all, queryKeys.apiKeys] as const;

/** The chosen organization if the person still belongs to it, else the owned one, else the first. */
export function pickActiveOrganization(
  organizations: readonly OrganizationSummary[],
  chosenId: string | null,
): OrganizationSummary | null {
  return (
    organizations.find((organization) => organization.org_id === chosenId) ??
    organizations.find((organization) => organization.role === 'owner') ??
    organizations[0] ??
    null
  );
}

/** The id the API client sends in the `org_id` header (null: no header). */
export const getActiveOrganizationId = (): string | null => context.activeId;

/** The active organization's id, re-rendering when it changes (answers keyed by the context). */
export function useActiveOrganizationId(): string | null {
  return useSyncExternalStore(subscribe, () => context.activeId);
}

export const organizationsQuery = {
  queryKey: queryKeys.organizations.mine,
  queryFn: () => api(listMyOrganizations),
  staleTime: 60_000,
};

/**
 * Makes the organization picked from `organizations` the active one. When the context changes
 * after it was first known (a switch, a new organization, leaving one), the subscription, premium
 * state and settings are asked again; the first answer of a session needs no refetch, because the
 * subscription waits for it (`ensureOrganizationContext`).
 */
export function syncOrganizationContext(
  client: QueryClient,
  organizations: readonly OrganizationSummary[],
): void {
  const activeId = pickActiveOrganization(organizations, context.chosenId)?.org_id ?? null;
  const wasKnown = context.isKnown;
  if (activeId === context.activeId && wasKnown) return;
  update({ activeId, isKnown: true });
  if (!wasKnown) return;
  for (const queryKey of CONTEXT_DEPENDENT_KEYS) void client.invalidateQueries({ queryKey });
}

/**
 * The person is no longer in the active organization (they left, or were removed): personal use
 * until the list (asked again) names the next one; what depended on the organization is asked again.
 */
export function dropActiveOrganization(client: QueryClient, orgId: string | null = context.activeId): void {
  if (orgId === null || context.activeId !== orgId) return;
  if (context.chosenId === orgId) removeStored(STORAGE_KEYS.organization);
  update({ activeId: null, chosenId: context.chosenId === orgId ? null : context.chosenId });
  for (const queryKey of CONTEXT_DEPENDENT_KEYS) void client.invalidateQueries({ queryKey });
  void client.invalidateQueries({ queryKey: queryKeys.organizations.mine });
}

/** The switcher: makes `orgId` active (if the person belongs to it), and keeps the pick for reloads. */
export function chooseOrganization(client: QueryClient, orgId: string): void {
  const userId = signedInUserId(client);
  if (userId) writeStored(STORAGE_KEYS.organization, JSON.stringify({ userId, orgId }));
  update({ chosenId: orgId });
  syncOrganizationContext(client, client.getQueryData(organizationsQuery.queryKey) ?? []);
}

/**
 * Reads the organizations when they are not known yet, so the calls that follow carry the right
 * `org_id` (the signed-in pages wait for this; so does the subscription). A failure to read them,
 * or no answer within the auth check's limit (10 s, spec 1 §2), means personal use for now: it
 * blocks nothing, and a later answer moves the context.
 */
export async function ensureOrganizationContext(client: QueryClient): Promise<void> {
  if (context.isKnown) return;
  // After a reload: the organization this person picked before it.
  if (context.chosenId === null) update({ chosenId: readStoredChoice(signedInUserId(client)) });
  const read = client.fetchQuery(organizationsQuery).then(
    (organizations) => syncOrganizationContext(client, organizations),
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, TIMINGS.authCheckTimeoutMs)));
  await Promise.race([read, limit]);
  clearTimeout(timer);
  if (!context.isKnown) update({ isKnown: true });
}

/** Whether the organization context is known, reading it when `isSignedIn` (for the route guard). */
export function useOrganizationContextReady(isSignedIn: boolean): boolean {
  const client = useQueryClient();
  const { isKnown } = useSyncExternalStore(subscribe, () => context);
  useEffect(() => {
    if (isSignedIn && !isKnown) void ensureOrganizationContext(client);
  }, [client, isSignedIn, isKnown]);
  return !isSignedIn || isKnown;
}

/** Logout, session expiry, a lost session: organization data, the context and the kept pick are forgotten. */
export function forgetOrganizationContext(): void {
  removeStored(STORAGE_KEYS.organization);
  update({ chosenId: null, activeId: null, isKnown: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The person's organizations and the active one, kept in step with the list: a new, joined or
 * left organization changes the context at once.
 */
export function useOrganizationContext(options: { isEnabled?: boolean } = {}) {
  const client = useQueryClient();
  const organizations = useQuery({ ...organizationsQuery, enabled: options.isEnabled ?? true });
  const { chosenId } = useSyncExternalStore(subscribe, () => context);
  const list = organizations.data;
  useEffect(() => {
    if (list) syncOrganizationContext(client, list);
  }, [client, list]);
  return {
    query: organizations,
    organizations: list ?? [],
    /** The active organization, picked from the list as the context picks it (so on the first render too). */
    active: list ? pickActiveOrganization(list, chosenId) : null,
    choose: (orgId: string) => chooseOrganization(client, orgId),
  };
}
