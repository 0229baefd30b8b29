import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type Member, MEMBERS_PAGE_SIZE, type OrganizationRole } from '@sladd/contract';
import { IconDoorExit, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDay } from '../../../features/billing/billing-format.ts';
import { notifyError } from '../../../features/billing/notify.ts';
import { ApiError } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { canManageOrganization, memberRights, rolesToGive } from '../hooks/member-rights.ts';
import { type AssignableRole, useChangeRole, useRemoveMember } from '../hooks/use-organization-actions.ts';
import { useMembers } from '../hooks/use-organization-data.ts';
import { useOrganizationTranslation } from '../hooks/use-organization-translation.ts';
import { AddMemberModal } from './add-member-modal.tsx';

interface MembersTabProps {
  orgId: string;
  role: OrganizationRole;
  userId: string | undefined;
}

/** Members, 20 to a page; owners and admins change roles and remove; anyone but the owner may leave. */
export function MembersTab({ orgId, role, userId }: MembersTabProps) {
  const { t } = useOrganizationTranslation();
  const [page, setPage] = useState(1);
  const members = useMembers(orgId, page);
  const [isAdding, addModal] = useDisclosure(false);
  const canManage = canManageOrganization(role);
  const pages = Math.max(1, Math.ceil((members.data?.total ?? 0) / MEMBERS_PAGE_SIZE));

  useEffect(() => {
    // A 404 means the person is no longer in the organization: the page moves on by itself.
    if (members.isError && !(members.error instanceof ApiError && members.error.status === 404))
      notifyError(describeError(t, members.error, 'organization:members.loadFailed'));
  }, [members.isError, members.error, t]);
  // After removals the last page may be gone: go to the last one there is.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  // Spec 3 §8: when the members fail to load, the list is emptied.
  const list = members.isError ? [] : (members.data?.members ?? []);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text c="dimmed" size="sm" maw={560}>
          {t('members.intro')}
        </Text>
        {canManage && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={addModal.open}>
            {t('members.add')}
          </Button>
        )}
      </Group>
      {members.data && !members.isError && (
        <Text size="sm" fw={500} data-testid="members-total">
          {t('members.count', { count: members.data.total })}
        </Text>
      )}
      {members.isPending ? (
        <Skeleton h={180} />
      ) : members.isError ? (
        <Alert
          color="red"
          title={t('members.loadFailed')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          role="alert"
        >
          <Button size="xs" variant="default" onClick={() => void members.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('members.empty')}</Text>
      ) : (
        <Card p={0}>
          <Table.ScrollContainer minWidth={0} type="native">
            <Table verticalSpacing="sm" horizontalSpacing="sm" data-testid="members-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('members.name')}</Table.Th>
                  <Table.Th w={150}>{t('members.role')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('members.joined')}</Table.Th>
                  <Table.Th ta="right">
                    <VisuallyHidden>{t('members.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((member) => (
                  <MemberRow
                    key={member.user_id}
                    orgId={orgId}
                    member={member}
                    actor={role}
                    actorId={userId}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={t('members.pages')}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`members.pageControls.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('members.pageItem', { page: item }) })}
          />
        </Box>
      )}
      <AddMemberModal orgId={orgId} actor={role} opened={isAdding} onClose={addModal.close} />
    </Stack>
  );
}

interface MemberRowProps {
  orgId: string;
  member: Member;
  actor: OrganizationRole;
  actorId: string | undefined;
}

function MemberRow({ orgId, member, actor, actorId }: MemberRowProps) {
  const { t, i18n } = useOrganizationTranslation();
  const rights = memberRights(actor, actorId, member);
  const changeRole = useChangeRole(orgId);
  const remove = useRemoveMember(orgId);
  const [isConfirming, setIsConfirming] = useState(false);
  const roleLabel = t(`roles.${member.role}`);
  const removeLabel = rights.isSelf
    ? t('members.leave')
    : t('members.removeNamed', { name: member.username });
  return (
    <>
      <Table.Tr data-testid="member-row" data-user={member.username}>
        <Table.Td>
          <Text size="sm" fw={600}>
            {member.username}
            {rights.isSelf && (
              <Text component="span" size="sm" c="dimmed" fw={400}>
                {' '}
                ({t('members.you')})
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {member.email}
          </Text>
        </Table.Td>
        <Table.Td>
          {rights.canChangeRole ? (
            <Select
              size="xs"
              w={130}
              aria-label={t('members.roleOf', { name: member.username })}
              value={changeRole.isPending ? (changeRole.variables?.role ?? member.role) : member.role}
              allowDeselect={false}
              disabled={changeRole.isPending}
              data={rolesToGive(actor).map((value) => ({ value, label: t(`roles.${value}`) }))}
              onChange={(value) =>
                value && value !== member.role && changeRole.mutate({ member, role: value as AssignableRole })
              }
              comboboxProps={{ withinPortal: true }}
              data-testid="member-role-select"
            />
          ) : (
            <Badge
              variant="dot"
              color={member.role === 'owner' ? 'violet' : 'gray'}
              size="md"
              data-testid="member-role"
            >
              {roleLabel}
            </Badge>
          )}
        </Table.Td>
        <Table.Td visibleFrom="sm">
          <Text size="sm">{formatDay(member.joined_at, i18n.resolvedLanguage)}</Text>
        </Table.Td>
        <Table.Td ta="right">
          {rights.canRemove && !isConfirming && (
            <>
              <Button
                visibleFrom="sm"
                size="xs"
                variant="subtle"
                color="red"
                px={8}
                leftSection={<ActionIconOf isSelf={rights.isSelf} />}
                onClick={() => setIsConfirming(true)}
                aria-label={removeLabel}
              >
                {rights.isSelf ? t('members.leave') : t('members.remove')}
              </Button>
              <ActionIcon
                hiddenFrom="sm"
                variant="subtle"
                color="red"
                onClick={() => setIsConfirming(true)}
                aria-label={removeLabel}
              >
                <ActionIconOf isSelf={rights.isSelf} />
              </ActionIcon>
            </>
          )}
        </Table.Td>
      </Table.Tr>
      {isConfirming && (
        <Table.Tr data-testid="member-confirm">
          <Table.Td colSpan={4}>
            <Group justify="flex-end" gap="sm" wrap="wrap">
              <Text size="sm">
                {rights.isSelf
                  ? t('members.confirmLeave')
                  : t('members.confirmRemove', { name: member.username })}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setIsConfirming(false)}>
                  {t('members.keep')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate({ member, isSelf: rights.isSelf })}
                >
                  {rights.isSelf ? t('members.leave') : t('members.remove')}
                </Button>
              </Group>
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function ActionIconOf({ isSelf }: { isSelf: boolean }) {
  return isSelf ? <IconDoorExit size={14} aria-hidden="true" /> : <IconTrash size={14} aria-hidden="true" />;
}
