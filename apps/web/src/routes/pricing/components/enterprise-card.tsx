import { Button, Card, Flex, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useBillingTranslation } from '../../../features/billing/use-billing.ts';

/** The enterprise offer: no price, a contact button to /contact (spec 3 §2). */
export function EnterpriseCard({ note }: { note?: string }) {
  const { t } = useBillingTranslation();
  return (
    <Card component="article" aria-labelledby="plan-enterprise-title" data-testid="plan-enterprise">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="lg"
      >
        <Group wrap="nowrap" gap="md" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            <IconBuildingSkyscraper size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3} size="h4" id="plan-enterprise-title">
              {t('pricing.enterprise.title')}
              {note && (
                <Text span size="sm" c="dimmed" fw={500}>
                  {' · '}
                  {note}
                </Text>
              )}
            </Title>
            <Text size="sm" c="dimmed">
              {t('pricing.enterprise.text')}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/contact" variant="default" style={{ flexShrink: 0 }}>
          {t('pricing.enterprise.contact')}
        </Button>
      </Flex>
    </Card>
  );
}
