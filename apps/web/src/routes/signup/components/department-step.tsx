import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker } from '../../../components/department-picker.tsx';
import { useDepartments } from '../../../components/use-departments.ts';

interface DepartmentStepProps {
  departmentId: number | null;
  onChange: (id: number) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: the department, chosen from the active ones; it decides the predefined entities. */
export function DepartmentStep({ departmentId, onChange, onBack, onNext }: DepartmentStepProps) {
  const { t } = useTranslation();
  const departments = useDepartments();

  return (
    <Stack gap="md">
      {departments.isPending && <Skeleton height={220} radius="md" />}
      {departments.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('department.loadFailed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void departments.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      )}
      {departments.data && (
        <DepartmentPicker departments={departments.data} value={departmentId} onChange={onChange} />
      )}
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button onClick={onNext} disabled={departmentId === null}>
          {t('common.next')}
        </Button>
      </Group>
    </Stack>
  );
}
