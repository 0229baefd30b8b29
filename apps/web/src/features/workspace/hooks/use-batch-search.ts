import { LIMITS } from '@sladd/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applySearchResults, hasSearchQuery } from '../commands/index.ts';
import { notifyError, notifyInfo, notifyWarning } from '../lib/notify.ts';
import { searchFiles } from '../lib/pdf-api.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { SearchQuery, WorkspaceFile } from '../types.ts';
import { useHighlightColors } from './use-highlight-colors.ts';

/** Runs batch searches: validation, duplicates rule, then the matches become highlights. */
export function useBatchSearch() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const colors = useHighlightColors();
  const [isSearching, setIsSearching] = useState(false);

  const search = useCallback(
    async (terms: string[], options: { caseSensitive: boolean; isAiSearch: boolean }, files: WorkspaceFile[]): Promise<boolean> => {
      const cleaned = terms.map((term) => term.trim()).filter((term) => term !== '');
      if (files.length === 0) {
        notifyWarning(t('search.noFilesSelected'));
        return false;
      }
      if (cleaned.length === 0) {
        notifyWarning(t('search.filesAndTermRequired'));
        return false;
      }
      if (cleaned.some((term) => term.length > LIMITS.searchQueryMax)) {
        notifyWarning(t('search.invalidQuery'));
        return false;
      }
      const queries: SearchQuery[] = cleaned.map((term) => ({ term, ...options }));
      const fresh = queries.filter((query) => !hasSearchQuery(store, query));
      for (const query of queries.filter((q) => !fresh.includes(q))) notifyInfo(t('search.duplicate', { term: query.term }));
      if (fresh.length === 0) return false;
      setIsSearching(true);
      try {
        for (const query of fresh) {
          const answer = await searchFiles(files.map((f) => f.file), [query.term], { caseSensitive: query.caseSensitive, aiSearch: query.isAiSearch });
          applySearchResults(store, query, files, answer, colors);
        }
        return true;
      } catch (error) {
        notifyError((error as Error).message || t('search.error'));
        return false;
      } finally {
        setIsSearching(false);
      }
    },
    [store, t, colors],
  );

  return { search, isSearching };
}
