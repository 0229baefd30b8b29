import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentPicker } from '../../../components/department-picker.tsx';
import { useDepartments } from '../../../components/use-departments.ts';

interface DepartmentChooserProps {
  isOpen: boolean;
  currentId: number | null;
  onClose: () => void;
  onConfirm: (departmentId: number) => void;
}

/** Open chooser → pick a different department → confirm the consequences for entity lists. */
export function DepartmentChooser({ isOpen, currentId, onClose, onConfirm }: DepartmentChooserProps) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const [picked, setPicked] = useState<number | null>(null);
  const pickedDepartment = departments.data?.find((department) => department.id === picked);
  const canContinue = picked !== null && picked !== currentId;

  function handleClose() {
    setPicked(null);
    onClose();
  }

  function handleContinue() {
    if (!canContinue || !pickedDepartment) return;
    modals.openConfirmModal({
      title: t('settings.department.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('settings.department.confirmIntro', { name: pickedDepartment.name })}</Text>
          <Text size="sm" component="ul" pl="md" m={0}>
            <li>{t('settings.department.confirmRemoved')}</li>
            <li>{t('settings.department.confirmAdded')}</li>
            <li>{t('settings.department.confirmKept')}</li>
          </Text>
        </Stack>
      ),
      labels: { confirm: t('settings.department.confirmButton'), cancel: t('common.cancel') },
      onConfirm: () => {
        onConfirm(pickedDepartment.id);
        setPicked(null);
      },
    });
  }

  return (
    <Modal
      opened={isOpen}
      onClose={handleClose}
      title={t('settings.department.chooserTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {departments.isPending && <Skeleton h={240} />}
        {departments.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('department.loadFailed')}
          </Alert>
        )}
        {departments.data && (
          <DepartmentPicker
            departments={departments.data}
            value={picked}
            onChange={setPicked}
            currentId={currentId}
            maxHeight={360}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={handleContinue} disabled={!canContinue}>
            {t('settings.department.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
