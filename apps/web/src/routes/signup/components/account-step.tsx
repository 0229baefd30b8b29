import { Button, Group, Stack, TextInput } from '@mantine/core';
import { emailSchema, usernameSchema } from '@sladd/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkField } from '../../../lib/validation/check-field.ts';
import { useAvailability } from '../hooks/use-availability.ts';
import { AvailabilityHint } from './availability-hint.tsx';

interface AccountStepProps {
  username: string;
  email: string;
  onUsernameChange: (value: string) => void;
  onEmailChange: (value: string) => void;
  onNext: () => void;
  serverErrors: { username?: string; email?: string };
}

/** Step 1: username and e-mail with live availability. */
export function AccountStep({
  username,
  email,
  onUsernameChange,
  onEmailChange,
  onNext,
  serverErrors,
}: AccountStepProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState({ username: false, email: false });
  const usernameState = useAvailability('username', username);
  const emailState = useAvailability('email', email);
  const canContinue =
    username.trim().length >= 3 &&
    email.includes('@') &&
    usernameState === 'available' &&
    emailState === 'available';

  const usernameError = touched.username && username ? checkField(t, usernameSchema, username) : null;
  const emailError = touched.email && email ? checkField(t, emailSchema, email) : null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canContinue) onNext();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <div>
          <TextInput
            label={t('signup.username')}
            description={t('signup.usernameHint')}
            autoComplete="username"
            value={username}
            onChange={(event) => onUsernameChange(event.currentTarget.value)}
            onBlur={() => setTouched((value) => ({ ...value, username: true }))}
            error={serverErrors.username ?? usernameError}
            aria-describedby="username-availability"
            required
            autoFocus
          />
          <AvailabilityHint kind="username" state={usernameState} id="username-availability" />
        </div>
        <div>
          <TextInput
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => onEmailChange(event.currentTarget.value)}
            onBlur={() => setTouched((value) => ({ ...value, email: true }))}
            error={serverErrors.email ?? emailError}
            aria-describedby="email-availability"
            required
          />
          <AvailabilityHint kind="email" state={emailState} id="email-availability" />
        </div>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" disabled={!canContinue}>
            {t('common.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
