import { ORGANIZATION_ROLES, type OrganizationRole } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { AUDIT_POLICY_ACTIONS, assertMay as assertMayAudit } from '../audit/audit.policy.ts';
import { assertMay, LEGAL_BASES_ACTIONS } from './legal-bases.policy.ts';

/** What each role gets for each action: 'ok', or the refusal's code. */
function table<A extends string>(
  actions: readonly A[],
  check: (role: OrganizationRole | null, action: A) => void,
) {
  return Object.fromEntries(
    actions.map((action) => [
      action,
      Object.fromEntries(
        [...ORGANIZATION_ROLES, null].map((role) => {
          try {
            check(role, action);
            return [String(role), 'ok'];
          } catch (error) {
            return [String(role), (error as { code: string }).code];
          }
        }),
      ),
    ]),
  );
}

describe('legal bases and audit policies (decision 0060)', () => {
  it('every member reads the codes; owners and admins manage them; outsiders are not told', () => {
    expect(table(LEGAL_BASES_ACTIONS, assertMay)).toEqual({
      read_legal_bases: {
        owner: 'ok',
        admin: 'ok',
        reviewer: 'ok',
        member: 'ok',
        viewer: 'ok',
        null: 'NOT_FOUND',
      },
      manage_legal_bases: {
        owner: 'ok',
        admin: 'ok',
        reviewer: 'FORBIDDEN',
        member: 'FORBIDDEN',
        viewer: 'FORBIDDEN',
        null: 'NOT_FOUND',
      },
    });
  });

  it('only owners and admins see the audit trail and set its retention', () => {
    const ownersAndAdmins = {
      owner: 'ok',
      admin: 'ok',
      reviewer: 'FORBIDDEN',
      member: 'FORBIDDEN',
      viewer: 'FORBIDDEN',
      null: 'NOT_FOUND',
    };
    expect(table(AUDIT_POLICY_ACTIONS, assertMayAudit)).toEqual({
      view_audit_trail: ownersAndAdmins,
      manage_audit_retention: ownersAndAdmins,
    });
  });
});
