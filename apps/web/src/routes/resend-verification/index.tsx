import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { emailSchema, resendVerification } from '@sladd/contract';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { api, isApiErrorCode } from '../../lib/api/index.ts';
import type { Language } from '../../lib/i18n/pick-language.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';
import { checkField } from '../../lib/validation/check-field.ts';

/** /resend-verification?email=…: idle, sending, success (also when already verified) or error. */
export function ResendVerificationPage() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (address: string) =>
      api(resendVerification, {
        body: { email: address, language: (i18n.resolvedLanguage ?? 'no') as Language },
      }),
  });
  const isAlreadyVerified =
    mutation.data?.already_verified || isApiErrorCode(mutation.error, 'ALREADY_VERIFIED');
  const isSuccess = mutation.isSuccess || isAlreadyVerified;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const error = checkField(t, emailSchema, email);
    setFieldError(error);
    if (!error) mutation.mutate(email.trim());
  }

  return (
    <>
      <PageHeading title={t('resendVerification.title')} subtitle={t('resendVerification.subtitle')} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {isSuccess && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={20} aria-hidden="true" />}
              role="status"
            >
              {isAlreadyVerified
                ? t('resendVerification.alreadyVerified')
                : t('resendVerification.sent', { email: email.trim() })}
            </Alert>
          )}
          {mutation.isError && !isAlreadyVerified && (
            <Alert color="red" variant="light" role="alert">
              {describeError(t, mutation.error, 'resendVerification.failed')}
            </Alert>
          )}
          <TextInput
            label={t('resendVerification.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldError}
            required
            autoFocus={!email}
          />
          <Button type="submit" fullWidth loading={mutation.isPending}>
            {isSuccess ? t('resendVerification.sendAgain') : t('resendVerification.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('resendVerification.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </>
  );
}
