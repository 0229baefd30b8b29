import type { EngineName } from '@sladd/contract';

// Boxes, words, pages and engine names are shared with pdf, api and web (@sladd/contract).
export type { BBox, EngineName, PageWords, Word } from '@sladd/contract';

export type Language = 'no' | 'en';

/** A hit inside a text: char offsets (end exclusive), score 0..1 and a reason a person can read. */
export interface Span {
  entityType: string;
  start: number;
  end: number;
  score: number;
  reason: string;
  engine: EngineName;
  /**
   * What a sensitive hit is (GDPR art. 9–10 and spec 2's categories: HEALTH, GENETIC, RELIGION…),
   * where the label alone does not say it; set by the standard engine's sensitive recognisers.
   */
  category?: string;
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
