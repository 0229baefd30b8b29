import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';

/** SSO exists on the server side only as a plan; the page says so (spec 3 §2). */
export function SsoTab() {
  const { t } = useOrganizationTranslation();
  return (
    <Card data-testid="sso-coming-soon">
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={2} size="h4">
            {t('sso.title')}
          </Title>
          <Badge variant="dot" color="blue">
            {t('sso.comingSoon')}
          </Badge>
        </Group>
        <Text c="dimmed">{t('sso.text')}</Text>
      </Stack>
    </Card>
  );
}
