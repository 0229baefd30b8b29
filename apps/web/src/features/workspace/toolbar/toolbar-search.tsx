import { ActionIcon, Button, Popover, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPatterns } from '../../../lib/queries/use-settings.ts';
import { useBatchSearch } from '../hooks/use-batch-search.ts';
import { notifyInfo, notifyWarning } from '../lib/notify.ts';
import { flagsOfPatternType } from '../lib/search-pattern-type.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';

export const OPEN_SEARCH_EVENT = 'sladd:workspace-open-search';

/** The toolbar search dropdown: a quick term over all files, or the saved default terms. */
export function ToolbarSearch() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const client = useQueryClient();
  const hasFiles = useWorkspace((s) => s.files.length > 0);
  const [isOpen, setIsOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { search, isSearching } = useBatchSearch();

  useEffect(() => {
    const handleOpen = () => setIsOpen(true);
    window.addEventListener(OPEN_SEARCH_EVENT, handleOpen);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, handleOpen);
  }, []);

  const files = () => store.getState().files.filter((f) => !f.isRedacted);
  const handleSubmit = async () => {
    if (!term.trim()) return setError(t('search.placeholder'));
    setError(null);
    if (await search([term], { caseSensitive: false, isAiSearch: false }, files())) setTerm('');
  };
  const handleDefaults = async () => {
    const data = await loadPatterns(client).catch(() => []);
    if (data.length === 0) return notifyWarning(t('search.noDefaultTerms'));
    const active = store.getState().searchQueries.map((q) => q.term);
    const fresh = data.filter((p) => !active.includes(p.pattern_text));
    if (fresh.length === 0) return notifyInfo(t('search.allDefaultTermsActive'));
    // Each saved term is searched the way its badge says (Aa, AI, Regex): one search per type.
    for (const type of new Set(fresh.map((p) => p.pattern_type))) {
      const terms = fresh.filter((p) => p.pattern_type === type).map((p) => p.pattern_text);
      await search(terms, flagsOfPatternType(type), files());
    }
  };

  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-start" trapFocus withinPortal>
      <Popover.Target>
        <Tooltip label={t('toolbar.search')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => setIsOpen((v) => !v)}
            disabled={!hasFiles}
            aria-label={t('toolbar.search')}
          >
            <IconSearch size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          <TextInput
            label={t('search.termLabel')}
            placeholder={t('search.placeholder')}
            value={term}
            error={error}
            onChange={(e) => setTerm(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void handleSubmit()}
          />
          <Button size="xs" onClick={() => void handleSubmit()} loading={isSearching}>
            {t('search.submit')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => void handleDefaults()}>
            {t('search.withDefaults')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
