import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCircleCheck, IconPointFilled } from '@tabler/icons-react';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';

interface SaveBarProps {
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/** Sticks to the bottom of the window: unsaved state, Discard and Save. */
export function SaveBar({ isDirty, isSaving, onSave, onDiscard }: SaveBarProps) {
  const { t } = useSettingsTranslation();
  return (
    <Paper
      withBorder
      shadow={isDirty ? 'md' : 'xs'}
      p="sm"
      radius="lg"
      // Only unsaved work needs to follow the reader down the page.
      pos={isDirty ? 'sticky' : 'static'}
      bottom={12}
      style={{ zIndex: 5 }}
      data-testid="save-bar"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
          {isDirty ? (
            <IconPointFilled size={18} color="var(--mantine-color-orange-6)" aria-hidden="true" />
          ) : (
            <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden="true" />
          )}
          <Text size="sm" fw={isDirty ? 600 : 400} c={isDirty ? undefined : 'dimmed'}>
            {isDirty ? t('save.unsaved') : t('save.upToDate')}
          </Text>
        </Group>
        <Group gap="xs" ml="auto" wrap="nowrap">
          <Button variant="default" onClick={onDiscard} disabled={!isDirty || isSaving}>
            {t('save.discard')}
          </Button>
          <Button onClick={onSave} disabled={!isDirty} loading={isSaving}>
            {t('save.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
