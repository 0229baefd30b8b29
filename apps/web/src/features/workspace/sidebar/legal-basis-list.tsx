import { Button, Group, Select, Stack, Text, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegalBases, type LegalBases } from '../../../lib/queries/use-legal-bases.ts';
import { selectHighlight, setLegalBasis } from '../commands/index.ts';
import { truncateName } from '../lib/file-key.ts';
import { groupLegalBases, legalBasisLabel } from '../lib/legal-basis.ts';
import { notifyInfo } from '../lib/notify.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { Highlight } from '../types.ts';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';

/** Rows shown at first, and added by "Show more": a select per mark is not free. */
const PAGE = 50;
/** The "None" choice (no code id looks like this: ids are lower-case letters, digits and hyphens). */
const NONE = '_none';

/** The code choices of a Select: "None", then grouped by set, each labelled with the code's short label. */
function codeOptions(
  bases: LegalBases | undefined,
  organizationName: string,
  noneLabel: string,
  setName: (set: string, name: string) => string,
): Array<ComboboxItem | ComboboxItemGroup<ComboboxItem>> {
  return [
    { value: NONE, label: noneLabel },
    ...groupLegalBases(bases, organizationName).map((group) => ({
      group: setName(group.set, group.name),
      items: group.codes.map((code) => ({ value: code.id, label: code.label })),
    })),
  ];
}

const codeOf = (value: string | null): string | undefined => (value && value !== NONE ? value : undefined);

interface LegalBasisListProps {
  /** The marks the redaction would remove, in the files in scope. */
  marks: readonly Highlight[];
}

/**
 * The redaction tab's legal bases (decision 0059): each mark with its code and a compact picker,
 * and one code for the selected marks or for every mark listed, each change one undo step.
 */
export function LegalBasisList({ marks }: LegalBasisListProps) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const { data: bases } = useLegalBases();
  const selected = useWorkspace((s) => s.selectedHighlightIds);
  const [bulkCode, setBulkCode] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE);
  const options = useMemo(
    () =>
      codeOptions(bases, t('legalBasis.organizationCodes'), t('legalBasis.none'), (set, name) =>
        t(`legalBasis.sets.${set}`, { defaultValue: name }),
      ),
    [bases, t],
  );
  const titles = useMemo(() => new Map(bases?.codes.map((code) => [code.id, code.title])), [bases]);
  const sorted = useMemo(
    () =>
      [...marks].sort(
        (a, b) => a.fileKey.localeCompare(b.fileKey) || a.page - b.page || a.y - b.y || a.x - b.x,
      ),
    [marks],
  );
  const ids = new Set(marks.map((h) => h.id));
  const selectedHere = selected.filter((id) => ids.has(id));
  const withoutCode = marks.filter((h) => !h.legalBasis).length;

  const apply = (targets: readonly string[]) => {
    const code = codeOf(bulkCode);
    const count = setLegalBasis(store, targets, code);
    notifyInfo(
      code
        ? t('legalBasis.setNotice', { count, label: legalBasisLabel(code, bases?.codes) })
        : t('legalBasis.clearedNotice', { count }),
    );
  };
  const renderOption = ({ option }: { option: ComboboxItem }) => (
    <div>
      <Text size="sm" fw={600}>
        {option.label}
      </Text>
      {titles.has(option.value) && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {titles.get(option.value)}
        </Text>
      )}
    </div>
  );

  return (
    <Stack gap="xs" data-testid="legal-basis-list">
      <Text size="xs" c="dimmed">
        {t('legalBasis.summary', { count: marks.length, without: withoutCode })}
      </Text>
      <Select
        size="xs"
        label={t('legalBasis.bulkLabel')}
        placeholder={t('legalBasis.none')}
        data={options}
        value={bulkCode}
        onChange={setBulkCode}
        renderOption={renderOption}
        searchable
        maxDropdownHeight={280}
        data-testid="legal-basis-bulk"
      />
      <Group gap={4} grow>
        <Button
          size="xs"
          variant="light"
          disabled={selectedHere.length === 0}
          onClick={() => apply(selectedHere)}
          data-testid="legal-basis-apply-selected"
        >
          {t('legalBasis.applySelected', { count: selectedHere.length })}
        </Button>
        <Button
          size="xs"
          variant="light"
          disabled={marks.length === 0}
          onClick={() => apply(marks.map((h) => h.id))}
          data-testid="legal-basis-apply-all"
        >
          {t('legalBasis.applyAll', { count: marks.length })}
        </Button>
      </Group>
      <Stack gap={4} role="list" aria-label={t('legalBasis.listLabel')}>
        {sorted.slice(0, shown).map((h) => (
          <Group
            key={h.id}
            role="listitem"
            gap={6}
            wrap="nowrap"
            justify="space-between"
            className="ws-legal-basis-row"
            data-selected={selected.includes(h.id) || undefined}
            data-testid="legal-basis-row"
          >
            <Text
              size="xs"
              style={{ flex: 1, minWidth: 0, cursor: 'pointer' }}
              truncate
              onClick={(event) =>
                selectHighlight(store, h.id, event.shiftKey || event.metaKey || event.ctrlKey)
              }
              title={h.text}
            >
              {t('legalBasis.markPage', { page: h.page })}{' '}
              {truncateName(
                h.text || (h.entity ? entityLabel(t, h.entity) : '') || t(`highlightType.${h.type}`),
                14,
                8,
              )}
            </Text>
            <Select
              size="xs"
              w={172}
              aria-label={t('legalBasis.title')}
              title={h.legalBasis ? legalBasisLabel(h.legalBasis, bases?.codes) : undefined}
              data={
                h.legalBasis && !titles.has(h.legalBasis)
                  ? [
                      ...options,
                      {
                        group: t('legalBasis.other'),
                        items: [{ value: h.legalBasis, label: legalBasisLabel(h.legalBasis, bases?.codes) }],
                      },
                    ]
                  : options
              }
              value={h.legalBasis ?? NONE}
              onChange={(value) => setLegalBasis(store, [h.id], codeOf(value))}
              renderOption={renderOption}
              searchable
              allowDeselect={false}
              maxDropdownHeight={280}
              comboboxProps={{ width: 280, position: 'bottom-end' }}
              data-legal-basis={h.legalBasis ?? 'none'}
            />
          </Group>
        ))}
      </Stack>
      {sorted.length > shown && (
        <Button size="xs" variant="subtle" onClick={() => setShown((n) => n + PAGE)}>
          {t('legalBasis.showMore', { count: sorted.length - shown })}
        </Button>
      )}
    </Stack>
  );
}
