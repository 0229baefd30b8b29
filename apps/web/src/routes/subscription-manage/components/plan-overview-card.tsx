import { Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CurrentSubscription } from '@sladd/contract';
import { formatNok } from '../../../features/billing/billing-format.ts';
import { PlanFeatures } from '../../../features/billing/plan-features.tsx';
import { StatusBadge } from '../../../features/billing/status-badge.tsx';
import { useBillingTranslation, usePlanName } from '../../../features/billing/use-billing.ts';
import { UsageGauge } from './usage-gauge.tsx';

/** Plan name, status, price in NOK with two decimals per period, the pages gauge and the features. */
export function PlanOverviewCard({ subscription }: { subscription: CurrentSubscription }) {
  const { t, i18n } = useBillingTranslation();
  const planName = usePlanName();
  const { plan } = subscription;
  return (
    <Card component="section" aria-labelledby="plan-overview-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" fw={600} id="plan-overview-title">
              {t('manage.overview.title')}
            </Text>
            <Title order={2} size="h2" data-testid="plan-name">
              {planName(plan)}
            </Title>
            <Text data-testid="plan-price">
              <Text span fw={700} size="lg">
                {formatNok(plan.metadata.price, i18n.resolvedLanguage, 2)}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                {t(`price.perUnit.${plan.period_unit}`)}
              </Text>
            </Text>
          </Stack>
          <StatusBadge status={subscription.status} />
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <Stack gap="xs" align="center">
            <Title order={3} size="h5">
              {t('manage.overview.gaugeTitle')}
            </Title>
            <UsageGauge used={subscription.usage.pages_used} total={subscription.usage.pages_limit} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('manage.overview.features')}
            </Title>
            <PlanFeatures features={plan.metadata.features} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
