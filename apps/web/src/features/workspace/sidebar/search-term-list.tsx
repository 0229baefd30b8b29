import { ActionIcon, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadPatterns, savePattern } from '../../../lib/queries/use-settings.ts';
import { clearSearch, removeSearchQuery } from '../commands/index.ts';
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify.ts';
import { patternTypeOf } from '../lib/search-pattern-type.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import type { SearchQuery } from '../types.ts';

/** The searched terms with their kind, remove, clear all, and right-click "save as default term". */
export function SearchTermList() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const client = useQueryClient();
  const queries = useWorkspace((s) => s.searchQueries);

  const handleSaveDefault = async (query: SearchQuery) => {
    try {
      const existing = await loadPatterns(client);
      if (existing.some((p) => p.pattern_text === query.term)) return notifyInfo(t('search.patternExists'));
      await savePattern(client, { pattern_text: query.term, pattern_type: patternTypeOf(query) });
      notifySuccess(t('search.patternSaved'));
    } catch (error) {
      notifyError(t('search.failedToSavePattern', { error: (error as Error).message }));
    }
  };

  if (queries.length === 0) return null;
  return (
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
            data-testid="search-term"
          >
            <Menu.Target>
              <Text size="sm" style={{ flex: 1 }} truncate ff={query.isRegex ? 'monospace' : undefined}>
                {query.term}
              </Text>
            </Menu.Target>
            {query.caseSensitive && <TermBadge label="Aa" title={t('search.caseSensitive')} color="blue" />}
            {query.isAiSearch && <TermBadge label="AI" title={t('search.aiSearch')} color="violet" />}
            {query.isRegex && <TermBadge label="Regex" title={t('search.regexOption')} color="orange" />}
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
            <Menu.Item onClick={() => void handleSaveDefault(query)}>{t('search.saveAsDefault')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ))}
    </Stack>
  );
}

function TermBadge({ label, title, color }: { label: string; title: string; color: string }) {
  return (
    <Badge size="xs" variant="light" tt="none" color={color} title={title} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
