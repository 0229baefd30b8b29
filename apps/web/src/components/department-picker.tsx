import { Group, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { Department } from '@sladd/contract';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterDepartments } from './filter-departments.ts';

interface DepartmentPickerProps {
  departments: Department[];
  value: number | null;
  onChange: (id: number) => void;
  /** The person's current department, marked and not selectable (a change must differ). */
  currentId?: number | null;
  maxHeight?: number;
}

/** A searchable list of active departments with their descriptions. */
export function DepartmentPicker({
  departments,
  value,
  onChange,
  currentId,
  maxHeight = 320,
}: DepartmentPickerProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => filterDepartments(departments, filter), [departments, filter]);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('department.filterLabel')}
        placeholder={t('department.filterPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
        <Radio.Group
          value={value === null ? null : String(value)}
          onChange={(next) => onChange(Number(next))}
          label={t('department.listLabel')}
          labelProps={{ className: 'visually-hidden' }}
        >
          <Stack gap={8}>
            {visible.map((department) => {
              const isCurrent = department.id === currentId;
              return (
                <Radio.Card
                  key={department.id}
                  value={String(department.id)}
                  disabled={isCurrent}
                  p="sm"
                  radius="md"
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator disabled={isCurrent} mt={2} />
                    <div>
                      <Text fw={600} size="sm">
                        {department.name}
                        {isCurrent && (
                          <Text span c="dimmed" size="xs" fw={400}>
                            {' '}
                            · {t('department.current')}
                          </Text>
                        )}
                      </Text>
                      {department.description && (
                        <Text size="xs" c="dimmed">
                          {department.description}
                        </Text>
                      )}
                    </div>
                  </Group>
                </Radio.Card>
              );
            })}
            {visible.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {t('department.noMatch')}
              </Text>
            )}
          </Stack>
        </Radio.Group>
      </ScrollArea.Autosize>
    </Stack>
  );
}
