import { Group, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  badge?: ReactNode;
  testId?: string;
  onChange: (checked: boolean) => void;
}

/** One on/off setting: label and explanation on the left, the switch on the right. */
export function SettingSwitch({
  label,
  description,
  checked,
  disabled,
  badge,
  testId,
  onChange,
}: SettingSwitchProps) {
  return (
    <Switch
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      labelPosition="left"
      size="md"
      data-testid={testId}
      styles={{ body: { justifyContent: 'space-between', gap: 16 }, labelWrapper: { flex: 1 } }}
      label={
        <Group gap={0} component="span">
          <Text span fw={500} size="sm">
            {label}
          </Text>
          {badge}
        </Group>
      }
      description={
        <Text span size="xs" c="dimmed">
          {description}
        </Text>
      }
    />
  );
}
