// Scoring of the blind sets (docs/PERFORMANCE.md, "Detection on documents nobody here wrote").
// Spans are compared by the characters they cover, not by exact edges: a writer's span and the
// engine's may differ by a word and still hide the same fact.
import type { GoldMark } from '../../../packages/detect/scripts/sensitive/blind-doc.ts';

export {
  ART9,
  GOLD_LABELS,
  IDENTITY,
  OTHER_SENSITIVE,
  REF,
  SENSITIVE,
  SPECIAL,
} from '../../../packages/detect/scripts/sensitive/blind-doc.ts';
import { REF, SENSITIVE } from '../../../packages/detect/scripts/sensitive/blind-doc.ts';

/** Hit categories that come from the sensitive recognisers (not names, numbers, dates or places). */
export const SENSITIVE_HIT: ReadonlySet<string> = new Set([...SENSITIVE, 'BEHAVIOR', 'ANIMAL', 'CONTEXT']);

export interface Hit {
  start: number;
  end: number;
  category: string;
  entityType: string;
  reason: string;
}

export interface ScoredDoc {
  name: string;
  language: string;
  text: string;
  gold: GoldMark[];
  hits: Hit[];
}

const isSpace = (ch: string) => ch === ' ' || ch === '\n';

/** Share of the non-space characters of [start, end) that `ranges` cover. */
export function coveredShare(
  text: string,
  start: number,
  end: number,
  ranges: ReadonlyArray<{ start: number; end: number }>,
): number {
  let total = 0;
  let covered = 0;
  for (let i = start; i < end; i++) {
    if (isSpace(text[i]!)) continue;
    total += 1;
    if (ranges.some((r) => r.start <= i && i < r.end)) covered += 1;
  }
  return total ? covered / total : 0;
}

const overlapsAny = (
  hit: { start: number; end: number },
  marks: ReadonlyArray<{ start: number; end: number }>,
) => marks.some((m) => hit.start < m.end && m.start < hit.end);

/** A gold fact counts as found when at least half its characters are covered. */
export const FOUND_SHARE = 0.5;

export interface Figure {
  gold: number;
  found: number;
  hits: number;
  correct: number;
  recall: number;
  precision: number;
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : NaN);
const figure = (gold: number, found: number, hits: number, correct: number): Figure => ({
  gold,
  found,
  hits,
  correct,
  recall: ratio(found, gold),
  precision: ratio(correct, hits),
});

/** Per category: found = gold of the category half covered by hits of the category; correct = hits that overlap gold of the category. */
export function perCategory(docs: readonly ScoredDoc[], category: string): Figure {
  let gold = 0;
  let found = 0;
  let hits = 0;
  let correct = 0;
  for (const doc of docs) {
    const g = doc.gold.filter((m) => m.label === category);
    const h = doc.hits.filter((m) => m.category === category);
    gold += g.length;
    hits += h.length;
    found += g.filter((m) => coveredShare(doc.text, m.start, m.end, h) >= FOUND_SHARE).length;
    correct += h.filter((m) => overlapsAny(m, g)).length;
  }
  return figure(gold, found, hits, correct);
}

/**
 * Coverage, the label ignored: a fact of `categories` is covered when any hits of the engine cover
 * half its characters (what a redaction of the hits would hide); precision over the hits of the
 * sensitive recognisers: a hit is right when it overlaps any gold mark but a REF.
 */
export function coverage(docs: readonly ScoredDoc[], categories: readonly string[]): Figure {
  let gold = 0;
  let found = 0;
  let hits = 0;
  let correct = 0;
  for (const doc of docs) {
    const g = doc.gold.filter((m) => categories.includes(m.label));
    gold += g.length;
    found += g.filter((m) => coveredShare(doc.text, m.start, m.end, doc.hits) >= FOUND_SHARE).length;
    const h = doc.hits.filter((m) => SENSITIVE_HIT.has(m.category));
    const facts = doc.gold.filter((m) => m.label !== REF);
    hits += h.length;
    correct += h.filter((m) => overlapsAny(m, facts)).length;
  }
  return figure(gold, found, hits, correct);
}

/** Reference numbers that any hit of a personal-data category touches (they must stay unmarked). */
export function refsMarked(docs: readonly ScoredDoc[]): { refs: number; marked: number; share: number } {
  let refs = 0;
  let marked = 0;
  for (const doc of docs) {
    for (const m of doc.gold.filter((g) => g.label === REF)) {
      refs += 1;
      if (doc.hits.some((h) => h.category !== 'DATE' && h.start < m.end && m.start < h.end)) marked += 1;
    }
  }
  return { refs, marked, share: ratio(marked, refs) };
}

/** Misses and false hits of a category, with a little context (dev set only: never print a test set's). */
export function errorsOf(docs: readonly ScoredDoc[], category: string, engineWide = false): string[] {
  const lines: string[] = [];
  const around = (text: string, start: number, end: number) =>
    `${text.slice(Math.max(0, start - 40), start)}⟦${text.slice(start, end)}⟧${text.slice(end, end + 40)}`.replace(
      /\n/g,
      '⏎',
    );
  for (const doc of docs) {
    const g = doc.gold.filter((m) => m.label === category);
    const h = engineWide ? doc.hits : doc.hits.filter((m) => m.category === category);
    for (const m of g)
      if (coveredShare(doc.text, m.start, m.end, h) < FOUND_SHARE)
        lines.push(`MISS  ${doc.name}: ${around(doc.text, m.start, m.end)}`);
    if (!engineWide)
      for (const m of h)
        if (!overlapsAny(m, g)) {
          const other = doc.gold.find((x) => x.start < m.end && m.start < x.end)?.label ?? '-';
          lines.push(
            `FALSE ${doc.name} [${m.entityType}, gold ${other}]: ${around(doc.text, m.start, m.end)}`,
          );
        }
  }
  return lines;
}
