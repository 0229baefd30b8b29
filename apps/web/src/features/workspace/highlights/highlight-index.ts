import type { HighlightMap } from '../store/workspace-store.ts';
import type { Highlight } from '../types.ts';

const EMPTY: Highlight[] = [];
const cache = new WeakMap<HighlightMap, Map<string, Highlight[]>>();

/** Highlights grouped by `fileKey#page`, computed once per highlight map (maps are immutable). */
function indexOf(highlights: HighlightMap): Map<string, Highlight[]> {
  let index = cache.get(highlights);
  if (!index) {
    index = new Map();
    for (const h of Object.values(highlights)) {
      const key = `${h.fileKey}#${h.page}`;
      const list = index.get(key);
      if (list) list.push(h);
      else index.set(key, [h]);
    }
    cache.set(highlights, index);
  }
  return index;
}

/** The highlights on one page; the same array for unchanged maps, so selectors stay stable. */
export function highlightsOnPage(highlights: HighlightMap, fileKey: string, page: number): Highlight[] {
  return indexOf(highlights).get(`${fileKey}#${page}`) ?? EMPTY;
}

/** Highlights of a list of files in reading order (file order, then page, top, left). */
export function highlightsInOrder(highlights: HighlightMap, fileKeys: readonly string[], type?: Highlight['type']): Highlight[] {
  const order = new Map(fileKeys.map((key, index) => [key, index]));
  return Object.values(highlights)
    .filter((h) => order.has(h.fileKey) && (!type || h.type === type))
    .sort((a, b) => order.get(a.fileKey)! - order.get(b.fileKey)! || a.page - b.page || a.y - b.y || a.x - b.x);
}

/** The hovered mark first, then the others lying on (at least half of) the same area. */
export function marksOnSameWords(hovered: Highlight, highlights: readonly Highlight[]): Highlight[] {
  const area = (h: Highlight) => Math.max(0, h.w) * Math.max(0, h.h);
  const overlaps = (h: Highlight) => {
    const w = Math.min(h.x + h.w, hovered.x + hovered.w) - Math.max(h.x, hovered.x);
    const height = Math.min(h.y + h.h, hovered.y + hovered.h) - Math.max(h.y, hovered.y);
    return w > 0 && height > 0 && w * height >= 0.5 * Math.min(area(h), area(hovered));
  };
  return [hovered, ...highlights.filter((h) => h.id !== hovered.id && overlaps(h))];
}

/**
 * Entity marks of different colours on the same box (two engines marked one name) are drawn as
 * stripes, one per colour, so each keeps its own colour instead of blending into a third
 * (decision 0040). Per mark id: its stripe and how many share the box; marks alone are left out.
 */
export function colourStripes(highlights: readonly Highlight[], isHidden: (h: Highlight) => boolean): Map<string, { index: number; count: number }> {
  const groups = new Map<string, Highlight[]>();
  for (const h of highlights) {
    if (h.type !== 'ENTITY' || isHidden(h)) continue;
    const key = [h.x, h.y, h.w, h.h].map((n) => Math.round(n * 2)).join(':');
    const group = groups.get(key);
    if (group) group.push(h);
    else groups.set(key, [h]);
  }
  const stripes = new Map<string, { index: number; count: number }>();
  for (const group of groups.values()) {
    const colours = [...new Set(group.map((h) => h.color))];
    if (colours.length < 2) continue;
    for (const h of group) stripes.set(h.id, { index: colours.indexOf(h.color), count: colours.length });
  }
  return stripes;
}
