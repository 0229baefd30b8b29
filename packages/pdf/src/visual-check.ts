import { intersects, toBox, unionOf } from './boxes.ts';
import { imagesOnly, release } from './images-only-device.ts';
import { mupdf } from './mupdf-runtime.ts';
import { rasterOf, rasterScale, renderGray, renderPixmap, type GrayRaster } from './render-gray.ts';
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

/** An empty result, to be filled page by page with comparePage and finished with finishVisual. */
export function newVisual(): VisualVerification {
  return {
    ok: true,
    dpi: COMPARE_DPI,
    pagesCompared: 0,
    tolerance: { greyLevels: GREY_LEVELS, percentOfPage: PERCENT_OF_PAGE },
    changedPages: [],
    marksWithTraces: [],
    maxChangedPercent: 0,
  };
}

/** Sorts and rounds what comparePage collected and decides. */
export function finishVisual(v: VisualVerification): VisualVerification {
  v.changedPages.sort((a, b) => b.percent - a.percent);
  v.maxChangedPercent = round(v.maxChangedPercent);
  v.ok = v.changedPages.length === 0 && v.marksWithTraces.length === 0;
  return v;
}

/**
 * Compares one page of the output (loaded, with its content as a display list) with the same page
 * of the original, outside the plan's marks and cleared areas, and records it in `v`.
 */
export function comparePage(
  v: VisualVerification,
  original: EngineDoc,
  index: number,
  output: EnginePage,
  list: import('mupdf').DisplayList,
  plan: PagePlan | undefined,
): void {
  const percent = changedPercent(original, index, output, list, plan);
  v.pagesCompared++;
  v.maxChangedPercent = Math.max(v.maxChangedPercent, percent);
  if (percent > PERCENT_OF_PAGE) v.changedPages.push({ page: index + 1, percent: round(percent) });
}

/**
 * Image pixels left inside the marks of one page of `doc` (a page whose own appearance layer has
 * been taken away), rendered through the images-only device. Returns how many marks show any.
 */
export function countImageTraces(
  page: EnginePage,
  marks: BBox[],
  list?: import('mupdf').DisplayList,
): number {
  if (marks.length === 0) return 0;
  const region = clampToPage(unionOf(marks), page);
  if (!region) return 0;
  if (list && !imageNear(list, region)) return 0;
  const scale = rasterScale(region, TRACE_DPI, MAX_PIXELS);
  const raster = renderGray(page, region, scale, { contentsOnly: true, wrap: imagesOnly, list });
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

/**
 * Whether the content draws any image, image mask or tile that reaches into the region: a quick
 * pass that spares the images-only render on pages of text. The device defines no text or path
 * callbacks, so mupdf.js makes no wrappers for them.
 */
function imageNear(list: import('mupdf').DisplayList, region: BBox): boolean {
  let found = false;
  const near = (ctm: number[]): void => {
    if (intersects(toBox(mupdf.Rect.transform([0, 0, 1, 1], ctm as import('mupdf').Matrix)), region))
      found = true;
  };
  const device = new mupdf.Device({
    fillImage: (image, ctm) => {
      near(ctm);
      release(image);
    },
    fillImageMask: (image, ctm, cs) => {
      near(ctm);
      release(image, cs);
    },
    clipImageMask: (image, ctm) => {
      near(ctm);
      release(image);
    },
    beginTile: () => {
      found = true; // a pattern may tile images anywhere
      return 0;
    },
  });
  try {
    list.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return found;
}

/** Percentage of the page's pixels that changed outside its marks and cleared areas. */
function changedPercent(
  original: EngineDoc,
  index: number,
  b: EnginePage,
  list: import('mupdf').DisplayList,
  plan: PagePlan | undefined,
): number {
  const a = original.loadPage(index);
  try {
    const boundsA = toBox(a.getBounds());
    const boundsB = toBox(b.getBounds());
    if (!sameSize(boundsA, boundsB)) return 100;
    const scale = rasterScale(boundsA, COMPARE_DPI, MAX_PIXELS);
    // Both sides are drawn the same way, through a display list: MuPDF places images a pixel
    // apart when it draws a page directly and when it replays a list of it.
    const listA = a.toDisplayList(false);
    let pixA: import('mupdf').Pixmap;
    try {
      pixA = renderPixmap(a, boundsA, scale, { list: listA });
    } finally {
      listA.destroy();
    }
    let pixB: import('mupdf').Pixmap | null = null;
    try {
      pixB = renderPixmap(b, boundsA, scale, { list });
      // Views into MuPDF's memory, taken after both renders and read before it allocates again.
      const before = rasterOf(pixA, scale, false);
      const after = rasterOf(pixB, scale, false);
      const allowed = (plan?.marks ?? [])
        .concat(plan?.cleared ?? [])
        .map((box) => pixelRange(before, box, MARGIN_PX));
      return (100 * countChanged(before, after, allowed)) / before.pixels.length;
    } finally {
      pixA.destroy();
      pixB?.destroy();
    }
  } finally {
    a.destroy();
  }
}

/** Pixels that moved by more than GREY_LEVELS outside the allowed pixel ranges; equal stretches are skipped four at a time. */
function countChanged(
  before: GrayRaster,
  after: GrayRaster,
  allowed: [number, number, number, number][],
): number {
  const a = before.pixels;
  const b = after.pixels;
  const n = a.length;
  const width = before.width;
  const aligned = a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0;
  const words = aligned ? n >> 2 : 0;
  const a32 = aligned ? new Uint32Array(a.buffer, a.byteOffset, words) : null;
  const b32 = aligned ? new Uint32Array(b.buffer, b.byteOffset, words) : null;
  let changed = 0;
  const check = (k: number): void => {
    const d = a[k]! - b[k]!;
    if (d <= GREY_LEVELS && d >= -GREY_LEVELS) return;
    const x = k % width;
    const y = (k - x) / width;
    for (const [x0, y0, x1, y1] of allowed) if (x >= x0 && x < x1 && y >= y0 && y < y1) return;
    changed++;
  };
  for (let w = 0; w < words; w++) {
    if (a32![w] === b32![w]) continue;
    const k = w << 2;
    check(k);
    check(k + 1);
    check(k + 2);
    check(k + 3);
  }
  for (let k = words << 2; k < n; k++) check(k);
  return changed;
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

function sameSize(a: BBox, b: BBox): boolean {
  return Math.abs(a.x1 - a.x0 - (b.x1 - b.x0)) < 0.5 && Math.abs(a.y1 - a.y0 - (b.y1 - b.y0)) < 0.5;
}

const round = (v: number): number => Math.round(v * 1000) / 1000;
