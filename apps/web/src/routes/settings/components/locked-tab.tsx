import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';

/** What a free plan sees in the entity list and ignore list tabs (spec 1 §2). */
export function LockedTab({ feature }: { feature: 'entity' | 'banlist' }) {
  const { t } = useSettingsTranslation();
  return (
    <Card data-testid={`locked-${feature}`}>
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="violet">
          <IconCrown size={30} aria-hidden="true" />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('premium.lockedTitle')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t(feature === 'entity' ? 'premium.lockedEntity' : 'premium.lockedBanlist')}
        </Text>
        <Button component={Link} to="/pricing" mt="xs">
          {t('premium.viewPlans')}
        </Button>
      </Stack>
    </Card>
  );
}
