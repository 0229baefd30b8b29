import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingCommunity, IconPlus } from '@tabler/icons-react';
import { useJoinOrganization } from '../hooks/use-organization-actions.ts';
import { useSuggestedOrganizations } from '../hooks/use-organization-data.ts';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';
import { CreateOrganizationModal } from './create-organization-modal.tsx';

/**
 * The empty state: what an organization is, the create button, and the organizations that
 * verified the domain of the person's e-mail address, each with Join.
 */
export function NoOrganization() {
  const { t } = useOrganizationTranslation();
  const [isCreating, createModal] = useDisclosure(false);
  const suggested = useSuggestedOrganizations();
  const join = useJoinOrganization();
  return (
    <Stack gap="lg">
      <Card data-testid="no-organization" data-tutorial="organization-overview">
        <Stack align="center" ta="center" gap="sm" py="xl" px={{ base: 0, sm: 'xl' }}>
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconBuildingCommunity size={28} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('empty.title')}
          </Title>
          <Text c="dimmed" maw={520}>
            {t('empty.text')}
          </Text>
          <Button mt="xs" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={createModal.open}>
            {t('empty.create')}
          </Button>
        </Stack>
      </Card>
      {suggested.isPending && <Skeleton h={80} />}
      {suggested.data && suggested.data.length > 0 && (
        <Card component="section" aria-labelledby="suggested-title" data-testid="suggested-organizations">
          <Stack gap="sm">
            <Title order={2} size="h4" id="suggested-title">
              {t('empty.suggestedTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('empty.suggestedText')}
            </Text>
            {suggested.data.map((organization) => (
              <Group
                key={organization.org_id}
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {organization.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('empty.suggestedDomain', { domain: organization.domain })}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  onClick={() => join.mutate(organization.org_id)}
                  loading={join.isPending && join.variables === organization.org_id}
                  aria-label={t('empty.joinNamed', { name: organization.name })}
                >
                  {t('empty.join')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      <CreateOrganizationModal opened={isCreating} onClose={createModal.close} />
    </Stack>
  );
}
