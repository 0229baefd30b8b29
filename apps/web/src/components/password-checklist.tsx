import { List, ThemeIcon } from '@mantine/core';
import { passwordChecks } from '@sladd/contract';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Criterion = keyof ReturnType<typeof passwordChecks>;
const CRITERIA: Criterion[] = ['length', 'upper', 'lower', 'digit', 'special'];

/** Whether every criterion of the (strict) password rule is met. */
export function isStrongPassword(password: string): boolean {
  const checks = passwordChecks(password);
  return CRITERIA.every((criterion) => checks[criterion]);
}

/** The live checklist under a new-password field: each criterion ticks as it is met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(password);
  return (
    <List id={id} spacing={4} size="sm" center aria-label={t('password.checklist.label')} aria-live="polite">
      {CRITERIA.map((criterion) => {
        const isMet = checks[criterion];
        return (
          <List.Item
            key={criterion}
            c={isMet ? 'teal.7' : 'dimmed'}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={isMet ? 'teal' : 'gray'}
                variant={isMet ? 'filled' : 'light'}
              >
                {isMet ? (
                  <IconCheck size={12} aria-hidden="true" />
                ) : (
                  <IconCircleDashed size={12} aria-hidden="true" />
                )}
              </ThemeIcon>
            }
          >
            {t(`password.checklist.${criterion}`)}
            <span className="visually-hidden">
              {isMet ? t('password.checklist.met') : t('password.checklist.notMet')}
            </span>
          </List.Item>
        );
      })}
    </List>
  );
}
