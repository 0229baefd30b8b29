import { RESOURCE_LIMITS, type Review } from '@sladd/contract';
import type { NewHighlight } from '../commands/index.ts';
import type { ColorKey } from './colors.ts';
import { isEngineName, requestedModelOf } from './engine-hit.ts';
import { buildRedactionPages, DEFAULT_REDACTION_OPTIONS, type SchemaItem } from './redaction-mapping.ts';
import type { Box, Highlight } from '../types.ts';

export type ReviewPages = Review['pages'];

/** The longest detection reason a review keeps per mark (reviewMarkSchema). */
const MAX_REASON = 500;

/**
 * One saved mark (history's or a review's) as a highlight on `fileKey`: MANUAL (text selection when
 * it covered text, else a rectangle), SEARCH (its text is the term) or ENTITY (the entity type, the
 * method asked for and the engine that answered), with its legal basis and detection's reason.
 * `box` is the mark's box as drawn: history compensates manual offsets (restoreOffset), a review
 * keeps the boxes exactly as they were sent.
 */
export function highlightInputOf(
  item: SchemaItem & { reason?: string | undefined },
  page: number,
  fileKey: string,
  colors: Partial<Record<ColorKey, string>>,
  box: Box = item.bbox,
): NewHighlight {
  const shared = {
    fileKey,
    page,
    box,
    legalBasis: item.legal_basis,
    colors,
    ...(item.reason ? { reason: item.reason } : {}),
  };
  if (item.entity_type === 'MANUAL')
    return {
      ...shared,
      type: 'MANUAL',
      text: item.original_text || undefined,
      creationMode: item.original_text ? 'text_selection' : 'rectangular',
    };
  if (item.entity_type === 'SEARCH')
    return { ...shared, type: 'SEARCH', text: item.original_text, term: item.original_text };
  return {
    ...shared,
    type: 'ENTITY',
    text: item.original_text,
    entity: item.entity_type,
    model: requestedModelOf(item.entity_type, item.engine),
    answeredBy: isEngineName(item.engine) ? item.engine : undefined,
    score: item.score,
  };
}

/** A review's marks as highlights on the opened file, boxes exactly as the review has them. */
export function reviewHighlightInputs(
  pages: ReviewPages,
  fileKey: string,
  colors: Partial<Record<ColorKey, string>>,
): NewHighlight[] {
  return pages.flatMap((page) =>
    page.sensitive.map((item) => highlightInputOf(item, page.page, fileKey, colors)),
  );
}

// As the server compares a release with its review (release-review.ts markKey): page, the box in
// hundredths of a point, and the legal basis; order does not matter.
const hundredths = (n: number) => String(Math.round(n * 100) || 0);
function marksKey(pages: ReviewPages): string {
  return pages
    .flatMap((page) =>
      page.sensitive.map((mark) =>
        [String(page.page), ...[mark.bbox.x0, mark.bbox.y0, mark.bbox.x1, mark.bbox.y1].map(hundredths)]
          .concat(mark.legal_basis ?? '')
          .join('|'),
      ),
    )
    .sort()
    .join('\n');
}

/** Whether the marks now on the file differ from the review's: then, and only then, approving sends them. */
export function marksDiffer(review: ReviewPages, now: ReviewPages): boolean {
  return marksKey(review) !== marksKey(now);
}

/**
 * The marks of one file as a review carries them: buildRedactionPages with every kind of mark (the
 * default options), each covered text cut to what a review keeps and detection's reason kept.
 */
export function reviewPagesOf(highlights: readonly Highlight[]): ReviewPages {
  const byPage = new Map<number, Highlight[]>();
  for (const h of highlights) byPage.set(h.page, [...(byPage.get(h.page) ?? []), h]);
  // With the default options every highlight is included, in order, page by page.
  return buildRedactionPages(highlights, DEFAULT_REDACTION_OPTIONS).map((page) => ({
    page: page.page,
    sensitive: page.sensitive.map((item, index) => {
      const reason = byPage.get(page.page)?.[index]?.reason;
      return {
        ...item,
        original_text: item.original_text.slice(0, RESOURCE_LIMITS.maxHistoryMarkText),
        ...(reason ? { reason: reason.slice(0, MAX_REASON) } : {}),
      };
    }),
  }));
}
