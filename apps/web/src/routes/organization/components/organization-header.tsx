import { Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { OrganizationSummary } from '@sladd/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';

interface OrganizationHeaderProps {
  name: string | undefined;
  organizations: OrganizationSummary[];
  activeId: string;
  onChoose: (orgId: string) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}

/** The organization's name, the switcher (with more than one organization) and the refresh button. */
export function OrganizationHeader(props: OrganizationHeaderProps) {
  const { t } = useOrganizationTranslation();
  const { name, organizations, activeId } = props;
  const roleOf = new Map(organizations.map((organization) => [organization.org_id, organization.role]));
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <div style={{ minWidth: 0 }}>
        {name === undefined ? (
          <Skeleton h={36} w={240} />
        ) : (
          <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="organization-name-heading">
            {name}
          </Title>
        )}
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {organizations.length > 1 && (
          <Select
            label={t('switcher.label')}
            value={activeId}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
            data={organizations.map((organization) => ({
              value: organization.org_id,
              label: organization.name,
            }))}
            renderOption={({ option }) => (
              <Stack gap={0}>
                <Text size="sm">{option.label}</Text>
                <Text size="xs" c="dimmed">
                  {t(`roles.${roleOf.get(option.value) ?? 'member'}`)}
                </Text>
              </Stack>
            )}
            onChange={(value) => value && props.onChoose(value)}
            data-testid="organization-switcher"
          />
        )}
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={props.onRefresh}
          loading={props.isRefreshing}
          data-testid="refresh-organization"
        >
          {t('refresh')}
        </Button>
      </Group>
    </Group>
  );
}
