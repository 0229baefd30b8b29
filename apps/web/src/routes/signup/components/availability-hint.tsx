import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '../hooks/derive-availability.ts';

interface AvailabilityHintProps {
  kind: 'username' | 'email';
  state: Availability;
  id: string;
}

const STYLE = {
  checking: { color: 'dimmed', Icon: null },
  available: { color: 'teal.7', Icon: IconCircleCheck },
  taken: { color: 'red.7', Icon: IconCircleX },
  unknown: { color: 'orange.7', Icon: IconAlertTriangle },
} as const;

/** The inline availability line under a field; announced politely to screen readers. */
export function AvailabilityHint({ kind, state, id }: AvailabilityHintProps) {
  const { t } = useTranslation();
  if (state === 'idle') return <span id={id} aria-live="polite" />;
  const { color, Icon } = STYLE[state];
  return (
    <Group id={id} gap={6} mt={6} aria-live="polite" wrap="nowrap">
      {Icon ? (
        <Icon size={16} aria-hidden="true" color={`var(--mantine-color-${color.replace('.', '-')})`} />
      ) : (
        <Loader size={12} />
      )}
      <Text size="sm" c={color}>
        {t(`signup.availability.${kind}.${state}`)}
      </Text>
    </Group>
  );
}
