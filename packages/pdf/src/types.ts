/** PDF points, origin top-left of the page AS DISPLAYED (page rotation applied). The one coordinate system everywhere. */
export interface BBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Word {
  text: string;
  bbox: BBox;
  /** Index of the visual line on the page; words of one line share it. */
  line: number;
  /**
   * Char edges of a horizontal word: length text.length + 1, the leading edge of each UTF-16 unit
   * plus the final trailing edge (left edges then the right end; mirrored when `rtl`).
   */
  xs?: number[];
  /** Char edges of a vertical (top-to-bottom) word: top of each UTF-16 unit plus the final bottom. */
  ys?: number[];
  /** The word's chars run right to left (Arabic, Hebrew). */
  rtl?: boolean;
  /** Low and high edge of each UTF-16 unit along the line, when the chars do not run one way (mixed scripts). */
  ranges?: number[];
  /** Where the word is drawn when it is not the page content: a form field's value or another annotation's text. */
  source?: WordSource;
}

export type WordSource = 'form' | 'annotation';

export interface PageWords {
  /** 1-based page number. */
  page: number;
  width: number;
  height: number;
  rotation: number;
  hasTextLayer: boolean;
  words: Word[];
}

/** A box to redact on a 1-based page, in displayed-page coordinates. */
export interface RedactionMark {
  page: number;
  bbox: BBox;
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
}
