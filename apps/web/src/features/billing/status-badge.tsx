import { Badge } from '@mantine/core';
import { statusBadgeOf } from './billing-format.ts';
import { useBillingTranslation } from './use-billing.ts';

/** A subscription's status as a coloured badge; a status we do not know reads Unknown. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useBillingTranslation();
  const badge = statusBadgeOf(status);
  return (
    // The dot variant keeps the text in the body colour: light tinted badges fall under 4.5:1.
    <Badge color={badge.color} variant="dot" size="lg" data-testid="status-badge" data-status={badge.key}>
      {t(`status.${badge.key}`)}
    </Badge>
  );
}
