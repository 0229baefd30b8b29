import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  LEGAL_CODE_LANGUAGES,
  type LegalCodeLanguage,
  MAX_LEGAL_CODE_LABEL,
  type OrganizationLegalCode,
  organizationLegalCodeIdSchema,
  organizationLegalCodeInputSchema,
} from '@sladd/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { readFieldErrors } from '../../../lib/api/index.ts';
import { describeError, translateMessage } from '../../../lib/i18n/translate-message.ts';
import { type LegalCodeInput, suggestCodeId, useSaveLegalCode } from '../hooks/use-legal-bases.ts';
import { schemaProblem, useOrganizationTranslation } from '../hooks/use-organization-translation.ts';
import { serverTextKey } from '../../../lib/i18n/server-texts.ts';

interface LegalCodeModalProps {
  orgId: string;
  /** The code to edit; null adds a new one. */
  code: OrganizationLegalCode | null;
  opened: boolean;
  onClose: () => void;
}

type Field = 'id' | keyof LegalCodeInput;
type Form = LegalCodeInput & { id: string };

const EMPTY: Form = { id: '', label: '', citation: '', title: '', language: 'nb' };

/**
 * Add or edit one of the organization's own codes. Each field is checked with the contract's own
 * rule before sending; what the server still refuses is shown by the field it names, or above the
 * buttons. The id is suggested from the label and never changes once the code exists.
 */
export function LegalCodeModal({ orgId, code, opened, onClose }: LegalCodeModalProps) {
  const { t } = useOrganizationTranslation();
  const isNew = code === null;
  const [form, setForm] = useState<Form>(EMPTY);
  const [idTouched, setIdTouched] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveLegalCode(orgId, () => close());
  useEffect(() => {
    if (!opened) return;
    setForm(
      code
        ? {
            id: code.id,
            label: code.label,
            citation: code.citation,
            title: code.title,
            language: code.language,
          }
        : EMPTY,
    );
    setIdTouched(false);
    setProblems({});
  }, [opened, code]);
  function close() {
    save.reset();
    onClose();
  }
  const shape = organizationLegalCodeInputSchema.shape;
  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (isNew) found.id = schemaProblem(t, organizationLegalCodeIdSchema, form.id.trim()) ?? undefined;
    for (const field of ['label', 'citation', 'title', 'language'] as const)
      found[field] = schemaProblem(t, shape[field], form[field]) ?? undefined;
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const { id, ...input } = form;
    save.mutate({
      id: id.trim(),
      isNew,
      input: {
        ...input,
        label: input.label.trim(),
        citation: input.citation.trim(),
        title: input.title.trim(),
      },
    });
  }
  // What the server refused: by field when it names one, else above the buttons.
  const serverFields = readFieldErrors(save.error);
  const serverText = (message: string | undefined) => {
    if (!message) return undefined;
    const key = serverTextKey(message);
    return key ? t(key) : translateMessage(t, message);
  };
  const errorOf = (field: Field) => problems[field] ?? serverText(serverFields[field]);
  const hasFieldError = Object.keys(serverFields).length > 0;
  const set = (field: Field, value: string) => {
    setProblems((current) => ({ ...current, [field]: undefined }));
    setForm((current) => {
      const next = { ...current, [field]: value };
      if (field === 'label' && isNew && !idTouched) next.id = suggestCodeId(value);
      return next;
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={isNew ? t('legalBases.form.addTitle') : t('legalBases.form.editTitle', { label: code.label })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="legal-code-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('legalBases.form.text')}
          </Text>
          <TextInput
            label={t('legalBases.form.label')}
            description={t('legalBases.form.labelHint', { max: MAX_LEGAL_CODE_LABEL })}
            value={form.label}
            onChange={(event) => set('label', event.currentTarget.value)}
            error={errorOf('label')}
            required
            data-autofocus
            data-testid="legal-code-label-input"
          />
          {isNew ? (
            <TextInput
              label={t('legalBases.form.id')}
              description={t('legalBases.form.idHint')}
              value={form.id}
              onChange={(event) => {
                setIdTouched(true);
                set('id', event.currentTarget.value);
              }}
              error={errorOf('id')}
              required
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              autoComplete="off"
              data-testid="legal-code-id-input"
            />
          ) : (
            <Text size="sm">
              {t('legalBases.form.id')}:{' '}
              <Text component="span" ff="monospace" size="sm">
                {form.id}
              </Text>
            </Text>
          )}
          <TextInput
            label={t('legalBases.form.title')}
            description={t('legalBases.form.titleHint')}
            value={form.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errorOf('title')}
            required
            data-testid="legal-code-title-input"
          />
          <Textarea
            label={t('legalBases.form.citation')}
            description={t('legalBases.form.citationHint')}
            value={form.citation}
            onChange={(event) => set('citation', event.currentTarget.value)}
            error={errorOf('citation')}
            size="md"
            autosize
            minRows={2}
            required
            data-testid="legal-code-citation-input"
          />
          <Select
            label={t('legalBases.form.language')}
            value={form.language}
            allowDeselect={false}
            onChange={(value) => value && set('language', value as LegalCodeLanguage)}
            data={LEGAL_CODE_LANGUAGES.map((value) => ({ value, label: t(`legalBases.languages.${value}`) }))}
            error={errorOf('language')}
            comboboxProps={{ withinPortal: true }}
          />
          {save.isError && !hasFieldError && (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              role="alert"
              data-testid="legal-code-error"
              styles={{ message: { overflowWrap: 'anywhere' } }}
            >
              {describeError(t, save.error, 'organization:legalBases.saveFailed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('legalBases.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {isNew ? t('legalBases.form.add') : t('legalBases.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
