import { mupdf } from './mupdf-runtime.ts';
import type { BBox } from './types.ts';

type EnginePage = import('mupdf').PDFPage;

/** An 8-bit grey raster of (part of) a page; pixel (0,0) is the displayed point (originX, originY). */
export interface GrayRaster {
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
  originX: number;
  originY: number;
  pixels: Uint8Array;
}

/** The scale (pixels per point) for `dpi`, lowered so that a region of this size stays under `maxPixels`. */
export function rasterScale(region: BBox, dpi: number, maxPixels: number): number {
  const w = Math.max(1, region.x1 - region.x0);
  const h = Math.max(1, region.y1 - region.y0);
  const scale = dpi / 72;
  const pixels = w * scale * h * scale;
  return pixels <= maxPixels ? scale : Math.sqrt(maxPixels / (w * h));
}

/**
 * Renders `region` (displayed-page points) of a page at `scale` onto white, through `wrap` when
 * given (a filter device in front of the drawing device). Annotations and widgets are drawn
 * unless `contentsOnly`.
 */
export function renderGray(
  page: EnginePage,
  region: BBox,
  scale: number,
  opts: RenderOptions = {},
): GrayRaster {
  const pixmap = renderPixmap(page, region, scale, opts);
  try {
    return rasterOf(pixmap, scale, true);
  } finally {
    pixmap.destroy();
  }
}

export interface RenderOptions {
  contentsOnly?: boolean;
  /** The page's content as a display list already made (annotations and widgets still come from the page). */
  list?: import('mupdf').DisplayList;
  wrap?: (target: import('mupdf').Device) => import('mupdf').Device;
}

/**
 * The raster of a grey pixmap. Without `copy` its pixels are a view of MuPDF's memory: valid only
 * until MuPDF next allocates (the memory may grow and move) and until the pixmap is destroyed.
 */
export function rasterOf(pixmap: import('mupdf').Pixmap, scale: number, copy: boolean): GrayRaster {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  const view = pixmap.getPixels();
  const raw = new Uint8Array(view.buffer, view.byteOffset, view.length);
  let pixels: Uint8Array;
  if (!copy && stride === width) pixels = raw.subarray(0, width * height);
  else {
    pixels = new Uint8Array(width * height);
    if (stride === width) pixels.set(raw.subarray(0, width * height));
    else for (let y = 0; y < height; y++) pixels.set(raw.subarray(y * stride, y * stride + width), y * width);
  }
  return { width, height, scale, originX: pixmap.getX() / scale, originY: pixmap.getY() / scale, pixels };
}

/** Renders `region` of a page at `scale` onto a white grey pixmap the caller must destroy. */
export function renderPixmap(
  page: EnginePage,
  region: BBox,
  scale: number,
  opts: RenderOptions = {},
): import('mupdf').Pixmap {
  const x0 = Math.floor(region.x0 * scale);
  const y0 = Math.floor(region.y0 * scale);
  const x1 = Math.max(x0 + 1, Math.ceil(region.x1 * scale));
  const y1 = Math.max(y0 + 1, Math.ceil(region.y1 * scale));
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [x0, y0, x1, y1], false);
  try {
    pixmap.clear(255);
    const draw = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
    const device = opts.wrap ? opts.wrap(draw) : draw;
    const ctm = mupdf.Matrix.scale(scale, scale);
    try {
      if (opts.list) opts.list.run(device, ctm);
      else page.runPageContents(device, ctm);
      if (!opts.contentsOnly) {
        page.runPageAnnots(device, ctm);
        page.runPageWidgets(device, ctm);
      }
      device.close();
      if (device !== draw) draw.close();
    } finally {
      device.destroy();
      if (device !== draw) draw.destroy();
    }
    return pixmap;
  } catch (error) {
    pixmap.destroy();
    throw error;
  }
}
