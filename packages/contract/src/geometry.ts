import { z } from 'zod';

// The shapes every part shares — pdf extracts them, detect reads them, the API sends them and the
// web draws them — defined once here.

/** A box in PDF points, origin top-left of the page as displayed (rotation applied): the one coordinate system everywhere. */
export const bboxSchema = z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() });
export type BBox = z.infer<typeof bboxSchema>;

/** A word of a page with its box, as @sladd/pdf extracts it and @sladd/detect reads it. */
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

/** One page's words: `page` is 1-based, width and height in points as displayed. */
export interface PageWords<W extends Word = Word> {
  page: number;
  width: number;
  height: number;
  words: W[];
}

/** The three detection engines (spec 2 §3): fast (rules and a CPU model), standard, advanced (AI). */
export const ENGINE_NAMES = ['fast', 'standard', 'advanced'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];
