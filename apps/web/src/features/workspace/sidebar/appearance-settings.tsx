import { ColorInput, NumberInput, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  appearanceForMode,
  FONT_SIZE,
  modeHasFill,
  modeHasText,
  normaliseAppearance,
  REDACTION_MODES,
  type Appearance,
  type RedactionMode,
} from '../lib/appearance.ts';
import { hexToRgb01, rgb01ToHex } from '../lib/colors.ts';

interface AppearanceSettingsProps {
  value: Appearance;
  onChange: (value: Appearance) => void;
}

/** Mode, fill and text colours, text, font size 4–72 and alignment of the redaction marks. */
export function AppearanceSettings({ value, onChange }: AppearanceSettingsProps) {
  const { t } = useTranslation('workspace');
  const update = (patch: Partial<Appearance>) => onChange(normaliseAppearance({ ...value, ...patch }));
  return (
    <Stack gap="xs">
      <Select
        label={t('redaction.mode')}
        data={REDACTION_MODES.map((mode) => ({ value: mode, label: t(`redaction.modes.${mode}`) }))}
        value={value.mode}
        onChange={(mode) => mode && onChange(appearanceForMode(value, mode as RedactionMode))}
        allowDeselect={false}
        data-testid="appearance-mode"
      />
      {value.mode !== 'transparent' && (
        <Switch
          label={t('redaction.printLegalBasis')}
          description={t('redaction.printLegalBasisHint')}
          checked={value.text_source === 'legal_basis'}
          onChange={(e) => update({ text_source: e.currentTarget.checked ? 'legal_basis' : 'fixed' })}
          data-testid="appearance-legal-basis"
        />
      )}
      {modeHasFill(value.mode) && (
        <ColorInput
          withEyeDropper={false}
          label={t('redaction.fillColor')}
          value={rgb01ToHex(value.fill_color ?? [0, 0, 0])}
          onChange={(hex) => update({ fill_color: hexToRgb01(hex) })}
        />
      )}
      {modeHasText(value.mode) && (
        <>
          <TextInput
            label={t('redaction.text')}
            value={value.text ?? ''}
            onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
            onBlur={() => update({})}
          />
          <ColorInput
            withEyeDropper={false}
            label={t('redaction.textColor')}
            value={rgb01ToHex(value.text_color)}
            onChange={(hex) => update({ text_color: hexToRgb01(hex) })}
          />
          <NumberInput
            label={t('redaction.fontSize')}
            min={FONT_SIZE.min}
            max={FONT_SIZE.max}
            value={value.font_size}
            onChange={(size) => typeof size === 'number' && update({ font_size: size })}
          />
          <SegmentedControl
            aria-label={t('redaction.align')}
            size="xs"
            value={String(value.align)}
            onChange={(align) => update({ align: Number(align) as 0 | 1 | 2 })}
            data={[
              { value: '0', label: t('redaction.alignLeft') },
              { value: '1', label: t('redaction.alignCenter') },
              { value: '2', label: t('redaction.alignRight') },
            ]}
          />
        </>
      )}
    </Stack>
  );
}
