import { Button, Container, Group, Tabs, Title } from '@mantine/core';
import { IconCreditCard, IconKey, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '../../features/billing/notify.ts';
import { manageRightsOf } from '../../features/billing/purchase-rights.ts';
import {
  useBillingInfo,
  useBillingTranslation,
  useSubscription,
} from '../../features/billing/use-billing.ts';
import { usePremium } from '../../lib/queries/use-premium.ts';
import { ApiKeysTab } from './components/api-keys-tab.tsx';
import { SubscriptionTab } from './components/subscription-tab.tsx';

const TABS = ['subscription', 'apikeys'] as const;
type Tab = (typeof TABS)[number];

/** /subscription/manage: the subscription tab and the API keys tab, with a refresh button. */
export function ManageSubscriptionPage() {
  const { t } = useBillingTranslation();
  const [params, setParams] = useSearchParams();
  const subscription = useSubscription();
  const billing = useBillingInfo();
  const { isPremium: hasApiAccess } = usePremium('api_access');
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'subscription';
  // A plain member of the organization whose plan they work on reads it: 'Check Usage' (spec 3 §6).
  const isReadOnly = Boolean(subscription.data && manageRightsOf(subscription.data).isReadOnly);

  // Back from a plan change (decision 0054): said once, then the address is cleaned.
  const changed = params.get('changed');
  useEffect(() => {
    if (changed !== 'upgrade' && changed !== 'downgrade') return;
    notifySuccess(t(changed === 'upgrade' ? 'planChange.changedUpgrade' : 'planChange.changedDowngrade'));
    setParams(
      (current) => {
        current.delete('changed');
        return current;
      },
      { replace: true },
    );
  }, [changed, setParams, t]);

  async function handleRefresh() {
    const result = await subscription.refetch();
    if (result.isError) notifyError(t('manage.refreshFailed'));
    else notifySuccess(t('manage.refreshed'));
  }

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" mb="lg" gap="sm">
        <Title order={1}>{isReadOnly ? t('manage.checkUsage') : t('manage.title')}</Title>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => void handleRefresh()}
          loading={subscription.isFetching && !subscription.isPending}
          data-testid="refresh-subscription"
        >
          {t('manage.refresh')}
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) =>
          value && setParams(value === 'subscription' ? {} : { tab: value }, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab
            value="subscription"
            leftSection={<IconCreditCard size={16} aria-hidden="true" />}
            data-tutorial="subscription"
          >
            {t('manage.tabs.subscription')}
          </Tabs.Tab>
          <Tabs.Tab
            value="apikeys"
            leftSection={<IconKey size={16} aria-hidden="true" />}
            data-tutorial="apikeys"
          >
            {t('manage.tabs.apiKeys')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscription">
          <SubscriptionTab query={subscription} isBillingOff={billing.data?.mode === 'off'} />
        </Tabs.Panel>
        <Tabs.Panel value="apikeys">
          <ApiKeysTab hasApiAccess={hasApiAccess} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
