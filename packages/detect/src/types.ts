/** PDF points, origin top-left of the page as displayed (rotation applied). Same shape as @sladd/pdf's BBox. */
export interface BBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word of a page, as extracted by @sladd/pdf (structurally identical to its Word). */
export interface Word {
  text: string;
  bbox: BBox;
  line: number;
  xs?: number[];
}

/** One page of words, as extracted by @sladd/pdf (structurally compatible with its PageWords). */
export interface PageWords {
  page: number;
  width: number;
  height: number;
  words: Word[];
}

export type EngineName = 'fast' | 'standard' | 'advanced';
export type Language = 'no' | 'en';

/** A hit inside a text: char offsets (end exclusive), score 0..1 and a reason a person can read. */
export interface Span {
  entityType: string;
  start: number;
  end: number;
  score: number;
  reason: string;
  engine: EngineName;
}

export interface RecognizerContext {
  text: string;
  language: Language;
}

/** A recognizer finds spans of one or more entity types in a text (Presidio style). */
export interface Recognizer {
  id: string;
  entityTypes: readonly string[];
  find(ctx: RecognizerContext): Span[];
}
