import type { BBox } from './types.ts';

/** A box from MuPDF's [x0, y0, x1, y1] rectangle. */
export function toBox(r: number[]): BBox {
  return { x0: r[0]!, y0: r[1]!, x1: r[2]!, y1: r[3]! };
}

/** MuPDF's [x0, y0, x1, y1] rectangle of a box. */
export function toRect(b: BBox): [number, number, number, number] {
  return [b.x0, b.y0, b.x1, b.y1];
}

/** The smallest box holding all of `boxes` (at least one). */
export function unionOf(boxes: BBox[]): BBox {
  return boxes.reduce((u, b) => ({
    x0: Math.min(u.x0, b.x0),
    y0: Math.min(u.y0, b.y0),
    x1: Math.max(u.x1, b.x1),
    y1: Math.max(u.y1, b.y1),
  }));
}

/** True when two boxes overlap with a positive area. */
export function intersects(a: BBox, b: BBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
