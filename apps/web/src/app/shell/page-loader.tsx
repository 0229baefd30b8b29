import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown in the page area while a lazily loaded page's code arrives (usually a blink). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('shell.loadingPage')}
        </Text>
      </Stack>
    </Center>
  );
}
