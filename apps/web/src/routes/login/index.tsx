import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { CheckEmailBanner } from './components/check-email-banner.tsx';
import { LoginForm } from './components/login-form.tsx';

/** / and /login. */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const askToCheckEmail =
    searchParams.get('registered') === 'true' || searchParams.get('verifyEmail') === 'true';
  const plan = searchParams.get('plan');
  const signupPath = plan ? `/signup?plan=${encodeURIComponent(plan)}` : '/signup';

  return (
    <>
      <PageHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      {searchParams.get('accountDeleted') === 'true' && (
        <Alert color="teal" variant="light" title={t('settings.delete.initiated')} mb="lg" role="status" />
      )}
      {askToCheckEmail && <CheckEmailBanner />}
      <LoginForm />
      <Text ta="center" size="sm" mt="xl" c="dimmed">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={signupPath} fw={600}>
          {t('login.signupLink')}
        </Anchor>
      </Text>
    </>
  );
}
