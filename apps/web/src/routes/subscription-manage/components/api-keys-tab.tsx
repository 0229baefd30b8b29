import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useBillingTranslation } from '../../../features/billing/use-billing.ts';

/** The API keys tab: a placeholder until organizations and API keys arrive (issue 13). */
export function ApiKeysTab() {
  const { t } = useBillingTranslation();
  return (
    <Card data-testid="api-keys-placeholder">
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
          <IconKey size={28} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('manage.apiKeys.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('manage.apiKeys.text')}
        </Text>
      </Stack>
    </Card>
  );
}
