import { Badge } from '@mantine/core';
import { statusBadgeOf } from './billing-format.ts';
import { useBillingTranslation } from './use-billing.ts';

/** A subscription's status as a coloured badge; a status we do not know reads Unknown. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useBillingTranslation();
  const badge = statusBadgeOf(status);
  return (
    <Badge color={badge.color} variant="light" size="lg" data-testid="status-badge" data-status={badge.key}>
      {t(`status.${badge.key}`)}
    </Badge>
  );
}
