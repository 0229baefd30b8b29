import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CheckoutBuyer, Plan } from '@sladd/contract';
import { isPremiumStatus } from '@sladd/contract';
import { IconAlertTriangle, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMe } from '../../lib/queries/use-me.ts';
import { HIDDEN_PLANS, MOST_POPULAR_PLANS } from '../../features/billing/billing-format.ts';
import { BillingOffNotice } from '../../features/billing/billing-off-notice.tsx';
import { checkoutPathOf, purchaseRightsOf } from '../../features/billing/purchase-rights.ts';
import {
  useBillingInfo,
  useBillingTranslation,
  usePlans,
  useSubscription,
} from '../../features/billing/use-billing.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';
import { useOrganizationContext } from '../../lib/queries/organization-context.ts';
import { AdvisorPanel, type AdvisorMode } from './components/advisor-panel.tsx';
import { EnterpriseCard } from './components/enterprise-card.tsx';
import { PlanCard, type PlanAction } from './components/plan-card.tsx';
import { useCheckoutNotice } from './hooks/use-checkout-notice.ts';

type Cycle = 'month' | 'year';

/** ?upgrade=true&current={plan} or ?renew=true&plan={plan}: the advisor view (spec 3 §2). */
function readAdvisorMode(params: URLSearchParams): AdvisorMode | null {
  const current = params.get('current');
  const plan = params.get('plan');
  if (params.get('upgrade') === 'true' && current) return { kind: 'upgrade', planCode: current };
  if (params.get('renew') === 'true' && plan) return { kind: 'renew', planCode: plan };
  return null;
}

