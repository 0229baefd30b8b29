import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { isUnverifiedEmailError } from './is-unverified-email-error.ts';

interface LoginErrorProps {
  error: unknown;
  identifier: string;
}

export function LoginError({ error, identifier }: LoginErrorProps) {
  const { t } = useTranslation();
  if (isUnverifiedEmailError(error)) {
    const email = identifier.includes('@') ? `?email=${encodeURIComponent(identifier.trim())}` : '';
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle size={20} aria-hidden="true" />}
        role="status"
      >
        <Text size="sm">{t('login.unverified.text')}</Text>
        <Anchor component={Link} to={`/resend-verification${email}`} size="sm" fw={600}>
          {t('login.unverified.resend')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} role="alert">
      {describeError(t, error, 'login.failed')}
    </Alert>
  );
}
