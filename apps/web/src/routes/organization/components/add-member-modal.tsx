import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { addMember, type OrganizationRole } from '@sladd/contract';
import { rolesToGive } from '../hooks/member-rights.ts';
import { type FormEvent, useState } from 'react';
import { type AssignableRole, type NewMember, useAddMember } from '../hooks/use-organization-actions.ts';
import { schemaProblem, useOrganizationTranslation } from '../hooks/use-organization-translation.ts';

interface AddMemberModalProps {
  orgId: string;
  /** The person adding: an admin does not make admins. */
  actor: OrganizationRole;
  opened: boolean;
  onClose: () => void;
}

const EMPTY: NewMember = { identifier: '', identifier_type: 'email', role: 'member' };

/** Add member: an e-mail address or a username (e-mail by default) and a role (spec 3 §5). */
export function AddMemberModal({ orgId, actor, opened, onClose }: AddMemberModalProps) {
  const { t } = useOrganizationTranslation();
  const [form, setForm] = useState<NewMember>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setForm(EMPTY);
    setProblem(null);
    add.reset();
    onClose();
  };
  const add = useAddMember(orgId, close);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaProblem(t, addMember.body!.shape.identifier, form.identifier);
    setProblem(found);
    if (!found) add.mutate({ ...form, identifier: form.identifier.trim() });
  };
  const isEmail = form.identifier_type === 'email';
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('addMember.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('addMember.text')}
          </Text>
          <Radio.Group
            label={t('addMember.identifierType')}
            value={form.identifier_type}
            onChange={(value) => setForm({ ...form, identifier_type: value as NewMember['identifier_type'] })}
          >
            <Group gap="lg" mt={6}>
              <Radio value="email" label={t('addMember.byEmail')} />
              <Radio value="username" label={t('addMember.byUsername')} />
            </Group>
          </Radio.Group>
          <TextInput
            label={isEmail ? t('addMember.email') : t('addMember.username')}
            type={isEmail ? 'email' : 'text'}
            autoComplete="off"
            value={form.identifier}
            onChange={(event) => setForm({ ...form, identifier: event.currentTarget.value })}
            error={problem}
            maxLength={254}
            required
            data-autofocus
            data-testid="member-identifier"
          />
          <Select
            label={t('addMember.role')}
            value={form.role}
            allowDeselect={false}
            onChange={(value) => value && setForm({ ...form, role: value as AssignableRole })}
            data={rolesToGive(actor).map((value) => ({ value, label: t(`roles.${value}`) }))}
            description={t(`addMember.roleHints.${form.role}`)}
            data-testid="member-role"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('addMember.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('addMember.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
