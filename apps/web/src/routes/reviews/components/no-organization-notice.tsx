import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useReviewsTranslation } from '../hooks/use-reviews-translation.ts';

/** Outside an organization there are no reviews: what they belong to, and the way there. */
export function NoOrganizationNotice() {
  const { t } = useReviewsTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBuilding size={18} aria-hidden="true" />}
      title={t('noOrganization.title')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('noOrganization.text')}</Text>
        <Anchor component={Link} to="/organization" size="sm" fw={500}>
          {t('noOrganization.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
