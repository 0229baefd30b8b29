import { Button, ColorInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearHighlights, recolorHighlights, setHighlightMode, setHighlightVisibility } from '../commands/index.ts';
import { useHighlightColors } from '../hooks/use-highlight-colors.ts';
import { usePremium } from '../../../lib/queries/use-premium.ts';
import { saveSettings } from '../../../lib/queries/use-settings.ts';
import type { ColorKey } from '../lib/colors.ts';
import { notifyInfo } from '../lib/notify.ts';
import { LockedFeature } from '../premium/locked-feature.tsx';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { CreationMode, HighlightType } from '../types.ts';

type ColorSetting = `color_method_${'manual' | 'search' | 'ml' | 'ai' | 'advanced'}`;
const SETTING_OF_COLOR: Record<ColorKey, ColorSetting> = {
  manual: 'color_method_manual',
  search: 'color_method_search',
  fast: 'color_method_ml',
  advanced: 'color_method_ai',
  standard: 'color_method_advanced',
};
const TYPES: HighlightType[] = ['MANUAL', 'SEARCH', 'ENTITY'];

/** Settings tab: edit mode, visibility and clearing per category, colours. */
export function SettingsTab() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const client = useQueryClient();
  const { isPremium } = usePremium();
  const mode = useWorkspace((s) => s.highlightMode);
  const hidden = useWorkspace((s) => s.hidden);
  const colors = useHighlightColors();

  const handleMode = (next: CreationMode) => {
    setHighlightMode(store, next);
    void saveSettings(client, { edit_mode: next === 'text_selection' ? 'text' : 'box' }).catch(() => undefined);
  };
  const handleColor = (key: ColorKey, color: string) => {
    recolorHighlights(store, key, color);
    void saveSettings(client, { [SETTING_OF_COLOR[key]]: color }).catch(() => undefined);
  };
  const handleClear = (type?: HighlightType) => {
    const count = clearHighlights(store, type);
    notifyInfo(t('settings.cleared', { count }));
  };

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600} mb={4} id="edit-mode-label">
          {t('settings.editMode')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="edit-mode-label"
          value={mode}
          onChange={(value) => handleMode(value as CreationMode)}
          data={[
            { value: 'rectangular', label: t('settings.rectangular') },
            { value: 'text_selection', label: t('settings.textSelection'), disabled: !isPremium },
          ]}
        />
      </div>
      <ColorInput withEyeDropper={false} label={t('settings.colors.manual')} value={colors.manual} onChange={(c) => handleColor('manual', c)} />
      <LockedFeature feature={t('premium.features.highlights')}>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('settings.visibility')}
          </Text>
          {TYPES.map((type) => (
            <Switch key={type} label={t(`highlightType.${type}`)} checked={!hidden[type]} onChange={(e) => setHighlightVisibility(store, type, e.currentTarget.checked)} />
          ))}
          <Text size="sm" fw={600}>
            {t('settings.clear')}
          </Text>
          <Button.Group>
            <Button size="xs" variant="default" onClick={() => handleClear()}>
              {t('settings.clearAll')}
            </Button>
            {TYPES.map((type) => (
              <Button key={type} size="xs" variant="default" onClick={() => handleClear(type)}>
                {t(`highlightType.${type}`)}
              </Button>
            ))}
          </Button.Group>
          {(['search', 'fast', 'advanced', 'standard'] as const).map((key) => (
            <ColorInput withEyeDropper={false} key={key} label={t(`settings.colors.${key}`)} value={colors[key]} onChange={(c) => handleColor(key, c)} />
          ))}
        </Stack>
      </LockedFeature>
    </Stack>
  );
}
