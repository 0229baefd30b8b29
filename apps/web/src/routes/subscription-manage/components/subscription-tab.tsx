import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { analyseUsage, type CurrentSubscription } from '@sladd/contract';
import { IconAlertTriangle, IconCreditCardOff, IconEye } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { BillingOffNotice } from '../../../features/billing/billing-off-notice.tsx';
import { manageRightsOf } from '../../../features/billing/purchase-rights.ts';
import { useBillingTranslation } from '../../../features/billing/use-billing.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { BillingDetails } from './billing-details.tsx';
import { PlanOverviewCard } from './plan-overview-card.tsx';
import { ScheduledChangeNotice } from './scheduled-change-notice.tsx';
import { SettingsCard } from './settings-card.tsx';
import { UsageAlert } from './usage-alert.tsx';

interface SubscriptionTabProps {
  query: UseQueryResult<CurrentSubscription | null>;
  isBillingOff: boolean;
}

/** The subscription tab: loading, error, none (View Plans), or the plan with usage and settings. */
export function SubscriptionTab({ query, isBillingOff }: SubscriptionTabProps) {
  const { t } = useBillingTranslation();
  const navigate = useNavigate();
  if (query.isPending)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={280} radius="lg" />
        <Skeleton h={140} radius="lg" />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        title={t('manage.loadError.title')}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeError(t, query.error, 'billing:errors.LOAD_SUBSCRIPTION_FAILED')}</Text>
          <Group gap="sm">
            <Button size="xs" onClick={() => void query.refetch()}>
              {t('manage.loadError.tryAgain')}
            </Button>
            <Button size="xs" variant="default" onClick={() => navigate(-1)}>
              {t('manage.loadError.goBack')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  const subscription = query.data;
  if (!subscription)
    return isBillingOff ? (
      <BillingOffNotice />
    ) : (
      <Card data-testid="no-subscription">
        <Stack align="center" ta="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconCreditCardOff size={28} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('manage.none.title')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('manage.none.text')}
          </Text>
          <Button component={Link} to="/pricing" mt="xs">
            {t('manage.none.viewPlans')}
          </Button>
        </Stack>
      </Card>
    );

  const analysis = analyseUsage({
    pagesUsed: subscription.usage.pages_used,
    pagesLimit: subscription.usage.pages_limit,
    periodStart: subscription.current_period_start,
    periodEnd: subscription.current_period_end,
  });
  const role = subscription.user_role_in_organization;
  const rights = manageRightsOf(subscription);
  return (
    <Stack gap="lg">
      {isBillingOff && <BillingOffNotice />}
      {rights.isReadOnly && (
        <Alert
          color="blue"
          icon={<IconEye size={18} aria-hidden="true" />}
          title={t('manage.readOnly.title')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          data-testid="read-only-notice"
        >
          {t('manage.readOnly.text', { organization: subscription.organization_name ?? '' })}
        </Alert>
      )}
      <ScheduledChangeNotice subscription={subscription} mayChangePlan={rights.mayChangePlan} />
      <UsageAlert subscription={subscription} analysis={analysis} mayChangePlan={rights.mayChangePlan} />
      <PlanOverviewCard subscription={subscription} />
      {subscription.is_organization_subscription && (
        <Card component="section" aria-labelledby="organization-card-title" data-testid="organization-card">
          <Stack gap="sm">
            <Title order={2} size="h4" id="organization-card-title">
              {t('manage.organization.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
              <div>
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('manage.organization.name')}
                </Text>
                <Text component="dd" m={0} data-testid="organization-card-name">
                  {subscription.organization_name}
                </Text>
              </div>
              <div>
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('manage.organization.role')}
                </Text>
                <Text component="dd" m={0} data-testid="organization-role">
                  {role ? t(`organization:roles.${role}`, { defaultValue: role }) : '—'}
                </Text>
              </div>
            </SimpleGrid>
          </Stack>
        </Card>
      )}
      {rights.mayManage && <SettingsCard subscription={subscription} mayChangePlan={rights.mayChangePlan} />}
      <BillingDetails subscription={subscription} canManage={rights.mayManage} />
    </Stack>
  );
}
