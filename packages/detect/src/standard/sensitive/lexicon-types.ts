import type { Language } from '../../types.ts';

// The lexicon's vocabulary, in a file of its own so lexicon.ts and lexicon-breadth.ts (which
// lexicon.ts reads) can share it without importing each other.

export const SENSITIVE_LABELS = [
  'HEALTH_INFO_S',
  'CRIMINAL_RECORD_S',
  'SEXUAL_ORIENTATION_S',
  'FAMILY_RELATION_S',
  'EMPLOYMENT_INFO_S',
  'ECONOMIC_STATUS_S',
  'FINANCIAL_INFO_S',
  'POLITICAL_CASE_S',
  'BEHAVIORAL_PATTERN_S',
  'CONTEXT_SENSITIVE_S',
  'ANIMAL_INFO_S',
] as const;
export type SensitiveLabel = (typeof SENSITIVE_LABELS)[number];

/**
 * How a term inflects: `noun` and `adj` get the regular endings of the language, `fixed` only
 * the forms written (several forms separated by '/').
 */
export type FormClass = 'noun' | 'adj' | 'fixed';

/** A group of terms of one label, kind and language (lexicon-breadth.ts adds more). */
export interface LexiconGroup {
  label: SensitiveLabel;
  kind: string;
  language: Language;
  forms: FormClass;
  head?: boolean;
  modifier?: boolean;
  terms: string;
}
