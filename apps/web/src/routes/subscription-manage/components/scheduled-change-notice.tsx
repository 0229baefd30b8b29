import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { cancelScheduledChange, type CurrentSubscription } from '@sladd/contract';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatNok } from '../../../features/billing/billing-format.ts';
import { notifyError, notifySuccess } from '../../../features/billing/notify.ts';
import { formatLongDay } from '../../../features/billing/plan-change-summary.tsx';
import { storeSubscription, useBillingTranslation } from '../../../features/billing/use-billing.ts';
import { api } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';

/**
 * A plan change waiting for the period end (a downgrade, decision 0054): when it happens and what
 * it costs then, and — for whoever may change the plan — a way to keep the current plan.
 */
export function ScheduledChangeNotice({
  subscription,
  mayChangePlan,
}: {
  subscription: CurrentSubscription;
  mayChangePlan: boolean;
}) {
  const { t, i18n } = useBillingTranslation();
  const language = i18n.resolvedLanguage;
  const queryClient = useQueryClient();
  const keep = useMutation({
    mutationFn: () => api(cancelScheduledChange),
    onSuccess: async (next) => {
      notifySuccess(t('planChange.kept', { plan: next.plan.plan_name }));
      await storeSubscription(queryClient, next);
    },
    onError: (error) => notifyError(describeError(t, error, 'billing:planChange.keepFailed')),
  });
  const scheduled = subscription.scheduled_change;
  if (!scheduled) return null;
  const date = formatLongDay(scheduled.at, language);
  return (
    <Alert
      color="blue"
      icon={<IconCalendarEvent size={18} aria-hidden="true" />}
      title={t('planChange.scheduled', { plan: scheduled.plan_name, date })}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="scheduled-change"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t('planChange.scheduledText', {
            current: subscription.plan.plan_name,
            date,
            price: formatNok(scheduled.price, language, 2),
            per: t(`price.perUnit.${scheduled.period_unit}`),
          })}
        </Text>
        {mayChangePlan && (
          <Group>
            <Button size="xs" variant="default" onClick={() => keep.mutate()} loading={keep.isPending}>
              {t('planChange.keep', { plan: subscription.plan.plan_name })}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
