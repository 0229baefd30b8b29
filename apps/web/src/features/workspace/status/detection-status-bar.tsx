import { ActionIcon, Group, Loader, Paper, Progress, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlayerStop, IconScan, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetectionStream } from '../hooks/use-detection-stream.ts';
import { shortenKeepingExtension } from '../lib/file-key.ts';
import { quotaTexts } from '../lib/quota.ts';
import { UpgradeLink } from '../quota/quota-notice.tsx';
import { formatPages } from '../sidebar/format.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { StreamEventView } from '../store/workspace-store.ts';
import { progressText, STATUS_TIMING, watchDetectionStatus } from './status-timers.ts';

function EventIcon({
  event,
  isStreaming,
  isStopped,
  isRefused,
  isComplete,
}: {
  event: StreamEventView | null;
  isStreaming: boolean;
  isStopped: boolean;
  isRefused: boolean;
  isComplete: boolean;
}) {
  if (isRefused) return <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden="true" />;
  if (isStopped) return <IconPlayerStop size={16} color="var(--mantine-color-gray-6)" aria-hidden="true" />;
  if (event?.eventType === 'error' || event?.isFailed)
    return <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" aria-hidden="true" />;
  // A tick only for a run that completed: one that ended without completing did not succeed.
  if (event?.eventType === 'batch_completed' || (!isStreaming && !event && isComplete))
    return <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />;
  if (isStreaming) return <Loader size={16} aria-hidden="true" />;
  return <IconScan size={16} aria-hidden="true" />;
}

/** The streaming status bar (spec 2 §2, §4): event, file and page, progress text and bar, stop and close. */
export function DetectionStatusBar() {
  const { t, i18n } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const detection = useWorkspace((s) => s.detection);
  const refusal = useWorkspace((s) => s.quotaRefusals.detection);
  const scanPages = useWorkspace((s) => s.scanPages);
  const files = useWorkspace((s) => s.files);
  const { stop, close } = useDetectionStream();
  const [isStopping, setIsStopping] = useState(false);
  const stopTimer = useRef<number | undefined>(undefined);

  useEffect(() => watchDetectionStatus(store), [store]);
  useEffect(() => () => window.clearTimeout(stopTimer.current), []);

  if (!detection.isVisible) return null;
  // While a page is read by OCR (seconds, not milliseconds), the bar says so rather than the last event.
  const readingFile = detection.isStreaming
    ? files.find((f) => (scanPages[f.key]?.reading.length ?? 0) > 0)
    : undefined;
  const reading = readingFile
    ? { fileName: readingFile.file.name, pages: scanPages[readingFile.key]!.reading }
    : undefined;
  const event = detection.shownEvent;
  const percent = Math.round(detection.progress);
  const text = progressText(detection);
  const handleStop = () => {
    setIsStopping(true);
    stop();
    stopTimer.current = window.setTimeout(() => setIsStopping(false), STATUS_TIMING.stopSpinner);
  };
  // Refused for the page quota: nothing ran, so no tick, no percentage and no "Starting…".
  const isRefused = detection.isRefused;
  const refusedText = refusal
    ? (quotaTexts(t, refusal, i18n.resolvedLanguage).short ?? t('quota.title'))
    : t('quota.title');
  const eventLabel = isRefused
    ? t('status.refused')
    : detection.isStopped
      ? t('status.stopped')
      : reading
        ? t('status.readingWithOcr', { pages: formatPages(reading.pages), count: reading.pages.length })
        : event
          ? t(`events.${event.eventType}`, { defaultValue: t('events.heartbeat') })
          : detection.isStreaming
            ? t('events.heartbeat')
            : percent >= 100
              ? t('events.batch_completed')
              : t('status.stopped');

  return (
    <Paper
      className="ws-status-bar"
      data-hiding={detection.isHiding || undefined}
      withBorder
      px="sm"
      py={6}
      role="status"
      aria-live="polite"
      data-testid="detection-status"
      data-refused={isRefused || undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <EventIcon
          event={event}
          isStreaming={detection.isStreaming}
          isStopped={detection.isStopped}
          isRefused={isRefused}
          isComplete={percent >= 100}
        />
        <div className="ws-status-texts">
          <Text size="sm" fw={600} truncate className="ws-status-event" data-testid="status-event">
            {eventLabel}
            {reading ? ` · ${shortenKeepingExtension(reading.fileName, 20)}` : ''}
            {!reading && event?.fileName ? ` · ${shortenKeepingExtension(event.fileName, 20)}` : ''}
            {!reading && event?.pageNumber ? ` · ${t('status.page', { page: event.pageNumber })}` : ''}
          </Text>
          <Text size="sm" c="dimmed" className="ws-status-progress" data-testid="status-progress">
            {isRefused ? refusedText : t(text.key, text.values)}
          </Text>
        </div>
        {isRefused && <UpgradeLink />}
        {!detection.isStopped && !isRefused && (
          <Text
            size="sm"
            fw={600}
            className="ws-status-percent"
            data-testid="status-percent"
          >{`${percent}%`}</Text>
        )}
        {(detection.isStreaming || isStopping) && (
          <Tooltip label={t('status.stop')}>
            <ActionIcon
              color="red"
              variant="light"
              onClick={handleStop}
              loading={isStopping}
              disabled={isStopping}
              aria-label={t('status.stop')}
              data-testid="stop-detection"
            >
              <IconPlayerStop size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label={t('status.close')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={close}
            aria-label={t('status.close')}
            data-testid="close-detection-status"
          >
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {!isRefused && (
        <Progress
          value={percent}
          size="xs"
          mt={6}
          color={detection.isStopped ? 'gray' : undefined}
          aria-hidden="true"
        />
      )}
    </Paper>
  );
}
