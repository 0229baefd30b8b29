import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';

/** A small "Premium" marker for labels of gated controls. */
export function PremiumBadge() {
  const { t } = useSettingsTranslation();
  return (
    <Badge
      size="xs"
      variant="light"
      color="violet"
      leftSection={<IconLock size={10} aria-hidden="true" />}
      ml={6}
      style={{ verticalAlign: 'middle' }}
    >
      {t('premium.badge')}
    </Badge>
  );
}

/** The upgrade prompt under a gated control. */
export function UpgradePrompt() {
  const { t } = useSettingsTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <IconLock size={14} color="var(--mantine-color-violet-6)" aria-hidden="true" />
      <Text size="xs" c="dimmed">
        {t('premium.hint')}{' '}
        <Anchor component={Link} to="/pricing" size="xs" fw={600}>
          {t('premium.upgrade')}
        </Anchor>
      </Text>
    </Group>
  );
}

interface PremiumGateProps {
  isLocked: boolean;
  children: ReactNode;
}

/** Feature gate: the control stays visible (disabled by its owner) with an upgrade prompt for free plans. */
export function PremiumGate({ isLocked, children }: PremiumGateProps) {
  return (
    <Stack gap={6} data-premium-locked={isLocked || undefined}>
      {children}
      {isLocked && <UpgradePrompt />}
    </Stack>
  );
}
