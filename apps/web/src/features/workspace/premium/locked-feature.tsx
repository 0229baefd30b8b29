import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePremium } from '../../../lib/queries/use-premium.ts';

interface LockedFeatureProps {
  children: ReactNode;
  /** Short name of what is locked, for the overlay text. */
  feature: string;
}

/** Shows its children only to premium users once known; others see them dimmed under an upgrade overlay. */
export function LockedFeature({ children, feature }: LockedFeatureProps) {
  const { t } = useTranslation('workspace');
  const { isPremium, isLoading } = usePremium();
  if (isLoading) return <Loader size="sm" aria-label={t('premium.checking')} />;
  if (isPremium) return <>{children}</>;
  return (
    <div className="ws-locked" data-testid="locked-feature">
      <div className="ws-locked-content" aria-hidden="true" inert>
        {children}
      </div>
      <Paper className="ws-locked-overlay" shadow="md" withBorder p="md">
        <Stack align="center" gap="xs" ta="center">
          <IconLock size={28} aria-hidden="true" />
          <Text fw={600}>{t('premium.lockedTitle', { feature })}</Text>
          <Text size="sm" c="dimmed">
            {t('premium.lockedText')}
          </Text>
          <Button component={Link} to="/pricing" size="sm">
            {t('premium.upgrade')}
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}
