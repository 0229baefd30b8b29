import { forEachObject } from './object-strings.ts';

type EngineDoc = import('mupdf').PDFDocument;
type Obj = import('mupdf').PDFObject;

/**
 * Images that viewers read two ways. A JPEG (DCTDecode) stream carries its own component count;
 * the image dictionary names a colour space with a component count of its own. When the two
 * disagree (a 3-component JPEG in a dictionary that says /DeviceGray exists in the wild), pdf.js
 * and browsers trust the JPEG while MuPDF unpacks the decoded bytes with the dictionary's count,
 * which stretches and wraps the picture. A person marks words where the browser shows them, so
 * Sladd decides for the JPEG's own reading: every such dictionary is given the colour space of
 * the JPEG's components before the page is rendered, read or redacted.
 */
export interface ImageReading {
  /** Object number of the image XObject. */
  num: number;
  /** The dictionary's own entries, to put back on an image no mark touched. */
  colorSpace: Obj;
  decode: Obj;
}

const DEVICE_SPACES: Record<number, string> = { 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' };

/**
 * Gives every JPEG image whose declared colour space disagrees with its own component count the
 * device space of its components (1 grey, 3 RGB, 4 CMYK), in memory. Returns what was changed,
 * so a caller that saves the document can put back the images it did not redact.
 */
export function adoptJpegReadings(doc: EngineDoc): ImageReading[] {
  const changed: ImageReading[] = [];
  forEachObject(doc, (ref) => {
    if (!ref.isStream()) return;
    const subtype = ref.get('Subtype');
    if (!subtype.isName() || subtype.asName() !== 'Image') return;
    if (!isPlainDct(ref.get('Filter'))) return;
    if (ref.get('ImageMask').isBoolean() && ref.get('ImageMask').asBoolean()) return;
    const declared = colorSpaceComponents(ref.get('ColorSpace'));
    if (declared === null) return;
    let components: number | null;
    try {
      components = jpegComponents(ref.readRawStream().asUint8Array());
    } catch {
      return; // a stream the engine cannot read is reported by rendering, not here
    }
    if (components === null || components === declared) return;
    const space = DEVICE_SPACES[components];
    if (!space) return;
    changed.push({ num: ref.asIndirect(), colorSpace: ref.get('ColorSpace'), decode: ref.get('Decode') });
    ref.put('ColorSpace', doc.newName(space));
    // A Decode array is sized for the declared space; with another component count it is wrong.
    ref.delete('Decode');
  });
  return changed;
}

/** Puts back the declared colour space on images still in the document (those no mark re-encoded keep their bytes). */
export function restoreReadings(doc: EngineDoc, readings: ImageReading[]): void {
  for (const r of readings) {
    const ref = doc.newIndirect(r.num);
    if (!ref.isStream()) continue;
    ref.put('ColorSpace', r.colorSpace);
    if (!r.decode.isNull()) ref.put('Decode', r.decode);
  }
}

function isPlainDct(filter: Obj): boolean {
  if (filter.isName()) return filter.asName() === 'DCTDecode' || filter.asName() === 'DCT';
  if (filter.isArray() && filter.length === 1) return isPlainDct(filter.get(0));
  return false;
}

/** Components of a colour space as an image dictionary names it, or null when it cannot be told. */
export function colorSpaceComponents(cs: Obj): number | null {
  if (cs.isNull()) return null; // JPX-only case; for DCT a missing space is invalid and left to the engine
  if (cs.isName()) {
    switch (cs.asName()) {
      case 'DeviceGray':
      case 'G':
      case 'CalGray':
        return 1;
      case 'DeviceRGB':
      case 'RGB':
      case 'CalRGB':
        return 3;
      case 'DeviceCMYK':
      case 'CMYK':
        return 4;
      default:
        return null; // a named resource, resolved by the page; not an image dictionary's usual form
    }
  }
  if (!cs.isArray() || cs.length === 0) return null;
  const family = cs.get(0);
  if (!family.isName()) return null;
  switch (family.asName()) {
    case 'ICCBased': {
      const n = cs.get(1).get('N');
      return n.isNumber() ? n.asNumber() : null;
    }
    case 'CalGray':
    case 'Indexed':
    case 'I':
    case 'Separation':
      return 1;
    case 'CalRGB':
    case 'Lab':
      return 3;
    case 'DeviceN': {
      const names = cs.get(1);
      return names.isArray() ? names.length : null;
    }
    case 'DeviceGray':
      return 1;
    case 'DeviceRGB':
      return 3;
    case 'DeviceCMYK':
      return 4;
    default:
      return null;
  }
}

/** The component count in a JPEG's start-of-frame header, or null when there is none. */
export function jpegComponents(bytes: Uint8Array): number | null {
  let i = 0;
  // Some writers put bytes before the SOI marker; readers skip to it.
  while (i + 1 < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] === 0xd8)) i++;
  i += 2;
  while (i + 3 < bytes.length) {
    if (bytes[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const nf = bytes[i + 9];
      return nf === undefined ? null : nf;
    }
    i += 2 + length;
  }
  return null;
}
