import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { organizationNameSchema } from '@sladd/contract';
import { type FormEvent, useState } from 'react';
import { useCreateOrganization } from '../hooks/use-organization-actions.ts';
import { schemaProblem, useOrganizationTranslation } from '../hooks/use-organization-translation.ts';

/** Create organization: a name of 3–100 letters, digits, spaces and . - _ & ( ) , (spec 3 §5). */
export function CreateOrganizationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useOrganizationTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setName('');
    setProblem(null);
    create.reset();
    onClose();
  };
  const create = useCreateOrganization(close);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaProblem(t, organizationNameSchema, name);
    setProblem(found);
    if (!found) create.mutate(name.trim());
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('create.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('create.text')}
          </Text>
          <TextInput
            label={t('create.name')}
            description={problem ? undefined : t('create.nameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem}
            maxLength={100}
            required
            data-autofocus
            data-testid="organization-name"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
