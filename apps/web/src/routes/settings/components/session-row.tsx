import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { SessionInfo } from '@sladd/contract';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/pick-language.ts';
import { formatDateTime, formatRelative } from '../../../lib/format/format-date.ts';
import { describeUserAgent } from '../hooks/describe-user-agent.ts';

const ICONS = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconWorld,
};

interface SessionRowProps {
  session: SessionInfo;
  isRevoking: boolean;
  onRevoke: (session: SessionInfo) => void;
}

/** One session: device and browser, IP, created and last active, "this device" badge, revoke. */
export function SessionRow({ session, isRevoking, onRevoke }: SessionRowProps) {
  const { t, i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? 'no') as Language;
  const device = describeUserAgent(session.user_agent);
  const Icon = ICONS[device.kind];
  const title =
    device.browser && device.os
      ? t('settings.sessions.browserOn', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('settings.sessions.unknownDevice'));

  return (
    <Group justify="space-between" wrap="wrap" align="flex-start" py="sm" gap="xs" data-testid="session-row">
      <Group wrap="nowrap" align="flex-start" gap="md" miw={0} style={{ flex: '1 1 260px' }}>
        <ThemeIcon variant="light" size={40} radius="md" color={session.is_current ? 'teal' : 'ink'}>
          <Icon size={22} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {session.is_current && (
              <Badge size="sm" color="teal" variant="light" className="badge-positive">
                {t('settings.sessions.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('settings.sessions.ip')}: {session.ip_address ?? t('settings.sessions.unknownIp')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('settings.sessions.lastActive', { when: formatRelative(session.updated_at, language) })}
            {' · '}
            {t('settings.sessions.signedIn', { when: formatDateTime(session.created_at, language) })}
          </Text>
        </Stack>
      </Group>
      <Button
        variant="subtle"
        color="red"
        size="sm"
        ml="auto"
        onClick={() => onRevoke(session)}
        loading={isRevoking}
        aria-label={t('settings.sessions.revokeLabel', { device: title })}
      >
        {session.is_current ? t('settings.sessions.logOutHere') : t('settings.sessions.revoke')}
      </Button>
    </Group>
  );
}
