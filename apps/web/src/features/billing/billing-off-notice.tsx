import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useBillingTranslation } from './use-billing.ts';

/** BILLING=off: every feature is open on this server; there is nothing to buy or manage. */
export function BillingOffNotice() {
  const { t } = useBillingTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden="true" />}
      title={t('off.title')}
      data-testid="billing-off"
    >
      {t('off.text')}
    </Alert>
  );
}
