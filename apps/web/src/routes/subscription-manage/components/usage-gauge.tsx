import { SemiCircleProgress, Stack, Text } from '@mantine/core';
import { gaugeTone } from '@sladd/contract';
import { formatNumber } from '../../../features/billing/billing-format.ts';
import { useBillingTranslation } from '../../../features/billing/use-billing.ts';

const TONE_COLORS = { success: 'teal', warning: 'yellow', error: 'red' } as const;

/** The semicircular pages gauge: used, of total and percent; green to 70 %, yellow to 90 %, red above. */
export function UsageGauge({ used, total }: { used: number; total: number }) {
  const { t, i18n } = useBillingTranslation();
  const language = i18n.resolvedLanguage;
  const percent = total > 0 ? (used / total) * 100 : used > 0 ? 100 : 0;
  const tone = gaugeTone(percent);
  const percentText = formatNumber(percent, language, 1);
  const usedText = formatNumber(used, language);
  const totalText = formatNumber(total, language);
  return (
    <Stack
      gap={4}
      align="center"
      role="img"
      aria-label={t('usage.gaugeLabel', { used: usedText, total: totalText, percent: percentText })}
      data-testid="usage-gauge"
      data-tone={tone}
    >
      <SemiCircleProgress
        value={Math.min(100, percent)}
        size={220}
        thickness={18}
        filledSegmentColor={TONE_COLORS[tone]}
        label={`${percentText} %`}
        styles={{ label: { fontSize: 28, fontWeight: 700 } }}
      />
      <Text fw={600}>{t('usage.pagesOf', { used: usedText, total: totalText })}</Text>
      <Text size="sm" c="dimmed">
        {t('usage.percentUsed', { percent: percentText })}
      </Text>
    </Stack>
  );
}
