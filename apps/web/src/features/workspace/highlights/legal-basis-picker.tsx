import { Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegalBases } from '../../../lib/queries/use-legal-bases.ts';
import { groupLegalBases } from '../lib/legal-basis.ts';

interface LegalBasisPickerProps {
  /** The code the marks share now (a tick beside it); undefined when none or they differ. */
  value?: string;
  onPick: (code: string | undefined) => void;
  /** Puts the keyboard in the search field when shown. */
  autoFocus?: boolean;
}

/**
 * The usable legal bases grouped by set, each with its label and title, "None" first, and a
 * search over label, title and citation (decision 0059). Used by the highlight menu and the
 * L shortcut's dialog.
 */
export function LegalBasisPicker({ value, onPick, autoFocus }: LegalBasisPickerProps) {
  const { t } = useTranslation('workspace');
  const { data, isLoading, isError } = useLegalBases();
  const [search, setSearch] = useState('');
  const groups = groupLegalBases(data, t('legalBasis.organizationCodes'), search);
  const item = (code: string | undefined, label: string, title?: string) => (
    <UnstyledButton
      key={code ?? 'none'}
      role="menuitemradio"
      aria-checked={value === code}
      className="ws-menu-item ws-legal-basis-item"
      data-legal-basis={code ?? 'none'}
      onClick={() => onPick(code)}
    >
      <Text size="sm" fw={600} span>
        {value === code ? '✓ ' : ''}
        {label}
      </Text>
      {title && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {title}
        </Text>
      )}
    </UnstyledButton>
  );
  return (
    <Stack gap={4} data-testid="legal-basis-picker">
      <TextInput
        size="xs"
        placeholder={t('legalBasis.search')}
        aria-label={t('legalBasis.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
      />
      <ScrollArea.Autosize mah={300} type="auto">
        <Stack gap={0} role="group" aria-label={t('legalBasis.title')}>
          {item(undefined, t('legalBasis.none'))}
          {isLoading && <Loader size="xs" m="xs" />}
          {isError && (
            <Text size="xs" c="red" px="xs">
              {t('legalBasis.loadFailed')}
            </Text>
          )}
          {groups.map((group) => (
            <div
              key={group.set}
              role="group"
              aria-label={t(`legalBasis.sets.${group.set}`, { defaultValue: group.name })}
            >
              <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="xs" pt={6}>
                {t(`legalBasis.sets.${group.set}`, { defaultValue: group.name })}
              </Text>
              {group.codes.map((code) => item(code.id, code.label, code.title))}
            </div>
          ))}
          {!isLoading && data && groups.length === 0 && (
            <Text size="xs" c="dimmed" px="xs">
              {t('legalBasis.noMatch')}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
