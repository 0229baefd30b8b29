import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay, IconSchool } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { TUTORIAL_PROGRESS_KEY } from '../../../features/tutorial/progress.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { SettingsSection } from './settings-section.tsx';


/** Restart the guided tour of the workspace. */
export function TutorialCard() {
  const { t } = useSettingsTranslation();
  const navigate = useNavigate();

  function handleRestart() {
    try {
      window.localStorage.removeItem(TUTORIAL_PROGRESS_KEY);
    } catch {
      // Storage unavailable: the tutorial starts from the beginning anyway.
    }
    navigate('/playground?tutorial=restart');
  }

  return (
    <SettingsSection
      id="tutorial"
      title={t('general.tutorial.title')}
      icon={<IconSchool size={22} aria-hidden="true" />}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" maw={520}>
          {t('general.tutorial.description')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
          onClick={handleRestart}
        >
          {t('general.tutorial.restart')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
