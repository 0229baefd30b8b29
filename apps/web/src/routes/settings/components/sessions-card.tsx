import { Alert, Button, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { SessionInfo } from '@sladd/contract';
import { IconDevices } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgetSession } from '../../../lib/queries/use-me.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { useRevokeSession, useSessions } from '../hooks/use-sessions.ts';
import { SessionRow } from './session-row.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Where this account is signed in; any session can be signed out, the current one logs out here. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function handleRevoke(session: SessionInfo) {
    modals.openConfirmModal({
      title: session.is_current
        ? t('settings.sessions.confirmCurrentTitle')
        : t('settings.sessions.confirmTitle'),
      children: (
        <Text size="sm">
          {session.is_current
            ? t('settings.sessions.confirmCurrentText')
            : t('settings.sessions.confirmText')}
        </Text>
      ),
      labels: { confirm: t('settings.sessions.revoke'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(session.session_id, {
          onSuccess: (result) => {
            if (result.was_current || session.is_current) {
              forgetSession(queryClient);
              navigate('/login', { replace: true });
              return;
            }
            notifications.show({ color: 'teal', message: t('settings.sessions.revoked'), autoClose: 3000 });
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: describeError(t, error, 'settings.sessions.revokeFailed'),
              autoClose: 5000,
            }),
        }),
    });
  }

  return (
    <SettingsSection
      id="sessions"
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
      icon={<IconDevices size={22} aria-hidden="true" />}
    >
      {sessions.isPending && <Skeleton h={120} />}
      {sessions.isError && (
        <Alert color="red" variant="light" role="alert">
          {describeError(t, sessions.error, 'settings.sessions.loadFailed')}{' '}
          <Button size="compact-sm" variant="subtle" onClick={() => void sessions.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      )}
      {sessions.data && (
        <Stack gap={0} data-testid="session-list">
          {sessions.data.map((session, index) => (
            <Fragment key={session.session_id}>
              {index > 0 && <Divider />}
              <SessionRow
                session={session}
                onRevoke={handleRevoke}
                isRevoking={revoke.isPending && revoke.variables === session.session_id}
              />
            </Fragment>
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}
