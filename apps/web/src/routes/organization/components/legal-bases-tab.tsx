import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { OrganizationLegalBases, OrganizationLegalCode, OrganizationRole } from '@sladd/contract';
import { IconArchive, IconArrowBackUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { organizationRights } from '../hooks/member-rights.ts';
import {
  useOrganizationLegalBases,
  useRetireLegalCode,
  useToggleLegalCodeSet,
} from '../hooks/use-legal-bases.ts';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';
import { LegalCodeModal } from './legal-code-modal.tsx';

/**
 * The legal bases (issue 32 item 1, decision 0060): the built-in sets the members see, and the
 * organization's own codes. Every member reads them; owners and admins get the switches and buttons.
 */
export function LegalBasesTab({ orgId, role }: { orgId: string; role: OrganizationRole }) {
  const { t } = useOrganizationTranslation();
  const legalBases = useOrganizationLegalBases(orgId);
  const canManage = organizationRights(role).canManageLegalBases;
  // The code being edited, or 'new' for the add form.
  const [editing, setEditing] = useState<OrganizationLegalCode | 'new' | null>(null);
  if (legalBases.isPending) return <Skeleton h={240} />;
  if (legalBases.isError)
    return (
      <Alert
        color="red"
        title={t('legalBases.loadFailed')}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeError(t, legalBases.error, 'organization:legalBases.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void legalBases.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm" maw={620}>
        {t('legalBases.intro')}
      </Text>
      {!canManage && <Text size="sm">{t('legalBases.readOnly')}</Text>}
      <CodeSets orgId={orgId} legalBases={legalBases.data} canManage={canManage} />
      <OwnCodes
        orgId={orgId}
        codes={legalBases.data.codes}
        canManage={canManage}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
      />
      {canManage && (
        <LegalCodeModal
          orgId={orgId}
          code={editing === 'new' ? null : editing}
          opened={editing !== null}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function CodeSets({
  orgId,
  legalBases,
  canManage,
}: {
  orgId: string;
  legalBases: OrganizationLegalBases;
  canManage: boolean;
}) {
  const { t } = useOrganizationTranslation();
  const toggle = useToggleLegalCodeSet(orgId);
  const enabled = legalBases.sets.filter((set) => set.enabled).map((set) => set.id);
  return (
    <Card component="section" aria-labelledby="legal-sets-title" data-testid="legal-code-sets">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="legal-sets-title">
            {t('legalBases.setsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('legalBases.setsText')}
          </Text>
        </div>
        {legalBases.sets.map((set) => {
          const details = t('legalBases.setDetails', {
            jurisdiction: t(`legalBases.jurisdictions.${set.jurisdiction}`, {
              defaultValue: set.jurisdiction,
            }),
            count: set.code_count,
          });
          const pending = toggle.isPending && toggle.variables.name === set.name;
          return (
            <Group
              key={set.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-testid="legal-code-set"
              data-set={set.id}
              data-enabled={set.enabled}
            >
              {canManage ? (
                <Switch
                  checked={pending ? toggle.variables.enabled : set.enabled}
                  disabled={toggle.isPending}
                  label={set.name}
                  description={details}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    toggle.mutate({
                      enabledSets: on ? [...enabled, set.id] : enabled.filter((id) => id !== set.id),
                      name: set.name,
                      enabled: on,
                    });
                  }}
                />
              ) : (
                <>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {set.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {details}
                    </Text>
                  </div>
                  <Badge
                    variant="dot"
                    color={set.enabled ? 'teal' : 'gray'}
                    size="md"
                    style={{ flexShrink: 0 }}
                  >
                    {set.enabled ? t('legalBases.shown') : t('legalBases.hidden')}
                  </Badge>
                </>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

function OwnCodes({
  orgId,
  codes,
  canManage,
  onAdd,
  onEdit,
}: {
  orgId: string;
  codes: OrganizationLegalCode[];
  canManage: boolean;
  onAdd: () => void;
  onEdit: (code: OrganizationLegalCode) => void;
}) {
  const { t } = useOrganizationTranslation();
  return (
    <Card component="section" aria-labelledby="legal-codes-title" data-testid="legal-own-codes">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} size="h4" id="legal-codes-title">
              {t('legalBases.codesTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('legalBases.codesText')}
            </Text>
          </div>
          {canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
              {t('legalBases.add')}
            </Button>
          )}
        </Group>
        {codes.length === 0 && <Text c="dimmed">{t('legalBases.empty')}</Text>}
        {codes.map((code) => (
          <CodeRow
            key={code.id}
            orgId={orgId}
            code={code}
            canManage={canManage}
            onEdit={() => onEdit(code)}
          />
        ))}
      </Stack>
    </Card>
  );
}

function CodeRow({
  orgId,
  code,
  canManage,
  onEdit,
}: {
  orgId: string;
  code: OrganizationLegalCode;
  canManage: boolean;
  onEdit: () => void;
}) {
  const { t } = useOrganizationTranslation();
  const retire = useRetireLegalCode(orgId);
  const isRetired = code.retired_at !== null;
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="legal-code"
      data-code={code.id}
      data-retired={isRetired}
      style={isRetired ? { borderStyle: 'dashed' } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Badge variant="outline" radius="sm" size="lg" tt="none" data-testid="legal-code-label">
              {code.label}
            </Badge>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {code.title}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {t(`legalBases.languages.${code.language}`)}
            </Badge>
            {isRetired && (
              <Badge variant="dot" color="gray" size="sm" data-testid="legal-code-retired">
                {t('legalBases.retiredBadge')}
              </Badge>
            )}
          </Group>
          {canManage && (
            <Group gap={4}>
              {!isRetired && (
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPencil size={14} aria-hidden="true" />}
                  onClick={onEdit}
                  aria-label={t('legalBases.editNamed', { label: code.label })}
                >
                  {t('legalBases.edit')}
                </Button>
              )}
              <Button
                size="xs"
                variant="subtle"
                color={isRetired ? 'blue' : 'red'}
                loading={retire.isPending}
                leftSection={
                  isRetired ? (
                    <IconArrowBackUp size={14} aria-hidden="true" />
                  ) : (
                    <IconArchive size={14} aria-hidden="true" />
                  )
                }
                onClick={() => retire.mutate({ code, retire: !isRetired })}
                aria-label={
                  isRetired
                    ? t('legalBases.restoreNamed', { label: code.label })
                    : t('legalBases.retireNamed', { label: code.label })
                }
              >
                {isRetired ? t('legalBases.restore') : t('legalBases.retire')}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {code.citation}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {code.id}
        </Text>
      </Stack>
    </Card>
  );
}
