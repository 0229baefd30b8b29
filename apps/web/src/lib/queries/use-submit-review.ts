import { submitReview } from '@sladd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type CallOptions } from '../api/index.ts';
import { queryKeys } from './query-keys.ts';

export type SubmitReviewBody = CallOptions<typeof submitReview>['body'];

/**
 * Sends a marked document for review in the active organization (decision 0061): its name, the
 * SHA-256 of its bytes (`sha256Hex` in lib/security/sha256.ts) and its marks; never the file. The
 * reviews list and the menu's count are asked again afterwards. Errors are the caller's to show.
 */
export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitReviewBody) => api(submitReview, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
