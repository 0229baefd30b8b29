import { toBox } from './boxes.ts';
import { mupdf } from './mupdf-runtime.ts';
import type { BBox } from './types.ts';

type Device = import('mupdf').Device;
// The typings name a colour as a tuple; devices receive a plain array of the same numbers.
type Color = import('mupdf').Color;

/**
 * A filter device that passes on only what images put on the page: images, image masks, and the
 * clips, groups, soft masks and tiles around them. Text, paths and shadings are dropped, except
 * inside a soft mask's definition, where they shape what the mask lets through. Rendering a page
 * through it shows exactly the pixels that come from images.
 *
 * It must not define fillShade: mupdf.js (1.28) builds the shading it would pass in a wrapper it
 * does not own, and once the garbage collector frees that wrapper MuPDF's memory is corrupt. Without
 * the callback no wrapper is made. The wrappers it does own are released in the callback (see
 * release). visual-check.test.ts runs shadings and display-list paths through it under a full GC.
 */
export function imagesOnly(target: Device): Device {
  let inMask = 0;
  return new mupdf.Device({
    fillPath: (path, evenOdd, ctm, cs, color, alpha) => {
      if (inMask) target.fillPath(path, evenOdd, ctm, cs, color as Color, alpha);
      release(path, cs);
    },
    strokePath: (path, stroke, ctm, cs, color, alpha) => {
      if (inMask) target.strokePath(path, stroke, ctm, cs, color as Color, alpha);
      release(path, stroke, cs);
    },
    fillText: (text, ctm, cs, color, alpha) => {
      if (inMask) target.fillText(text, ctm, cs, color as Color, alpha);
      release(text, cs);
    },
    strokeText: (text, stroke, ctm, cs, color, alpha) => {
      if (inMask) target.strokeText(text, stroke, ctm, cs, color as Color, alpha);
      release(text, stroke, cs);
    },
    clipPath: (path, evenOdd, ctm) => {
      target.clipPath(path, evenOdd, ctm);
      release(path);
    },
    clipStrokePath: (path, stroke, ctm) => {
      target.clipStrokePath(path, stroke, ctm);
      release(path, stroke);
    },
    clipText: (text, ctm) => {
      target.clipText(text, ctm);
      release(text);
    },
    clipStrokeText: (text, stroke, ctm) => {
      target.clipStrokeText(text, stroke, ctm);
      release(text, stroke);
    },
    fillImage: (image, ctm, alpha) => {
      target.fillImage(image, ctm, alpha);
      release(image);
    },
    fillImageMask: (image, ctm, cs, color, alpha) => {
      target.fillImageMask(image, ctm, cs, color as Color, alpha);
      release(image, cs);
    },
    clipImageMask: (image, ctm) => {
      target.clipImageMask(image, ctm);
      release(image);
    },
    popClip: () => target.popClip(),
    beginMask: (area, luminosity, cs, color) => {
      inMask++;
      target.beginMask(area, luminosity, cs, color as Color);
      release(cs);
    },
    endMask: () => {
      inMask--;
      target.endMask();
    },
    beginGroup: (area, cs, isolated, knockout, blend, alpha) => {
      target.beginGroup(area, cs, isolated, knockout, blend, alpha);
      release(cs);
    },
    endGroup: () => target.endGroup(),
    beginTile: (area, view, xstep, ystep, ctm, id, docId) =>
      target.beginTile(area, view, xstep, ystep, ctm, id, docId),
    endTile: () => target.endTile(),
    beginLayer: (name) => target.beginLayer(name),
    endLayer: () => target.endLayer(),
  });
}

/**
 * Drops the wrappers mupdf.js made for one callback, at once. Left to the garbage collector they
 * are dropped whenever it runs, and a path that lives inside a display list (MuPDF packs them
 * there) is by then freed memory: dropping it corrupts MuPDF's heap.
 */
export function release(...wrappers: { destroy(): void }[]): void {
  for (const w of wrappers) w.destroy();
}

/** Bounding boxes (displayed-page points) of every image a page draws, through forms and annotations. */
export function imageAreas(page: import('mupdf').PDFPage): BBox[] {
  const areas: BBox[] = [];
  const add = (ctm: number[]): void => {
    areas.push(toBox(mupdf.Rect.transform([0, 0, 1, 1], ctm as import('mupdf').Matrix)));
  };
  const device = new mupdf.Device({
    fillImage: (image, ctm) => {
      add(ctm);
      release(image);
    },
    fillImageMask: (image, ctm, cs) => {
      add(ctm);
      release(image, cs);
    },
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return areas;
}
