import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { TIMINGS } from '@sladd/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ErrorFallbackProps {
  error: unknown;
  /** Go home by itself after 5 s; off unless a caller asks for it. */
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

  useEffect(() => {
    if (!redirectAfterDelay) return;
    if (secondsLeft <= 0) {
      window.location.assign('/');
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [redirectAfterDelay, secondsLeft]);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={520} w="100%" role="alert">
        <Stack gap="md">
          <IconAlertTriangle size={40} color="var(--mantine-color-red-6)" aria-hidden="true" />
          <Title order={1} size="h2">
            {t('errorBoundary.title')}
          </Title>
          <Code block>{messageOf(error)}</Code>
          {redirectAfterDelay && (
            <Text size="sm" c="dimmed">
              {t('errorBoundary.redirecting', { count: secondsLeft })}
            </Text>
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
