import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, forgotPassword, TIMINGS } from '@sladd/contract';
import { IconArrowLeft, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { api } from '../../lib/api/index.ts';
import type { Language } from '../../lib/i18n/pick-language.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';
import { checkField } from '../../lib/validation/check-field.ts';

const LINK_MINUTES = Math.round(TIMINGS.resetLinkTtlMs / 60_000);

/** /forgot-password: ask for a reset link; the confirmation repeats the address and the 15-minute expiry. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (address: string) =>
      api(forgotPassword, {
        body: { email: address, language: (i18n.resolvedLanguage ?? 'no') as Language },
      }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const error = checkField(t, emailSchema, email);
    setFieldError(error);
    if (!error) mutation.mutate(email.trim());
  }

  const backLink = (
    <Anchor component={Link} to="/login" size="sm">
      <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {t('forgotPassword.backToLogin')}
    </Anchor>
  );

  if (mutation.isSuccess) {
    return (
      <Stack gap="lg">
        <PageHeading title={t('forgotPassword.sentTitle')} />
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailForward size={20} aria-hidden="true" />}
          role="status"
        >
          <Text size="sm">{t('forgotPassword.sentText', { email: email.trim() })}</Text>
          <Text size="sm" mt="xs" fw={600}>
            {t('forgotPassword.expires', { minutes: LINK_MINUTES })}
          </Text>
        </Alert>
        <Button variant="default" onClick={() => mutation.reset()}>
          {t('forgotPassword.tryAnother')}
        </Button>
        {backLink}
      </Stack>
    );
  }

  return (
    <>
      <PageHeading title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {mutation.isError && (
            <Alert color="red" variant="light" role="alert">
              {describeError(t, mutation.error, 'forgotPassword.failed')}
            </Alert>
          )}
          <TextInput
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError}
            required
            autoFocus
          />
          <Button type="submit" fullWidth loading={mutation.isPending}>
            {t('forgotPassword.submit')}
          </Button>
          {backLink}
        </Stack>
      </form>
    </>
  );
}
