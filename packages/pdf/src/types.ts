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
  /** Char edges: length text.length + 1, left edge of each UTF-16 unit plus the final right edge. */
  xs?: number[];
}

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
