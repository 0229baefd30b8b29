import { LIMITS } from '@sladd/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { applySearchResults, hasSearchQuery, recordScanPages } from '../commands/index.ts';
import { notifyError, notifyInfo, notifyWarning } from '../lib/notify.ts';
import { NO_LOCAL_WORDS, searchLocally } from '../lib/local-search.ts';
import { wordsForSearch } from '../lib/offline-words.ts';
import { searchFiles, type SearchAnswer } from '../lib/pdf-api.ts';
import { regexProblem } from '../lib/regex-pattern.ts';
import type { SearchFlags } from '../lib/search-pattern-type.ts';
import { useWorkspaceStore } from '../store/workspace-context.tsx';
import type { SearchQuery, WorkspaceFile } from '../types.ts';
import { useHighlightColors } from './use-highlight-colors.ts';

// Notices of an AI search answer shown to the person; without a language model the search by
// meaning still works, so that is not news on every search.
const AI_NOTICES = new Set([
  'AI_EXPANSION_FAILED',
  'AI_EXPANSION_REFUSED',
  'AI_ENTITY_UNSUPPORTED',
  'AI_CASE_SENSITIVE_IGNORED',
]);

/** Runs batch searches: validation, duplicates rule, then the matches become highlights. */
export function useBatchSearch() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const store = useWorkspaceStore();
  const colors = useHighlightColors();
  const [isSearching, setIsSearching] = useState(false);

  // Says the search ran in the browser, and which files it could not search there.
  const reportLocalSearch = useCallback(
    (answer: SearchAnswer) => {
      const missing = answer.file_results
        .filter((r) => r.status === 'error' && r.error?.code === NO_LOCAL_WORDS)
        .map((r) => r.file);
      notifyInfo(t('offline.searchedLocally', { count: answer.batch_summary.successful }));
      if (missing.length > 0)
        notifyWarning(t('offline.searchMissingWords', { files: missing.join(', ') }), 8000);
    },
    [t],
  );

  const search = useCallback(
    async (terms: string[], options: SearchFlags, files: WorkspaceFile[]): Promise<boolean> => {
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
      const badPattern = options.isRegex ? cleaned.find((term) => regexProblem(term)) : undefined;
      if (badPattern !== undefined) {
        notifyWarning(t(`search.regex.${regexProblem(badPattern)}`, { term: badPattern }));
        return false;
      }
      if (options.isAiSearch && !navigator.onLine) {
        notifyWarning(t('offline.aiSearchNeedsServer'));
        return false;
      }
      const queries: SearchQuery[] = cleaned.map((term) => ({ term, ...options }));
      const fresh = queries.filter((query) => !hasSearchQuery(store, query));
      for (const query of queries.filter((q) => !fresh.includes(q)))
        notifyInfo(t('search.duplicate', { term: query.term }));
      if (fresh.length === 0) return false;
      setIsSearching(true);
      try {
        for (const query of fresh) {
          // Offline (or the server out of reach), plain and pattern search run in the browser over
          // the words it keeps; AI search needs the server (decision 0046).
          const searchHere = () => {
            const state = store.getState();
            return searchLocally(
              files.map((f) => ({ name: f.file.name, pages: wordsForSearch(state, f.key) })),
              query.term,
              { caseSensitive: query.caseSensitive, regex: query.isRegex === true },
            );
          };
          let answer: SearchAnswer;
          let isLocal = false;
          if (!navigator.onLine && !query.isAiSearch) {
            answer = searchHere();
            isLocal = true;
          } else {
            try {
              answer = await searchFiles(
                files.map((f) => f.file),
                [query.term],
                { caseSensitive: query.caseSensitive, aiSearch: query.isAiSearch, regex: query.isRegex },
              );
            } catch (error) {
              if (!(error instanceof ApiError && error.status === 0) || query.isAiSearch) throw error;
              answer = searchHere();
              isLocal = true;
            }
          }
          applySearchResults(store, query, files, answer, colors);
          if (isLocal) reportLocalSearch(answer);
          // AI search names what it could not do (a model that failed, an unsafe suggestion): say so.
          for (const notice of answer.batch_summary.ai_search?.notices ?? [])
            if (AI_NOTICES.has(notice.code))
              notifyInfo(t(`search.aiNotices.${notice.code}`, { term: notice.term ?? query.term }), 5000);
        }
        return true;
      } catch (error) {
        if (error instanceof SyntaxError) {
          notifyWarning(t('search.regex.invalid', { term: cleaned[0] }));
          return false;
        }
        // A scan with more pages without a text layer than OCR reads: say so on its notice too.
        if (error instanceof ApiError && error.code === 'OCR_PAGE_LIMIT' && files.length === 1)
          recordScanPages(store, files[0]!.key, { error: error.message });
        notifyError(
          error instanceof ApiError
            ? describeError(tCommon, error, 'search.error')
            : (error as Error).message || t('search.error'),
        );
        return false;
      } finally {
        setIsSearching(false);
      }
    },
    [store, t, tCommon, colors, reportLocalSearch],
  );

  return { search, isSearching };
}
