import { MultiSelect } from '@mantine/core';
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
    ...ENTITY_CATALOGUE[method].map((entity) => ({
      value: entity,
      label: unsupported?.includes(entity)
        ? t('detection.unsupported.option', { label: entityLabel(t, entity) })
        : entityLabel(t, entity),
    })),
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
      maxDropdownHeight={260}
      comboboxProps={{ withinPortal: true }}
      data-testid={`entities-${method}`}
    />
  );
}
