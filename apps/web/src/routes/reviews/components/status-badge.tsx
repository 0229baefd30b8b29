import { Badge } from '@mantine/core';
import type { ReviewStatus } from '@sladd/contract';
import { STATUS_COLORS } from '../hooks/review-rights.ts';
import { useReviewsTranslation } from '../hooks/use-reviews-translation.ts';

/** A review's status in words, in its colour. */
export function StatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useReviewsTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" tt="none" size="md" data-testid="review-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
