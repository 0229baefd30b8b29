import { describe, expect, it } from 'vitest';
import type { CheckoutSessionsTable } from '../../db/schema.ts';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { ORGANIZATION_RIGHTS, type OrganizationRole } from '../organizations/organization.policy.ts';
import type { Checkout } from './find-checkout.ts';
import {
  assertMayBuy,
  assertMayManage,
  assertOwnCheckout,
  assertWorksOnOrganizationPlan,
  worksOnOrganizationPlan,
} from './subscription.policy.ts';

// The billing rules the routes ask (decision 0056): pure, so each refusal's code, words and the
// roles it lets through are checked here without a database.
const ROLES: OrganizationRole[] = ['owner', 'admin', 'member', 'viewer'];
const organizationAs = (role: OrganizationRole): OrganizationContext => ({
  id: 'org-1',
  name: 'Org AS',
  role,
});
const organizationOwner = { type: 'organization', id: 'org-1' } as const;

/** The code and message a check throws, or 'allowed'. */
function outcome(check: () => void): 'allowed' | [string, string] {
  try {
    check();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return [error.code, error.message];
  }
}

describe('billing rights (subscription.policy.ts)', () => {
  it("an organization's plan is worked on by owners, admins and members; a viewer's seat does not include it", () => {
    expect(ROLES.filter(worksOnOrganizationPlan)).toEqual(['owner', 'admin', 'member']);
    expect(
      outcome(() => assertWorksOnOrganizationPlan({ userId: 'u', organization: organizationAs('viewer') })),
    ).toEqual(['FORBIDDEN', ORGANIZATION_RIGHTS.use_subscription.refusal]);
    expect(outcome(() => assertWorksOnOrganizationPlan({ userId: 'u' }))).toBe('allowed');
  });

  it('only the owner buys for an organization; a person buys for themselves', () => {
    const refused = ['FORBIDDEN', ORGANIZATION_RIGHTS.subscribe.refusal];
    expect(
      ROLES.map((role) => outcome(() => assertMayBuy({ userId: 'u', organization: organizationAs(role) }))),
    ).toEqual(['allowed', refused, refused, refused]);
    expect(outcome(() => assertMayBuy({ userId: 'u' }))).toBe('allowed');
  });

  it("an organization's running plan is managed by the roles the table names; one's own plan always", () => {
    for (const action of ['subscribe', 'cancel_subscription', 'change_auto_renew'] as const) {
      const allowed = ROLES.filter(
        (role) =>
          outcome(() =>
            assertMayManage({ owner: organizationOwner, organization: organizationAs(role) }, action),
          ) === 'allowed',
      );
      expect([action, allowed]).toEqual([action, ORGANIZATION_RIGHTS[action].roles]);
      expect(outcome(() => assertMayManage({ owner: { type: 'user', id: 'u' } }, action))).toBe('allowed');
    }
  });

  it("a checkout is its starter's: anyone else's, and one that does not exist, is not found", () => {
    const checkout = { session: { user_id: 'u-1' } as CheckoutSessionsTable, plan: {} } as Checkout;
    const notFound = [
      'CHECKOUT_NOT_FOUND',
      'This checkout does not exist. Start again from the pricing page.',
    ];
    expect(outcome(() => assertOwnCheckout('u-1', checkout))).toBe('allowed');
    expect(outcome(() => assertOwnCheckout('u-2', checkout))).toEqual(notFound);
    expect(outcome(() => assertOwnCheckout('u-1', undefined))).toEqual(notFound);
  });
});
