import { buildPageText } from './page-text.ts';
import { isAscii, squashKey } from './scrub-strings.ts';
import type { PageWords } from './types.ts';

/**
 * The pages a string can occur on, found through the trigrams of the pages' squashed text (lower
 * case, no whitespace or hyphens): a thousand redacted strings counted over a book would otherwise
 * run a thousand patterns over every page. Only ASCII strings are narrowed (JavaScript's lower case
 * and Unicode case folding part ways outside it); the pattern itself still decides every match.
 */
export class PageIndex {
  readonly texts: string[];
  private readonly grams = new Map<string, number[]>();

  constructor(readonly pages: PageWords[]) {
    this.texts = pages.map((page) => buildPageText(page).text);
    this.texts.forEach((text, index) => {
      const key = squashKey(text);
      for (let i = 0; i + 3 <= key.length; i++) {
        const gram = key.slice(i, i + 3);
        const list = this.grams.get(gram);
        if (!list) this.grams.set(gram, [index]);
        else if (list[list.length - 1] !== index) list.push(index);
      }
    });
  }

  /** Indexes (into `pages`) of the pages that may hold `text`. */
  candidates(text: string): number[] {
    const key = squashKey(text);
    if (key.length < 3 || !isAscii(text)) return this.pages.map((_, i) => i);
    const picks = [0, Math.floor((key.length - 3) / 2), key.length - 3].map((i) => key.slice(i, i + 3));
    let result: number[] | null = null;
    for (const gram of picks) {
      const list = this.grams.get(gram) ?? [];
      result = result === null ? list : result.filter((i) => list.includes(i));
      if (result.length === 0) break;
    }
    return result ?? [];
  }
}
