import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { MESSAGES } from '@sladd/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isStrongPassword, PasswordChecklist } from '../../../components/password-checklist.tsx';

interface PasswordStepProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  error: string | null;
}

/** Step 3: password and confirmation, with the live criteria checklist. */
export function PasswordStep(props: PasswordStepProps) {
  const { t } = useTranslation();
  const { password, confirm, isSubmitting, error } = props;
  const isMismatch = confirm.length > 0 && confirm !== password;
  const canSubmit = isStrongPassword(password) && confirm === password && !isSubmitting;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) props.onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label={t('signup.password')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
          aria-describedby="signup-password-checklist"
          required
          autoFocus
        />
        <PasswordChecklist password={password} id="signup-password-checklist" />
        <PasswordInput
          label={t('signup.confirmPassword')}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => props.onConfirmChange(event.currentTarget.value)}
          error={
            isMismatch
              ? t(`validation.passwordsDoNotMatch`, { defaultValue: MESSAGES.passwordsDoNotMatch })
              : null
          }
          required
        />
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={props.onBack} disabled={isSubmitting}>
            {t('common.back')}
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={isSubmitting}>
            {t('signup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
