import { Badge, Button, CopyButton, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconClipboardCheck, IconClipboardCopy, IconShieldSearch, IconTrash } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import {
  getStorageMonitor,
  type StorageFlag,
  type StorageMonitor,
  type StorageMonitorSnapshot,
} from '../../../lib/security/storage-monitor.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { SettingSwitch } from './setting-switch.tsx';
import { SettingsSection } from './settings-section.tsx';

const EMPTY: StorageMonitorSnapshot = { entries: [], alertCount: 0, stackTracking: false };
const noMonitor = () => () => {};

const FLAG_COLOURS: Record<StorageFlag, string> = {
  'script-marker': 'red',
  'token-key': 'orange',
  'rate-alert': 'grape',
};

function useMonitor(monitor: StorageMonitor | undefined): StorageMonitorSnapshot {
  return useSyncExternalStore(
    monitor ? monitor.subscribe : noMonitor,
    monitor ? monitor.snapshot : () => EMPTY,
  );
}

/**
 * Advanced: the storage monitor's log (spec 1 §9, decision 0045) for a support request — which
 * keys of this browser's local storage were read or written, and what looked suspicious. Values
 * are never shown or kept.
 */
export function StorageMonitorCard() {
  const { t, i18n } = useSettingsTranslation();
  const monitor = getStorageMonitor();
  const { entries, alertCount, stackTracking } = useMonitor(monitor);
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const newestFirst = [...entries].reverse();

  return (
    <SettingsSection
      id="advanced"
      title={t('general.advanced.title')}
      description={t('general.advanced.description')}
      icon={<IconShieldSearch size={22} aria-hidden="true" />}
    >
      {!monitor ? (
        <Text size="sm" c="dimmed">
          {t('general.advanced.unavailable')}
        </Text>
      ) : (
        <Stack gap="md" data-testid="storage-monitor">
          <SettingSwitch
            label={t('general.advanced.stackTracking')}
            description={t('general.advanced.stackTrackingDescription')}
            checked={stackTracking}
            testId="storage-monitor-stack-tracking"
            onChange={(on) => monitor.setStackTracking(on)}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {t('general.advanced.entries', { count: entries.length })}
              </Text>
              <Badge
                color={alertCount > 0 ? 'red' : 'gray'}
                variant="light"
                data-testid="storage-monitor-alerts"
              >
                {t('general.advanced.alerts', { count: alertCount })}
              </Badge>
            </Group>
            <Group gap="xs">
              <CopyButton value={monitor.exportForSupport()}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    size="compact-md"
                    leftSection={
                      copied ? (
                        <IconClipboardCheck size={16} aria-hidden="true" />
                      ) : (
                        <IconClipboardCopy size={16} aria-hidden="true" />
                      )
                    }
                    onClick={copy}
                  >
                    {copied ? t('general.advanced.copied') : t('general.advanced.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="subtle"
                color="gray"
                size="compact-md"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => monitor.clear()}
              >
                {t('general.advanced.clear')}
              </Button>
            </Group>
          </Group>
          {entries.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('general.advanced.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={280} type="auto">
              <Table striped highlightOnHover stickyHeader fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('general.advanced.time')}</Table.Th>
                    <Table.Th>{t('general.advanced.operation')}</Table.Th>
                    <Table.Th>{t('general.advanced.key')}</Table.Th>
                    <Table.Th>{t('general.advanced.flags')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {newestFirst.map((entry) => (
                    <Table.Tr key={entry.id} title={entry.stackTrace}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{time.format(entry.timestamp)}</Table.Td>
                      <Table.Td>
                        <Text span ff="monospace" size="sm">
                          {entry.operation}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>
                        <Text span ff="monospace" size="sm">
                          {entry.key ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {entry.flags.map((flag) => (
                            <Badge key={flag} size="sm" variant="light" color={FLAG_COLOURS[flag]}>
                              {t(`general.advanced.flag.${flag}`)}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}
