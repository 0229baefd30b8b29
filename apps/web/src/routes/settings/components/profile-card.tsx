import { Alert, Badge, Button, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { emailSchema, updateMe, usernameSchema } from '@sladd/contract';
import { IconMailExclamation, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Me } from '../../../lib/queries/use-me.ts';
import { api, ApiError, readFieldErrors } from '../../../lib/api/index.ts';
import { describeError, translateMessage } from '../../../lib/i18n/translate-message.ts';
import { checkField, translateFieldErrors } from '../../../lib/validation/check-field.ts';
import { SettingsSection } from './settings-section.tsx';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

/**
 * Username and e-mail, saved together. A new e-mail needs the current password and stays pending
 * (shown under the field) until its link is opened; the login keeps the old address until then.
 */
export function ProfileCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState(me.username);
  const [email, setEmail] = useState(me.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [serverNotice, setServerNotice] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      api(updateMe, {
        body: { username: username.trim(), email: email.trim(), ...(isEmailChanged ? { password } : {}) },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.me, result.user);
      setUsername(result.user.username);
      setEmail(result.user.email);
      setPassword('');
      setServerNotice(result.email_changed ? translateMessage(t, result.message) : null);
      notifications.show({ color: 'teal', message: t('settings.profile.saved'), autoClose: 3000 });
    },
    onError: (error) => {
      const fieldErrors = translateFieldErrors(t, readFieldErrors(error));
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD')
        fieldErrors.password = t('settings.profile.wrongPassword');
      setErrors(fieldErrors);
      notifications.show({
        color: 'red',
        message: describeError(t, error, 'settings.profile.failed'),
        autoClose: 5000,
      });
    },
  });
  const isEmailChanged = email.trim().toLowerCase() !== me.email;
  const isChanged = username.trim() !== me.username || isEmailChanged;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      username: checkField(t, usernameSchema, username),
      email: checkField(t, emailSchema, email),
      password: isEmailChanged && !password ? t('settings.profile.passwordRequired') : null,
    };
    setErrors(next);
    if (!next.username && !next.email && !next.password) mutation.mutate();
  }

  return (
    <SettingsSection
      id="profile"
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
      icon={<IconUser size={22} aria-hidden="true" />}
    >
      <form onSubmit={handleSubmit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('settings.profile.username')}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={errors.username}
            required
          />
          <TextInput
            label={t('settings.profile.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            description={t('settings.profile.emailHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            rightSectionWidth={100}
            rightSection={
              me.email_verified && email.trim().toLowerCase() === me.email ? (
                <Badge size="sm" color="teal" variant="light" className="badge-positive">
                  {t('settings.profile.verified')}
                </Badge>
              ) : null
            }
            required
          />
        </SimpleGrid>
        {me.pending_email && !serverNotice && (
          <Text size="sm" c="dimmed" mt="xs" role="status" data-testid="pending-email">
            {t('settings.profile.pending', { email: me.pending_email, current: me.email })}
          </Text>
        )}
        {isEmailChanged && (
          <PasswordInput
            mt="md"
            label={t('settings.profile.currentPassword')}
            description={t('settings.profile.currentPasswordHint')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maw={420}
            required
          />
        )}
        {serverNotice && (
          <Alert
            mt="md"
            color="blue"
            variant="light"
            icon={<IconMailExclamation size={20} aria-hidden="true" />}
            role="status"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setServerNotice(null)}
          >
            {serverNotice}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={!isChanged} loading={mutation.isPending}>
            {t('settings.profile.save')}
          </Button>
        </Group>
      </form>
    </SettingsSection>
  );
}
