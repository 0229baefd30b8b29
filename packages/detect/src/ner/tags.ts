/** Entity classes the Norwegian model tags. */
export type NerLabel = 'PERSON' | 'LOCATION' | 'ORGANIZATION';

/** BIO tags by id: 0 = O, then B and I for each label in LABELS order. */
export const TAGS = [
  'O',
  'B-PERSON',
  'I-PERSON',
  'B-LOCATION',
  'I-LOCATION',
  'B-ORGANIZATION',
  'I-ORGANIZATION',
];
/** Number of tags. */
export const TAG_COUNT = TAGS.length;
/** Labels in tag-id order (label k has B = 2k+1, I = 2k+2). */
export const LABELS: readonly NerLabel[] = ['PERSON', 'LOCATION', 'ORGANIZATION'];

/** True for an I- tag. */
export function isInside(tag: number): boolean {
  return tag > 0 && tag % 2 === 0;
}

/** Whether BIO allows `tag` right after `prev` (-1 = sentence start): I-X only continues X. */
export function isAllowed(prev: number, tag: number): boolean {
  if (!isInside(tag)) return true;
  return prev === tag || prev === tag - 1;
}

/** Label of a B- or I- tag. */
export function labelOf(tag: number): NerLabel {
  return LABELS[(tag - 1) >> 1]!;
}

/** A labelled token range [start, end) within a sentence. */
export interface TagSpan {
  label: NerLabel;
  start: number;
  end: number;
}

/**
 * Reads entity spans (token indices) off a BIO tag sequence, its first `length` tags (all by
 * default); a stray I- opens a new span.
 */
export function spansOf(tags: ArrayLike<number>, length = tags.length): TagSpan[] {
  const spans: TagSpan[] = [];
  let open: TagSpan | undefined;
  for (let i = 0; i < length; i++) {
    const tag = tags[i]!;
    if (open && isInside(tag) && labelOf(tag) === open.label) {
      open.end = i + 1;
      continue;
    }
    open = tag === 0 ? undefined : { label: labelOf(tag), start: i, end: i + 1 };
    if (open) spans.push(open);
  }
  return spans;
}
