import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { truncateName } from '../lib/file-key.ts';
import { useWorkspace } from '../store/workspace-context.tsx';

/**
 * Per-file processing info of the running detection (spec 2 §4): processing and queued files stay
 * listed; a finished or failed one is shown for 5 s (status/status-timers.ts removes it); one the
 * page quota kept from running says "Not run" until the bar is closed or detection runs again.
 */
export function FileProcessingList() {
  const { t } = useTranslation('workspace');
  const fileStatus = useWorkspace((s) => s.detection.fileStatus);
  const files = useWorkspace((s) => s.files);
  const rows = files.filter((f) => fileStatus[f.key]);
  if (rows.length === 0) return null;

  return (
    <Stack gap={6} data-testid="file-processing" aria-label={t('detection.processing.label')} role="list">
      {rows.map((file) => {
        const info = fileStatus[file.key]!;
        return (
          <div key={file.key} role="listitem" className="ws-processing-row" data-status={info.status}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" truncate title={file.file.name} style={{ minWidth: 0 }}>
                {truncateName(file.file.name, 24, 21)}
              </Text>
              <Text
                size="xs"
                c={info.status === 'failed' || info.status === 'refused' ? 'red.7' : 'dimmed'}
                style={{ flexShrink: 0 }}
              >
                {t(`detection.processing.${info.status}`, { progress: Math.round(info.progress) })}
              </Text>
            </Group>
            {info.status === 'processing' && (
              <Progress value={info.progress} size={4} color="blue" aria-hidden="true" />
            )}
            {info.error && (
              <Text size="xs" c="red.7">
                {info.error}
              </Text>
            )}
          </div>
        );
      })}
    </Stack>
  );
}
