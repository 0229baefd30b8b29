import { colorSpaceComponents } from './image-readings.ts';
import { collectImageUses, type ImageUse } from './image-uses.ts';
import { mupdf } from './mupdf-runtime.ts';
import type { BBox } from './types.ts';

type EngineDoc = import('mupdf').PDFDocument;
type Obj = import('mupdf').PDFObject;
type Matrix = import('mupdf').Matrix;

/**
 * MuPDF blanks the pixels of an image under a mark and stores the result as a new 8-bit image: a
 * 1-bit CCITT scan becomes eight times as large and is smoothed differently by every viewer, an
 * Indexed image loses its palette, a JPEG becomes a lossless stream many times its size. So each
 * image MuPDF replaced is written again from the original's own samples, in the original's colour
 * space, bit depth, size and decode array, with the same pixels emptied (the area under each mark,
 * rounded outward to whole image pixels, as MuPDF does) and its soft mask made opaque there. JPEGs
 * stay JPEGs (grey and RGB; re-encoded at high quality), everything else is stored losslessly.
 * Where the original cannot be read that way (JPEG 2000, CMYK JPEG, Lab, an unknown colour space)
 * MuPDF's own replacement stays. The visual check verifies the outcome either way.
 */
export function reencodeReplacedImages(
  doc: EngineDoc,
  page: import('mupdf').PDFPage,
  before: ImageUse[],
  marks: BBox[],
): number {
  const originals = new Set(before.map((u) => u.ref.asIndirect()));
  const toDisplayed = page.getTransform();
  const done = new Set<number>();
  let rewritten = 0;
  for (const use of collectImageUses(page.getObject())) {
    const num = use.ref.asIndirect();
    if (originals.has(num) || done.has(num)) continue;
    done.add(num);
    const match = before.find((b) => sameMatrix(b.ctm, use.ctm) && sameSize(b.ref, use.ref));

    if (!match) continue;
    const toImage = imagePixelMatrix(match.ctm, toDisplayed);

    if (
      toImage &&
      rewriteLike(
        doc,
        use.ref,
        match.ref,
        marks.map((m) => pixelRect(m, toImage, match.ref)),
      )
    )
      rewritten++;
  }
  return rewritten;
}

interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Displayed-page point → image pixel space (x right, y down from the first row), or null if singular. */
function imagePixelMatrix(ctm: Matrix, toDisplayed: Matrix): Matrix | null {
  const full = mupdf.Matrix.concat(ctm, toDisplayed);
  const det = full[0] * full[3] - full[1] * full[2];
  if (Math.abs(det) < 1e-9) return null;
  return mupdf.Matrix.invert(full);
}

/** The image pixels under a mark, rounded outward, clamped to the image (may be empty). */
function pixelRect(mark: BBox, toUnit: Matrix, image: Obj): PixelRect {
  const w = image.get('Width').asNumber();
  const h = image.get('Height').asNumber();
  const r = mupdf.Rect.transform([mark.x0, mark.y0, mark.x1, mark.y1], toUnit);
  const clamp = (v: number, max: number): number => Math.min(max, Math.max(0, v));
  return {
    x0: clamp(Math.floor(r[0] * w + 1e-3), w),
    x1: clamp(Math.ceil(r[2] * w - 1e-3), w),
    // Row 0 is the top of the unit square (v = 1).
    y0: clamp(Math.floor((1 - r[3]) * h + 1e-3), h),
    y1: clamp(Math.ceil((1 - r[1]) * h - 1e-3), h),
  };
}

