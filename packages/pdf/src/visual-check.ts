import { imagesOnly } from './images-only-device.ts';
import { rasterScale, renderGray, type GrayRaster } from './render-gray.ts';
import type { BBox } from './types.ts';

type EngineDoc = import('mupdf').PDFDocument;
type EnginePage = import('mupdf').PDFPage;

/**
 * The visual half of verification: every page of the output is rendered and compared with the
 * same page of the original. Outside the marks a page must look as before; inside each mark no
 * pixel of an image may be left (text under marks is checked by re-extraction, vector art a mark
 * covers is removed, art it only touches — table rules, cell backgrounds — stays by design).
 */
export interface VisualVerification {
  ok: boolean;
  /** Resolution of the page comparison (lower on very large pages, see maxPixels). */
  dpi: number;
  pagesCompared: number;
  /** A pixel counts as changed when its grey level moved by more than `greyLevels`; a page fails past `percentOfPage`. */
  tolerance: { greyLevels: number; percentOfPage: number };
  /** Pages that changed outside their marks (and outside what sanitising removed), worst first. */
  changedPages: { page: number; percent: number }[];
  /** Marks inside which image pixels of the original are still drawn. */
  marksWithTraces: { page: number; marks: number }[];
  /** The largest share of changed pixels outside the marks on any page, in percent. */
  maxChangedPercent: number;
}

/** What may change on a page: its marks and the areas sanitising or image removal emptied on purpose. */
export interface PagePlan {
  marks: BBox[];
  /** Annotations removed, form fields cleared, images removed with "remove images": allowed to change. */
  cleared: BBox[];
}

export const COMPARE_DPI = 50;
export const TRACE_DPI = 100;
/** A grey-level move beyond this counts as a changed pixel (anti-aliasing noise stays well under it). */
export const GREY_LEVELS = 40;
/** The share of a page's pixels allowed to change outside the marks: 0.05 % (about 120 pixels of an A4 page at 50 dpi). */
export const PERCENT_OF_PAGE = 0.05;
const MAX_PIXELS = 4_000_000;
/** Changed pixels are counted this far (in device pixels) away from marks and cleared areas, so edges don't count. */
const MARGIN_PX = 2;
/** Inside a mark, shrunk by this much, an image pixel darker than TRACE_LEVEL is a trace. */
const TRACE_INSET_PX = 1.5;
const TRACE_LEVEL = 224;

/** Renders both documents page by page and checks them as described above. */
export function compareDocuments(
  original: EngineDoc,
  output: EngineDoc,
  plans: Map<number, PagePlan>,
  onPage?: (page: number) => void,
): VisualVerification {
  const result: VisualVerification = {
    ok: true,
    dpi: COMPARE_DPI,
    pagesCompared: 0,
    tolerance: { greyLevels: GREY_LEVELS, percentOfPage: PERCENT_OF_PAGE },
    changedPages: [],
    marksWithTraces: [],
    maxChangedPercent: 0,
  };
  const count = original.countPages();
  if (output.countPages() !== count) {
    result.ok = false;
    return result;
  }
  for (let i = 0; i < count; i++) {
    const plan = plans.get(i + 1);
    const percent = comparePage(original, output, i, plan);
    result.pagesCompared++;
    result.maxChangedPercent = Math.max(result.maxChangedPercent, percent);
    if (percent > PERCENT_OF_PAGE) result.changedPages.push({ page: i + 1, percent: round(percent) });
    onPage?.(i + 1);
  }
  result.changedPages.sort((a, b) => b.percent - a.percent);
  result.maxChangedPercent = round(result.maxChangedPercent);
  result.ok = result.changedPages.length === 0;
  return result;
}

/**
 * Image pixels left inside the marks of one page of `doc` (a page whose own appearance layer has
 * been taken away), rendered through the images-only device. Returns how many marks show any.
 */
export function countImageTraces(page: EnginePage, marks: BBox[]): number {
  if (marks.length === 0) return 0;
  const region = clampToPage(unionOf(marks), page);
  if (!region) return 0;
  const scale = rasterScale(region, TRACE_DPI, MAX_PIXELS);
  const raster = renderGray(page, region, scale, { contentsOnly: true, wrap: imagesOnly });
  let traced = 0;
  for (const mark of marks) {
    const inset = TRACE_INSET_PX / scale;
    if (
      hasDarkPixel(raster, {
        x0: mark.x0 + inset,
        y0: mark.y0 + inset,
        x1: mark.x1 - inset,
        y1: mark.y1 - inset,
      })
    )
      traced++;
  }
  return traced;
}

