import { Affix, Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appUpdates, useAppUpdateState } from './app-update.ts';
import { UPDATE_TIMING, type UpdateState } from './update-machine.ts';

interface BannerContent {
  title: string;
  text: string;
  icon: ReactNode;
  note?: string;
  actions?: ReactNode;
}

/**
 * The update banner of spec 1 §2 and §4, always mounted in the shell and hidden unless an update
 * is available, under way, has failed or has just succeeded (or the person asked for a check).
 */
export function UpdateBanner() {
  const state = useAppUpdateState();
  const content = useBannerContent(state);
  if (!state.isBannerShown || !content) return null;
  const isError = state.status === 'error';
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={401}>
      <Paper
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        data-testid="update-banner"
        data-update-status={state.status}
        data-retry-count={state.retryCount}
        shadow="md"
        withBorder
        p="md"
        maw="min(420px, calc(100vw - 32px))"
      >
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {content.icon}
          <Stack gap={6} style={{ flex: 1 }}>
            <Text fw={650} size="sm">
              {content.title}
            </Text>
            {/* The countdown is announced once with the banner, not again every second. */}
            <Text size="sm" aria-live={state.secondsLeft !== null ? 'off' : undefined}>
              {content.text}
            </Text>
            {content.note && (
              <Text size="sm" c="dimmed">
                {content.note}
              </Text>
            )}
            {content.actions && (
              <Group gap="xs" mt={4}>
                {content.actions}
              </Group>
            )}
          </Stack>
        </Group>
      </Paper>
    </Affix>
  );
}

function useBannerContent(state: UpdateState): BannerContent | null {
  const { t } = useTranslation();
  const machine = appUpdates();
  if (!machine) return null;
  const busy = <Loader size={20} mt={2} aria-hidden="true" />;
  const info = (
    <ThemeIcon variant="light" radius="xl" size={28} aria-hidden="true">
      <IconRefresh size={16} />
    </ThemeIcon>
  );
  const retryNote =
    state.retryCount > 0
      ? t('shell.update.retryAttempt', { attempt: state.retryCount, max: UPDATE_TIMING.maxRetries })
      : undefined;
  const openFilesNote =
    state.openFiles > 0 ? t('shell.update.openFiles', { count: state.openFiles }) : undefined;
  const updateNow = (
    <Button key="now" size="xs" onClick={() => machine.updateNow()}>
      {t('shell.update.updateNow')}
    </Button>
  );
  const later = (
    <Button key="later" size="xs" variant="default" onClick={() => machine.dismiss()}>
      {t('shell.update.later')}
    </Button>
  );

  switch (state.status) {
    case 'checking':
      return { title: t('shell.update.checkingTitle'), text: t('shell.update.checkingText'), icon: busy };
    case 'available':
      if (state.secondsLeft !== null)
        return {
          title: t('shell.update.availableTitle'),
          text: t('shell.update.countdown', { count: state.secondsLeft }),
          icon: info,
          actions: updateNow,
        };
      return {
        title: t('shell.update.defaultTitle'),
        text: t('shell.update.defaultText'),
        icon: info,
        note: openFilesNote,
        actions: [updateNow, state.isHeld ? later : null],
      };
    case 'downloading':
      return {
        title: t('shell.update.downloadingTitle'),
        text: t('shell.update.downloadingText'),
        icon: busy,
        note: retryNote,
      };
    case 'ready':
      if (state.isActivatedElsewhere)
        return {
          title: t('shell.update.elsewhereTitle'),
          text: t('shell.update.elsewhereText'),
          icon: info,
          note: openFilesNote,
          actions: [
            <Button key="reload" size="xs" onClick={() => machine.updateNow()}>
              {t('shell.update.reloadNow')}
            </Button>,
            later,
          ],
        };
      return {
        title: t('shell.update.installingTitle'),
        text: t('shell.update.installingText'),
        icon: busy,
        note: retryNote,
      };
    case 'installing':
      return {
        title: t('shell.update.installingTitle'),
        text: t('shell.update.installingText'),
        icon: busy,
        note: retryNote,
      };
    case 'success':
      return {
        title: t('shell.update.successTitle'),
        text: t('shell.update.successText'),
        icon: (
          <ThemeIcon color="green" variant="light" radius="xl" size={28} aria-hidden="true">
            <IconCircleCheck size={16} />
          </ThemeIcon>
        ),
      };
    case 'error':
      return {
        title: t('shell.update.errorTitle'),
        text: state.error ? t(`shell.update.errors.${state.error.kind}`) : t('shell.update.errorFallback'),
        icon: (
          <ThemeIcon color="red" variant="light" radius="xl" size={28} aria-hidden="true">
            <IconAlertTriangle size={16} />
          </ThemeIcon>
        ),
        // Refresh Page reloads too: a person with files open is told before they press it.
        note: [retryNote, openFilesNote].filter(Boolean).join(' ') || undefined,
        actions: [
          <Button key="retry" size="xs" onClick={() => machine.retry()}>
            {t('shell.update.retryUpdate')}
          </Button>,
          <Button key="refresh" size="xs" variant="default" onClick={() => machine.refresh()}>
            {t('shell.update.refreshPage')}
          </Button>,
        ],
      };
    default:
      return null;
  }
}
