import { describe, expect, it } from 'vitest';
import { reviewActions, segmentQuery, segmentsFor } from './review-rights.ts';

const by = (id: string, status: 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'released') => ({
  status,
  submitted_by: { id, username: id },
});

describe('segmentsFor', () => {
  it('gives deciders "to review", "mine" and "all", and everyone else only their own', () => {
    for (const role of ['owner', 'admin', 'reviewer'] as const)
      expect(segmentsFor(role)).toEqual(['toReview', 'mine', 'all']);
    expect(segmentsFor('member')).toEqual(['mine']);
    expect(segmentsFor('viewer')).toEqual(['mine']);
    expect(segmentsFor(null)).toEqual(['mine']);
  });

  it('asks pending reviews for "to review" and the own ones for "mine"', () => {
    expect(segmentQuery('toReview')).toEqual({ status: 'pending', mine: false });
    expect(segmentQuery('mine')).toEqual({ mine: true });
    expect(segmentQuery('all')).toEqual({});
  });
});

describe('reviewActions', () => {
  it("lets a reviewer, an admin or the owner decide someone else's pending review", () => {
    for (const role of ['owner', 'admin', 'reviewer'] as const)
      expect(reviewActions(role, 'me', by('kari', 'pending'))).toEqual({
        canDecide: true,
        canWithdraw: false,
        canRelease: false,
        isSubmitter: false,
      });
  });

  it('never lets anyone decide their own submission, an owner included; the submitter withdraws it', () => {
    expect(reviewActions('owner', 'me', by('me', 'pending'))).toEqual({
      canDecide: false,
      canWithdraw: true,
      canRelease: false,
      isSubmitter: true,
    });
    expect(reviewActions('member', 'me', by('me', 'pending')).canWithdraw).toBe(true);
  });

  it('gives members and viewers no decision', () => {
    expect(reviewActions('member', 'me', by('kari', 'pending')).canDecide).toBe(false);
    expect(reviewActions('viewer', 'me', by('kari', 'pending')).canDecide).toBe(false);
  });

  it('decides and withdraws only while pending', () => {
    for (const status of ['approved', 'rejected', 'withdrawn', 'released'] as const) {
      expect(reviewActions('reviewer', 'me', by('kari', status)).canDecide, status).toBe(false);
      expect(reviewActions('member', 'me', by('me', status)).canWithdraw, status).toBe(false);
    }
  });

  it("releases an approved or released review for its submitter or a decider, not another member's", () => {
    for (const status of ['approved', 'released'] as const) {
      expect(reviewActions('member', 'me', by('me', status)).canRelease, status).toBe(true);
      expect(reviewActions('reviewer', 'me', by('kari', status)).canRelease, status).toBe(true);
      expect(reviewActions('member', 'me', by('kari', status)).canRelease, status).toBe(false);
    }
    for (const status of ['pending', 'rejected', 'withdrawn'] as const)
      expect(reviewActions('member', 'me', by('me', status)).canRelease, status).toBe(false);
  });
});
