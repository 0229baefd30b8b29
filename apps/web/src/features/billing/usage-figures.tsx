import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { UsageAnalysis } from '@sladd/contract';
import { formatNumber } from './billing-format.ts';
import { useBillingTranslation } from './use-billing.ts';

/** Daily average, monthly projection and days until the pages run out (spec 3 §2 usage alert). */
export function UsageFigures({ analysis }: { analysis: UsageAnalysis }) {
  const { t, i18n } = useBillingTranslation();
  const language = i18n.resolvedLanguage;
  const days = analysis.daysUntilExhaustion;
  const figures = [
    {
      label: t('usage.dailyAverage'),
      value: t('usage.dailyAverageValue', { value: formatNumber(analysis.dailyAverage, language, 1) }),
    },
    {
      label: t('usage.monthlyProjection'),
      value: t('usage.monthlyProjectionValue', {
        value: formatNumber(Math.round(analysis.predictedMonthly), language),
      }),
    },
    {
      label: t('usage.daysUntilDepletion'),
      value: days === null ? t('usage.lastsThePeriod') : t('usage.daysValue', { count: Math.ceil(days) }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
      {figures.map((figure) => (
        <Stack key={figure.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {figure.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
