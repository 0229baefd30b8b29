import type { OrganizationSummary } from '@sladd/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseOrganization,
  ensureOrganizationContext,
  forgetOrganizationContext,
  getActiveOrganizationId,
  organizationsQuery,
  pickActiveOrganization,
  syncOrganizationContext,
} from './organization-context.ts';

const org = (org_id: string, role: OrganizationSummary['role']): OrganizationSummary => ({
  org_id,
  name: org_id,
  owner_user_id: 'u',
  role,
});

beforeEach(() => forgetOrganizationContext());

describe('the active organization', () => {
  it('is the owned one, else the first, else none (spec 3 §2)', () => {
    expect(pickActiveOrganization([org('a', 'member'), org('b', 'owner')], null)?.org_id).toBe('b');
    expect(pickActiveOrganization([org('a', 'viewer'), org('b', 'member')], null)?.org_id).toBe('a');
    expect(pickActiveOrganization([], null)).toBeNull();
  });

  it('is the one picked in the switcher while the person belongs to it', () => {
    const list = [org('a', 'owner'), org('b', 'member')];
    expect(pickActiveOrganization(list, 'b')?.org_id).toBe('b');
    expect(pickActiveOrganization(list, 'gone')?.org_id).toBe('a');
  });

  it('refetches the subscription and settings when it changes, not when it is first known', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    syncOrganizationContext(client, [org('a', 'member')]);
    expect(getActiveOrganizationId()).toBe('a');
    expect(invalidate).not.toHaveBeenCalled();

    syncOrganizationContext(client, [org('a', 'member')]);
    expect(invalidate).not.toHaveBeenCalled();

    client.setQueryData(organizationsQuery.queryKey, [org('a', 'member'), org('b', 'admin')]);
    chooseOrganization(client, 'b');
    expect(getActiveOrganizationId()).toBe('b');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([['subscription'], ['settings'], ['api-keys']]);
  });

  it('a server that never answers holds the signed-in pages 10 s at most; a late answer still moves the context', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      let answer: (list: OrganizationSummary[]) => void = () => undefined;
      const late = new Promise<OrganizationSummary[]>((resolve) => (answer = resolve));
      // The read of the organizations hangs (the server took the request and never answered).
      vi.spyOn(client, 'fetchQuery').mockReturnValue(late as never);
      let ready = false;
      void ensureOrganizationContext(client).then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(ready).toBe(true);
      expect(getActiveOrganizationId()).toBeNull();
      answer([org('a', 'owner')]);
      await vi.advanceTimersByTimeAsync(0);
      expect(getActiveOrganizationId()).toBe('a');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is forgotten with the session', () => {
    const client = new QueryClient();
    syncOrganizationContext(client, [org('a', 'owner')]);
    forgetOrganizationContext();
    expect(getActiveOrganizationId()).toBeNull();
  });

  describe("the switcher's pick across a reload (issue 30, item 6)", () => {
    /** A browser's localStorage for the module under test (unit tests run in Node). */
    function stubStorage(): Map<string, string> {
      const items = new Map<string, string>();
      vi.stubGlobal('window', {
        localStorage: {
          getItem: (key: string) => items.get(key) ?? null,
          setItem: (key: string, value: string) => void items.set(key, String(value)),
          removeItem: (key: string) => void items.delete(key),
        },
      });
      return items;
    }

    /** A signed-in person's cache, with their organizations. */
    function signedIn(userId: string, organizations: OrganizationSummary[]): QueryClient {
      const client = new QueryClient();
      client.setQueryData(['me'], { id: userId });
      vi.spyOn(client, 'fetchQuery').mockResolvedValue(organizations as never);
      client.setQueryData(organizationsQuery.queryKey, organizations);
      return client;
    }

    /** The page loads again: the module starts from nothing, as after a browser reload. */
    async function reload() {
      vi.resetModules();
      return import('./organization-context.ts');
    }

    it('keeps the organization picked by this person, not anyone else, until the session is forgotten', async () => {
      stubStorage();
      try {
        const list = [org('a', 'owner'), org('b', 'member')];
        const before = await reload();
        const client = signedIn('kari', list);
        await before.ensureOrganizationContext(client);
        expect(before.getActiveOrganizationId()).toBe('a');
        before.chooseOrganization(client, 'b');
        expect(before.getActiveOrganizationId()).toBe('b');

        const after = await reload();
        await after.ensureOrganizationContext(signedIn('kari', list));
        expect(after.getActiveOrganizationId()).toBe('b');

        // Someone else signs in on this browser: the pick is not theirs.
        const other = await reload();
        await other.ensureOrganizationContext(signedIn('ola', list));
        expect(other.getActiveOrganizationId()).toBe('a');

        // Logout forgets it (spec 3 §6: organization data is cleared).
        const last = await reload();
        last.forgetOrganizationContext();
        const next = await reload();
        await next.ensureOrganizationContext(signedIn('kari', list));
        expect(next.getActiveOrganizationId()).toBe('a');
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('lets go of the kept pick when the person is no longer in that organization', async () => {
      stubStorage();
      try {
        const module = await reload();
        const client = signedIn('kari', [org('a', 'owner'), org('b', 'member')]);
        await module.ensureOrganizationContext(client);
        module.chooseOrganization(client, 'b');
        module.dropActiveOrganization(client, 'b');
        const after = await reload();
        await after.ensureOrganizationContext(signedIn('kari', [org('a', 'owner'), org('b', 'member')]));
        expect(after.getActiveOrganizationId()).toBe('a');
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});
