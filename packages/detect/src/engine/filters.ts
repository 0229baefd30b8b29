import type { Span } from '../types.ts';

/** Clamps a threshold into 0..1; anything that is not a finite number becomes the default 0.5. */
export function clampThreshold(threshold: number | undefined): number {
  if (typeof threshold !== 'number' || !Number.isFinite(threshold)) return 0.5;
  return Math.min(1, Math.max(0, threshold));
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Ban list ("remove words"): returns a predicate that is true for a hit text that equals a banned
 * word, or contains it as a whole word (letters/digits not directly around it), case-insensitive.
 */
export function createBanListMatcher(removeWords: readonly string[] | undefined): (hitText: string) => boolean {
  const words = [...new Set((removeWords ?? []).map((w) => w.trim().toLowerCase()).filter(Boolean))];
  if (words.length === 0) return () => false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegex).join('|')})(?![\\p{L}\\p{N}])`, 'u');
  return (hitText) => pattern.test(hitText.trim().toLowerCase());
}

/**
 * Resolves overlapping hits: the longer span wins; at equal length the higher score; then the
 * earlier start; then the entity code alphabetically (so the result never depends on recognizer
 * order). A hit is kept only if it overlaps no hit already kept. Touching spans do not overlap.
 */
export function resolveOverlaps(spans: readonly Span[]): Span[] {
  const ranked = [...spans].sort(
    (a, b) =>
      b.end - b.start - (a.end - a.start) ||
      b.score - a.score ||
      a.start - b.start ||
      a.entityType.localeCompare(b.entityType),
  );
  const kept: Span[] = [];
  for (const span of ranked) {
    if (kept.every((k) => span.end <= k.start || span.start >= k.end)) kept.push(span);
  }
  return kept.sort((a, b) => a.start - b.start);
}
