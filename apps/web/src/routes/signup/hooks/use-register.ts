import { register } from '@sladd/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/index.ts';
import type { Language } from '../../../lib/i18n/pick-language.ts';

export interface SignupValues {
  username: string;
  email: string;
  departmentId: number | null;
  password: string;
  confirm: string;
}

/** Creates the account; the verification mail goes out in the person's language. */
export function useRegister() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (values: SignupValues) =>
      api(register, {
        body: {
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          confirm_password: values.confirm,
          department_id: values.departmentId ?? 0,
          language: (i18n.resolvedLanguage ?? 'no') as Language,
        },
      }),
  });
}
