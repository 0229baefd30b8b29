import { Group, Slider, Text } from '@mantine/core';
import { LIMITS } from '@sladd/contract';
import { toPercent } from '../hooks/general-form.ts';
import { useSettingsTranslation } from '../hooks/use-settings-translation.ts';
import { PremiumBadge } from './premium-gate.tsx';

interface ThresholdSliderProps {
  value: number;
  isLocked: boolean;
  onChange: (value: number) => void;
}

const { min, max, step } = LIMITS.detectionThreshold;

/** Detection threshold 0–1 in steps of 0.01, read as a percentage. */
export function ThresholdSlider({ value, isLocked, onChange }: ThresholdSliderProps) {
  const { t } = useSettingsTranslation();
  const percent = t('general.processing.thresholdValue', { value: toPercent(value) });
  return (
    <div>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Text id="threshold-label" size="sm" fw={500}>
          {t('general.processing.threshold')}
          {isLocked && <PremiumBadge />}
        </Text>
        <Text size="sm" fw={650} data-testid="threshold-value" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t('general.processing.thresholdHint')}
      </Text>
      <Slider
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        disabled={isLocked}
        label={(current) => t('general.processing.thresholdValue', { value: toPercent(current) })}
        thumbProps={{ 'aria-labelledby': 'threshold-label', 'aria-valuetext': percent }}
        marks={[
          { value: 0, label: '0 %' },
          { value: 0.5, label: '50 %' },
          { value: 1, label: '100 %' },
        ]}
        mb="lg"
        mx={4}
      />
    </div>
  );
}
