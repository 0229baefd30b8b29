import { RESOURCE_LIMITS, type RedactionSchema } from '@sladd/contract';
import type { Box, Highlight } from '../types.ts';

export interface RedactionOptions {
  includeSearchHighlights: boolean;
  includeEntityHighlights: boolean;
  includeManualHighlights: boolean;
  removeImages: boolean;
}

export const DEFAULT_REDACTION_OPTIONS: RedactionOptions = {
  includeSearchHighlights: true,
  includeEntityHighlights: true,
  includeManualHighlights: true,
  removeImages: false,
};

export type SchemaItem = RedactionSchema['pages'][number]['sensitive'][number];

const boxOf = (h: Highlight): Box => ({ x0: h.x, y0: h.y, x1: h.x + h.w, y1: h.y + h.h });

export function isIncluded(h: Highlight, options: RedactionOptions): boolean {
  if (h.type === 'SEARCH') return options.includeSearchHighlights;
  if (h.type === 'ENTITY') return options.includeEntityHighlights;
  return options.includeManualHighlights;
}

/** The pages/sensitive mapping of one file from its highlights, pages ascending. */
export function buildRedactionPages(
  highlights: readonly Highlight[],
  options: RedactionOptions,
  box: (h: Highlight) => Box = boxOf,
): RedactionSchema['pages'] {
  const pages = new Map<number, SchemaItem[]>();
  for (const h of highlights) {
    if (!isIncluded(h, options)) continue;
    const item: SchemaItem = {
      entity_type: h.type === 'ENTITY' ? (h.entity ?? 'ENTITY') : h.type,
      bbox: box(h),
      original_text: h.text ?? '',
    };
    if (h.score !== undefined) item.score = h.score;
    if (h.answeredBy ?? h.model) item.engine = h.answeredBy ?? h.model;
    if (h.legalBasis) item.legal_basis = h.legalBasis;
    const list = pages.get(h.page);
    if (list) list.push(item);
    else pages.set(h.page, [item]);
  }
  return [...pages.entries()].sort(([a], [b]) => a - b).map(([page, sensitive]) => ({ page, sensitive }));
}

/**
 * Restore offsets of manual highlights from history (spec 2 §4): text-selection ones shift x by −4,
 * y0 by −1 and y1 by +1; others shift x by −2.5 and y by −3. History is saved pre-compensated
 * (historyBoxOf) so a save-then-load round trip puts each mark back exactly where it was.
 */
export function restoreOffset(item: SchemaItem): Box {
  const { x0, y0, x1, y1 } = item.bbox;
  if (item.entity_type !== 'MANUAL') return item.bbox;
  if (item.original_text) return { x0: x0 - 4, y0: y0 - 1, x1: x1 - 4, y1: y1 + 1 };
  return { x0: x0 - 2.5, y0: y0 - 3, x1: x1 - 2.5, y1: y1 - 3 };
}

/** A history item's pages: each mark's covered text kept to what the history stores (RESOURCE_LIMITS). */
export function historyPages(pages: RedactionSchema['pages']): RedactionSchema['pages'] {
  const max = RESOURCE_LIMITS.maxHistoryMarkText;
  return pages.map((page) => ({
    page: page.page,
    sensitive: page.sensitive.map((item) =>
      item.original_text.length > max ? { ...item, original_text: item.original_text.slice(0, max) } : item,
    ),
  }));
}

/** The inverse of restoreOffset, applied when saving history. */
export function historyBoxOf(h: Highlight): Box {
  const { x0, y0, x1, y1 } = boxOf(h);
  if (h.type !== 'MANUAL') return { x0, y0, x1, y1 };
  if (h.text) return { x0: x0 + 4, y0: y0 + 1, x1: x1 + 4, y1: y1 - 1 };
  return { x0: x0 + 2.5, y0: y0 + 3, x1: x1 + 2.5, y1: y1 + 3 };
}

/** Totals for the preview: marks by kind across files. */
export function countByKind(highlights: readonly Highlight[], options: RedactionOptions) {
  const totals = { MANUAL: 0, SEARCH: 0, ENTITY: 0, total: 0 };
  for (const h of highlights) {
    if (!isIncluded(h, options)) continue;
    totals[h.type] += 1;
    totals.total += 1;
  }
  return totals;
}
