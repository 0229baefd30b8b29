import { boxesForSpan, partialBox } from './page-text.ts';
import { literalPattern } from './search-pages.ts';
import { PageIndex } from './page-index.ts';
import type { BBox, PageWords } from './types.ts';

/** A string the marks removed, with its occurrences in the original (all, and those no mark touched). */
export interface RedactedString {
  text: string;
  /** Occurrences anywhere on the pages before redaction. */
  before: number;
  /** Occurrences before redaction that no mark touched: the most that may remain on the pages. */
  kept: number;
}

/** Shorter strings are too common to look for across a whole file ("a", "12"). */
export const MIN_CHECKED_LENGTH = 2;
/** Strings this long or longer are also scrubbed from the file's objects (bookmarks, links, metadata…). */
export const MIN_SCRUBBED_LENGTH = 3;

/** The text each mark covers (chars whose centre lies inside), de-duplicated, with before/kept counts. */
export function collectRedactedStrings(
  pages: PageWords[],
  marksByPage: Map<number, BBox[]>,
  callerTexts: string[] = [],
): RedactedString[] {
  const texts = new Set<string>();
  for (const text of callerTexts) {
    const clean = text.replace(/\s+/gu, ' ').trim();
    if (visibleLength(clean) >= MIN_CHECKED_LENGTH) texts.add(clean);
  }
  for (const [pageNumber, boxes] of marksByPage) {
    const page = pages[pageNumber - 1];
    if (!page) continue;
    for (const box of boxes) {
      const text = textUnder(page, box);
      if (visibleLength(text) >= MIN_CHECKED_LENGTH) texts.add(text);
    }
  }
  const index = new PageIndex(pages);
  return [...texts]
    .map((text) => {
      const re = new RegExp(literalPattern(text), 'giu');
      let before = 0;
      let kept = 0;
      for (const i of index.candidates(text)) {
        const page = pages[i]!;
        const marks = marksByPage.get(page.page) ?? [];
        for (const m of index.texts[i]!.matchAll(re)) {
          before++;
          const spans = boxesForSpan(page, m.index, m.index + m[0].length);
          if (!spans.some((s) => marks.some((mark) => centreInside(s, mark)))) kept++;
        }
      }
      return { text, before, kept };
    })
    .filter((s) => s.before > s.kept);
}

/** Counts occurrences of `text` across the indexed pages, found the way search finds it. */
export function countOnPages(index: PageIndex, text: string): number {
  const re = new RegExp(literalPattern(text), 'giu');
  let n = 0;
  for (const i of index.candidates(text)) for (const _ of index.texts[i]!.matchAll(re)) n++;
  return n;
}

export function visibleLength(text: string): number {
  return text.replace(/\s+/gu, '').length;
}

/** The chars of the page whose centre lies inside the box, words joined by single spaces. */
function textUnder(page: PageWords, box: BBox): string {
  const words: string[] = [];
  for (const word of page.words) {
    const b = word.bbox;
    if (b.x1 <= box.x0 || b.x0 >= box.x1 || b.y1 <= box.y0 || b.y0 >= box.y1) continue;
    let run = '';
    for (let i = 0; i < word.text.length; i++) {
      const cb = partialBox(word, i, i + 1);
      if (cb && centreInside(cb, box)) run += word.text[i];
      else if (run) {
        words.push(run);
        run = '';
      }
    }
    if (run) words.push(run);
  }
  return words.join(' ').trim();
}

function centreInside(b: BBox, m: BBox): boolean {
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  return cx > m.x0 && cx < m.x1 && cy > m.y0 && cy < m.y1;
}
