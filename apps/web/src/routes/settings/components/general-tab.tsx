import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { useGeneralForm } from '../hooks/use-general-form.ts';
import { usePremium } from '../../../lib/queries/use-premium.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard.tsx';
import { AppearanceCard } from './appearance-card.tsx';
import { EditorCard } from './editor-card.tsx';
import { ProcessingCard } from './processing-card.tsx';
import { SaveBar } from './save-bar.tsx';
import { StorageMonitorCard } from './storage-monitor-card.tsx';
import { TransferCard } from './transfer-card.tsx';
import { TutorialCard } from './tutorial-card.tsx';

/** Appearance, processing and storage, editor, settings management and the tutorial. */
export function GeneralTab() {
  const { t } = useSettingsTranslation();
  const form = useGeneralForm();
  const { isPremium } = usePremium();
  useUnsavedGuard(form.isDirty);

  if (form.query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describeError(t, form.query.error, 'general.loadFailed')}{' '}
        <Button size="compact-sm" variant="subtle" onClick={() => void form.query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!form.values) return <Skeleton h={480} radius="lg" aria-label={t('general.loading')} />;

  return (
    <Stack gap="lg" data-testid="general-tab">
      <AppearanceCard onThemeChange={(theme) => form.editInstantly('theme', theme)} />
      <ProcessingCard form={form} isPremium={isPremium} />
      <EditorCard form={form} isPremium={isPremium} />
      <TransferCard isPremium={isPremium} onImported={form.discard} />
      <TutorialCard />
      <StorageMonitorCard />
      <SaveBar isDirty={form.isDirty} isSaving={form.isSaving} onSave={form.save} onDiscard={form.discard} />
    </Stack>
  );
}
