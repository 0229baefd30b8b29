import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { identifierSchema, presentPasswordSchema } from '@sladd/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkField } from '../../../lib/validation/check-field.ts';
import { useLogin } from '../hooks/use-login.ts';
import { LoginError } from './login-error.tsx';

/** E-mail or username, and password. */
export function LoginForm() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string | null; password?: string | null }>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      identifier: checkField(t, identifierSchema, identifier),
      password: checkField(t, presentPasswordSchema, password),
    };
    setErrors(next);
    if (next.identifier || next.password) return;
    loginMutation.mutate({ identifier: identifier.trim(), password });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {loginMutation.isError && <LoginError error={loginMutation.error} identifier={identifier} />}
        <TextInput
          label={t('login.identifier')}
          placeholder={t('login.identifierPlaceholder')}
          autoComplete="username"
          value={identifier}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
          error={errors.identifier}
          required
          autoFocus
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
