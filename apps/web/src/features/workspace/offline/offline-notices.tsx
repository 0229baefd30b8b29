import { Alert, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudOff, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Whether the browser reports a network (the shell's offline badge reads the same). */
export function useIsOnline(): boolean {
  return useNetwork().online;
}

/** Above the documents while offline: what still works and what waits for the server (decision 0046). */
export function WorkspaceOfflineNotice() {
  const { t } = useTranslation('workspace');
  if (useIsOnline()) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      py={8}
      icon={<IconWifiOff size={18} aria-hidden="true" />}
      title={t('offline.title')}
      data-testid="workspace-offline-notice"
    >
      <Text size="sm">{t('offline.text')}</Text>
    </Alert>
  );
}

/** Beside a button that needs the server (detection, redaction), while offline; the button is disabled meanwhile. */
export function NeedsServerNotice({ what }: { what: 'detection' | 'redaction' }) {
  const { t } = useTranslation('workspace');
  if (useIsOnline()) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCloudOff size={18} aria-hidden="true" />}
      data-testid="needs-server-notice"
      role="status"
    >
      <Text size="sm">{t(`offline.needsServer.${what}`)}</Text>
    </Alert>
  );
}
