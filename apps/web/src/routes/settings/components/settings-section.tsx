import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: string;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of a settings tab, labelled by its heading. */
export function SettingsSection({
  id,
  title,
  description,
  icon,
  tone = 'default',
  children,
}: SettingsSectionProps) {
  const isDanger = tone === 'danger';
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-title`}
      style={isDanger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {icon}
          <div>
            <Title order={2} size="h4" id={`${id}-title`} c={isDanger ? 'red' : undefined}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed" mt={2}>
                {description}
              </Text>
            )}
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
