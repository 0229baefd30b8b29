import { ActionIcon, Button, Checkbox, Group, Menu, Stack, Text, Textarea } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callJson } from '../../../lib/api/index.ts';
import { clearSearch, removeSearchQuery } from '../commands/index.ts';
import { useBatchSearch } from '../hooks/use-batch-search.ts';
import { usePremium } from '../hooks/use-premium.ts';
import { useScopeFiles, type Scope } from '../hooks/use-scope-files.ts';
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { ScopeButtons } from './scope-buttons.tsx';
import { ScanNotices } from './scan-notices.tsx';
import { SearchResults } from './search-results.tsx';

/** Search tab: multi-line terms, options, scope, the term list and results with navigation. */
export function SearchTab() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const hasSelection = useWorkspace((s) => s.selectedKeys.length > 0);
  const [scope, setScope] = useState<Scope>(hasSelection ? 'selected' : 'all');
  const { files } = useScopeFiles(scope);
  const { isPremium } = usePremium();
  const [text, setText] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [isAiSearch, setIsAiSearch] = useState(false);
  const { search, isSearching } = useBatchSearch();
  const queries = useWorkspace((s) => s.searchQueries);

  const handleSubmit = async () => {
    if (await search(text.split('\n'), { caseSensitive, isAiSearch }, files)) setText('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void handleSubmit();
    }
  };
  const handleSaveDefault = async (
    term: string,
    pattern: { caseSensitive: boolean; isAiSearch: boolean },
  ) => {
    try {
      const { data: existing } = await callJson<Array<{ pattern_text: string }>>('GET', '/settings/patterns');
      if (existing.some((p) => p.pattern_text === term)) return notifyInfo(t('search.patternExists'));
      const type = pattern.isAiSearch ? 'ai_search' : pattern.caseSensitive ? 'case_sensitive' : 'normal';
      await callJson('POST', '/settings/patterns', { pattern_text: term, pattern_type: type });
      notifySuccess(t('search.patternSaved'));
    } catch (error) {
      notifyError(t('search.failedToSavePattern', { error: (error as Error).message }));
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t('search.termLabel')}
        placeholder={t('search.placeholder')}
        description={t('search.hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        autosize
        minRows={1}
        maxRows={5}
        styles={{ input: { maxHeight: 120 } }}
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
          checked={isAiSearch}
          disabled={!isPremium}
          onChange={(e) => setIsAiSearch(e.currentTarget.checked)}
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
        disabled={text.trim() === ''}
        loading={isSearching}
        data-testid="search-submit"
      >
        {t('search.submit')}
      </Button>
      {queries.length > 0 && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('search.terms')}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => clearSearch(store)}>
              {t('search.clearAll')}
            </Button>
          </Group>
          {queries.map((query) => (
            <Menu key={query.term} trigger="click-hover" openDelay={0} position="bottom-start" withinPortal>
              <Group
                gap={4}
                wrap="nowrap"
                className="ws-term"
                onContextMenu={(event) => event.preventDefault()}
              >
                <Menu.Target>
                  <Text size="sm" style={{ flex: 1 }} truncate>
                    {query.term}
                  </Text>
                </Menu.Target>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  onClick={() => removeSearchQuery(store, query.term)}
                  aria-label={t('search.removeTerm', { term: query.term })}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void handleSaveDefault(query.term, query)}>
                  {t('search.saveAsDefault')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ))}
        </Stack>
      )}
      <ScanNotices />
      <SearchResults />
    </Stack>
  );
}