/** /pricing: hero, monthly/yearly toggle, plan cards, the enterprise card; upgrade and renew modes. */
export function PricingPage() {
  const { t } = useBillingTranslation();
  const [params] = useSearchParams();
  const { data: me } = useMe();
  const isSignedIn = Boolean(me);
  const plans = usePlans();
  const billing = useBillingInfo();
  const subscription = useSubscription({ isEnabled: isSignedIn });
  const organizations = useOrganizationContext({ isEnabled: isSignedIn });
  const [cycle, setCycle] = useState<Cycle>('month');
  /** An owner's choice while the organization has no running plan: for it (default) or just for them. */
  const [ownerBuysFor, setOwnerBuysFor] = useState<CheckoutBuyer>('organization');
  useCheckoutNotice();

  const current = isSignedIn ? subscription.data : null;
  const rights = purchaseRightsOf({
    isSignedIn,
    organization: isSignedIn ? organizations.active : null,
    subscription: current,
  });
  /** Whom the plan buttons buy for. */
  const buyFor: CheckoutBuyer =
    rights.kind === 'owner'
      ? rights.mayBuyPersonal
        ? ownerBuysFor
        : 'organization'
      : rights.kind === 'self'
        ? 'personal'
        : rights.kind === 'personal'
          ? 'personal'
          : 'organization';
  /** The buyer's own running plan: an organization's is not the person's, nor the other way round. */
  const buyersPlan =
    current && current.is_organization_subscription === (buyFor === 'organization') ? current : null;
  const advisorMode = readAdvisorMode(params);
  const isAdvisor = Boolean(advisorMode && current && plans.data);
  /** A signed-in person's buttons wait for their subscription and organizations: no wrong button flashes. */
  const isDeciding = isSignedIn && (subscription.isPending || organizations.query.isPending);

  function actionOf(plan: Plan): PlanAction {
    if (buyersPlan && buyersPlan.plan_code === plan.plan_code && isPremiumStatus(buyersPlan.status))
      return { kind: 'current' };
    if (plan.metadata.price === 0)
      return isSignedIn
        ? current
          ? { kind: 'none' }
          : { kind: 'current' }
        : { kind: 'link', to: '/signup', label: t('pricing.startFree') };
    if (rights.kind === 'contactOwner') return { kind: 'orgMember' };
    const to = isSignedIn ? checkoutPathOf(plan.plan_code, buyFor) : `/signup?plan=${plan.plan_code}`;
    return { kind: 'link', to, label: t('pricing.choose', { plan: plan.plan_name }) };
  }

  const visible = (plans.data ?? []).filter(
    (plan) => !HIDDEN_PLANS.has(plan.plan_code) && (plan.metadata.price === 0 || plan.period_unit === cycle),
  );
  const bestSaving = (plans.data ?? []).find((plan) => plan.period_unit === 'year' && plan.metadata.savings)
    ?.metadata.savings;

  return (
    <Container size="lg" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="sm" ta="center" align="center" maw={720} mx="auto">
          <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
            {t('pricing.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('pricing.subtitle')}
          </Text>
          <Text size="sm" data-testid="page-count-rule">
            {t('pricing.pageCountRule')}
          </Text>
          {!isSignedIn && (
            <Stack gap="xs" align="center" mt="xs">
              <Text size="sm">{t('pricing.visitorText')}</Text>
              <Group gap="sm">
                <Button component={Link} to="/signup">
                  {t('pricing.signup')}
                </Button>
                <Button component={Link} to="/login" variant="default">
                  {t('pricing.login')}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>

        {billing.data?.mode === 'off' ? (
          <BillingOffNotice />
        ) : (
          <>
            {!isDeciding && rights.kind === 'contactOwner' && (
              <Alert
                color="yellow"
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                role="status"
                data-testid="purchase-notice"
                data-kind="contactOwner"
              >
                {t('pricing.orgMember.warning')}
              </Alert>
            )}
            {!isDeciding && rights.kind === 'self' && (
              <Alert
                color="blue"
                icon={<IconInfoCircle size={18} aria-hidden="true" />}
                role="status"
                data-testid="purchase-notice"
                data-kind={rights.reason}
              >
                {t(`pricing.self.${rights.reason}`, { organization: rights.organization.name })}
              </Alert>
            )}
            {!isDeciding && rights.kind === 'owner' && (
              <Alert
                color="blue"
                icon={<IconUsers size={18} aria-hidden="true" />}
                data-testid="purchase-notice"
                data-kind={buyFor === 'organization' ? 'forOrganization' : 'forOwner'}
              >
                <Stack gap="sm">
                  {rights.mayBuyPersonal && (
                    <Group gap="sm">
                      <Text size="sm" fw={600} id="buy-for-label">
                        {t('pricing.buyFor.label')}
                      </Text>
                      <SegmentedControl
                        aria-labelledby="buy-for-label"
                        value={ownerBuysFor}
                        onChange={(value) => setOwnerBuysFor(value as CheckoutBuyer)}
                        data={[
                          { value: 'organization', label: rights.organization.name },
                          { value: 'personal', label: t('pricing.buyFor.me') },
                        ]}
                        data-testid="buy-for"
                      />
                    </Group>
                  )}
                  <Text size="sm">
                    {buyFor === 'organization'
                      ? t('pricing.buyFor.organizationNote', { organization: rights.organization.name })
                      : t('pricing.buyFor.personalNote', { organization: rights.organization.name })}
                  </Text>
                </Stack>
              </Alert>
            )}
            {(plans.isPending || isDeciding) && (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} aria-busy="true">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} h={380} radius="lg" />
                ))}
              </SimpleGrid>
            )}
            {plans.isError && (
              <Alert
                color="red"
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                title={t('pricing.errorTitle')}
                role="alert"
              >
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{describeError(t, plans.error, 'billing:errors.LOAD_PLANS_FAILED')}</Text>
                  <Button size="xs" variant="default" onClick={() => void plans.refetch()}>
                    {t('pricing.tryAgain')}
                  </Button>
                </Stack>
              </Alert>
            )}
            {plans.data && visible.length === 0 && (
              <Alert
                color="gray"
                icon={<IconInfoCircle size={18} aria-hidden="true" />}
                title={t('pricing.empty.title')}
              >
                {t('pricing.empty.text')}
              </Alert>
            )}
            {isDeciding ? null : isAdvisor && advisorMode && current && plans.data ? (
              <AdvisorPanel
                mode={advisorMode}
                subscription={current}
                plans={plans.data}
                actionOf={actionOf}
              />
            ) : (
              plans.data &&
              visible.length > 0 && (
                <Stack gap="lg">
                  <Group justify="center" gap="sm">
                    <SegmentedControl
                      aria-label={t('pricing.billingCycle')}
                      value={cycle}
                      onChange={(value) => setCycle(value as Cycle)}
                      data={[
                        { value: 'month', label: t('pricing.monthly') },
                        { value: 'year', label: t('pricing.yearly') },
                      ]}
                      size="md"
                      radius="xl"
                    />
                    {bestSaving && (
                      <Text size="sm" c="teal.9" fw={600} darkHidden>
                        {t('pricing.yearlySaving', { savings: bestSaving })}
                      </Text>
                    )}
                    {bestSaving && (
                      <Text size="sm" c="teal.4" fw={600} lightHidden>
                        {t('pricing.yearlySaving', { savings: bestSaving })}
                      </Text>
                    )}
                  </Group>
                  <SimpleGrid
                    cols={{ base: 1, sm: 2, md: visible.length >= 4 ? 4 : visible.length }}
                    spacing="lg"
                    aria-label={t('pricing.plansLabel')}
                    role="list"
                  >
                    {visible.map((plan) => (
                      <div role="listitem" key={plan.plan_code}>
                        <PlanCard
                          plan={plan}
                          action={actionOf(plan)}
                          isPopular={MOST_POPULAR_PLANS.has(plan.plan_code)}
                        />
                      </div>
                    ))}
                  </SimpleGrid>
                  <EnterpriseCard />
                </Stack>
              )
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
