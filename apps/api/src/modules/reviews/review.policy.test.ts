import { describe, expect, it } from 'vitest';
import { ORGANIZATION_ROLES, type OrganizationRole } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import {
  assertMay,
  assertMayDecide,
  assertMayRead,
  assertMayRelease,
  assertMayWithdraw,
  REVIEW_ACTIONS,
} from './review.policy.ts';

/** Decision 0061, written out by hand so the policy is checked against it, not against itself. */
const EXPECTED: Record<(typeof REVIEW_ACTIONS)[number], OrganizationRole[]> = {
  submit_for_review: ['owner', 'admin', 'reviewer', 'member'],
  see_all_reviews: ['owner', 'admin', 'reviewer'],
  decide_review: ['owner', 'admin', 'reviewer'],
  release_others: ['owner', 'admin', 'reviewer'],
  read_review_settings: ['owner', 'admin', 'reviewer', 'member', 'viewer'],
  manage_review_settings: ['owner', 'admin'],
};

const outcome = (check: () => void) => {
  try {
    check();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : 'crashed';
  }
};

describe('the review policy (decision 0061)', () => {
  it.each(REVIEW_ACTIONS)('%s', (action) => {
    for (const role of ORGANIZATION_ROLES)
      expect(
        outcome(() => assertMay(role, action)),
        role,
      ).toBe(EXPECTED[action].includes(role) ? 'ok' : 'FORBIDDEN');
    expect(outcome(() => assertMay(null, action))).toBe('NOT_FOUND');
  });

  const theirs = { submittedBy: 'someone-else', reviewedBy: null, changedByReviewer: false };
  const mine = { submittedBy: 'me', reviewedBy: null, changedByReviewer: false };
  const row = (check: (role: OrganizationRole | null) => void) =>
    Object.fromEntries(
      [...ORGANIZATION_ROLES, null].map((role) => [String(role), outcome(() => check(role))]),
    );

  it("reads: deciders every review, a member or viewer only their own (another's is not there)", () => {
    expect(row((role) => assertMayRead(role, 'me', theirs))).toEqual({
      owner: 'ok',
      admin: 'ok',
      reviewer: 'ok',
      member: 'NOT_FOUND',
      viewer: 'NOT_FOUND',
      null: 'NOT_FOUND',
    });
    expect(outcome(() => assertMayRead('member', 'me', mine))).toBe('ok');
  });

  it('decides: a reviewer, an admin or the owner, never on their own submission', () => {
    expect(row((role) => assertMayDecide(role, 'me', theirs))).toEqual({
      owner: 'ok',
      admin: 'ok',
      reviewer: 'ok',
      member: 'NOT_FOUND',
      viewer: 'NOT_FOUND',
      null: 'NOT_FOUND',
    });
    for (const role of ['owner', 'admin', 'reviewer'] as const)
      expect(outcome(() => assertMayDecide(role, 'me', mine))).toBe('FORBIDDEN');
  });

  it('withdraws: the submitter only; releases: the submitter or a decider', () => {
    expect(row((role) => assertMayWithdraw(role, 'me', theirs))).toEqual({
      owner: 'FORBIDDEN',
      admin: 'FORBIDDEN',
      reviewer: 'FORBIDDEN',
      member: 'NOT_FOUND',
      viewer: 'NOT_FOUND',
      null: 'NOT_FOUND',
    });
    expect(outcome(() => assertMayWithdraw('member', 'me', mine))).toBe('ok');
    expect(row((role) => assertMayRelease(role, 'me', theirs))).toEqual({
      owner: 'ok',
      admin: 'ok',
      reviewer: 'ok',
      member: 'FORBIDDEN',
      viewer: 'FORBIDDEN',
      null: 'NOT_FOUND',
    });
    expect(outcome(() => assertMayRelease('member', 'me', mine))).toBe('ok');
  });

  it('a reviewer who changed the marks does not release them; the submitter or another decider does', () => {
    const changedByMe = { submittedBy: 'someone-else', reviewedBy: 'me', changedByReviewer: true };
    for (const role of ['owner', 'admin', 'reviewer'] as const) {
      expect(outcome(() => assertMayRelease(role, 'me', changedByMe))).toBe('FORBIDDEN');
      expect(outcome(() => assertMayRelease(role, 'a-third', changedByMe))).toBe('ok');
    }
    expect(outcome(() => assertMayRelease('member', 'someone-else', changedByMe))).toBe('ok');
    // Approved as submitted, the reviewer may release it.
    expect(
      outcome(() => assertMayRelease('reviewer', 'me', { ...changedByMe, changedByReviewer: false })),
    ).toBe('ok');
  });
});
