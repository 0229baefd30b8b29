import { Affix, Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Always mounted; visible whenever the browser reports no network (spec 1 §2, application shell). */
export function OfflineBadge() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <Badge
        role="status"
        size="lg"
        color="red"
        variant="filled"
        leftSection={<IconWifiOff size={14} aria-hidden="true" />}
      >
        {t('shell.offline')}
      </Badge>
    </Affix>
  );
}
