import { Button, Code, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deleteMe } from '@sladd/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { api, isApiErrorCode } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { clearLocalData } from '../../../lib/storage/local-store.ts';
import { SettingsSection } from './settings-section.tsx';

const CONFIRM_WORD = 'DELETE';

/** Delete the account: password plus the word DELETE typed exactly. */
export function DangerZoneCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mutation = useMutation({
    mutationFn: () => api(deleteMe, { body: { password, confirm: CONFIRM_WORD } }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('settings.delete.initiated'), autoClose: 3000 });
      queryClient.clear();
      clearLocalData();
      // A full load to /login drops every in-memory trace of the account (spec: clear and reload).
      // The login page says it again, so the message outlives the reload.
      window.setTimeout(() => window.location.assign('/login?accountDeleted=true'), 1200);
    },
  });
  const canDelete = password.length > 0 && confirm === CONFIRM_WORD && !mutation.isSuccess;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canDelete) mutation.mutate();
  }

  return (
    <SettingsSection
      id="danger-zone"
      tone="danger"
      title={t('settings.delete.title')}
      description={t('settings.delete.description')}
      icon={<IconAlertTriangle size={22} color="var(--mantine-color-red-6)" aria-hidden="true" />}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <PasswordInput
            label={t('settings.delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={
              isApiErrorCode(mutation.error, 'WRONG_PASSWORD')
                ? describeError(t, mutation.error, 'settings.delete.failed')
                : null
            }
            required
          />
          <TextInput
            label={
              <Trans
                i18nKey="settings.delete.typeToConfirm"
                values={{ word: CONFIRM_WORD }}
                components={{ code: <Code /> }}
              />
            }
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            required
          />
          {mutation.isError && !isApiErrorCode(mutation.error, 'WRONG_PASSWORD') && (
            <Text size="sm" c="red" role="alert">
              {describeError(t, mutation.error, 'settings.delete.failed')}
            </Text>
          )}
          <div>
            <Button type="submit" color="red" disabled={!canDelete} loading={mutation.isPending}>
              {t('settings.delete.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </SettingsSection>
  );
}
