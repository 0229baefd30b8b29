import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { createCheckout, getPlan, PLAN_CODES, type PlanCode, previewPlanChange } from '@sladd/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatNok } from '../../features/billing/billing-format.ts';
import { formatLongDay, PlanChangeSummary } from '../../features/billing/plan-change-summary.tsx';
import { useBillingTranslation } from '../../features/billing/use-billing.ts';
import { api } from '../../lib/api/index.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';

/** Spec 3 §2: on any error the message shows, then the page returns to /pricing. */
const RETURN_MS = 3000;

const isPlanCode = (value: string | null): value is PlanCode =>
  (PLAN_CODES as readonly string[]).includes(value ?? '');

/**
 * /subscription/checkout?plan={plan}: creates a checkout session and sends the browser to its
 * address (the built-in test checkout, or Stripe's hosted page). With `for=personal` the plan is
 * the person's own even while they work in an organization (decision 0052); without it, the server
 * buys for the organization they work in, if any. A change of a running Stripe plan has no hosted
 * page: the amount due now is shown here first, and the change is made on confirmation (decision
 * 0054); the built-in test checkout shows it on its own page.
 */
export function CheckoutPage() {
  const { t, i18n } = useBillingTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planParam = params.get('plan');
  const isPersonal = params.get('for') === 'personal';
  const plan = useQuery({
    queryKey: ['plans', planParam],
    queryFn: () => api(getPlan, { params: { plan_code: planParam ?? '' } }),
    enabled: Boolean(planParam),
    retry: false,
  });
  const buyFor = isPersonal ? { buy_for: 'personal' as const } : {};
  const preview = useQuery({
    queryKey: ['plan-change', planParam, isPersonal],
    queryFn: () => api(previewPlanChange, { query: { plan_code: planParam as PlanCode, ...buyFor } }),
    enabled: isPlanCode(planParam),
    retry: false,
    staleTime: 0,
  });
  const change = preview.data?.provider === 'stripe' ? preview.data.change : null;
  const checkout = useMutation({
    mutationFn: (planCode: PlanCode) =>
      api(createCheckout, {
        body: { plan_code: planCode, ...(isPersonal ? { buy_for: 'personal' as const } : {}) },
      }),
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under React's development double effects.
    // Waits for the preview: a Stripe plan change is confirmed on this page first. A preview that
    // fails goes on to the checkout, which says what is wrong.
    if (started.current || !isPlanCode(planParam) || preview.isPending || change) return;
    started.current = true;
    checkout.mutate(planParam);
  }, [planParam, checkout, preview.isPending, change]);

  const problem = !planParam
    ? t('errors.noPlan')
    : !isPlanCode(planParam)
      ? (plan.error && describeError(t, plan.error, 'billing:errors.CHECKOUT_FAILED')) ||
        t('errors.CHECKOUT_FAILED')
      : checkout.isError
        ? describeError(t, checkout.error, 'billing:errors.CHECKOUT_FAILED')
        : null;

  useEffect(() => {
    if (!problem) return;
    const timer = window.setTimeout(() => navigate('/pricing', { replace: true }), RETURN_MS);
    return () => window.clearTimeout(timer);
  }, [problem, navigate]);

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h2">
            {t('checkout.title')}
          </Title>
          {problem ? (
            <>
              <Alert
                color="red"
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                role="alert"
                w="100%"
                ta="left"
                data-testid="checkout-error"
              >
                {problem}
              </Alert>
              <Text size="sm" c="dimmed">
                {t('checkout.returning')}
              </Text>
              <Button component={Link} to="/pricing" variant="default">
                {t('checkout.backToPricing')}
              </Button>
            </>
          ) : change && plan.data && isPlanCode(planParam) ? (
            <Stack gap="md" w="100%" ta="left" data-testid="change-confirm">
              <Text>{t('planChange.confirmTitle')}</Text>
              <PlanChangeSummary
                change={change}
                pagesLimit={
                  plan.data.period_unit === 'year'
                    ? plan.data.pages_yearly_limit
                    : plan.data.pages_monthly_limit
                }
              />
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to="/pricing" variant="default" disabled={checkout.isPending}>
                  {t('checkout.backToPricing')}
                </Button>
                <Button onClick={() => checkout.mutate(planParam)} loading={checkout.isPending}>
                  {change.kind === 'upgrade'
                    ? t('planChange.payAndUpgrade', {
                        amount: formatNok(change.amount_due_now, i18n.resolvedLanguage, 2),
                      })
                    : t('planChange.scheduleChange', {
                        date: formatLongDay(change.effective_at, i18n.resolvedLanguage),
                      })}
                </Button>
              </Group>
            </Stack>
          ) : (
            <>
              <Loader aria-hidden="true" />
              <Text role="status">
                {plan.data
                  ? t('checkout.preparingPlan', { plan: plan.data.plan_name })
                  : t('checkout.preparing')}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
