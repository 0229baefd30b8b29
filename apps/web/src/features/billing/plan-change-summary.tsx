import { Alert, Group, Stack, Text } from '@mantine/core';
import type { PlanChange } from '@sladd/contract';
import { IconArrowsExchange } from '@tabler/icons-react';
import { formatNok, formatNumber, numberLocaleOf } from './billing-format.ts';
import { useBillingTranslation } from './use-billing.ts';

/** A day as words ("12 December 2026" / "12. desember 2026"): when a change takes effect. */
export function formatLongDay(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(numberLocaleOf(language), { dateStyle: 'long' }).format(new Date(iso));
}

/**
 * What a plan change costs now and what follows (decision 0054), shown before anyone pays: on the
 * built-in test checkout and on the checkout page's confirmation for Stripe.
 */
export function PlanChangeSummary({ change, pagesLimit }: { change: PlanChange; pagesLimit: number }) {
  const { t, i18n } = useBillingTranslation();
  const language = i18n.resolvedLanguage;
  const nok = (amount: number) => formatNok(amount, language, 2);
  const per = t(`price.perUnit.${change.period_unit}`);
  const date = formatLongDay(change.next_payment_at, language);
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconArrowsExchange size={18} aria-hidden="true" />}
      title={t('planChange.from', { from: change.from_plan_name, to: change.to_plan_name })}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="plan-change"
      data-kind={change.kind}
    >
      <Stack gap={6}>
        <Group gap="xs" align="baseline">
          <Text size="sm" c="dimmed">
            {t('planChange.dueNow')}
          </Text>
          <Text fw={700} size="lg" data-testid="amount-due-now">
            {nok(change.amount_due_now)}
          </Text>
        </Group>
        {change.kind === 'upgrade' ? (
          <>
            <Text size="sm" data-testid="plan-change-terms">
              {change.new_period
                ? t('planChange.upgradeNewPeriod', {
                    amount: nok(change.amount_due_now),
                    plan: change.to_plan_name,
                    credit: nok(change.next_price - change.amount_due_now + change.credit_left),
                    from: change.from_plan_name,
                    price: nok(change.next_price),
                    per,
                    date,
                  })
                : t('planChange.upgradeDue', {
                    amount: nok(change.amount_due_now),
                    price: nok(change.next_price),
                    per,
                    date,
                  })}
            </Text>
            {change.credit_left > 0 && (
              <Text size="sm">{t('planChange.creditLeft', { credit: nok(change.credit_left) })}</Text>
            )}
            <Text size="sm">{t('planChange.pagesKept', { limit: formatNumber(pagesLimit, language) })}</Text>
          </>
        ) : (
          <>
            <Text size="sm" data-testid="plan-change-terms">
              {t('planChange.downgrade', {
                plan: change.to_plan_name,
                date: formatLongDay(change.effective_at, language),
                price: nok(change.next_price),
                per,
              })}
            </Text>
            <Text size="sm">{t('planChange.downgradeKeep', { from: change.from_plan_name })}</Text>
          </>
        )}
      </Stack>
    </Alert>
  );
}
