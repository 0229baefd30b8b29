import { ActionIcon, Group, Loader, Paper, Progress, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconPlayerStop, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetectionStream } from '../hooks/use-detection-stream.ts';
import { shortenKeepingExtension } from '../lib/file-key.ts';
import { useWorkspace } from '../store/workspace-context.tsx';

const HIDE_AFTER_MS = 3000;

/** The streaming status bar (spec 2 §2, §4): event, file and page, progress text and bar, stop and close. */
export function DetectionStatusBar() {
  const { t } = useTranslation('workspace');
  const detection = useWorkspace((s) => s.detection);
  const { stop, close } = useDetectionStream();
  const [isStopping, setIsStopping] = useState(false);
  const last = detection.events.at(-1);

  useEffect(() => {
    if (detection.isStreaming || !detection.isVisible || detection.progress < 100) return;
    const timer = window.setTimeout(close, HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [detection.isStreaming, detection.isVisible, detection.progress, close]);

  if (!detection.isVisible) return null;
  const percent = Math.round(detection.progress);
  const progressText =
    detection.totalPages > 0
      ? t('status.pagesProgress', { completed: detection.pagesCompleted, total: detection.totalPages, percent })
      : detection.hasRealEvents
        ? t('status.preparing')
        : detection.isStreaming
          ? t('status.initializing')
          : t('status.starting');
  const handleStop = () => {
    setIsStopping(true);
    stop();
    window.setTimeout(() => setIsStopping(false), 500);
  };

  return (
    <Paper className="ws-status-bar" withBorder px="sm" py={6} role="status" aria-live="polite" data-testid="detection-status">
      <Group gap="sm" wrap="nowrap">
        {detection.isStreaming ? <Loader size={16} /> : <IconCheck size={16} aria-hidden="true" />}
        <Text size="sm" fw={600} truncate style={{ flex: 1 }}>
          {last ? t(`events.${last.eventType}`, { defaultValue: last.eventType }) : t('events.reading_files')}
          {last?.fileName ? ` · ${shortenKeepingExtension(last.fileName, 20)}` : ''}
          {last?.pageNumber ? ` · ${t('status.page', { page: last.pageNumber })}` : ''}
        </Text>
        <Text size="sm" c="dimmed" data-testid="status-progress">
          {progressText}
        </Text>
        <Text size="sm" fw={600}>{`${percent}%`}</Text>
        {detection.isStreaming && (
          <Tooltip label={t('status.stop')}>
            <ActionIcon color="red" variant="light" onClick={handleStop} loading={isStopping} aria-label={t('status.stop')} data-testid="stop-detection">
              <IconPlayerStop size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('status.close')}>
          <ActionIcon variant="subtle" onClick={close} aria-label={t('status.close')}>
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Progress value={percent} size="xs" mt={6} aria-hidden="true" />
    </Paper>
  );
}
