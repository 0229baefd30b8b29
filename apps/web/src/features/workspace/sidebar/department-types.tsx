import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/queries/use-me.ts';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';
import {
  chosenDepartmentTypes,
  flattenLists,
  METHODS,
  missingDepartmentTypes,
  withDepartmentTypes,
  withoutDepartmentTypes,
  type EntityLists,
} from '../lib/detection-choices.ts';

interface DepartmentTypesProps {
  lists: EntityLists;
  department: EntityLists;
  onChange: (lists: EntityLists) => void;
}

/**
 * The department's entity types in the detection lists, said out loud: which they are, why they
 * are chosen (the department always looks for them), and a way to leave them out of this run —
 * or to take them back. Types under a list's "All …" entry are the person's own choice.
 */
export function DepartmentTypes({ lists, department, onChange }: DepartmentTypesProps) {
  const { t } = useTranslation('workspace');
  const { data: me } = useMe();
  const name = me?.department?.name;
  const chosen = chosenDepartmentTypes(lists, department);
  const missing = missingDepartmentTypes(lists, department);
  const chosenCount = flattenLists(chosen).length;
  if (chosenCount === 0 && flattenLists(missing).length === 0) return null;

  if (chosenCount === 0)
    return (
      <Group gap="xs" justify="space-between" wrap="nowrap" data-testid="department-types-left-out">
        <Text size="xs" c="dimmed">
          {name
            ? t('detection.department.leftOut', { department: name })
            : t('detection.department.leftOutUnnamed')}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => onChange(withDepartmentTypes(lists, department))}
          style={{ flexShrink: 0 }}
        >
          {t('detection.department.addBack')}
        </Button>
      </Group>
    );

  return (
    <Alert
      variant="light"
      color="blue"
      p="xs"
      role="status"
      title={t('detection.department.title')}
      icon={<IconBuilding size={16} aria-hidden="true" />}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="department-types"
      data-entities={flattenLists(chosen).join(',')}
    >
      <Stack gap={6}>
        <Text size="xs">
          {name
            ? t('detection.department.chosen', { department: name, count: chosenCount })
            : t('detection.department.chosenUnnamed', { count: chosenCount })}
        </Text>
        {METHODS.filter((method) => chosen[method].length > 0).map((method) => (
          <Text size="xs" key={method} data-method={method}>
            <Text span size="xs" fw={600}>
              {t(`detection.engine.${method}`)}:
            </Text>{' '}
            {chosen[method].map((code) => entityLabel(t, code)).join(', ')}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t('detection.department.keep')}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onChange(withoutDepartmentTypes(lists, department))}
          style={{ alignSelf: 'flex-start' }}
          data-testid="department-types-leave-out"
        >
          {t('detection.department.leaveOut')}
        </Button>
      </Stack>
    </Alert>
  );
}
