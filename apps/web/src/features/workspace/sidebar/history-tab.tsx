import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHistory } from '../hooks/use-history.ts';
import { useUserSettings } from '../hooks/use-user-settings.ts';
import { formatDateTime } from './format.ts';

interface HistoryTabProps {
  onLoaded: () => void;
}

/** Saved redactions: refresh, load (highlights come back, then the redaction tab opens), delete. */
export function HistoryTab({ onLoaded }: HistoryTabProps) {
  const { t, i18n } = useTranslation('workspace');
  const settings = useUserSettings();
  const isEnabled = settings.save_redaction_history;
  const { data, isLoading, isFetching, error, refetch, load, remove } = useHistory(isEnabled);

  if (!isEnabled)
    return (
      <Alert color="gray" title={t('history.disabledTitle')} data-testid="history-disabled">
        <Stack gap="xs">
          <Text size="sm">{t('history.disabledText')}</Text>
          <Button component={Link} to="/settings" size="xs" w="fit-content">
            {t('history.goToSettings')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="sm" data-testid="history-tab">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('history.title')}
        </Text>
        <Button size="compact-sm" variant="subtle" leftSection={<IconRefresh size={14} />} onClick={() => void refetch()} loading={isFetching}>
          {t('history.refresh')}
        </Button>
      </Group>
      {isLoading && <Loader size="sm" />}
      {error && <Alert color="red">{t('history.couldNotLoad', { error: error.message })}</Alert>}
      {data?.length === 0 && <Text size="sm" c="dimmed">{t('history.empty')}</Text>}
      {data?.map((item) => (
        <Paper key={item.id} withBorder p="xs" data-testid="history-item">
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {item.hashed_name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.upload_timestamp, i18n.language)} · {t('history.marks', { count: item.entity_count })}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('history.load')}>
                <ActionIcon variant="light" aria-label={t('history.loadItem', { name: item.hashed_name })} onClick={() => void load(item.id, item.hashed_name).then((ok) => ok && onLoaded())}>
                  <IconDownload size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('history.delete')}>
                <ActionIcon variant="subtle" color="red" aria-label={t('history.deleteItem', { name: item.hashed_name })} onClick={() => void remove(item.id)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
