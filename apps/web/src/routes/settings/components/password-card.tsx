import { Button, Collapse, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changePassword } from '@sladd/contract';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password-checklist.tsx';
import { api, isApiErrorCode, readFieldErrors } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { checkForm, translateFieldErrors } from '../../../lib/validation/check-field.ts';
import { SettingsSection } from './settings-section.tsx';
import { queryKeys } from '../../../lib/queries/query-keys.ts';

// The route's own body schema: the form and the server reject the same things with the same words.
const changePasswordBody = changePassword.body!;
const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
type Field = keyof typeof EMPTY;

/** Current, new and confirm; the button waits until all three are filled. */
export function PasswordCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => api(changePassword, { body: values }),
    onSuccess: () => {
      setValues(EMPTY);
      setErrors({});
      // The server signs out the other sessions; the list should show that.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions });
      notifications.show({ color: 'teal', message: t('settings.password.updated'), autoClose: 4000 });
    },
    onError: (error) => {
      const fields = translateFieldErrors(t, readFieldErrors(error));
      if (isApiErrorCode(error, 'WRONG_PASSWORD'))
        fields.current_password = describeError(t, error, 'settings.password.failed');
      setErrors(fields);
      notifications.show({
        color: 'red',
        message: describeError(t, error, 'settings.password.failed'),
        autoClose: 5000,
      });
    },
  });
  const isFilled = Object.values(values).every((value) => value.length > 0);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = checkForm(t, changePasswordBody, values);
    setErrors(problems);
    if (Object.keys(problems).length === 0) mutation.mutate();
  }

  const inputProps = (field: Field, autoComplete: string) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => update(field, event.currentTarget.value),
    error: errors[field] || null,
    autoComplete,
    required: true,
  });

  return (
    <SettingsSection
      id="password"
      title={t('settings.password.title')}
      description={t('settings.password.description')}
      icon={<IconLock size={22} aria-hidden="true" />}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <PasswordInput
            label={t('settings.password.current')}
            {...inputProps('current_password', 'current-password')}
          />
          <PasswordInput
            label={t('settings.password.new')}
            {...inputProps('new_password', 'new-password')}
            aria-describedby="new-password-checklist"
          />
          <Collapse expanded={values.new_password.length > 0}>
            <PasswordChecklist password={values.new_password} id="new-password-checklist" />
          </Collapse>
          <PasswordInput
            label={t('settings.password.confirm')}
            {...inputProps('confirm_password', 'new-password')}
          />
          <Group>
            <Button type="submit" disabled={!isFilled} loading={mutation.isPending}>
              {t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
