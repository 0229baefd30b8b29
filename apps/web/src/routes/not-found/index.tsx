import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Any unknown path. "/" sends signed-in people on to the playground. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center py={96} px="md">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <Text fz={88} fw={800} lh={1} c="ink" style={{ letterSpacing: '-0.04em' }} aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/" size="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
