import { Button, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '../../components/simple-page.tsx';

/** /subscription/checkout?plan=…: the payment flow arrives with document 3's issue. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const plan = searchParams.get('plan');
  return (
    <SimplePage
      title={t('checkout.title')}
      intro={plan ? t('checkout.intro', { plan }) : t('checkout.noPlan')}
    >
      <Text mb="md">{t('checkout.notYet')}</Text>
      <Button component={Link} to="/pricing" variant="default">
        {t('checkout.backToPricing')}
      </Button>
    </SimplePage>
  );
}
