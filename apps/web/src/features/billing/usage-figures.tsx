import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { UsageAnalysis } from '@sladd/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from './billing-format.ts';
import { useBillingTranslation } from './use-billing.ts';

/** The usage figures' labels and values in the person's language (spec 3 §2 usage alert). */
export function usageFigureTexts(
  t: TFunction<['billing', 'translation']>,
  language: string | undefined,
  analysis: Pick<UsageAnalysis, 'dailyAverage' | 'predictedMonthly' | 'daysUntilExhaustion'>,
): Array<{ label: string; value: string }> {
  const days = analysis.daysUntilExhaustion;
  // The number as shown decides "page" or "pages": 0.96 a day is shown as 1, so "1 page".
  const daily = Math.round(analysis.dailyAverage * 10) / 10;
  const monthly = Math.round(analysis.predictedMonthly);
  return [
    {
      label: t('usage.dailyAverage'),
      value: t('usage.dailyAverageValue', { count: daily, value: formatNumber(daily, language, 1) }),
    },
    {
      label: t('usage.monthlyProjection'),
      value: t('usage.monthlyProjectionValue', { count: monthly, value: formatNumber(monthly, language) }),
    },
    // Pages that outlast the period have no day they run out on: "Pages last: the whole period".
    days === null
      ? { label: t('usage.pagesLast'), value: t('usage.lastsThePeriod') }
      : { label: t('usage.daysUntilDepletion'), value: t('usage.daysValue', { count: Math.ceil(days) }) },
  ];
}

/** Daily average, monthly projection and days until the pages run out (spec 3 §2 usage alert). */
export function UsageFigures({ analysis }: { analysis: UsageAnalysis }) {
  const { t, i18n } = useBillingTranslation();
  const figures = usageFigureTexts(t, i18n.resolvedLanguage, analysis);
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
