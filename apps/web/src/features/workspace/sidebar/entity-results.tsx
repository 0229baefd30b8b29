import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goToPage } from '../commands/index.ts';
import { useWorkspace, useWorkspaceStore } from '../store/workspace-context.tsx';
import { formatCount, formatPages, formatPerformance, formatSeconds } from './format.ts';
import { entityLabel } from '../../../lib/i18n/entity-label.ts';
import { useHighlightColors } from '../hooks/use-highlight-colors.ts';
import { engineBreakdown } from '../lib/engine-breakdown.ts';
import type { EntitySummary } from '../types.ts';
import { methodOfEntity } from '@sladd/contract';

/** Per engine: its colour, how many entities, who answered, and time and tokens when the server says. */
function EngineRows({ summary }: { summary: EntitySummary }) {
  const { t, i18n } = useTranslation('workspace');
  const colors = useHighlightColors();
  const highlights = useWorkspace((s) => s.highlights);
  const rows = useMemo(() => engineBreakdown(summary, Object.values(highlights)), [summary, highlights]);
  if (rows.length === 0) return null;
  return (
    <>
      <Text size="xs" fw={600}>
        {t('detection.byEngine')}
      </Text>
      <Stack gap={4} data-testid="engine-rows">
        {rows.map((row) => {
          const details = [
            t('detection.entityCount', { count: row.count }),
            ...row.answeredBy.map((engine) =>
              t('highlight.answeredBy', { engine: t(`engineName.${engine}`) }),
            ),
            ...(row.seconds !== undefined
              ? [t('detection.engineTime', { seconds: formatSeconds(row.seconds, i18n.language) })]
              : []),
            ...(row.promptTokens !== undefined
              ? [
                  t('detection.engineTokens', {
                    prompt: formatCount(row.promptTokens, i18n.language),
                    completion: formatCount(row.completionTokens ?? 0, i18n.language),
                  }),
                ]
              : []),
            ...(row.llmModel ? [row.llmModel] : []),
            ...(row.unalignedQuotes ? [t('detection.unalignedQuotes', { count: row.unalignedQuotes })] : []),
          ];
          return (
            <Group key={row.model} gap={6} wrap="nowrap" align="flex-start" data-engine={row.model}>
              <span
                className="ws-engine-swatch"
                style={{ background: colors[row.model] }}
                aria-hidden="true"
              />
              <Text size="xs">
                <Text span fw={600} size="xs">
                  {t(`detection.engine.${row.model}`)}
                </Text>
                {` · ${details.join(' · ')}`}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </>
  );
}

/**
 * Counts by type, each with its method's colour; a name several methods share ("Person") says
 * which method it is.
 */
function TypeBadges({ byType }: { byType: Record<string, number> }) {
  const { t } = useTranslation('workspace');
  const colors = useHighlightColors();
  const types = Object.entries(byType).map(([type, count]) => ({
    type,
    count,
    label: entityLabel(t, type),
    method: methodOfEntity(type),
  }));
  const isShared = (label: string) => types.filter((other) => other.label === label).length > 1;
  return (
    <Group gap={4}>
      {types.map(({ type, count, label, method }) => (
        <Badge
          key={type}
          variant="light"
          tt="none"
          data-entity={type}
          leftSection={
            method ? (
              <span className="ws-engine-dot" style={{ background: colors[method] }} aria-hidden="true" />
            ) : undefined
          }
        >
          {`${method && isShared(label) ? `${label} (${t(`model.${method}`)})` : label}: ${count}`}
        </Badge>
      ))}
    </Group>
  );
}

/** One expandable card per file: counts by type and by page (each page a link), performance. */
export function EntityResults() {
  const { t, i18n } = useTranslation('workspace');
  const store = useWorkspaceStore();
  const summaries = useWorkspace((s) => s.entitySummaries);
  const files = useWorkspace((s) => s.files);
  // In the order of the file list, not the order in which the files finished.
  const list = useMemo(() => {
    const position = new Map(files.map((file, index) => [file.key, index]));
    const rank = (key: string) => position.get(key) ?? Number.MAX_SAFE_INTEGER;
    return Object.values(summaries).sort((a, b) => rank(a.fileKey) - rank(b.fileKey));
  }, [summaries, files]);
  if (list.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="entity-results">
      <Text fw={600} size="sm">
        {t('detection.results')}
      </Text>
      <Accordion variant="separated" multiple>
        {list.map((summary) => (
          <Accordion.Item key={summary.fileKey} value={summary.fileKey}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate title={summary.fileName} style={{ minWidth: 0 }}>
                  {summary.fileName}
                </Text>
                {summary.performance?.ocr_pages?.length ? (
                  <Badge
                    variant="outline"
                    color="blue"
                    style={{ flexShrink: 0 }}
                    data-testid="ocr-badge"
                    title={t('scan.ocrPages', {
                      pages: formatPages(summary.performance.ocr_pages),
                      count: summary.performance.ocr_pages.length,
                    })}
                  >
                    {t('scan.ocrBadge')}
                  </Badge>
                ) : null}
                <Badge style={{ flexShrink: 0 }}>
                  {t('detection.entityCount', { count: summary.total })}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap={6}>
                <EngineRows summary={summary} />
                <Text size="xs" fw={600}>
                  {t('detection.byType')}
                </Text>
                <TypeBadges byType={summary.byType} />
                <Text size="xs" fw={600}>
                  {t('detection.byPage')}
                </Text>
                <Group gap={4}>
                  {Object.entries(summary.byPage).map(([pageKey, count]) => {
                    const page = Number(pageKey.replace('page_', ''));
                    return (
                      <Button
                        key={pageKey}
                        size="compact-xs"
                        variant="default"
                        onClick={() => goToPage(store, summary.fileKey, page)}
                      >
                        {t('detection.pageCount', { page, count })}
                      </Button>
                    );
                  })}
                </Group>
                {summary.performance?.ocr_pages?.length ? (
                  <Text size="xs" c="blue.8">
                    {t('scan.ocrPages', {
                      pages: formatPages(summary.performance.ocr_pages),
                      count: summary.performance.ocr_pages.length,
                    })}
                  </Text>
                ) : null}
                {summary.performance && (
                  <Text size="xs" c="dimmed">
                    {formatPerformance(t, i18n.language, summary.performance)}
                  </Text>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
