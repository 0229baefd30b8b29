import { Alert, Button, Stack, Text } from '@mantine/core';
import { tokenSchema, undoEmailChange } from '@sladd/contract';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { api } from '../../lib/api/index.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';
import { queryKeys } from '../../lib/queries/query-keys.ts';

/**
 * /undo-email-change?token=…: the link mailed to the old address. It acts only on a click (a mail
 * scanner opening the link changes nothing), restores the old address and signs every session out.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasToken = tokenSchema.safeParse(token).success;
  const mutation = useMutation({
    mutationFn: () => api(undoEmailChange, { body: { token } }),
    onSuccess: () => queryClient.setQueryData(queryKeys.me, null),
  });

  if (mutation.isSuccess) {
    return (
      <Stack gap="lg">
        <PageHeading title={t('undoEmailChange.doneTitle')} />
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          role="status"
        >
          {t('undoEmailChange.doneText', { email: mutation.data.email })}
        </Alert>
        <Button component={Link} to="/forgot-password" fullWidth>
          {t('undoEmailChange.choosePassword')}
        </Button>
        <Button component={Link} to="/login" variant="default" fullWidth>
          {t('undoEmailChange.goToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading title={t('undoEmailChange.title')} />
      <Text>{t('undoEmailChange.text')}</Text>
      {(!hasToken || mutation.isError) && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          role="alert"
        >
          {hasToken
            ? describeError(t, mutation.error, 'undoEmailChange.failed')
            : t('undoEmailChange.invalidLink')}
        </Alert>
      )}
      <Button onClick={() => mutation.mutate()} loading={mutation.isPending} disabled={!hasToken} fullWidth>
        {t('undoEmailChange.confirm')}
      </Button>
      <Button component={Link} to="/login" variant="subtle" fullWidth>
        {t('undoEmailChange.goToLogin')}
      </Button>
    </Stack>
  );
}
