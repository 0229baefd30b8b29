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
});
