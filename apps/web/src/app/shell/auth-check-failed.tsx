import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { TIMINGS } from '@sladd/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuthProblem } from '../auth/auth-problem.ts';
import type { AuthCheck } from '../auth/use-auth-check.ts';

/** The reason in words a person can act on. */
export function authProblemText(t: TFunction, problem: AuthProblem): string {
  switch (problem.kind) {
    case 'offline':
      return t('shell.authCheck.offline');
    case 'unreachable':
      return t('shell.authCheck.unreachable');
    case 'unavailable':
      return t('shell.authCheck.unavailable', { status: problem.status });
    case 'timeout':
      return t('shell.authCheck.timeout', { seconds: TIMINGS.authCheckTimeoutMs / 1000 });
    case 'failed':
      return t('shell.authCheck.failed', { status: problem.status, message: problem.message });
  }
}

function RetryButton({ check, size }: { check: AuthCheck; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Button
      size={size}
      leftSection={<IconRefresh size={16} aria-hidden="true" />}
      loading={check.isRetrying}
      onClick={check.retry}
    >
      {t('shell.authCheck.retry')}
    </Button>
  );
}

/**
 * A page that needs sign-in, when the auth check got no answer: says why and offers a retry. The
 * person is not sent to /login — the server being down does not mean they are signed out.
 */
export function AuthCheckFailed({ check }: { check: AuthCheck }) {
  const { t } = useTranslation();
  if (!check.problem) return null;
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%" role="alert">
        <Stack gap="md">
          <IconCloudOff size={40} color="var(--mantine-color-orange-6)" aria-hidden="true" />
          <Title order={1} size="h2">
            {t('shell.authCheck.title')}
          </Title>
          <Text>{authProblemText(t, check.problem)}</Text>
          <Text size="sm" c="dimmed">
            {t('shell.authCheck.privateHint')}
          </Text>
          <Group>
            <RetryButton check={check} />
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Above a public page (login, sign-up, pricing…) when the auth check got no answer: the page stays usable. */
export function AuthCheckNotice({ check }: { check: AuthCheck }) {
  const { t } = useTranslation();
  if (!check.problem) return null;
  return (
    <Alert
      role="alert"
      color="orange"
      variant="light"
      mb="md"
      icon={<IconCloudOff size={18} aria-hidden="true" />}
      title={t('shell.authCheck.title')}
    >
      <Stack gap="xs">
        <Text size="sm">{authProblemText(t, check.problem)}</Text>
        <Text size="sm">{t('shell.authCheck.publicHint')}</Text>
        <Group>
          <RetryButton check={check} size="xs" />
        </Group>
      </Stack>
    </Alert>
  );
}