/** Percentage of the page's pixels that changed outside its marks and cleared areas. */
function comparePage(
  original: EngineDoc,
  output: EngineDoc,
  index: number,
  plan: PagePlan | undefined,
): number {
  const a = original.loadPage(index);
  const b = output.loadPage(index);
  try {
    const boundsA = toBox(a.getBounds());
    const boundsB = toBox(b.getBounds());
    if (!sameSize(boundsA, boundsB)) return 100;
    const scale = rasterScale(boundsA, COMPARE_DPI, MAX_PIXELS);
    const before = renderGray(a, boundsA, scale);
    const after = renderGray(b, boundsA, scale);
    const allowed = allowedMask(before, [...(plan?.marks ?? []), ...(plan?.cleared ?? [])]);
    let changed = 0;
    const n = before.pixels.length;
    for (let k = 0; k < n; k++) {
      const d = before.pixels[k]! - after.pixels[k]!;
      if ((d > GREY_LEVELS || d < -GREY_LEVELS) && (allowed === null || allowed[k] === 0)) changed++;
    }
    return (100 * changed) / n;
  } finally {
    a.destroy();
    b.destroy();
  }
}

/** 1 for pixels within MARGIN_PX of any of the boxes, or null when there are none. */
function allowedMask(raster: GrayRaster, boxes: BBox[]): Uint8Array | null {
  if (boxes.length === 0) return null;
  const mask = new Uint8Array(raster.width * raster.height);
  for (const box of boxes) {
    const [x0, y0, x1, y1] = pixelRange(raster, box, MARGIN_PX);
    for (let y = y0; y < y1; y++) mask.fill(1, y * raster.width + x0, y * raster.width + x1);
  }
  return mask;
}

function hasDarkPixel(raster: GrayRaster, box: BBox): boolean {
  if (box.x1 <= box.x0 || box.y1 <= box.y0) return false;
  const [x0, y0, x1, y1] = pixelRange(raster, box, 0);
  for (let y = y0; y < y1; y++) {
    const row = y * raster.width;
    for (let x = x0; x < x1; x++) if (raster.pixels[row + x]! < TRACE_LEVEL) return true;
  }
  return false;
}

/** Pixel index range [x0, y0, x1, y1) of a box in a raster, grown by `grow` pixels and clamped. */
function pixelRange(raster: GrayRaster, box: BBox, grow: number): [number, number, number, number] {
  const s = raster.scale;
  const clamp = (v: number, max: number): number => Math.min(max, Math.max(0, v));
  return [
    clamp(Math.floor((box.x0 - raster.originX) * s - grow), raster.width),
    clamp(Math.floor((box.y0 - raster.originY) * s - grow), raster.height),
    clamp(Math.ceil((box.x1 - raster.originX) * s + grow), raster.width),
    clamp(Math.ceil((box.y1 - raster.originY) * s + grow), raster.height),
  ];
}

function clampToPage(box: BBox, page: EnginePage): BBox | null {
  const b = toBox(page.getBounds());
  const r = {
    x0: Math.max(box.x0, b.x0),
    y0: Math.max(box.y0, b.y0),
    x1: Math.min(box.x1, b.x1),
    y1: Math.min(box.y1, b.y1),
  };
  return r.x1 > r.x0 && r.y1 > r.y0 ? r : null;
}

function unionOf(boxes: BBox[]): BBox {
  return boxes.reduce((u, b) => ({
    x0: Math.min(u.x0, b.x0),
    y0: Math.min(u.y0, b.y0),
    x1: Math.max(u.x1, b.x1),
    y1: Math.max(u.y1, b.y1),
  }));
}

function sameSize(a: BBox, b: BBox): boolean {
  return Math.abs(a.x1 - a.x0 - (b.x1 - b.x0)) < 0.5 && Math.abs(a.y1 - a.y0 - (b.y1 - b.y0)) < 0.5;
}

function toBox(r: number[]): BBox {
  return { x0: r[0]!, y0: r[1]!, x1: r[2]!, y1: r[3]! };
}

const round = (v: number): number => Math.round(v * 1000) / 1000;
