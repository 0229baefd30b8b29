import { Group, MultiSelect, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ALL_ENTRY, ENTITY_CATALOGUE, type MethodName } from '@sladd/contract';
import { useTranslation } from 'react-i18next';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';
import { applyEntitySelection } from '../lib/entity-selection.ts';
import { useWorkspace } from '../store/workspace-context.tsx';

interface EntityMultiSelectProps {
  method: MethodName;
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * Entity types of one model, with its ALL_* entry first. Types the server said it cannot find yet
 * (the last run's notice) say so in their option; nothing here decides what a server serves.
 */
export function EntityMultiSelect({ method, value, onChange }: EntityMultiSelectProps) {
  const { t } = useTranslation('workspace');
  const unsupported = useWorkspace((s) => s.unsupportedEntities?.codes);
  const data = [
    { value: ALL_ENTRY[method], label: t(`detection.all.${method}`) },
    ...ENTITY_CATALOGUE[method].map((entity) => ({ value: entity, label: entityLabel(t, entity) })),
  ];
  return (
    <MultiSelect
      label={t(`detection.entities.${method}`)}
      placeholder={value.length === 0 ? t('detection.choose') : undefined}
      data={data}
      value={value}
      onChange={(next) => onChange(applyEntitySelection(method, value, next))}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t(`detection.clear.${method}`) }}
      // The hint is in the list only: a chosen type's chip stays short, the notice below explains.
      renderOption={({ option, checked }) => (
        <Group gap={6} wrap="nowrap">
          {checked ? <IconCheck size={14} aria-hidden="true" /> : <span style={{ width: 14 }} />}
          <span>{option.label}</span>
          {unsupported?.includes(option.value) && (
            <Text span size="xs" c="dimmed">
              {t('detection.unsupported.optionHint')}
            </Text>
          )}
        </Group>
      )}
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      data-testid={`entities-${method}`}
    />
  );
}
