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
import type { OrganizationRole } from '@sladd/contract';
import { IconAlertTriangle, IconCreditCardOff, IconInfoCircle, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay, formatNumber } from '../../../features/billing/billing-format.ts';
import { StatusBadge } from '../../../features/billing/status-badge.tsx';
import { usePlanName } from '../../../features/billing/use-billing.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { canManageOrganization } from '../hooks/member-rights.ts';
import { useOrganizationSubscription } from '../hooks/use-organization-data.ts';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** The organization's subscription, read-only, with the way to the manage page (spec 3 §2). */
export function SubscriptionTab({ orgId, role }: { orgId: string; role: OrganizationRole }) {
  const { t, i18n } = useOrganizationTranslation();
  const planName = usePlanName();
  const subscription = useOrganizationSubscription(orgId);
  const language = i18n.resolvedLanguage;
  if (subscription.isPending) return <Skeleton h={220} />;
  if (subscription.isError)
    return (
      <Alert
        color="red"
        title={t('subscription.loadFailed')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeError(t, subscription.error, 'organization:errors.subscription')}</Text>
          <Button size="xs" variant="default" onClick={() => void subscription.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const current = subscription.data;
  if (!current)
    return (
      <Card data-testid="organization-no-subscription">
        <Stack align="center" ta="center" gap="sm" py="xl">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconCreditCardOff size={28} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('subscription.none')}
          </Title>
          <Text c="dimmed" maw={460}>
            {role === 'owner' ? t('subscription.noneOwner') : t('subscription.noneMember')}
          </Text>
          {role === 'owner' && (
            <Button component={Link} to="/pricing" mt="xs">
              {t('subscription.viewPlans')}
            </Button>
          )}
        </Stack>
      </Card>
    );
  return (
    <Card
      component="section"
      aria-labelledby="organization-subscription-title"
      data-testid="organization-subscription"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="organization-subscription-title">
            {t('subscription.title')}
          </Title>
          <StatusBadge status={current.status} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} spacing="md">
          <Row term={t('subscription.plan')}>
            <span data-testid="organization-plan">{planName(current.plan)}</span>
          </Row>
          <Row term={t('subscription.periodEnd')}>{formatDay(current.current_period_end, language)}</Row>
          <Row term={t('subscription.usage')}>
            {t('subscription.usageValue', {
              used: formatNumber(current.usage.pages_used, language),
              limit: formatNumber(current.usage.pages_limit, language),
            })}
          </Row>
          <Row term={t('subscription.autoRenew')}>
            {current.auto_renew ? t('subscription.on') : t('subscription.off')}
          </Row>
        </SimpleGrid>
        {!canManageOrganization(role) && (
          <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            {t('subscription.readOnly')}
          </Alert>
        )}
        <Group>
          <Button
            component={Link}
            to="/subscription/manage"
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden="true" />}
          >
            {t('subscription.manage')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