/** Rewrites `target` (MuPDF's replacement) as `original` with the rects emptied; false when it cannot. */
function rewriteLike(doc: EngineDoc, target: Obj, original: Obj, rects: PixelRect[]): boolean {
  const filter = lastFilter(original.get('Filter'));
  if (filter === 'JPXDecode') return jpegFromReplacement(doc, target);
  const isMask = original.get('ImageMask').isBoolean() && original.get('ImageMask').asBoolean();
  const cs = original.get('ColorSpace');
  const n = isMask ? 1 : colorSpaceComponents(cs);
  const bpc = isMask ? 1 : original.get('BitsPerComponent').asNumber();
  if (n === null || ![1, 2, 4, 8, 16].includes(bpc)) return false;
  if (filter === 'DCTDecode' && n === 4) return false; // Adobe CMYK JPEGs store inverted samples
  const white = isMask ? maskBlank(original.get('Decode')) : whiteSamples(cs, n, bpc, original.get('Decode'));
  if (!white) return false;
  const w = original.get('Width').asNumber();
  const h = original.get('Height').asNumber();
  let samples: Uint8Array;
  try {
    samples = new Uint8Array(original.readStream().asUint8Array());
  } catch {
    return false;
  }
  const stride = Math.ceil((w * n * bpc) / 8);
  if (samples.length < stride * h) return false;
  for (const r of rects) fillRect(samples, stride, n, bpc, r, white);

  let smask: Obj | null = null;
  const oldMask = original.get('SMask');
  if (oldMask.isStream()) {
    smask = opaqueCopy(doc, oldMask, rects, w, h);
    if (!smask) return false;
  }
  const keys: string[] = [];
  target.forEach((_v, key) => keys.push(String(key)));
  for (const key of keys) target.delete(key);
  original.forEach((value, key) => {
    if (!['Filter', 'DecodeParms', 'Length', 'SMask', 'Metadata', 'DL'].includes(String(key)))
      target.put(key, value);
  });
  if (smask) target.put('SMask', smask);
  if (filter === 'DCTDecode' && (n === 1 || n === 3)) {
    target.put('Filter', doc.newName('DCTDecode'));
    target.writeRawStream(asJpeg(samples, w, h, n as 1 | 3));
  } else {
    target.writeStream(samples);
  }
  return true;
}

/**
 * A JPEG 2000 image cannot be written back as JPEG 2000 here; MuPDF's lossless replacement of a
 * scan is several times its size, so its (already emptied) pixels are stored as a JPEG instead.
 */
function jpegFromReplacement(doc: EngineDoc, target: Obj): boolean {
  const n = colorSpaceComponents(target.get('ColorSpace'));
  const bpc = target.get('BitsPerComponent');
  if ((n !== 1 && n !== 3) || !bpc.isNumber() || bpc.asNumber() !== 8 || target.get('Decode').isArray())
    return false;
  const w = target.get('Width').asNumber();
  const h = target.get('Height').asNumber();
  let samples: Uint8Array;
  try {
    samples = target.readStream().asUint8Array();
  } catch {
    return false;
  }
  if (samples.length < w * h * n) return false;
  const jpeg = asJpeg(samples, w, h, n);
  target.delete('DecodeParms');
  target.put('Filter', doc.newName('DCTDecode'));
  target.writeRawStream(jpeg);
  return true;
}

function lastFilter(filter: Obj): string | null {
  if (filter.isName()) return filter.asName();
  if (filter.isArray() && filter.length > 0) {
    const last = filter.get(filter.length - 1);
    return last.isName() ? last.asName() : null;
  }
  return null;
}

/** Per component, the sample value that shows white (no ink), through the Decode array; null if unknown. */
function whiteSamples(cs: Obj, n: number, bpc: number, decode: Obj): number[] | null {
  const max = bpc === 16 ? 65535 : (1 << bpc) - 1;
  const family = cs.isName() ? cs.asName() : cs.isArray() && cs.get(0).isName() ? cs.get(0).asName() : '';
  if (family === 'Indexed' || family === 'I') return whitestIndex(cs, max);
  let target: number[];
  if (['DeviceGray', 'G', 'CalGray', 'DeviceRGB', 'RGB', 'CalRGB'].includes(family))
    target = Array(n).fill(1);
  else if (['DeviceCMYK', 'CMYK', 'Separation', 'DeviceN'].includes(family)) target = Array(n).fill(0);
  else if (family === 'ICCBased' && n !== 4) target = Array(n).fill(1);
  else if (family === 'ICCBased') target = Array(n).fill(0);
  else return null;
  return target.map((t, i) => {
    const d0 = decode.isArray() && decode.length === 2 * n ? decode.get(2 * i).asNumber() : 0;
    const d1 = decode.isArray() && decode.length === 2 * n ? decode.get(2 * i + 1).asNumber() : 1;
    if (d1 === d0) return 0;
    return Math.min(max, Math.max(0, Math.round(((t - d0) / (d1 - d0)) * max)));
  });
}

/** A stencil mask paints where its sample decodes to 0; the blank value is the other one. */
function maskBlank(decode: Obj): number[] {
  const inverted = decode.isArray() && decode.length === 2 && decode.get(0).asNumber() === 1;
  return [inverted ? 0 : 1];
}

