import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  NumberInput,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  AUDIT_ACTIONS,
  AUDIT_EVENTS_PAGE_SIZE,
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditEvent,
  findLegalCode,
} from '@sladd/contract';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { numberLocaleOf } from '../../../features/billing/billing-format.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import {
  type AuditFilter,
  useAuditEvents,
  useAuditSettings,
  useExportAuditEvents,
  useReviewSettings,
  useSaveRetention,
  useSaveReviewSettings,
} from '../hooks/use-audit.ts';
import { useOrganizationLegalBases } from '../hooks/use-legal-bases.ts';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';
import { CopyValue } from './copy-value.tsx';

/**
 * Owners and admins only (decisions 0060, 0061): whether documents need a review before release,
 * the audit trail (filters, pages, CSV export) and how long it is kept.
 */
export function AuditTab({ orgId }: { orgId: string }) {
  return (
    <Stack gap="lg">
      <ReviewCard orgId={orgId} />
      <TrailCard orgId={orgId} />
      <RetentionCard orgId={orgId} />
    </Stack>
  );
}

function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useOrganizationTranslation();
  return (
    <Alert
      color="red"
      title={title}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeError(t, error, 'organization:errors.load')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function ReviewCard({ orgId }: { orgId: string }) {
  const { t } = useOrganizationTranslation();
  const settings = useReviewSettings(orgId);
  const save = useSaveReviewSettings(orgId);
  return (
    <Card component="section" aria-labelledby="review-title" data-testid="review-settings">
      <Stack gap="sm">
        <Title order={2} size="h4" id="review-title">
          {t('review.title')}
        </Title>
        {settings.isPending ? (
          <Skeleton h={40} />
        ) : settings.isError ? (
          <LoadFailed
            title={t('review.loadFailed')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <Switch
            checked={save.isPending ? save.variables : settings.data.review_required}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
            label={t('review.required')}
            description={t('review.explain')}
            data-testid="review-required"
          />
        )}
      </Stack>
    </Card>
  );
}

/** The first and last characters of a long hash: enough to tell rows apart, the whole on hover and copy. */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash;
}

function TrailCard({ orgId }: { orgId: string }) {
  const { t } = useOrganizationTranslation();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const events = useAuditEvents(orgId, filter, page);
  // A code shows its label (a built-in's, or the organization's own, retired ones too), its id on hover.
  const ownCodes = useOrganizationLegalBases(orgId).data?.codes;
  const labelOf = (id: string) =>
    findLegalCode(id)?.label ?? ownCodes?.find((code) => code.id === id)?.label ?? id;
  const exporter = useExportAuditEvents(orgId);
  const pages = Math.max(1, Math.ceil((events.data?.total ?? 0) / AUDIT_EVENTS_PAGE_SIZE));
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const change = (next: AuditFilter) => {
    setFilter(next);
    setPage(1);
  };
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  return (
    <Card component="section" aria-labelledby="audit-title" data-testid="audit-trail">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} size="h4" id="audit-title">
              {t('audit.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('audit.text')}
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exporter.isPending}
            disabled={badRange}
            onClick={() => exporter.mutate(filter)}
            data-testid="audit-export"
          >
            {t('audit.export')}
          </Button>
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('audit.from')}
            value={filter.from ?? ''}
            onChange={(event) => change({ ...filter, from: event.currentTarget.value || undefined })}
            w={170}
            data-testid="audit-from"
          />
          <TextInput
            type="date"
            label={t('audit.to')}
            value={filter.to ?? ''}
            onChange={(event) => change({ ...filter, to: event.currentTarget.value || undefined })}
            error={badRange ? t('audit.badRange') : undefined}
            w={170}
            data-testid="audit-to"
          />
          <Select
            label={t('audit.action')}
            value={filter.action ?? 'all'}
            allowDeselect={false}
            data={[
              { value: 'all', label: t('audit.allActions') },
              ...AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) })),
            ]}
            onChange={(value) =>
              change({ ...filter, action: value && value !== 'all' ? (value as AuditAction) : undefined })
            }
            comboboxProps={{ withinPortal: true }}
            w={200}
            data-testid="audit-action"
          />
        </Group>
        {events.data && !events.isError && !badRange && (
          <Text size="sm" fw={500} data-testid="audit-total">
            {t('audit.count', { count: events.data.total })}
          </Text>
        )}
        {badRange ? null : events.isPending ? (
          <Skeleton h={160} />
        ) : events.isError ? (
          <LoadFailed
            title={t('audit.loadFailed')}
            error={events.error}
            onRetry={() => void events.refetch()}
          />
        ) : events.data.events.length === 0 ? (
          <Text c="dimmed">{t('audit.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760} type="native">
            <Table verticalSpacing="xs" horizontalSpacing="sm" data-testid="audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.when')}</Table.Th>
                  <Table.Th>{t('audit.actionColumn')}</Table.Th>
                  <Table.Th>{t('audit.who')}</Table.Th>
                  <Table.Th>{t('audit.documentName')}</Table.Th>
                  <Table.Th>{t('audit.documentHash')}</Table.Th>
                  <Table.Th>{t('audit.codes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.events.map((event) => (
                  <EventRow key={event.id} event={event} labelOf={labelOf} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && !badRange && (
          <Box component="nav" aria-label={t('audit.pages')}>
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`members.pageControls.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('members.pageItem', { page: item }) })}
            />
          </Box>
        )}
      </Stack>
    </Card>
  );
}

function EventRow({ event, labelOf }: { event: AuditEvent; labelOf: (id: string) => string }) {
  const { t, i18n } = useOrganizationTranslation();
  const when = new Intl.DateTimeFormat(numberLocaleOf(i18n.resolvedLanguage), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(event.at));
  return (
    <Table.Tr data-testid="audit-row" data-action={event.action}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{when}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(`audit.actions.${event.action}`)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={event.actor_username ? undefined : 'dimmed'}>
          {event.actor_username ?? t('audit.deletedAccount')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Hash value={event.document_name_hash} label={t('audit.documentName')} />
      </Table.Td>
      <Table.Td>
        {event.document_hash ? (
          <Hash value={event.document_hash} label={t('audit.documentHash')} />
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {event.codes.length === 0 ? (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ) : (
            event.codes.map((code) => (
              <Tooltip key={code} label={code} withArrow>
                <Badge variant="light" color="gray" size="sm" tt="none" radius="sm" data-code={code}>
                  {labelOf(code)}
                </Badge>
              </Tooltip>
            ))
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A hash shortened, the whole value on hover and in the copy button. */
function Hash({ value, label }: { value: string; label: string }) {
  return <CopyValue value={value} display={shortHash(value)} label={label} />;
}

function RetentionCard({ orgId }: { orgId: string }) {
  const { t } = useOrganizationTranslation();
  const settings = useAuditSettings(orgId);
  const save = useSaveRetention(orgId);
  const [days, setDays] = useState<number | string>('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (settings.data) setDays(settings.data.retention_days);
  }, [settings.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typeof days === 'number' ? days : Number.NaN;
    const isValid =
      Number.isInteger(value) && value >= AUDIT_RETENTION_DAYS.min && value <= AUDIT_RETENTION_DAYS.max;
    const found = isValid
      ? null
      : t('audit.retentionRange', { min: AUDIT_RETENTION_DAYS.min, max: AUDIT_RETENTION_DAYS.max });
    setProblem(found);
    if (!found) save.mutate(value);
  };
  return (
    <Card component="section" aria-labelledby="retention-title" data-testid="audit-retention">
      <Stack gap="sm">
        <Title order={2} size="h4" id="retention-title">
          {t('audit.retentionTitle')}
        </Title>
        {settings.isPending ? (
          <Skeleton h={60} />
        ) : settings.isError ? (
          <LoadFailed
            title={t('audit.retentionLoadFailed')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm" align="flex-start">
              <NumberInput
                label={t('audit.retentionDays')}
                description={t('audit.retentionHint', {
                  min: AUDIT_RETENTION_DAYS.min,
                  max: AUDIT_RETENTION_DAYS.max,
                })}
                value={days}
                onChange={(value) => {
                  setDays(value);
                  setProblem(null);
                  save.reset();
                }}
                size="md"
                allowDecimal={false}
                allowNegative={false}
                error={
                  problem ??
                  (save.isError
                    ? describeError(t, save.error, 'organization:audit.retentionFailed')
                    : undefined)
                }
                w={320}
                data-testid="audit-retention-days"
              />
              <Button type="submit" loading={save.isPending} data-testid="audit-retention-save">
                {t('audit.retentionSave')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
