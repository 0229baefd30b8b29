import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { contactBodySchema, sendContactMessage } from '@sladd/contract';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useMe } from '../../../lib/queries/use-me.ts';
import { useBillingTranslation } from '../../../features/billing/use-billing.ts';
import { api, readFieldErrors } from '../../../lib/api/index.ts';
import { describeError, translateMessage } from '../../../lib/i18n/translate-message.ts';

type Field = 'name' | 'email' | 'organization' | 'subject' | 'message';
type Values = Record<Field, string>;

const MESSAGE_MAX = 2000;

/** Each field checked by the contract's own schema, so the form and the server agree (spec 1 limits). */
function invalidFields(values: Values): Field[] {
  const shape = contactBodySchema.shape;
  return (Object.keys(values) as Field[]).filter((field) => {
    if (field === 'organization' && values.organization.trim() === '') return false;
    return !shape[field].safeParse(values[field]).success;
  });
}

/** Name, e-mail, optional organisation, subject and message; a signed-in person's name and address are filled in. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useBillingTranslation();
  const { data: me } = useMe();
  const [values, setValues] = useState<Values>({
    name: '',
    email: me?.email ?? '',
    organization: '',
    subject: '',
    message: '',
  });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const send = useMutation({
    mutationFn: (body: Values) =>
      api(sendContactMessage, {
        body: {
          name: body.name.trim(),
          email: body.email.trim(),
          subject: body.subject.trim(),
          message: body.message.trim(),
          ...(body.organization.trim() ? { organization: body.organization.trim() } : {}),
        },
      }),
    onSuccess: onSent,
  });
  const invalid = isSubmitted ? invalidFields(values) : [];
  const serverFields = readFieldErrors(send.error);
  const errorOf = (field: Field) =>
    invalid.includes(field)
      ? t(`contact.invalid.${field}`)
      : serverFields[field]
        ? translateMessage(t, serverFields[field])
        : undefined;

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (send.isError) send.reset();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (invalidFields(values).length === 0) send.mutate(values);
  }

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => update(name, event.currentTarget.value),
    error: errorOf(name),
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('contact.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('contact.name')}
            autoComplete="name"
            required
            maxLength={100}
            {...field('name')}
          />
          <TextInput
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            {...field('email')}
          />
        </SimpleGrid>
        <TextInput
          label={t('contact.organization')}
          autoComplete="organization"
          maxLength={200}
          {...field('organization')}
        />
        <TextInput label={t('contact.subject')} required maxLength={200} {...field('subject')} />
        <Textarea
          label={t('contact.message')}
          required
          autosize
          minRows={6}
          maxRows={14}
          maxLength={MESSAGE_MAX}
          description={t('contact.counter', { length: values.message.length, max: MESSAGE_MAX })}
          {...field('message')}
        />
        {send.isError && Object.keys(serverFields).length === 0 && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
            {describeError(t, send.error, 'billing:contact.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden="true" />}
          >
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
