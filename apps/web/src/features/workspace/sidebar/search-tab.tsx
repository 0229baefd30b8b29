import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBatchSearch } from '../hooks/use-batch-search.ts';
import { usePremium } from '../../../lib/queries/use-premium.ts';
import { useScopeFiles, type Scope } from '../hooks/use-scope-files.ts';
import { regexProblem } from '../lib/regex-pattern.ts';
import { useWorkspace } from '../store/workspace-context.tsx';
import { ScopeButtons } from './scope-buttons.tsx';
import { ScanNotices } from './scan-notices.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchTermList } from './search-term-list.tsx';

/** Search tab: multi-line terms, options, scope, the term list and results with navigation. */
export function SearchTab() {
  const { t } = useTranslation('workspace');
  const hasSelection = useWorkspace((s) => s.selectedKeys.length > 0);
  const [scope, setScope] = useState<Scope>(hasSelection ? 'selected' : 'all');
  const { files } = useScopeFiles(scope);
  const { isPremium } = usePremium();
  const [text, setText] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [isAiSearch, setIsAiSearch] = useState(false);
  const [isRegex, setIsRegex] = useState(false);
  const { search, isSearching } = useBatchSearch();
  // A broken pattern is named under the field as it is typed, and never sent.
  const badLine = isRegex
    ? text.split('\n').find((line) => line.trim() && regexProblem(line.trim()))
    : undefined;
  const patternError = badLine && t(`search.regex.${regexProblem(badLine.trim())}`, { term: badLine.trim() });

  const handleSubmit = async () => {
    if (patternError) return;
    if (await search(text.split('\n'), { caseSensitive, isAiSearch, isRegex }, files)) setText('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void handleSubmit();
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t('search.termLabel')}
        placeholder={t('search.placeholder')}
        description={t('search.hint')}
        value={text}
        error={patternError}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        autosize
        minRows={1}
        maxRows={5}
        styles={{ input: { maxHeight: 120, fontFamily: isRegex ? 'monospace' : undefined } }}
        data-testid="search-input"
      />
      <Group gap="md">
        <Checkbox
          label={t('search.caseSensitive')}
          checked={caseSensitive}
          disabled={!isPremium}
          onChange={(e) => setCaseSensitive(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('search.aiSearch')}
          description={isAiSearch ? t('search.aiHint') : undefined}
          checked={isAiSearch}
          disabled={!isPremium || isRegex}
          onChange={(e) => setIsAiSearch(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('search.regexOption')}
          checked={isRegex}
          disabled={!isPremium || isAiSearch}
          onChange={(e) => setIsRegex(e.currentTarget.checked)}
        />
      </Group>
      {!isPremium && (
        <Text size="xs" c="dimmed">
          {t('search.premiumOptions')}
        </Text>
      )}
      <ScopeButtons value={scope} onChange={setScope} label={t('scope.label')} />
      <Button
        leftSection={<IconSearch size={16} />}
        onClick={() => void handleSubmit()}
        disabled={text.trim() === '' || Boolean(patternError)}
        loading={isSearching}
        data-testid="search-submit"
      >
        {t('search.submit')}
      </Button>
      <SearchTermList />
      <ScanNotices />
      <SearchResults />
    </Stack>
  );
}