/** The palette entry nearest white, for an Indexed image over Gray, RGB or CMYK. */
function whitestIndex(cs: Obj, max: number): number[] | null {
  const base = colorSpaceComponents(cs.get(1));
  const hival = cs.get(2).isNumber() ? cs.get(2).asNumber() : -1;
  const lookup = cs.get(3);
  let table: Uint8Array;
  if (lookup.isStream()) table = lookup.readStream().asUint8Array();
  else if (lookup.isString()) table = Uint8Array.from(lookup.asString(), (c) => c.charCodeAt(0) & 0xff);
  else return null;
  if (base === null || hival < 0) return null;
  const subtractive = base === 4;
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i <= Math.min(hival, max); i++) {
    let score = 0;
    for (let c = 0; c < base; c++) {
      const v = table[i * base + c] ?? 0;
      score += subtractive ? -v : v;
    }
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return [best];
}

/** Writes `value` (one sample per component) into every pixel of the rect, at any bit depth. */
function fillRect(
  samples: Uint8Array,
  stride: number,
  n: number,
  bpc: number,
  r: PixelRect,
  value: number[],
): void {
  for (let y = r.y0; y < r.y1; y++) {
    const row = y * stride;
    for (let x = r.x0; x < r.x1; x++) {
      for (let c = 0; c < n; c++) {
        const v = value[c]!;
        const index = x * n + c;
        if (bpc === 8) samples[row + index] = v;
        else if (bpc === 16) {
          samples[row + index * 2] = v >> 8;
          samples[row + index * 2 + 1] = v & 0xff;
        } else {
          const bit = index * bpc;
          const byte = row + (bit >> 3);
          const shift = 8 - bpc - (bit & 7);
          const mask = ((1 << bpc) - 1) << shift;
          samples[byte] = (samples[byte]! & ~mask) | ((v << shift) & mask);
        }
      }
    }
  }
}

/** A copy of a soft mask, opaque inside the rects (scaled from the image's pixel grid to the mask's). */
function opaqueCopy(doc: EngineDoc, mask: Obj, rects: PixelRect[], w: number, h: number): Obj | null {
  const mw = mask.get('Width').asNumber();
  const mh = mask.get('Height').asNumber();
  const bpc = mask.get('BitsPerComponent').asNumber();
  if (![1, 2, 4, 8, 16].includes(bpc) || lastFilter(mask.get('Filter')) === 'JPXDecode') return null;
  let samples: Uint8Array;
  try {
    samples = new Uint8Array(mask.readStream().asUint8Array());
  } catch {
    return null;
  }
  const stride = Math.ceil((mw * bpc) / 8);
  if (samples.length < stride * mh) return null;
  const max = bpc === 16 ? 65535 : (1 << bpc) - 1;
  const decode = mask.get('Decode');
  const opaque = decode.isArray() && decode.length === 2 && decode.get(0).asNumber() === 1 ? 0 : max;
  for (const r of rects) {
    const scaled = {
      x0: Math.floor((r.x0 * mw) / w),
      x1: Math.ceil((r.x1 * mw) / w),
      y0: Math.floor((r.y0 * mh) / h),
      y1: Math.ceil((r.y1 * mh) / h),
    };
    fillRect(samples, stride, 1, bpc, scaled, [opaque]);
  }
  const dict = doc.newDictionary();
  mask.forEach((value, key) => {
    if (!['Filter', 'DecodeParms', 'Length', 'Metadata', 'DL'].includes(String(key))) dict.put(key, value);
  });
  return doc.addStream(samples, dict);
}

function asJpeg(samples: Uint8Array, w: number, h: number, n: 1 | 3): Uint8Array {
  const cs = n === 1 ? mupdf.ColorSpace.DeviceGray : mupdf.ColorSpace.DeviceRGB;
  const pix = new mupdf.Pixmap(cs, [0, 0, w, h], false);
  try {
    const dest = pix.getPixels();
    const stride = pix.getStride();
    for (let y = 0; y < h; y++) dest.set(samples.subarray(y * w * n, (y + 1) * w * n), y * stride);
    return new Uint8Array(pix.asJPEG(JPEG_QUALITY));
  } finally {
    pix.destroy();
  }
}

/** High enough that a re-encoded scan differs from its original by a few grey levels at most. */
const JPEG_QUALITY = 95;

function sameMatrix(a: Matrix, b: Matrix): boolean {
  const scale = Math.max(1, ...a.map(Math.abs));
  return a.every((v, i) => Math.abs(v - b[i]!) <= 1e-3 * scale);
}

function sameSize(a: Obj, b: Obj): boolean {
  return (
    a.get('Width').asNumber() === b.get('Width').asNumber() &&
    a.get('Height').asNumber() === b.get('Height').asNumber()
  );
}
