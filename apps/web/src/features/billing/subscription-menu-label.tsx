import { useTranslation } from 'react-i18next';
import { manageRightsOf } from './purchase-rights.ts';
import { useSubscription } from './use-billing.ts';

/**
 * The user menu's entry for /subscription/manage: 'Check Usage' for a plain member who reads their
 * organization's plan (spec 3 §6), else 'Subscription'. Mounted only while the menu is open.
 */
export function SubscriptionMenuLabel() {
  const { t } = useTranslation();
  const { data } = useSubscription();
  return (
    <>
      {data && manageRightsOf(data).isReadOnly
        ? t('shell.userMenu.checkUsage')
        : t('shell.userMenu.subscription')}
    </>
  );
}
