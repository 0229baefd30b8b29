import type { CurrentSubscription, OrganizationSummary } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { checkoutPathOf, manageRightsOf, purchaseRightsOf } from './purchase-rights.ts';

const organization = (role: OrganizationSummary['role']): OrganizationSummary => ({
  org_id: 'org-1',
  name: 'Fjordvik kommune',
  owner_user_id: 'owner',
  role,
});

function subscription(over: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return {
    plan: {
      plan_code: 'pro_monthly',
      plan_name: 'Pro',
      period_unit: 'month',
      is_active: true,
      pages_monthly_limit: 5000,
      pages_yearly_limit: 60000,
      metadata: { price: 799, savings: null, features: [] },
    },
    plan_code: 'pro_monthly',
    status: 'active',
    current_period_start: '2026-11-01T00:00:00.000Z',
    current_period_end: '2026-12-01T00:00:00.000Z',
    usage: { pages_used: 0, pages_limit: 5000 },
    auto_renew: true,
    cancel_at_period_end: false,
    is_organization_subscription: false,
    organization_id: null,
    organization_name: null,
    user_role_in_organization: null,
    ...over,
  };
}

/** The organization's running plan, as someone who works on it sees it. */
const organizationPlan = (role: string, status = 'active') =>
  subscription({
    is_organization_subscription: true,
    organization_id: 'org-1',
    organization_name: 'Fjordvik kommune',
    user_role_in_organization: role,
    status,
  });

describe('purchaseRightsOf (decision 0052)', () => {
  it('offers sign-up to visitors and plans of their own to people outside organizations', () => {
    expect(purchaseRightsOf({ isSignedIn: false, organization: null, subscription: null }).kind).toBe(
      'visitor',
    );
    expect(purchaseRightsOf({ isSignedIn: true, organization: null, subscription: null }).kind).toBe(
      'personal',
    );
    expect(
      purchaseRightsOf({ isSignedIn: true, organization: null, subscription: subscription() }).kind,
    ).toBe('personal');
  });

  it('lets the owner buy for the organization, and for themselves only while it has no running plan', () => {
    expect(
      purchaseRightsOf({ isSignedIn: true, organization: organization('owner'), subscription: null }),
    ).toMatchObject({
      kind: 'owner',
      mayBuyPersonal: true,
    });
    expect(
      purchaseRightsOf({
        isSignedIn: true,
        organization: organization('owner'),
        subscription: organizationPlan('owner'),
      }),
    ).toMatchObject({ kind: 'owner', mayBuyPersonal: false });
  });

  it('sends admins, reviewers and members on a running organization plan to the owner, and lets them buy their own otherwise', () => {
    for (const role of ['admin', 'reviewer', 'member'] as const) {
      expect(
        purchaseRightsOf({
          isSignedIn: true,
          organization: organization(role),
          subscription: organizationPlan(role),
        }).kind,
      ).toBe('contactOwner');
      // No plan in the organization (their own, or none): a plan of their own, never the organization's.
      for (const current of [null, subscription()])
        expect(
          purchaseRightsOf({ isSignedIn: true, organization: organization(role), subscription: current }),
        ).toMatchObject({ kind: 'self', reason: 'noOrganizationPlan' });
      // An organization plan that is not running (past due) covers nobody.
      expect(
        purchaseRightsOf({
          isSignedIn: true,
          organization: organization(role),
          subscription: organizationPlan(role, 'past_due'),
        }).kind,
      ).toBe('self');
    }
  });

  it("lets a viewer buy a plan of their own: the seat never includes the organization's plan", () => {
    expect(
      purchaseRightsOf({ isSignedIn: true, organization: organization('viewer'), subscription: null }),
    ).toMatchObject({ kind: 'self', reason: 'viewerSeat' });
  });
});

describe('checkoutPathOf', () => {
  it('asks for a personal plan explicitly and leaves the organization as the server default', () => {
    expect(checkoutPathOf('pro_monthly', 'personal')).toBe(
      '/subscription/checkout?plan=pro_monthly&for=personal',
    );
    expect(checkoutPathOf('pro_monthly', 'organization')).toBe('/subscription/checkout?plan=pro_monthly');
  });
});

describe('manageRightsOf (spec 3 §2, §6)', () => {
  it('lets a person manage and change their own plan', () => {
    expect(manageRightsOf(subscription())).toEqual({
      mayManage: true,
      mayChangePlan: true,
      isReadOnly: false,
    });
  });

  it('lets the owner do everything, an admin cancel and renew but not change the plan, a member only read', () => {
    expect(manageRightsOf(organizationPlan('owner'))).toEqual({
      mayManage: true,
      mayChangePlan: true,
      isReadOnly: false,
    });
    expect(manageRightsOf(organizationPlan('admin'))).toEqual({
      mayManage: true,
      mayChangePlan: false,
      isReadOnly: false,
    });
    for (const role of ['reviewer', 'member'] as const)
      expect(manageRightsOf(organizationPlan(role))).toEqual({
        mayManage: false,
        mayChangePlan: false,
        isReadOnly: true,
      });
  });
});
