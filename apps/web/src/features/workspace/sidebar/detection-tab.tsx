import { Button, Group, Slider, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetDetection } from '../commands/index.ts';
import { useDetectionOptions } from '../hooks/use-detection-options.ts';
import { useDetectionStream } from '../hooks/use-detection-stream.ts';
import { useScopeFiles, type Scope } from '../hooks/use-scope-files.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { NeedsServerNotice, useIsOnline } from '../offline/offline-notices.tsx';
import { LockedFeature } from '../premium/locked-feature.tsx';
import { QuotaNotice } from '../quota/quota-notice.tsx';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { DepartmentTypes } from './department-types.tsx';
import { EntityMultiSelect } from './entity-multi-select.tsx';
import { EntityResults } from './entity-results.tsx';
import { FileProcessingList } from './file-processing-list.tsx';
import { ScanNotices } from './scan-notices.tsx';
import { ScopeButtons } from './scope-buttons.tsx';
import { UnsupportedNotice } from './unsupported-notice.tsx';

/** Detection tab: scope, three entity lists, accuracy, ban list, Detect / Reset / Save to settings, results. */
export function DetectionTab() {
  const { t } = useTranslation('workspace');
  return (
    <Stack gap="md">
      <LockedFeature feature={t('premium.features.detection')}>
        <DetectionForm />
      </LockedFeature>
      <UnsupportedNotice />
      <QuotaNotice operation="detection" />
      <FileProcessingList />
      <ScanNotices />
      <EntityResults />
    </Stack>
  );
}

function DetectionForm() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const [scope, setScope] = useState<Scope>('all');
  const { files } = useScopeFiles(scope);
  const [options, setOptions, saveOptions, department] = useDetectionOptions();
  const { detect } = useDetectionStream();
  const isStreaming = useWorkspace((s) => s.detection.isStreaming);
  const [isSaving, setIsSaving] = useState(false);
  const hasEntities = options.fast.length + options.advanced.length + options.standard.length > 0;
  const isOnline = useIsOnline();

  const handleReset = () =>
    modals.openConfirmModal({
      title: t('detection.resetTitle'),
      children: <Text size="sm">{t('detection.resetConfirm')}</Text>,
      labels: { confirm: t('detection.reset'), cancel: t('common.cancel') },
      onConfirm: () => {
        setOptions((current) => ({ ...current, fast: [], advanced: [], standard: [] }));
        resetDetection(store);
      },
    });

  const handleSave = async () => {
    setIsSaving(true);
    try {
      await saveOptions();
      notifySuccess(t('detection.savedSettings'));
    } catch (error) {
      notifyError(t('detection.errorSavingSettings', { error: (error as Error).message }));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <ScopeButtons value={scope} onChange={setScope} label={t('scope.label')} />
      <EntityMultiSelect
        method="fast"
        value={options.fast}
        onChange={(fast) => setOptions((o) => ({ ...o, fast }))}
        department={department.fast}
      />
      <EntityMultiSelect
        method="standard"
        value={options.standard}
        onChange={(standard) => setOptions((o) => ({ ...o, standard }))}
        department={department.standard}
      />
      <EntityMultiSelect
        method="advanced"
        value={options.advanced}
        onChange={(advanced) => setOptions((o) => ({ ...o, advanced }))}
        department={department.advanced}
      />
      <DepartmentTypes
        lists={options}
        department={department}
        onChange={(lists) => setOptions((o) => ({ ...o, ...lists }))}
      />
      <div>
        <Text size="sm" fw={500} id="accuracy-label">
          {t('detection.accuracy', { value: Math.round(options.threshold * 100) })}
        </Text>
        <Slider
          min={0}
          max={1}
          step={0.01}
          value={options.threshold}
          onChange={(threshold) => setOptions((o) => ({ ...o, threshold }))}
          label={(value) => `${Math.round(value * 100)} %`}
          thumbProps={{ 'aria-labelledby': 'accuracy-label' }}
        />
      </div>
      <Switch
        label={t('detection.useBanlist')}
        checked={options.useBanlist}
        onChange={(event) => setOptions((o) => ({ ...o, useBanlist: event.currentTarget.checked }))}
      />
      <NeedsServerNotice what="detection" />
      <Group gap="xs" grow>
        <Button
          leftSection={<IconScan size={16} />}
          onClick={() => void detect({ files, ...options })}
          disabled={files.length === 0 || !hasEntities || !isOnline}
          loading={isStreaming}
          data-testid="detect-button"
        >
          {t('detection.detect')}
        </Button>
        <Button variant="default" onClick={handleReset}>
          {t('detection.reset')}
        </Button>
      </Group>
      <Button variant="subtle" onClick={() => void handleSave()} loading={isSaving}>
        {t('detection.saveToSettings')}
      </Button>
    </Stack>
  );
}
