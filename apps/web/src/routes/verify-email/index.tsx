import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { TIMINGS } from '@sladd/contract';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/queries/use-me.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useVerification } from './use-verification.ts';

const REDIRECT_SECONDS = Math.round(TIMINGS.verificationRedirectMs / 1000);

/** /verify-email?token=…: verifying, then success (3-second countdown to /login) or error. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = useVerification(searchParams.get('token'));
  const { data: me } = useMe();
  // Someone signed in (verifying a changed address) goes back to their account, not to log in.
  const nextPath = me ? '/user/settings' : '/login';
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    if (state.status !== 'success') return;
    if (secondsLeft <= 0) {
      navigate(nextPath, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [state.status, secondsLeft, navigate, nextPath]);

  if (state.status === 'verifying') {
    return (
      <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
        <Loader />
        <Text>{t('verifyEmail.verifying')}</Text>
      </Stack>
    );
  }

  if (state.status === 'success') {
    return (
      <Stack gap="lg">
        <PageHeading title={t('verifyEmail.successTitle')} />
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          role="status"
        >
          <Text size="sm">{t('verifyEmail.successText')}</Text>
          <Text size="sm" mt="xs" aria-live="polite">
            {me
              ? t('verifyEmail.redirectingSettings', { count: secondsLeft })
              : t('verifyEmail.redirecting', { count: secondsLeft })}
          </Text>
        </Alert>
        <Button component={Link} to={nextPath} replace fullWidth>
          {me ? t('verifyEmail.goToSettings') : t('verifyEmail.goToLogin')}
        </Button>
      </Stack>
    );
  }

  const text =
    state.reason === 'failed' && state.message ? state.message : t(`verifyEmail.errors.${state.reason}`);
  return (
    <Stack gap="lg">
      <PageHeading title={t('verifyEmail.errorTitle')} />
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} role="alert">
        {text}
      </Alert>
      <Button component={Link} to="/resend-verification" fullWidth>
        {t('verifyEmail.resend')}
      </Button>
      <Button component={Link} to="/login" variant="default" fullWidth>
        {t('verifyEmail.backToLogin')}
      </Button>
    </Stack>
  );
}
