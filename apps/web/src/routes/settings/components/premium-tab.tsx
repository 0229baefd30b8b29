import { Skeleton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePremium } from '../../../lib/queries/use-premium.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { LockedTab } from './locked-tab.tsx';

/** A premium tab's content, or the upgrade card for a free plan. */
export function PremiumTab({ feature, children }: { feature: 'entity' | 'banlist'; children: ReactNode }) {
  const { isPremium, isLoading } = usePremium();
  if (isLoading) return <Skeleton h={240} radius="lg" />;
  return isPremium ? <>{children}</> : <LockedTab feature={feature} />;
}

/** The lock on a premium tab's label, for free plans only. */
export function PremiumTabMark() {
  const { t } = useSettingsTranslation();
  const { isPremium, isLoading } = usePremium();
  if (isPremium || isLoading) return null;
  return (
    <IconLock
      size={12}
      role="img"
      aria-label={t('premium.badge')}
      style={{ marginLeft: 6, verticalAlign: 'middle' }}
    />
  );
}
