import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Plan } from '@sladd/contract';
import { Link } from 'react-router';
import { formatNok, formatNumber } from '../../../features/billing/billing-format.ts';
import { PlanFeatures } from '../../../features/billing/plan-features.tsx';
import { useBillingTranslation, usePlanName } from '../../../features/billing/use-billing.ts';

/** What a plan card's button does for this person. */
export type PlanAction =
  | { kind: 'link'; to: string; label: string }
  | { kind: 'current' }
  | { kind: 'orgMember' }
  | { kind: 'none' };

interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
  isPopular?: boolean;
  /** Drawn out (border, filled button): the popular plans, or the advisor's first choice. */
  isFeatured?: boolean;
  /** A recommendation's label (advisor view). */
  note?: string;
}

/** One plan: name, NOK price ("Free" for 0), pages, features and the action. */
export function PlanCard({ plan, action, isPopular = false, isFeatured = isPopular, note }: PlanCardProps) {
  const { t, i18n } = useBillingTranslation();
  const planName = usePlanName();
  const language = i18n.resolvedLanguage;
  const price = plan.metadata.price;
  const isYearly = plan.period_unit === 'year';
  const titleId = `plan-${plan.plan_code}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid={`plan-${plan.plan_code}`}
      h="100%"
      shadow={isFeatured ? 'md' : undefined}
      style={{
        borderColor: isFeatured ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: isFeatured ? 2 : undefined,
        overflow: 'visible',
      }}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs" mih={26}>
          <Title order={3} size="h4" id={titleId}>
            {planName(plan)}
          </Title>
          {isPopular && <Badge variant="filled">{t('pricing.mostPopular')}</Badge>}
          {!isPopular && note && <Badge variant="light">{note}</Badge>}
        </Group>
        {isPopular && note && (
          <Badge variant="light" mt={-8}>
            {note}
          </Badge>
        )}
        <div>
          <Text fz={32} fw={700} lh={1.1}>
            {price === 0 ? t('price.free') : formatNok(price, language)}
          </Text>
          {price > 0 && (
            <Text size="sm" c="dimmed">
              {t(`price.perUnit.${plan.period_unit}`)}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {isYearly
              ? t('pricing.pagesPerYear', { pages: formatNumber(plan.pages_yearly_limit, language) })
              : t('pricing.pagesPerMonth', { pages: formatNumber(plan.pages_monthly_limit, language) })}
          </Text>
          {plan.metadata.savings && (
            <Badge color="teal" variant="dot">
              {t('pricing.savings', { savings: plan.metadata.savings })}
            </Badge>
          )}
        </Group>
        <div style={{ flex: 1 }}>
          <PlanFeatures features={plan.metadata.features} />
        </div>
        <PlanButton action={action} isFeatured={isFeatured} />
      </Stack>
    </Card>
  );
}

/** Long labels ('Contact Organization Owner', Norwegian texts) wrap instead of being cut off in a narrow card. */
const WRAPPING_LABEL = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  inner: { paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

function PlanButton({ action, isFeatured }: { action: PlanAction; isFeatured: boolean }) {
  const { t } = useBillingTranslation();
  if (action.kind === 'none') return null;
  if (action.kind === 'current')
    return (
      <Button variant="default" disabled fullWidth styles={WRAPPING_LABEL}>
        {t('pricing.currentPlan')}
      </Button>
    );
  if (action.kind === 'orgMember')
    return (
      <Button variant="default" disabled fullWidth styles={WRAPPING_LABEL}>
        {t('pricing.orgMember.button')}
      </Button>
    );
  return (
    <Button
      component={Link}
      to={action.to}
      variant={isFeatured ? 'filled' : 'light'}
      fullWidth
      styles={WRAPPING_LABEL}
    >
      {action.label}
    </Button>
  );
}
