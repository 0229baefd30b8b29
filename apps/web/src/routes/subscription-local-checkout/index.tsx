import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { cancelLocalCheckout, completeLocalCheckout, getLocalCheckout } from '@sladd/contract';
import { IconAlertTriangle, IconFlask, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { formatNok, formatNumber, numberLocaleOf } from '../../features/billing/billing-format.ts';
import { PlanChangeSummary } from '../../features/billing/plan-change-summary.tsx';
import { storeSubscription, useBillingTranslation } from '../../features/billing/use-billing.ts';
import { api, ApiError } from '../../lib/api/index.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';

// A deep orange: unmistakably not the app's ink blue, and white text on it passes WCAG AA.
const TEST_COLOR = '#9a3412';

type ClosedState = 'complete' | 'canceled' | 'expired' | 'notFound';

/**
 * /subscription/local-checkout/:sessionId: the built-in test checkout (BILLING=local). No card,
 * no money: "Pay (test)" completes the session through the same path a Stripe webhook takes.
 */
export function LocalCheckoutPage() {
  const { t, i18n } = useBillingTranslation();
  const language = i18n.resolvedLanguage;
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ['checkout', sessionId],
    queryFn: () => api(getLocalCheckout, { params: { session_id: sessionId } }),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: () => api(completeLocalCheckout, { params: { session_id: sessionId } }),
    onSuccess: async (subscription) => {
      await storeSubscription(queryClient, subscription);
      // A change of a running plan goes back to the subscription page; a first plan is celebrated.
      const change = session.data?.change;
      navigate(change ? `/subscription/manage?changed=${change.kind}` : '/playground?subscription=success');
    },
    onError: () => void session.refetch(),
  });
  const cancel = useMutation({
    mutationFn: () => api(cancelLocalCheckout, { params: { session_id: sessionId } }),
    onSuccess: () => navigate('/pricing?canceled=true'),
  });

  const isNotFound =
    session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400);
  const closed: ClosedState | null = isNotFound
    ? 'notFound'
    : session.data && session.data.status !== 'open'
      ? session.data.status
      : null;
  const isBusy = pay.isPending || cancel.isPending;

  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="lg">
        <Alert
          variant="filled"
          color={TEST_COLOR}
          radius="lg"
          icon={<IconFlask size={22} aria-hidden="true" />}
          title={t('localCheckout.testBanner')}
          data-testid="test-payment-notice"
          styles={{ title: { fontSize: 18, letterSpacing: 1 } }}
        >
          {t('localCheckout.testText')}
        </Alert>
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Group gap="sm">
              <Title order={1} size="h2">
                {t('localCheckout.title')}
              </Title>
              <Badge color={TEST_COLOR} variant="filled">
                {t('localCheckout.testBanner')}
              </Badge>
            </Group>
            {session.isPending && (
              <Stack gap="sm" aria-busy="true" aria-label={t('localCheckout.loading')}>
                <Skeleton h={24} />
                <Skeleton h={24} />
                <Skeleton h={24} />
              </Stack>
            )}
            {session.isError && !isNotFound && (
              <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
                {describeError(t, session.error, 'billing:localCheckout.payFailed')}
              </Alert>
            )}
            {closed && (
              <Stack gap="md" align="flex-start" data-testid="checkout-closed">
                <Alert
                  color="gray"
                  icon={<IconInfoCircle size={18} aria-hidden="true" />}
                  role="status"
                  w="100%"
                >
                  {t(`localCheckout.states.${closed}`)}
                </Alert>
                <Group>
                  <Button component={Link} to="/pricing">
                    {t('checkout.backToPricing')}
                  </Button>
                  {closed === 'complete' && (
                    <Button component={Link} to="/subscription/manage" variant="default">
                      {t('localCheckout.manage')}
                    </Button>
                  )}
                </Group>
              </Stack>
            )}
            {session.data && !closed && (
              <>
                {session.data.change && (
                  <PlanChangeSummary
                    change={session.data.change}
                    pagesLimit={
                      session.data.plan.period_unit === 'year'
                        ? session.data.plan.pages_yearly_limit
                        : session.data.plan.pages_monthly_limit
                    }
                  />
                )}
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    {t('localCheckout.summary')}
                  </Title>
                  <Table variant="vertical" layout="fixed" withTableBorder>
                    <Table.Tbody>
                      <Table.Tr>
                        <Table.Th w={160}>{t('localCheckout.plan')}</Table.Th>
                        <Table.Td data-testid="checkout-plan">{session.data.plan.plan_name}</Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th>{t('localCheckout.price')}</Table.Th>
                        <Table.Td>
                          <Text fw={700} span data-testid="checkout-price">
                            {formatNok(session.data.plan.metadata.price, language, 2)}
                          </Text>{' '}
                          <Text span c="dimmed" size="sm">
                            {t(`price.perUnit.${session.data.plan.period_unit}`)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th>{t('localCheckout.period')}</Table.Th>
                        <Table.Td>{t(`price.cycle.${session.data.plan.period_unit}`)}</Table.Td>
                      </Table.Tr>
                      <Table.Tr>
                        <Table.Th>{t('localCheckout.pages')}</Table.Th>
                        <Table.Td>
                          {session.data.plan.period_unit === 'year'
                            ? t('pricing.pagesPerYear', {
                                pages: formatNumber(session.data.plan.pages_yearly_limit, language),
                              })
                            : t('pricing.pagesPerMonth', {
                                pages: formatNumber(session.data.plan.pages_monthly_limit, language),
                              })}
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                  <Text size="sm" c="dimmed">
                    {t('localCheckout.expires', {
                      time: new Intl.DateTimeFormat(numberLocaleOf(language), { timeStyle: 'short' }).format(
                        new Date(session.data.expires_at),
                      ),
                    })}
                  </Text>
                </Stack>
                {(pay.isError || cancel.isError) && (
                  <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
                    {pay.isError
                      ? describeError(t, pay.error, 'billing:localCheckout.payFailed')
                      : describeError(t, cancel.error, 'billing:localCheckout.cancelFailed')}
                  </Alert>
                )}
                <Group justify="flex-end" gap="sm">
                  <Button
                    variant="default"
                    onClick={() => cancel.mutate()}
                    loading={cancel.isPending}
                    disabled={isBusy}
                  >
                    {t('localCheckout.cancel')}
                  </Button>
                  <Button
                    color={TEST_COLOR}
                    size="md"
                    onClick={() => pay.mutate()}
                    loading={pay.isPending}
                    disabled={isBusy}
                    leftSection={<IconFlask size={18} aria-hidden="true" />}
                  >
                    {session.data.change?.kind === 'downgrade'
                      ? t('planChange.confirmChange')
                      : t('localCheckout.pay')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
