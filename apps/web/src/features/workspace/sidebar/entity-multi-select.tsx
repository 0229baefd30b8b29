import { Group, MultiSelect, Pill, Text } from '@mantine/core';
import { IconBuilding, IconCheck } from '@tabler/icons-react';
import { ALL_ENTRY, ENTITY_CATALOGUE, type MethodName } from '@sladd/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';
import { applyEntitySelection } from '../lib/entity-selection.ts';
import { useWorkspace } from '../store/workspace-context.tsx';

interface EntityMultiSelectProps {
  method: MethodName;
  value: string[];
  onChange: (value: string[]) => void;
  /** The department's types of this model: their chips say who chose them. */
  department?: readonly string[];
}

/**
 * Entity types of one model, with its ALL_* entry first. Types the server said it cannot find yet
 * (the last run's notice) say so in their option; nothing here decides what a server serves.
 */
export function EntityMultiSelect({ method, value, onChange, department = [] }: EntityMultiSelectProps) {
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
      // A type the department chose carries its mark, so nobody takes it for their own choice.
      renderPill={({ option, value: code, onRemove, disabled }) => {
        const label = option?.label ?? String(code);
        if (!department.includes(String(code)))
          return (
            <Pill withRemoveButton onRemove={onRemove} disabled={disabled}>
              {label}
            </Pill>
          );
        return (
          <Pill
            withRemoveButton
            onRemove={onRemove}
            disabled={disabled}
            title={t('detection.department.pill')}
            data-department="true"
          >
            <IconBuilding size={11} aria-hidden="true" style={{ marginRight: 3, verticalAlign: -1 }} />
            {label}
          </Pill>
        );
      }}
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
      hiddenInputProps={{ 'data-testid': `entities-${method}-value` } as ComponentProps<'input'>}
    />
  );
}
