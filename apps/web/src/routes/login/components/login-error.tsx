import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiErrorCode } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';

// The spec's wording for an unverified account, in case a server answers without the code.
const UNVERIFIED_PATTERN = /verify your email|email not verified|unverified email|email verification required/i;

/** Whether a login failure only means the e-mail is not verified yet (an info, not an error). */
export function isUnverifiedEmailError(error: unknown): boolean {
  if (isApiErrorCode(error, 'EMAIL_NOT_VERIFIED')) return true;
  return error instanceof Error && UNVERIFIED_PATTERN.test(error.message);
}

interface LoginErrorProps {
  error: unknown;
  identifier: string;
}

export function LoginError({ error, identifier }: LoginErrorProps) {
  const { t } = useTranslation();
  if (isUnverifiedEmailError(error)) {
    const email = identifier.includes('@') ? `?email=${encodeURIComponent(identifier.trim())}` : '';
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />} role="status">
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
