import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { createCheckout, getPlan, PLAN_CODES, type PlanCode } from '@sladd/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
 * buys for the organization they work in, if any.
 */
export function CheckoutPage() {
  const { t } = useBillingTranslation();
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
    if (started.current || !isPlanCode(planParam)) return;
    started.current = true;
    checkout.mutate(planParam);
  }, [planParam, checkout]);

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
