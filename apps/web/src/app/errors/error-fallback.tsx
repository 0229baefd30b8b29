import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { TIMINGS } from '@sladd/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorFallbackProps {
  error: unknown;
  /**
   * Go home by itself after 5 s (spec 1 §2), with a visible countdown and a button to stay. Off
   * unless a caller asks for it: never on the workspace, where it would leave open files (decision 0046).
   */
  redirectAfterDelay?: boolean;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'statusText' in error) return String(error.statusText);
  return String(error);
}

/** 'Oops! Something went wrong' with the message, a home link, a refresh button and an optional redirect. */
export function ErrorFallback({ error, redirectAfterDelay = false }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(Math.round(TIMINGS.errorBoundaryRedirectMs / 1000));
  const [isRedirecting, setIsRedirecting] = useState(redirectAfterDelay);

  useEffect(() => {
    if (!isRedirecting) return;
    if (secondsLeft <= 0) {
      window.location.assign('/');
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [isRedirecting, secondsLeft]);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={520} w="100%" role="alert">
        <Stack gap="md">
          <IconAlertTriangle size={40} color="var(--mantine-color-red-6)" aria-hidden="true" />
          <Title order={1} size="h2">
            {t('errorBoundary.title')}
          </Title>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {messageOf(error)}
          </Code>
          {isRedirecting && (
            <Group gap="sm" justify="space-between" data-testid="error-redirect">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('errorBoundary.redirecting', { count: secondsLeft })}
              </Text>
              <Button variant="subtle" size="xs" onClick={() => setIsRedirecting(false)}>
                {t('errorBoundary.stay')}
              </Button>
            </Group>
          )}
          <Group>
            <Button component="a" href="/">
              {t('errorBoundary.home')}
            </Button>
            <Button variant="default" onClick={() => window.location.reload()}>
              {t('errorBoundary.refresh')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
