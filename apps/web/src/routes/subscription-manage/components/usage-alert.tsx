import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  type CurrentSubscription,
  type UrgencyLevel,
  type UsageAnalysis,
  USAGE_THRESHOLDS,
} from '@sladd/contract';
import { IconAlertTriangle, IconChartLine } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../features/billing/billing-format.ts';
import { UsageFigures } from '../../../features/billing/usage-figures.tsx';
import { useBillingTranslation } from '../../../features/billing/use-billing.ts';

const URGENCY_COLORS: Record<UrgencyLevel, string> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'blue',
  none: 'blue',
};

interface UsageAlertProps {
  subscription: CurrentSubscription;
  analysis: UsageAnalysis;
  /** Upgrade and renew lead to buying: only for whom may buy the plan (not an organization's admins and members). */
  mayChangePlan?: boolean;
}

/**
 * The usage alert banner of spec 3 §2: from 0.1 % of the pages on, with the pace, the projection,
 * the days left, an upgrade action and (when the pages run out before the period does) a renew
 * action. It cannot be dismissed when the urgency is critical.
 */
export function UsageAlert({ subscription, analysis, mayChangePlan = true }: UsageAlertProps) {
  const { t, i18n } = useBillingTranslation();
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed || analysis.usagePercentage < USAGE_THRESHOLDS.alertMinimumPercent) return null;
  const level = analysis.urgencyLevel;
  const isCritical = level === 'critical';
  const code = subscription.plan_code;
  const percentText = formatNumber(analysis.usagePercentage, i18n.resolvedLanguage, 1);
  return (
    <Alert
      color={URGENCY_COLORS[level]}
      variant="light"
      radius="lg"
      icon={
        isCritical || level === 'high' ? (
          <IconAlertTriangle size={20} aria-hidden="true" />
        ) : (
          <IconChartLine size={20} aria-hidden="true" />
        )
      }
      title={t(`alert.title.${level}`)}
      role={isCritical ? 'alert' : 'status'}
      data-testid="usage-alert"
      data-urgency={level}
      withCloseButton={!isCritical}
      closeButtonLabel={t('alert.dismiss')}
      onClose={() => setIsDismissed(true)}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('alert.text', { percent: percentText })}</Text>
        <Progress
          value={Math.min(100, analysis.usagePercentage)}
          color={URGENCY_COLORS[level]}
          size="md"
          aria-label={t('alert.progressLabel')}
        />
        <UsageFigures analysis={analysis} />
        {mayChangePlan ? (
          <Group gap="sm">
            <Button component={Link} to={`/pricing?upgrade=true&current=${code}`} size="sm">
              {t('alert.upgrade')}
            </Button>
            {analysis.daysUntilExhaustion !== null && (
              <Button component={Link} to={`/pricing?renew=true&plan=${code}`} size="sm" variant="default">
                {t('alert.renew')}
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm">{t('alert.askOwner')}</Text>
        )}
      </Stack>
    </Alert>
  );
}
