import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resetPassword, tokenSchema } from '@sladd/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStrongPassword, PasswordChecklist } from '../../components/password-checklist.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { api, ApiError } from '../../lib/api/index.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';

/** /reset-password?token=…: choose a new password with the mailed single-use token. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasValidToken = tokenSchema.safeParse(token).success;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      api(resetPassword, { body: { token, new_password: password, confirm_password: confirm } }),
  });

  useEffect(() => {
    if (hasValidToken) return;
    notifications.show({
      id: 'reset-link-invalid',
      color: 'red',
      message: t('resetPassword.invalidLink'),
      autoClose: 5000,
    });
  }, [hasValidToken, t]);

  if (!hasValidToken) return <Navigate to="/forgot-password" replace />;

  if (mutation.isSuccess) {
    return (
      <Stack gap="lg">
        <PageHeading title={t('resetPassword.doneTitle')} />
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          role="status"
        >
          {t('resetPassword.doneText')}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t('resetPassword.goToLogin')}
        </Button>
      </Stack>
    );
  }

  const isMismatch = confirm.length > 0 && confirm !== password;
  const canSubmit = isStrongPassword(password) && password === confirm;
  const isLinkDead =
    mutation.error instanceof ApiError &&
    (mutation.error.code === 'TOKEN_INVALID' || mutation.error.code === 'TOKEN_EXPIRED');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) mutation.mutate();
  }

  return (
    <>
      <PageHeading title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError && (
            <Alert color="red" variant="light" role="alert">
              {describeError(t, mutation.error, 'resetPassword.failed')}{' '}
              {isLinkDead && (
                <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
                  {t('resetPassword.requestNew')}
                </Anchor>
              )}
            </Alert>
          )}
          <PasswordInput
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-describedby="reset-password-checklist"
            required
            autoFocus
          />
          <PasswordChecklist password={password} id="reset-password-checklist" />
          <PasswordInput
            label={t('resetPassword.confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            error={isMismatch ? t('validation.passwordsDoNotMatch') : null}
            required
          />
          <Button type="submit" fullWidth disabled={!canSubmit} loading={mutation.isPending}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
