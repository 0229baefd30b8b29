import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { domainNameSchema } from '@sladd/contract';
import { type FormEvent, useState } from 'react';
import { useAddDomain } from '../hooks/use-organization-actions.ts';
import { schemaProblem, useOrganizationTranslation } from '../hooks/use-organization-translation.ts';

/** Add domain (spec 3 §5: trimmed, lowercased, 3–253 characters, a valid domain). */
export function AddDomainModal({
  orgId,
  opened,
  onClose,
}: {
  orgId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useOrganizationTranslation();
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setDomain('');
    setProblem(null);
    add.reset();
    onClose();
  };
  const add = useAddDomain(orgId, close);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = schemaProblem(t, domainNameSchema, domain);
    setProblem(found);
    if (!found) add.mutate(domainNameSchema.parse(domain));
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('addDomain.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('addDomain.text')}
          </Text>
          <TextInput
            label={t('addDomain.domain')}
            placeholder={t('addDomain.placeholder')}
            value={domain}
            onChange={(event) => setDomain(event.currentTarget.value)}
            error={problem}
            maxLength={253}
            autoCapitalize="none"
            spellCheck={false}
            required
            data-autofocus
            data-testid="domain-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('addDomain.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('addDomain.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
