import {
  Accordion,
  Badge,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEraser } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedaction } from '../hooks/use-redaction.ts';
import { useScopeFiles, type Scope } from '../hooks/use-scope-files.ts';
import { useUserSettings } from '../hooks/use-user-settings.ts';
import { DEFAULT_APPEARANCE, loadAppearance, saveAppearance, type Appearance } from '../lib/appearance.ts';
import {
  countByKind,
  DEFAULT_REDACTION_OPTIONS,
  isIncluded,
  type RedactionOptions,
} from '../lib/redaction-mapping.ts';
import type { RedactionLogChoice } from '../lib/pdf-api.ts';
import { LegalBasisList } from './legal-basis-list.tsx';
import { NeedsServerNotice, useIsOnline } from '../offline/offline-notices.tsx';
import { QuotaNotice } from '../quota/quota-notice.tsx';
import { useWorkspace } from '../store/workspace-context.tsx';
import { AppearanceSettings } from './appearance-settings.tsx';
import { ScopeButtons } from './scope-buttons.tsx';
import { SubmitReviewButton } from './submit-review-button.tsx';
import { VerificationList } from './verification-list.tsx';

/** Redaction tab: scope, options, appearance, preview with totals, Redact, and each output's certificate. */
export function RedactionTab() {
  const { t, i18n } = useTranslation('workspace');
  const settings = useUserSettings();
  const [scope, setScope] = useState<Scope>('all');
  const { files } = useScopeFiles(scope);
  const [options, setOptions] = useState<RedactionOptions>({
    ...DEFAULT_REDACTION_OPTIONS,
    removeImages: settings.remove_images,
  });
  const [appearance, setAppearance] = useState<Appearance>(loadAppearance);
  // The redaction log (decision 0059): off, or a format and language (the UI's by default).
  const uiLogLanguage = i18n.language.startsWith('no') || i18n.language.startsWith('nb') ? 'nb' : 'en';
  const [logFormat, setLogFormat] = useState<RedactionLogChoice['format'] | 'off'>('off');
  const [logLanguage, setLogLanguage] = useState<RedactionLogChoice['language']>(uiLogLanguage);
  const log: RedactionLogChoice | undefined =
    logFormat === 'off' ? undefined : { format: logFormat, language: logLanguage };
  const highlights = useWorkspace((s) => s.highlights);
  const { redact, isRedacting } = useRedaction();
  const isOnline = useIsOnline();
  const keys = useMemo(() => new Set(files.map((f) => f.key)), [files]);
  const inScope = useMemo(
    () => Object.values(highlights).filter((h) => keys.has(h.fileKey)),
    [highlights, keys],
  );
  const totals = countByKind(inScope, options);
  const included = useMemo(() => inScope.filter((h) => isIncluded(h, options)), [inScope, options]);

  const handleAppearance = (next: Appearance) => {
    setAppearance(next);
    saveAppearance(next);
  };
  const handleRedact = () =>
    modals.openConfirmModal({
      title: t('redaction.confirmTitle'),
      children: (
        <Text size="sm">
          {t('redaction.confirmText', {
            count: totals.total,
            files: t('redaction.fileCount', { count: files.length }),
          })}
        </Text>
      ),
      labels: { confirm: t('redaction.redact'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.8', 'data-testid': 'confirm-redact' } as never,
      onConfirm: () => void redact(files, options, log),
    });
  const option = (key: keyof RedactionOptions, label: string) => (
    <Checkbox
      label={label}
      checked={options[key]}
      onChange={(e) => setOptions((o) => ({ ...o, [key]: e.currentTarget.checked }))}
    />
  );

  return (
    <Stack gap="sm">
      <ScopeButtons value={scope} onChange={setScope} label={t('scope.label')} />
      <Accordion variant="contained" defaultValue="preview">
        <Accordion.Item value="options">
          <Accordion.Control>{t('redaction.options')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap={6}>
              {option('includeSearchHighlights', t('redaction.includeSearch'))}
              {option('includeEntityHighlights', t('redaction.includeEntity'))}
              {option('includeManualHighlights', t('redaction.includeManual'))}
              {option('removeImages', t('redaction.removeImages'))}
              <Select
                size="xs"
                label={t('redaction.log.label')}
                description={t('redaction.log.description')}
                data={(['off', 'pdf', 'csv', 'json'] as const).map((value) => ({
                  value,
                  label: t(`redaction.log.format.${value}`),
                }))}
                value={logFormat}
                onChange={(value) => value && setLogFormat(value as typeof logFormat)}
                allowDeselect={false}
                data-testid="redaction-log-format"
              />
              {logFormat !== 'off' && (
                <SegmentedControl
                  size="xs"
                  aria-label={t('redaction.log.language')}
                  value={logLanguage}
                  onChange={(value) => setLogLanguage(value as RedactionLogChoice['language'])}
                  data={[
                    { value: 'nb', label: t('redaction.log.nb') },
                    { value: 'en', label: t('redaction.log.en') },
                  ]}
                />
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="appearance">
          <Accordion.Control>{t('redaction.appearance')}</Accordion.Control>
          <Accordion.Panel>
            <AppearanceSettings value={appearance} onChange={handleAppearance} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="legal-bases">
          <Accordion.Control data-testid="legal-bases-section">{t('legalBasis.section')}</Accordion.Control>
          <Accordion.Panel>
            <LegalBasisList marks={included} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="preview">
          <Accordion.Control>{t('redaction.preview')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap={4} data-testid="redaction-preview">
              <Text size="sm">
                {t('redaction.previewTotal', {
                  count: totals.total,
                  files: t('redaction.fileCount', { count: files.length }),
                })}
              </Text>
              <Group gap={4}>
                <Badge variant="light">{t('redaction.previewEntity', { count: totals.ENTITY })}</Badge>
                <Badge variant="light">{t('redaction.previewSearch', { count: totals.SEARCH })}</Badge>
                <Badge variant="light">{t('redaction.previewManual', { count: totals.MANUAL })}</Badge>
              </Group>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {/* red.8 in both themes: the dark theme's red.5 leaves white text under 3:1. */}
      <NeedsServerNotice what="redaction" />
      <Button
        color="red.8"
        leftSection={<IconEraser size={16} />}
        onClick={handleRedact}
        disabled={files.length === 0 || totals.total === 0 || !isOnline}
        loading={isRedacting}
        data-testid="redact-button"
      >
        {t('redaction.redact')}
      </Button>
      <SubmitReviewButton
        files={files}
        options={options}
        disabled={files.length === 0 || totals.total === 0 || !isOnline}
      />
      <QuotaNotice operation="redaction" />
      <Group gap="xs" justify="space-around">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            setOptions({ ...DEFAULT_REDACTION_OPTIONS });
            setLogFormat('off');
            setLogLanguage(uiLogLanguage);
          }}
        >
          {t('redaction.resetOptions')}
        </Button>
        <Button variant="subtle" size="xs" onClick={() => handleAppearance(DEFAULT_APPEARANCE)}>
          {t('redaction.resetAppearance')}
        </Button>
      </Group>
      <VerificationList />
    </Stack>
  );
}
