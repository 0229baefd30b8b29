import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPatterns } from '../../../lib/queries/use-settings.ts';
import { setUi } from '../commands/ui-commands.ts';
import { useBatchSearch } from '../hooks/use-batch-search.ts';
import { notifyInfo, notifyWarning } from '../lib/notify.ts';
import { flagsOfPatternType } from '../lib/search-pattern-type.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';

/**
 * The toolbar search dropdown: a quick term over all files, or the saved default terms. It is open
 * while the store says so (the search command opens it); `children` is the button it hangs from.
 */
export function ToolbarSearch({ children }: { children: ReactElement }) {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const client = useQueryClient();
  const isOpen = useWorkspace((s) => s.ui.isSearchOpen);
  const setIsOpen = (open: boolean) => setUi(store, { isSearchOpen: open });
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { search, isSearching } = useBatchSearch();

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
      <Popover.Target>{children}</Popover.Target>
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
