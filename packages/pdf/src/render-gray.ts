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
  opts: { contentsOnly?: boolean; wrap?: (target: import('mupdf').Device) => import('mupdf').Device } = {},
): GrayRaster {
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
      page.runPageContents(device, ctm);
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
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const stride = pixmap.getStride();
    const view = pixmap.getPixels();
    const pixels = new Uint8Array(width * height);
    if (stride === width) pixels.set(view.subarray(0, width * height));
    else
      for (let y = 0; y < height; y++) pixels.set(view.subarray(y * stride, y * stride + width), y * width);
    return { width, height, scale, originX: x0 / scale, originY: y0 / scale, pixels };
  } finally {
    pixmap.destroy();
  }
}
