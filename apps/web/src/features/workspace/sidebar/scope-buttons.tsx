import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScopeFiles, type Scope } from '../hooks/use-scope-files.ts';

interface ScopeButtonsProps {
  value: Scope;
  onChange: (scope: Scope) => void;
  label: string;
}

/** Current file / selected files / all files; a scope with no files is disabled. */
export function ScopeButtons({ value, onChange, label }: ScopeButtonsProps) {
  const { t } = useTranslation('workspace');
  const { hasCurrent, hasSelected, hasAny } = useScopeFiles(value);
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next as Scope)}
      data={[
        { value: 'current', label: t('scope.current'), disabled: !hasCurrent },
        { value: 'selected', label: t('scope.selected'), disabled: !hasSelected },
        { value: 'all', label: t('scope.all'), disabled: !hasAny },
      ]}
    />
  );
}
