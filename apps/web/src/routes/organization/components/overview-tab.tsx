import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Organization } from '@sladd/contract';
import { IconCreditCard, IconUsers, IconWorldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDay } from '../../../features/billing/billing-format.ts';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';
import { CopyValue } from './copy-value.tsx';

function Stat({
  label,
  value,
  icon,
  testId,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Card>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.1} data-testid={testId}>
            {value}
          </Text>
        </Stack>
        {icon}
      </Group>
    </Card>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} fw={500} size="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** Overview: members, subscription (Active or None), verified domains, and the details (spec 3 §2). */
export function OverviewTab({ organization }: { organization: Organization | undefined }) {
  const { t, i18n } = useOrganizationTranslation();
  if (!organization)
    return (
      <Stack gap="md" aria-busy="true">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Skeleton h={96} />
          <Skeleton h={96} />
          <Skeleton h={96} />
        </SimpleGrid>
        <Skeleton h={180} />
      </Stack>
    );
  const isActive = Boolean(organization.subscription?.active);
  const iconProps = { size: 28, 'aria-hidden': true, color: 'var(--mantine-color-dimmed)' } as const;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat
          label={t('overview.members')}
          value={organization.member_count}
          icon={<IconUsers {...iconProps} />}
          testId="overview-members"
        />
        <Stat
          label={t('overview.subscription')}
          value={
            <Badge
              variant="dot"
              size="xl"
              color={isActive ? 'teal' : 'gray'}
              mt={6}
              data-testid="overview-subscription"
            >
              {isActive ? t('overview.active') : t('overview.none')}
            </Badge>
          }
          icon={<IconCreditCard {...iconProps} />}
          testId="overview-subscription-value"
        />
        <Stat
          label={t('overview.domains')}
          value={organization.verified_domain_count}
          icon={<IconWorldCheck {...iconProps} />}
          testId="overview-domains"
        />
      </SimpleGrid>
      <Card component="section" aria-labelledby="organization-details-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="organization-details-title">
            {t('overview.details')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} spacing="md" verticalSpacing="md">
            <Detail term={t('overview.orgId')}>
              <CopyValue value={organization.org_id} label={t('overview.orgId')} testId="org-id" />
            </Detail>
            <Detail term={t('overview.created')}>
              {formatDay(organization.created_at, i18n.resolvedLanguage)}
            </Detail>
            <Detail term={t('overview.owner')}>
              <span data-testid="owner-name">{organization.owner_username}</span>
              <Text component="span" display="block" size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {organization.owner_email}
              </Text>
            </Detail>
            <Detail term={t('overview.yourRole')}>{t(`roles.${organization.role}`)}</Detail>
          </SimpleGrid>
        </Stack>
      </Card>
    </Stack>
  );
}
