import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { featureKeyOf } from './billing-format.ts';
import { useBillingTranslation } from './use-billing.ts';

/** "api_access" → "Api access", for a feature code the locale files do not know yet. */
function humanize(code: string): string {
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A plan's features as a checked list, in the person's language. */
export function PlanFeatures({ features }: { features: readonly string[] }) {
  const { t } = useBillingTranslation();
  return (
    <List
      size="sm"
      spacing={6}
      icon={
        <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-hidden="true">
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {features.map((feature) => (
        <List.Item key={feature}>
          {t(`features.${featureKeyOf(feature)}`, { defaultValue: humanize(feature) })}
        </List.Item>
      ))}
    </List>
  );
}
