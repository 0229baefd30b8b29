import type { BBox, PageWords as SharedPageWords, Word } from '@sladd/contract';

// Boxes and words are shared with detect, api and web (@sladd/contract).
export type { BBox, Word, WordSource } from '@sladd/contract';

/** One page's words as extracted, with the page's rotation and whether it has a text layer. */
export interface PageWords extends SharedPageWords<Word> {
  rotation: number;
  hasTextLayer: boolean;
}

/** A box to redact on a 1-based page, in displayed-page coordinates. */
export interface RedactionMark {
  page: number;
  bbox: BBox;
  /**
   * The short label of the mark's legal basis ("offl. § 13"), already resolved from its code by the
   * caller; drawn in the box when the appearance's text_source is "legal_basis". Never a code id.
   */
  label?: string | undefined;
}

export interface OpenPdfLimits {
  /** Maximum file size in bytes (default 10 MB). */
  maxBytes?: number;
  /** Maximum number of pages (default 2000). */
  maxPages?: number;
  /** Maximum page side in points (default 200 inches = 14400 pt). */
  maxPageSide?: number;
  /** Maximum rendered area in megapixels at `renderDpi` (default 200). */
  maxMegapixels?: number;
  /** Resolution the megapixel cap is computed at (default 300). */
  renderDpi?: number;
  /**
   * Form XObjects one page may draw, counted through nesting (default 100,000): a form drawn
   * twice that draws another twice counts 2 + 4. Checked before any page is interpreted.
   */
  maxFormDraws?: number;
}
