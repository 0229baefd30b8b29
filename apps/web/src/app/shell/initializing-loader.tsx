import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo.tsx';

/** Shown while the first auth check runs (at most 10 s, see use-auth-check). */
export function InitializingLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <LogoMark size={44} />
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('shell.initializing')}
        </Text>
      </Stack>
    </Center>
  );
}
