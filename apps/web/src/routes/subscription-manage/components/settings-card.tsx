import { Button, Card, Group, Stack, Switch, Title } from '@mantine/core';
import { type CurrentSubscription, setAutoRenew } from '@sladd/contract';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../features/billing/notify.ts';
import { storeSubscription, useBillingTranslation } from '../../../features/billing/use-billing.ts';
import { api } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';

/**
 * Auto-renewal (PUT, then the subscription reloads) and the way to another plan, for those who may
 * manage the subscription (a personal plan; an organization's owner and admins). Another plan is
 * offered only to whom may buy one: an admin changes auto-renewal but not the plan (spec 3 §6).
 */
export function SettingsCard({
  subscription,
  mayChangePlan,
}: {
  subscription: CurrentSubscription;
  mayChangePlan: boolean;
}) {
  const { t } = useBillingTranslation();
  const queryClient = useQueryClient();
  const autoRenew = useMutation({
    mutationFn: (value: boolean) => api(setAutoRenew, { body: { auto_renew: value } }),
    onSuccess: async (next) => {
      notifySuccess(next.auto_renew ? t('manage.settings.autoRenewOn') : t('manage.settings.autoRenewOff'));
      await storeSubscription(queryClient, next);
    },
    onError: (error) => notifyError(describeError(t, error, 'billing:errors.AUTO_RENEW_FAILED')),
  });
  const isOn = autoRenew.isPending ? Boolean(autoRenew.variables) : subscription.auto_renew;
  return (
    <Card component="section" aria-labelledby="subscription-settings-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="subscription-settings-title">
          {t('manage.settings.title')}
        </Title>
        <Switch
          label={t('manage.settings.autoRenew')}
          description={t('manage.settings.autoRenewHint')}
          checked={isOn}
          disabled={autoRenew.isPending}
          onChange={(event) => autoRenew.mutate(event.currentTarget.checked)}
          data-testid="auto-renew"
          size="md"
        />
        {mayChangePlan && (
          <Group>
            <Button
              component={Link}
              to="/pricing"
              variant="default"
              leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
            >
              {t('manage.settings.changePlan')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
