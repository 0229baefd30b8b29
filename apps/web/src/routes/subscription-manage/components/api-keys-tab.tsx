import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconCheck,
  IconCopy,
  IconEye,
  IconEyeOff,
  IconKey,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import {
  API_KEY_DURATIONS,
  type ApiKey,
  type ApiKeyDuration,
  apiKeyNameSchema,
  createApiKey,
  DEFAULT_API_KEY_DURATION,
  deleteApiKey,
  listApiKeys,
} from '@sladd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api/index.ts';
import { useOrganizationContext } from '../../../lib/queries/organization-context.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { maskKey } from './mask-key.ts';

/** The API keys tab of /subscription/manage (spec 3 §2, §4 "API key creation", §5). */
export function ApiKeysTab({ hasApiAccess }: { hasApiAccess: boolean }) {
  const { t } = useTranslation('billing');
  if (!hasApiAccess)
    return (
      <Card withBorder p="lg">
        <Stack align="flex-start" gap="sm">
          <IconKey size={28} aria-hidden="true" />
          <Text fw={600}>{t('apiKeys.lockedTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('apiKeys.lockedText')}
          </Text>
          <Button component={Link} to="/pricing?upgrade=true">
            {t('apiKeys.upgrade')}
          </Button>
        </Stack>
      </Card>
    );
  return <ApiKeysList />;
}

function ApiKeysList() {
  const { t } = useTranslation('billing');
  const keys = useQuery({ queryKey: queryKeys.apiKeys, queryFn: () => api(listApiKeys) });
  const [isCreating, createModal] = useDisclosure(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('apiKeys.intro')}{' '}
          <Anchor href="/api/docs" target="_blank" rel="noreferrer" size="sm" underline="always">
            {t('apiKeys.reference')}
          </Anchor>
        </Text>
        <Button leftSection={<IconKey size={16} aria-hidden="true" />} onClick={createModal.open}>
          {t('apiKeys.create')}
        </Button>
      </Group>
      {keys.isPending && <Skeleton h={96} />}
      {keys.isError && (
        <Alert color="red" title={t('apiKeys.loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void keys.refetch()}>
            {t('apiKeys.retry')}
          </Button>
        </Alert>
      )}
      {keys.data?.length === 0 && <Text c="dimmed">{t('apiKeys.none')}</Text>}
      {keys.data?.map((key) => (
        <ApiKeyCard key={key.id} apiKey={key} />
      ))}
      <CreateKeyModal opened={isCreating} onClose={createModal.close} />
    </Stack>
  );
}

function ApiKeyCard({ apiKey }: { apiKey: ApiKey }) {
  const { t, i18n } = useTranslation('billing');
  const client = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api(deleteApiKey, { params: { id: apiKey.id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
  const date = (value: string) => formatDateTime(value, i18n.resolvedLanguage === 'en' ? 'en' : 'no');
  const expired = Date.parse(apiKey.expires_at) <= Date.now();
  return (
    <Card withBorder p="md" data-testid="api-key-card">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{apiKey.name}</Text>
            <Badge
              variant="outline"
              color="gray"
              leftSection={
                apiKey.organization_name ? (
                  <IconBuilding size={12} aria-hidden="true" />
                ) : (
                  <IconUser size={12} aria-hidden="true" />
                )
              }
              styles={{ label: { color: 'var(--mantine-color-text)' } }}
              data-testid="api-key-organization"
            >
              {apiKey.organization_name
                ? t('apiKeys.forOrganization', { organization: apiKey.organization_name })
                : t('apiKeys.personal')}
            </Badge>
          </Group>
          <Group gap={4}>
            <Text size="sm" ff="monospace">
              {apiKey.id}
            </Text>
            <CopyButton value={apiKey.id} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('apiKeys.copied') : t('apiKeys.copyId')}>
                  <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={t('apiKeys.copyId')}>
                    {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('apiKeys.created', { date: date(apiKey.created_at) })} ·{' '}
            {apiKey.last_used
              ? t('apiKeys.lastUsed', { date: date(apiKey.last_used) })
              : t('apiKeys.neverUsed')}{' '}
            ·{' '}
            {expired
              ? t('apiKeys.expired', { date: date(apiKey.expires_at) })
              : t('apiKeys.expires', { date: date(apiKey.expires_at) })}
          </Text>
        </Stack>
        {isConfirming ? (
          <Group gap="xs">
            <Text size="sm">{t('apiKeys.confirmDelete')}</Text>
            <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('apiKeys.delete')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setIsConfirming(false)}>
              {t('apiKeys.keep')}
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => setIsConfirming(true)}
            aria-label={t('apiKeys.deleteNamed', { name: apiKey.name })}
          >
            {t('apiKeys.delete')}
          </Button>
        )}
      </Group>
      {remove.isError && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {remove.error.message || t('apiKeys.deleteFailed')}
        </Text>
      )}
    </Card>
  );
}

function CreateKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [duration, setDuration] = useState<ApiKeyDuration>(DEFAULT_API_KEY_DURATION);
  const [nameError, setNameError] = useState<string | null>(null);
  // The organization the key will act for: the one chosen in the organization switcher, as the call's org_id says.
  const { active } = useOrganizationContext();
  const create = useMutation({
    mutationFn: () => api(createApiKey, { body: { name: name.trim(), duration } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
  const close = () => {
    setName('');
    setDuration(DEFAULT_API_KEY_DURATION);
    setNameError(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    const checked = apiKeyNameSchema.safeParse(name);
    if (!checked.success) return setNameError(t('apiKeys.nameRule'));
    setNameError(null);
    create.mutate();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={create.data ? t('apiKeys.createdTitle') : t('apiKeys.createTitle')}
      closeButtonProps={{ 'aria-label': t('apiKeys.close') }}
    >
      {create.data ? (
        <CreatedKey value={create.data.key} onDone={close} />
      ) : (
        <Stack>
          <TextInput
            label={t('apiKeys.name')}
            description={t('apiKeys.nameRule')}
            value={name}
            error={nameError}
            maxLength={50}
            data-autofocus
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && submit()}
          />
          <Select
            label={t('apiKeys.duration')}
            value={duration}
            allowDeselect={false}
            onChange={(value) => value && setDuration(value as ApiKeyDuration)}
            data={API_KEY_DURATIONS.map((value) => ({ value, label: t(`apiKeys.durations.${value}`) }))}
          />
          <Alert
            color="blue"
            icon={
              active ? (
                <IconBuilding size={18} aria-hidden="true" />
              ) : (
                <IconUser size={18} aria-hidden="true" />
              )
            }
            data-testid="api-key-target"
          >
            {active
              ? t('apiKeys.targetOrganization', { organization: active.name })
              : t('apiKeys.targetPersonal')}
          </Alert>
          {create.isError && (
            <Alert color="red" role="alert">
              {create.error.message || t('apiKeys.createFailed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('apiKeys.cancel')}
            </Button>
            <Button onClick={submit} loading={create.isPending}>
              {t('apiKeys.create')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The key, once: masked by default (64 dots), with show/hide and copy ('copied' for 2 s). */
function CreatedKey({ value, onDone }: { value: string; onDone: () => void }) {
  const { t } = useTranslation('billing');
  const [isShown, setIsShown] = useState(false);
  return (
    <Stack>
      <Alert color="yellow">{t('apiKeys.shownOnce')}</Alert>
      <Code
        block
        data-testid="created-api-key"
        aria-label={t('apiKeys.keyLabel')}
        style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
      >
        {isShown ? value : maskKey()}
      </Code>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => setIsShown((v) => !v)}
          leftSection={isShown ? <IconEyeOff size={14} /> : <IconEye size={14} />}
        >
          {isShown ? t('apiKeys.hide') : t('apiKeys.show')}
        </Button>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('apiKeys.done')}</Button>
      </Group>
    </Stack>
  );
}
