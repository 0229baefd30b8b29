import { Button, Center, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/use-me.ts';

/** /playground: the workspace (document 2) arrives with a later issue; this is its empty state. */
export function PlaygroundPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Title order={1} size="h2" mb="lg">
        {t('playground.greeting', { username: me?.username ?? '' })}
      </Title>
      <Paper
        withBorder
        p={{ base: 'lg', sm: 56 }}
        style={{ borderStyle: 'dashed', borderWidth: 2 }}
        aria-labelledby="upload-title"
      >
        <Center>
          <Stack align="center" gap="md" maw={440} ta="center">
            <ThemeIcon size={64} radius="xl" variant="light">
              <IconFileUpload size={34} aria-hidden="true" />
            </ThemeIcon>
            <Title order={2} size="h3" id="upload-title">
              {t('playground.uploadTitle')}
            </Title>
            <Text c="dimmed">{t('playground.uploadText')}</Text>
            <Button size="md" disabled leftSection={<IconFileUpload size={18} aria-hidden="true" />}>
              {t('playground.uploadButton')}
            </Button>
          </Stack>
        </Center>
      </Paper>
    </Container>
  );
}
