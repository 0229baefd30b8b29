import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../lib/queries/use-me.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { useChangeDepartment } from '../hooks/use-change-department.ts';
import { DepartmentChooser } from './department-chooser.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The current department and the way to change it. */
export function DepartmentCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [isChooserOpen, setIsChooserOpen] = useState(false);
  const mutation = useChangeDepartment();

  function handleConfirm(departmentId: number) {
    setIsChooserOpen(false);
    mutation.mutate(departmentId, {
      onSuccess: ({ user }) =>
        notifications.show({
          color: 'teal',
          message: t('settings.department.changed', { name: user.department?.name ?? '' }),
          autoClose: 4000,
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: describeError(t, error, 'settings.department.failed'),
          autoClose: 5000,
        }),
    });
  }

  return (
    <SettingsSection
      id="department"
      title={t('settings.department.title')}
      description={t('settings.department.description')}
      icon={<IconBuilding size={22} aria-hidden="true" />}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('settings.department.current')}
          </Text>
          <Text fw={600} data-testid="current-department">
            {me.department?.name ?? t('settings.department.none')}
          </Text>
        </div>
        <Button variant="default" onClick={() => setIsChooserOpen(true)} loading={mutation.isPending}>
          {t('settings.department.change')}
        </Button>
      </Group>
      <DepartmentChooser
        isOpen={isChooserOpen}
        currentId={me.department_id}
        onClose={() => setIsChooserOpen(false)}
        onConfirm={handleConfirm}
      />
    </SettingsSection>
  );
}
