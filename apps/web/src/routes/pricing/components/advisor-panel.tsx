import { Anchor, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  analyseUsage,
  type CurrentSubscription,
  type Plan,
  recommendPlans,
  renewalOf,
} from '@sladd/contract';
import { Link } from 'react-router';
import { formatDay, formatNumber } from '../../../features/billing/billing-format.ts';
import { UsageFigures } from '../../../features/billing/usage-figures.tsx';
import { useBillingTranslation } from '../../../features/billing/use-billing.ts';
import { EnterpriseCard } from './enterprise-card.tsx';
import { PlanCard, type PlanAction } from './plan-card.tsx';

export type AdvisorMode = { kind: 'upgrade'; planCode: string } | { kind: 'renew'; planCode: string };

interface AdvisorPanelProps {
  mode: AdvisorMode;
  subscription: CurrentSubscription;
  plans: Plan[];
  actionOf: (plan: Plan) => PlanAction;
}

/**
 * Upgrade and renew modes of the pricing page (spec 3 §2, §4): the usage analysis of the current
 * subscription and the advisor's recommended plans, at most 3 monthly and 2 yearly or enterprise.
 */
export function AdvisorPanel({ mode, subscription, plans, actionOf }: AdvisorPanelProps) {
  const { t, i18n } = useBillingTranslation();
  const language = i18n.resolvedLanguage;
  const { usage } = subscription;
  const analysis = analyseUsage({
    pagesUsed: usage.pages_used,
    pagesLimit: usage.pages_limit,
    periodStart: subscription.current_period_start,
    periodEnd: subscription.current_period_end,
  });
  const currentPlan = plans.find((plan) => plan.plan_code === mode.planCode) ?? subscription.plan;
  const recommendations = recommendPlans(plans, {
    planCode: currentPlan.plan_code,
    monthlyLimit: currentPlan.pages_monthly_limit,
    projectedMonthly: analysis.predictedMonthly,
  });
  const renewal =
    mode.kind === 'renew'
      ? renewalOf({
          pagesLimit: usage.pages_limit,
          pagesUsed: usage.pages_used,
          periodStart: subscription.current_period_start,
          periodEnd: subscription.current_period_end,
        })
      : null;
  const percent = Math.min(100, analysis.usagePercentage);

  return (
    <Stack gap="lg" data-testid="advisor">
      <Card component="section" aria-labelledby="advisor-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="advisor-title">
            {mode.kind === 'renew'
              ? t('pricing.advisor.renewTitle', { plan: currentPlan.plan_name })
              : t('pricing.advisor.upgradeTitle')}
          </Title>
          {renewal ? (
            <>
              <Text>
                {t('pricing.advisor.renewText', {
                  quota: formatNumber(usage.pages_limit, language),
                  remaining: formatNumber(analysis.pagesRemaining, language),
                  total: formatNumber(renewal.newTotal, language),
                  days: renewal.extensionDays,
                  date: formatDay(renewal.newPeriodEnd, language),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('pricing.advisor.renewAutomatic')}{' '}
                <Anchor component={Link} to="/subscription/manage">
                  {t('pricing.manage')}
                </Anchor>
              </Text>
            </>
          ) : (
            <Text>
              {t('pricing.advisor.upgradeText', {
                daily: formatNumber(analysis.dailyAverage, language, 1),
                projected: formatNumber(Math.round(analysis.predictedMonthly), language),
                plan: currentPlan.plan_name,
                limit: formatNumber(currentPlan.pages_monthly_limit, language),
              })}
            </Text>
          )}
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {t('pricing.advisor.usageTitle')}
              </Text>
              <Text size="sm">
                {t('usage.pagesOf', {
                  used: formatNumber(usage.pages_used, language),
                  total: formatNumber(usage.pages_limit, language),
                })}
              </Text>
            </Group>
            <Progress
              value={percent}
              color={
                analysis.urgencyLevel === 'critical'
                  ? 'red'
                  : analysis.urgencyLevel === 'high'
                    ? 'orange'
                    : 'ink'
              }
              aria-label={t('alert.progressLabel')}
              size="lg"
            />
          </Stack>
          <UsageFigures analysis={analysis} />
        </Stack>
      </Card>
      <Title order={2} size="h3">
        {t('pricing.advisor.recommended')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {recommendations
          .filter((item) => item.kind !== 'enterprise')
          .map((item, index) => {
            const plan = plans.find((candidate) => candidate.plan_code === item.plan_code);
            return plan ? (
              <PlanCard
                key={plan.plan_code}
                plan={plan}
                action={actionOf(plan)}
                isFeatured={index === 0}
                note={t(`pricing.advisor.priority.${item.priority}`)}
              />
            ) : null;
          })}
      </SimpleGrid>
      {recommendations.some((item) => item.kind === 'enterprise') && (
        <EnterpriseCard note={t('pricing.advisor.priority.4')} />
      )}
      <Group>
        <Button component={Link} to="/pricing" variant="subtle">
          {t('pricing.advisor.allPlans')}
        </Button>
      </Group>
    </Stack>
  );
}
