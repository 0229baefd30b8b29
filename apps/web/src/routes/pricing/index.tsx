import { Badge, Button, Card, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { listPlans, type Plan } from '@sladd/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/use-me.ts';
import { SimplePage } from '../../components/simple-page.tsx';
import { api } from '../../lib/api/index.ts';
import { queryKeys } from '../../lib/queries/query-keys.ts';

/** "api_access" → "Api access", for feature codes the locale files do not know yet. */
function humanize(code: string): string {
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function PlanCard({ plan, isSignedIn }: { plan: Plan; isSignedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const price = plan.metadata.price;
  const formatted = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'nb-NO', {
    style: 'currency',
    currency: 'NOK',
    maximumFractionDigits: 0,
  }).format(price);
  const target = `/subscription/checkout?plan=${plan.plan_code}`;
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {plan.plan_name}
        </Title>
        <Text fz={28} fw={700}>
          {price === 0 ? t('pricing.free') : formatted}
          {price > 0 && (
            <Text span c="dimmed" size="sm" fw={400}>
              {' '}
              / {t(`pricing.per.${plan.period_unit}`)}
            </Text>
          )}
        </Text>
        {plan.metadata.savings && <Badge variant="light">{plan.metadata.savings}</Badge>}
        <List size="sm" spacing={4}>
          {plan.metadata.features.map((feature) => (
            <List.Item key={feature}>
              {t(`pricing.features.${feature.toLowerCase()}`, { defaultValue: humanize(feature) })}
            </List.Item>
          ))}
        </List>
        <Button component={Link} to={isSignedIn ? target : `/signup?plan=${plan.plan_code}`} variant="light">
          {t('pricing.choose')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /pricing: a minimal list of the active plans (the full page comes with document 3's issue). */
export function PricingPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const plans = useQuery({ queryKey: queryKeys.plans, queryFn: () => api(listPlans), retry: false });
  return (
    <SimplePage title={t('pricing.title')} intro={t('pricing.intro')}>
      {plans.isPending && <Skeleton h={200} />}
      {plans.isError && <Text c="dimmed">{t('pricing.unavailable')}</Text>}
      {plans.data && plans.data.length === 0 && <Text c="dimmed">{t('pricing.noPlans')}</Text>}
      {plans.data && plans.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {plans.data.map((plan) => (
            <PlanCard key={plan.plan_code} plan={plan} isSignedIn={Boolean(me)} />
          ))}
        </SimpleGrid>
      )}
    </SimplePage>
  );
}
