import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TUTORIAL } from './constants.ts';
import { tutorialStore, useTutorial } from './tutorial-instance.ts';

/** Spec 3 §4: a tour left under an hour ago, before its last steps, may be picked up again. */
export function ResumePrompt() {
  const { t } = useTranslation('tutorial');
  const offer = useTutorial((s) => s.resumeOffer);
  if (!offer) return null;
  const { resume, declineResume, close } = tutorialStore.getState();
  return (
    <Modal
      opened
      onClose={() => {
        tutorialStore.setState({ resumeOffer: null });
        close();
      }}
      title={t('resume.title')}
      centered
      data-testid="tutorial-resume"
    >
      <Text size="sm" mb="lg">
        {t('resume.body', { step: offer.stepIndex, total: TUTORIAL.countedSteps })}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={declineResume}>
          {t('resume.startOver')}
        </Button>
        <Button onClick={resume} data-autofocus>
          {t('resume.continue')}
        </Button>
      </Group>
    </Modal>
  );
}
