import { decideReview, type Review } from '@sladd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/index.ts';
import { queryKeys } from './query-keys.ts';

export type DecisionBody =
  | { decision: 'approve'; comment?: string; pages?: Review['pages'] }
  | { decision: 'reject'; comment: string };

/** Approves (with the marks when changed) or rejects (with a comment) a pending review (decision 0061). */
export const sendReviewDecision = (id: string, body: DecisionBody): Promise<Review> =>
  api(decideReview, { params: { id }, body });

/**
 * The decision as a mutation, for the workspace: the reviews and the menu's count are asked again
 * whatever the outcome (someone else may have decided meanwhile). Telling the outcome is the caller's.
 */
export function useReviewDecision(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionBody) => sendReviewDecision(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
