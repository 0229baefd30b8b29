import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Domain, OrganizationRole } from '@sladd/contract';
import { IconAlertTriangle, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDay } from '../../../features/billing/billing-format.ts';
import { isApiErrorCode } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { canManageOrganization } from '../hooks/member-rights.ts';
import { useRemoveDomain, useVerifyDomain } from '../hooks/use-organization-actions.ts';
import { useDomains } from '../hooks/use-organization-data.ts';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';
import { AddDomainModal } from './add-domain-modal.tsx';
import { CopyValue } from './copy-value.tsx';

/** Domains, pending or verified; a pending one shows the TXT record to create (spec 3 §4). */
export function DomainsTab({ orgId, role }: { orgId: string; role: OrganizationRole }) {
  const { t } = useOrganizationTranslation();
  const domains = useDomains(orgId);
  const [isAdding, addModal] = useDisclosure(false);
  const canManage = canManageOrganization(role);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed" size="sm" maw={560}>
          {t('domains.intro')}
        </Text>
        {canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={addModal.open}>
            {t('domains.add')}
          </Button>
        )}
      </Group>
      {!canManage && <Text size="sm">{t('domains.readOnly')}</Text>}
      {domains.isPending && <Skeleton h={120} />}
      {domains.isError && (
        <Alert
          color="red"
          title={t('domains.loadFailed')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{describeError(t, domains.error, 'organization:domains.loadFailed')}</Text>
            <Button size="xs" variant="default" onClick={() => void domains.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {domains.data?.length === 0 && <Text c="dimmed">{t('domains.empty')}</Text>}
      {domains.data?.map((domain) => (
        <DomainCard key={domain.domain_id} orgId={orgId} domain={domain} canManage={canManage} />
      ))}
      <AddDomainModal orgId={orgId} opened={isAdding} onClose={addModal.close} />
    </Stack>
  );
}

function DomainCard({ orgId, domain, canManage }: { orgId: string; domain: Domain; canManage: boolean }) {
  const { t, i18n } = useOrganizationTranslation();
  const verify = useVerifyDomain(orgId);
  const remove = useRemoveDomain(orgId);
  const [isConfirming, setIsConfirming] = useState(false);
  const titleId = `domain-${domain.domain_id}`;
  // A record not found (yet) is the domain's own news: shown here, in the server's words.
  const notVerified = verify.isError && isApiErrorCode(verify.error, 'DOMAIN_NOT_VERIFIED');
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="domain-card" data-domain={domain.domain}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId} style={{ wordBreak: 'break-all' }}>
              {domain.domain}
            </Title>
            <Badge
              variant="dot"
              color={domain.verified ? 'teal' : 'yellow'}
              size="md"
              data-testid="domain-status"
              data-verified={domain.verified}
            >
              {domain.verified ? t('domains.verified') : t('domains.pending')}
            </Badge>
          </Group>
          {canManage && !isConfirming && (
            <Group gap="xs">
              {!domain.verified && (
                <Button
                  size="xs"
                  leftSection={<IconRefresh size={14} aria-hidden="true" />}
                  loading={verify.isPending}
                  onClick={() => verify.mutate(domain.domain_id)}
                  aria-label={t('domains.verifyNamed', { domain: domain.domain })}
                >
                  {t('domains.verify')}
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => setIsConfirming(true)}
                aria-label={t('domains.removeNamed', { domain: domain.domain })}
              >
                {t('domains.remove')}
              </Button>
            </Group>
          )}
        </Group>
        {isConfirming && (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <Text size="sm">{t('domains.confirmRemove', { domain: domain.domain })}</Text>
            <Button size="xs" variant="default" onClick={() => setIsConfirming(false)}>
              {t('domains.keep')}
            </Button>
            <Button
              size="xs"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ domainId: domain.domain_id, name: domain.domain })}
            >
              {t('domains.remove')}
            </Button>
          </Group>
        )}
        {domain.verified ? (
          domain.verified_at && (
            <Text size="sm" c="dimmed">
              {t('domains.verifiedOn', { date: formatDay(domain.verified_at, i18n.resolvedLanguage) })}
            </Text>
          )
        ) : (
          <Stack gap="xs">
            <Text size="sm">{t('domains.instructions')}</Text>
            <Table withTableBorder variant="vertical" layout="fixed" data-testid="txt-record">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={{ base: 64, sm: 90 }}>{t('domains.recordType')}</Table.Th>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      TXT
                    </Text>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('domains.recordName')}</Table.Th>
                  <Table.Td>
                    <CopyValue
                      value={domain.txt_record.name}
                      label={t('domains.recordName')}
                      testId="txt-name"
                    />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('domains.recordValue')}</Table.Th>
                  <Table.Td>
                    <CopyValue
                      value={domain.txt_record.value}
                      label={t('domains.recordValue')}
                      testId="txt-value"
                    />
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Stack>
        )}
        {verify.isError && (
          <Alert
            color={notVerified ? 'yellow' : 'red'}
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            title={notVerified ? t('domains.notVerified') : undefined}
            role="alert"
            data-testid="domain-verify-error"
            styles={{ title: { color: 'var(--mantine-color-text)' }, message: { overflowWrap: 'anywhere' } }}
          >
            {notVerified
              ? verify.error.message
              : describeError(t, verify.error, 'organization:errors.domains')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
