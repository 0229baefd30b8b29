import { Alert, Button, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { OrganizationSummary } from '@sladd/contract';
import {
  IconAlertTriangle,
  IconCreditCard,
  IconKey,
  IconLayoutDashboard,
  IconListCheck,
  IconScale,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useMe } from '../../lib/queries/use-me.ts';
import { notifyError, notifySuccess } from '../../features/billing/notify.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';
import { useOrganizationContext } from '../../lib/queries/organization-context.ts';
import { queryKeys } from '../../lib/queries/query-keys.ts';
import { AuditTab } from './components/audit-tab.tsx';
import { DomainsTab } from './components/domains-tab.tsx';
import { LegalBasesTab } from './components/legal-bases-tab.tsx';
import { MembersTab } from './components/members-tab.tsx';
import { NoOrganization } from './components/no-organization.tsx';
import { OrganizationHeader } from './components/organization-header.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { SsoTab } from './components/sso-tab.tsx';
import { SubscriptionTab } from './components/subscription-tab.tsx';
import { type OrganizationTab, organizationRights } from './hooks/member-rights.ts';
import { useOrganizationDetail } from './hooks/use-organization-data.ts';
import { useOrganizationTranslation } from './hooks/use-organization-translation.ts';

const TAB_ICONS: Record<OrganizationTab, typeof IconKey> = {
  overview: IconLayoutDashboard,
  members: IconUsers,
  subscription: IconCreditCard,
  domains: IconWorld,
  legalBases: IconScale,
  audit: IconListCheck,
  sso: IconKey,
};

/**
 * /organization (spec 3 §2): the active organization (the one the person owns, else the first;
 * a switcher when there are several) with its tabs, or the empty state with create and join.
 */
export function OrganizationPage() {
  const { t } = useOrganizationTranslation();
  const context = useOrganizationContext();
  let body;
  if (context.query.isPending)
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={40} w={280} />
        <Skeleton h={220} />
      </Stack>
    );
  else if (context.query.isError)
    body = (
      <Alert
        color="red"
        title={t('loadFailed')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeError(t, context.query.error, 'organization:errors.load')}</Text>
          <Button size="xs" variant="default" onClick={() => void context.query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (!context.active)
    body = (
      <>
        <Title order={1} mb="lg">
          {t('title')}
        </Title>
        <NoOrganization />
      </>
    );
  else
    body = (
      <OrganizationView
        key={context.active.org_id}
        summary={context.active}
        organizations={context.organizations}
        onChoose={context.choose}
      />
    );
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      {body}
    </Container>
  );
}

interface OrganizationViewProps {
  summary: OrganizationSummary;
  organizations: OrganizationSummary[];
  onChoose: (orgId: string) => void;
}

function OrganizationView({ summary, organizations, onChoose }: OrganizationViewProps) {
  const { t } = useOrganizationTranslation();
  const client = useQueryClient();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const orgId = summary.org_id;
  const detail = useOrganizationDetail(orgId);
  const isFetching = useIsFetching({ queryKey: queryKeys.organizations.all }) > 0;
  const role = detail.data?.role ?? summary.role;
  // The audit tab is there for owners and admins only; an address naming it opens the overview for others.
  const tabs = organizationRights(role).tabs;
  const tab: OrganizationTab = tabs.find((name) => name === params.get('tab')) ?? 'overview';

  async function handleRefresh() {
    await client.invalidateQueries({ queryKey: queryKeys.organizations.all });
    const state = client.getQueryState(queryKeys.organizations.detail(orgId));
    if (state?.status === 'error') notifyError(describeError(t, state.error, 'organization:refreshFailed'));
    else notifySuccess(t('refreshed'));
  }

  return (
    <>
      <OrganizationHeader
        name={detail.data?.name ?? summary.name}
        organizations={organizations}
        activeId={orgId}
        onChoose={onChoose}
        onRefresh={() => void handleRefresh()}
        isRefreshing={isFetching && !detail.isPending}
      />
      {detail.isError && (
        <Alert
          color="red"
          mb="md"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('loadFailed')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          role="alert"
        >
          {describeError(t, detail.error, 'organization:errors.load')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) =>
          value && setParams(value === 'overview' ? {} : { tab: value }, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((name) => {
            const Icon = TAB_ICONS[name];
            return (
              <Tabs.Tab
                key={name}
                value={name}
                leftSection={<Icon size={16} aria-hidden="true" />}
                data-tutorial={name === 'overview' ? 'organization-overview' : undefined}
              >
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab organization={detail.data} />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MembersTab orgId={orgId} role={role} userId={me.data?.id} />
        </Tabs.Panel>
        <Tabs.Panel value="subscription">
          <SubscriptionTab orgId={orgId} role={role} />
        </Tabs.Panel>
        <Tabs.Panel value="domains">
          <DomainsTab orgId={orgId} role={role} />
        </Tabs.Panel>
        <Tabs.Panel value="legalBases">
          <LegalBasesTab orgId={orgId} role={role} />
        </Tabs.Panel>
        {tabs.includes('audit') && (
          <Tabs.Panel value="audit">
            <AuditTab orgId={orgId} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="sso">
          <SsoTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
