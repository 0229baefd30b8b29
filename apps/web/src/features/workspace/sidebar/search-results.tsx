import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stepSearchResult } from '../commands/index.ts';
import { highlightsInOrder } from '../highlights/highlight-index.ts';
import { searchReasonText } from '../lib/search-reason.ts';
import type { Highlight } from '../types.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';

/** Per-file and per-page match counts, next/previous with wraparound and 'n of total'. */
export function SearchResults() {
  const { t } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const highlights = useWorkspace((s) => s.highlights);
  const files = useWorkspace((s) => s.files);
  const cursor = useWorkspace((s) => s.searchCursor);
  const hits = useMemo(
    () =>
      highlightsInOrder(
        highlights,
        files.map((f) => f.key),
        'SEARCH',
      ),
    [highlights, files],
  );
  if (hits.length === 0) return null;

  const perFile = files
    .map((file) => {
      const own = hits.filter((h) => h.fileKey === file.key);
      const pages = new Map<number, number>();
      for (const h of own) pages.set(h.page, (pages.get(h.page) ?? 0) + 1);
      return { file, count: own.length, pages: [...pages.entries()], own };
    })
    .filter((entry) => entry.count > 0);

  return (
    <Stack gap="xs" data-testid="search-results">
      <Group justify="space-between">
        <Text size="sm" fw={600} data-testid="search-counter" aria-live="polite">
          {cursor >= 0
            ? t('search.nOfTotal', { n: cursor + 1, total: hits.length })
            : t('search.totalMatches', { count: hits.length })}
        </Text>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            onClick={() => stepSearchResult(store, -1)}
            aria-label={t('search.previous')}
            data-testid="search-previous"
          >
            <IconChevronUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => stepSearchResult(store, 1)}
            aria-label={t('search.next')}
            data-testid="search-next"
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {perFile.map(({ file, count, pages, own }) => (
        <div key={file.key}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" truncate title={file.file.name} style={{ minWidth: 0 }}>
              {file.file.name}
            </Text>
            <Text size="sm" style={{ flexShrink: 0 }}>{`— ${t('search.matchCount', { count })}`}</Text>
          </Group>
          <PageCounts pages={pages} />
          <MatchReasons hits={own} />
        </div>
      ))}
    </Stack>
  );
}

/** Pages listed before "show all" on a file with hits on many pages. */
const PAGES_SHOWN = 12;

/** 'p. 1: 2, p. 4: 1, …' for one file; long lists are cut, with a toggle to see every page. */
function PageCounts({ pages }: { pages: Array<[number, number]> }) {
  const { t } = useTranslation('workspace');
  const [isOpen, setIsOpen] = useState(false);
  const isLong = pages.length > PAGES_SHOWN + 2;
  const shown = isLong && !isOpen ? pages.slice(0, PAGES_SHOWN) : pages;
  return (
    <Text size="xs" c="dimmed">
      {/* No break inside one 'p. 7: 1'; lines break only between pages. */}
      {shown
        .map(([page, n]) => t('search.pageMatches', { page, count: n }).replace(/ /g, '\u00a0'))
        .join(', ')}
      {isLong && (
        <>
          {isOpen ? ' ' : ', … '}
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setIsOpen(!isOpen)}
            aria-expanded={isOpen}
          >
            {isOpen ? t('search.fewerPages') : t('search.allPages', { count: pages.length })}
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** Reasons listed per file before "and n more". */
const REASONS_SHOWN = 6;

/**
 * Why the AI search matches of one file matched: each matched text with its reason (in the
 * person's language) and how often. Plain search matches carry no reason and list nothing.
 */
function MatchReasons({ hits }: { hits: readonly Highlight[] }) {
  const { t } = useTranslation('workspace');
  const counts = new Map<string, { text: string; reason: string; count: number }>();
  for (const hit of hits) {
    if (!hit.reason) continue;
    const text = (hit.text ?? '').replace(/\s+/g, ' ');
    const key = `${text}\u0000${hit.reason}`;
    const entry = counts.get(key) ?? { text, reason: hit.reason, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  if (counts.size === 0) return null;
  const entries = [...counts.values()];
  return (
    <Stack gap={0} mt={2} data-testid="search-reasons" aria-label={t('search.reasonsTitle')}>
      {entries.slice(0, REASONS_SHOWN).map((entry) => (
        <Text key={`${entry.text}|${entry.reason}`} size="xs" c="dimmed" lineClamp={2} title={entry.text}>
          <Text span size="xs" fw={600} c="var(--mantine-color-text)">
            {entry.text}
          </Text>
          {` — ${searchReasonText(entry.reason, t)}${entry.count > 1 ? ` (${entry.count})` : ''}`}
        </Text>
      ))}
      {entries.length > REASONS_SHOWN && (
        <Text size="xs" c="dimmed">
          {t('search.reasonsMore', { count: entries.length - REASONS_SHOWN })}
        </Text>
      )}
    </Stack>
  );
}
