import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/simple-page.tsx';

/** /subscription/manage: subscription and API keys arrive with document 3's issue. */
export function ManageSubscriptionPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('manageSubscription.title')} intro={t('manageSubscription.intro')}>
      <Button component={Link} to="/pricing">
        {t('manageSubscription.viewPlans')}
      </Button>
    </SimplePage>
  );
}
