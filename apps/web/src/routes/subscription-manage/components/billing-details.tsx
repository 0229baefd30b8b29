import {
  Alert,
  Button,
  Card,
  Collapse,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { cancelSubscription, type CurrentSubscription } from '@sladd/contract';
import { IconChevronDown, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay, formatNok } from '../../../features/billing/billing-format.ts';
import { notifyError, notifySuccess } from '../../../features/billing/notify.ts';
import { storeSubscription, useBillingTranslation } from '../../../features/billing/use-billing.ts';
import { api, ApiError } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';

interface BillingDetailsProps {
  subscription: CurrentSubscription;
  /** Owners and admins of an organization, and everyone for a personal subscription. */
  canManage: boolean;
}

/**
 * The collapsible billing details: period end, cycle, the next payment; and the cancel button,
 * only while the subscription is active and not already ending (spec 3 §2).
 */
export function BillingDetails({ subscription, canManage }: BillingDetailsProps) {
  const { t, i18n } = useBillingTranslation();
  const language = i18n.resolvedLanguage;
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  /** Why cancelling was refused by the server (a role changed since the page loaded). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { plan } = subscription;
  const endDate = formatDay(subscription.current_period_end, language);
  const cancel = useMutation({
    mutationFn: () => api(cancelSubscription),
    onSuccess: async (next) => {
      setIsConfirming(false);
      notifySuccess(t('manage.cancelModal.done', { date: formatDay(next.current_period_end, language) }));
      await storeSubscription(queryClient, next);
    },
    onError: (error) => {
      const message = describeError(t, error, 'billing:errors.CANCEL_FAILED');
      if (error instanceof ApiError && error.status === 403) {
        setIsConfirming(false);
        setRefusal(message);
      } else notifyError(message);
    },
  });
  const isEnding = subscription.cancel_at_period_end;
  // Spec 3 §2: only while active, not already ending, and not for a plain member.
  const canCancel = canManage && subscription.status === 'active' && !isEnding;
  const hasNextPayment = subscription.auto_renew && !isEnding && subscription.status === 'active';
  const rows = [
    { label: t('manage.details.periodEnd'), value: endDate },
    { label: t('manage.details.cycle'), value: t(`price.cycle.${plan.period_unit}`) },
    {
      label: t('manage.details.nextPayment'),
      value: hasNextPayment
        ? t('manage.details.nextPaymentValue', {
            price: formatNok(plan.metadata.price, language, 2),
            date: endDate,
          })
        : t('manage.details.noNextPayment', { date: endDate }),
    },
  ];

  return (
    <Card component="section" aria-labelledby="billing-details-title">
      <UnstyledButton
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls="billing-details-body"
        w="100%"
        data-testid="billing-details-toggle"
      >
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="billing-details-title">
            {t('manage.details.title')}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {isOpen ? t('manage.details.hide') : t('manage.details.show')}
            </Text>
            <IconChevronDown
              size={18}
              aria-hidden="true"
              style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </Group>
      </UnstyledButton>
      {isEnding && (
        <Alert
          color="yellow"
          mt="md"
          icon={<IconInfoCircle size={18} aria-hidden="true" />}
          data-testid="ending-notice"
        >
          {t('manage.details.endsNotice', { date: endDate })}
        </Alert>
      )}
      <Collapse expanded={isOpen} id="billing-details-body">
        <Stack gap="md" mt="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0} spacing="md">
            {rows.map((row) => (
              <Stack key={row.label} gap={2}>
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {row.label}
                </Text>
                <Text component="dd" m={0} fw={500}>
                  {row.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {canCancel && (
            <Group>
              <Button
                color="red"
                variant="outline"
                // Mantine's outline red is under 4.5:1 (axe); the theme's error red passes in both schemes.
                styles={{
                  root: { color: 'var(--mantine-color-error)', borderColor: 'var(--mantine-color-error)' },
                }}
                onClick={() => setIsConfirming(true)}
              >
                {t('manage.details.cancel')}
              </Button>
            </Group>
          )}
          {refusal && (
            <Alert
              color="yellow"
              icon={<IconInfoCircle size={18} aria-hidden="true" />}
              title={refusal}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              role="alert"
              data-testid="cancel-refused"
            >
              {t('manage.details.memberHint')}
            </Alert>
          )}
        </Stack>
      </Collapse>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('manage.cancelModal.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="lg">
          <Text>{t('manage.cancelModal.text', { plan: plan.plan_name, date: endDate })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsConfirming(false)} data-autofocus>
              {t('manage.cancelModal.keep')}
            </Button>
            <Button color="red" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('manage.cancelModal.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
