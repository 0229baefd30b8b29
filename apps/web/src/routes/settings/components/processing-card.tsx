import { Button, Divider, Stack } from '@mantine/core';
import { IconAdjustments, IconTrash } from '@tabler/icons-react';
import type { GeneralForm } from '../hooks/use-general-form.ts';
import { useClearStoredFiles } from '../hooks/use-clear-stored-files.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { PremiumBadge, PremiumGate } from './premium-gate.tsx';
import { SettingSwitch } from './setting-switch.tsx';
import { SettingsSection } from './settings-section.tsx';
import { ThresholdSlider } from './threshold-slider.tsx';

interface ProcessingCardProps {
  form: GeneralForm;
  isPremium: boolean;
}

/** Auto processing, detection threshold, ignore list in detection, history, stored files, images. */
export function ProcessingCard({ form, isPremium }: ProcessingCardProps) {
  const { t } = useSettingsTranslation();
  const clearStoredFiles = useClearStoredFiles();
  const values = form.values!;
  const isLocked = !isPremium;

  return (
    <SettingsSection
      id="processing"
      title={t('general.processing.title')}
      description={t('general.processing.description')}
      icon={<IconAdjustments size={22} aria-hidden="true" />}
    >
      <Stack gap="lg">
        <SettingSwitch
          label={t('general.processing.autoProcessing')}
          description={t('general.processing.autoProcessingHint')}
          checked={values.auto_processing}
          onChange={(checked) => form.editInstantly('auto_processing', checked)}
        />
        <Divider />
        <PremiumGate isLocked={isLocked}>
          <ThresholdSlider
            value={values.detection_threshold}
            isLocked={isLocked}
            onChange={(value) => form.edit('detection_threshold', value)}
          />
        </PremiumGate>
        <PremiumGate isLocked={isLocked}>
          <SettingSwitch
            label={t('general.processing.useBanlist')}
            description={t('general.processing.useBanlistHint')}
            checked={values.use_banlist_for_detection}
            disabled={isLocked}
            badge={isLocked && <PremiumBadge />}
            onChange={(checked) => form.edit('use_banlist_for_detection', checked)}
          />
        </PremiumGate>
        <Divider />
        <SettingSwitch
          label={t('general.processing.saveHistory')}
          description={t('general.processing.saveHistoryHint')}
          checked={values.save_redaction_history}
          onChange={(checked) => form.edit('save_redaction_history', checked)}
        />
        <Stack gap="xs">
          <SettingSwitch
            label={t('general.processing.saveFiles')}
            description={t('general.processing.saveFilesHint')}
            checked={values.save_files_in_browser}
            onChange={(checked) => form.edit('save_files_in_browser', checked)}
          />
          <div>
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={clearStoredFiles}
            >
              {t('general.processing.clearFiles')}
            </Button>
          </div>
        </Stack>
        <SettingSwitch
          label={t('general.processing.removeImages')}
          description={t('general.processing.removeImagesHint')}
          checked={values.remove_images}
          onChange={(checked) => form.edit('remove_images', checked)}
        />
      </Stack>
    </SettingsSection>
  );
}
