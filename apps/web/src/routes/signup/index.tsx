import { Anchor, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiError, readFieldErrors } from '../../lib/api/index.ts';
import { describeError } from '../../lib/i18n/translate-message.ts';
import { translateFieldErrors } from '../../lib/validation/check-field.ts';
import { AccountStep } from './components/account-step.tsx';
import { DepartmentStep } from './components/department-step.tsx';
import { PasswordStep } from './components/password-step.tsx';
import { useRegister, type SignupValues } from './hooks/use-register.ts';
import classes from './signup.module.css';

const EMPTY: SignupValues = { username: '', email: '', departmentId: null, password: '', confirm: '' };

/** Which step a server rejection belongs to, so the person lands where the fix is. */
function stepOfError(error: unknown): number {
  if (!(error instanceof ApiError)) return 2;
  if (error.code === 'USERNAME_TAKEN' || error.code === 'EMAIL_TAKEN') return 0;
  const fields = readFieldErrors(error);
  if (fields.username || fields.email) return 0;
  if (fields.department_id) return 1;
  return 2;
}

/** /signup: account, department, password. */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const registerMutation = useRegister();
  const plan = searchParams.get('plan');

  function update(patch: Partial<SignupValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // A rejection is about the old values; editing them clears it.
    if (registerMutation.isError) registerMutation.reset();
  }
  const serverFields = translateFieldErrors(t, readFieldErrors(registerMutation.error));
  const accountErrors = {
    username:
      registerMutation.error instanceof ApiError && registerMutation.error.code === 'USERNAME_TAKEN'
        ? t('errors.codes.USERNAME_TAKEN')
        : serverFields.username,
    email:
      registerMutation.error instanceof ApiError && registerMutation.error.code === 'EMAIL_TAKEN'
        ? t('errors.codes.EMAIL_TAKEN')
        : serverFields.email,
  };

  function handleSubmit() {
    registerMutation.mutate(values, {
      onSuccess: () => {
        const planQuery = plan ? `&plan=${encodeURIComponent(plan)}` : '';
        navigate(`/login?verifyEmail=true${planQuery}`, { replace: true });
      },
      onError: (error) => setStep(stepOfError(error)),
    });
  }

  return (
    <>
      <PageHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <Stepper
        active={step}
        size="sm"
        mb="xl"
        allowNextStepsSelect={false}
        onStepClick={setStep}
        classNames={{ step: classes.step, stepBody: classes.stepBody }}
      >
        <Stepper.Step label={t('signup.steps.account')}>
          <AccountStep
            username={values.username}
            email={values.email}
            onUsernameChange={(username) => update({ username })}
            onEmailChange={(email) => update({ email })}
            onNext={() => setStep(1)}
            serverErrors={registerMutation.isError ? accountErrors : {}}
          />
        </Stepper.Step>
        <Stepper.Step label={t('signup.steps.department')}>
          <DepartmentStep
            departmentId={values.departmentId}
            onChange={(departmentId) => update({ departmentId })}
            onBack={() => setStep(0)}
            onNext={() => setStep(2)}
          />
        </Stepper.Step>
        <Stepper.Step label={t('signup.steps.password')}>
          <PasswordStep
            password={values.password}
            confirm={values.confirm}
            onPasswordChange={(password) => update({ password })}
            onConfirmChange={(confirm) => update({ confirm })}
            onBack={() => setStep(1)}
            onSubmit={handleSubmit}
            isSubmitting={registerMutation.isPending}
            error={
              registerMutation.isError ? describeError(t, registerMutation.error, 'signup.failed') : null
            }
          />
        </Stepper.Step>
      </Stepper>
      <Text ta="center" size="sm" mt="xl" c="dimmed">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={plan ? `/login?plan=${encodeURIComponent(plan)}` : '/login'} fw={600}>
          {t('signup.loginLink')}
        </Anchor>
      </Text>
    </>
  );
}
