type EngineDoc = import('mupdf').PDFDocument;
type Obj = import('mupdf').PDFObject;

/** A string value somewhere in the file's objects, with a way to replace it. */
export interface StringSlot {
  key: string | number;
  value: string;
  replace(next: string): void;
}

// Arrays of numbers (widths, boxes, matrices, encodings) hold no text; skipping them keeps the
// walk over a book's objects fast.
const NUMERIC_KEYS = new Set([
  'Widths',
  'W',
  'W2',
  'MediaBox',
  'CropBox',
  'BBox',
  'Rect',
  'Matrix',
  'Differences',
  'Domain',
  'Range',
  'Decode',
  'ColorSpace',
  'QuadPoints',
  'Border',
  'C',
  'IC',
  'Kids',
  'K',
  'Nums',
  'Length',
  'Filter',
  'DecodeParms',
  'Font',
  'XObject',
  'ExtGState',
  'ProcSet',
  'Pattern',
  'Shading',
]);

/**
 * Visits every numbered object of the file as its indirect reference (streams are recognised only
 * through it; `get` and `forEach` resolve it). Objects the engine cannot load are skipped.
 */
export function forEachObject(doc: EngineDoc, visit: (ref: Obj) => void): void {
  const count = doc.countObjects();
  for (let num = 1; num < count; num++) {
    let ref: Obj;
    try {
      ref = doc.newIndirect(num);
      ref.resolve();
    } catch {
      continue;
    }
    visit(ref);
  }
}

/**
 * Visits every string value in every object of the file (dictionaries and arrays, nested ones
 * included), however it is reached: bookmarks, link targets, annotation contents, form values,
 * structure-tree alternate texts, named destinations, metadata.
 */
export function forEachObjectString(doc: EngineDoc, visit: (slot: StringSlot) => void): void {
  forEachObject(doc, (ref) => walk(doc, ref.resolve(), visit, 0));
  walk(doc, doc.getTrailer(), visit, 0);
}

function walk(doc: EngineDoc, obj: Obj, visit: (slot: StringSlot) => void, depth: number): void {
  if (depth > 32 || !(obj.isDictionary() || obj.isArray())) return;
  obj.forEach((value, key) => {
    if (value.isIndirect()) return; // visited as its own object
    if (value.isString()) {
      visit({ key, value: value.asString(), replace: (next) => obj.put(key, doc.newString(next)) });
    } else if (
      (value.isDictionary() || value.isArray()) &&
      !(typeof key === 'string' && NUMERIC_KEYS.has(key))
    ) {
      walk(doc, value, visit, depth + 1);
    }
  });
}

/** Visits the decoded bytes of every stream that is neither an image nor a font program. */
export function forEachTextStream(
  doc: EngineDoc,
  visit: (bytes: Uint8Array, isContent: boolean, obj: Obj) => void,
): void {
  const contentStreams = collectContentStreamNumbers(doc);
  forEachObject(doc, (obj) => {
    // Stream-ness belongs to the indirect object; a resolved copy no longer reports it.
    if (!obj.isStream()) return;
    const subtype = obj.get('Subtype');
    if ((subtype.isName() && subtype.asName() === 'Image') || isFontProgram(obj)) return;
    const isContent =
      contentStreams.has(obj.asIndirect()) || (subtype.isName() && subtype.asName() === 'Form');
    let bytes: Uint8Array;
    try {
      bytes = obj.readStream().asUint8Array();
    } catch {
      return; // a stream the engine cannot decode holds nothing a reader could show
    }
    visit(bytes, isContent, obj);
  });
}

function isFontProgram(obj: Obj): boolean {
  const subtype = obj.get('Subtype');
  if (subtype.isName() && ['Type1C', 'CIDFontType0C', 'OpenType'].includes(subtype.asName())) return true;
  return !obj.get('Length1').isNull() || !obj.get('Length2').isNull();
}

function collectContentStreamNumbers(doc: EngineDoc): Set<number> {
  const numbers = new Set<number>();
  for (let i = 0; i < doc.countPages(); i++) {
    const contents = doc.findPage(i).get('Contents');
    const add = (item: Obj): void => {
      if (item.isIndirect()) numbers.add(item.asIndirect());
    };
    if (contents.isArray()) contents.forEach(add);
    else add(contents);
  }
  return numbers;
}

/** A new direct dictionary with the same entries (values shared, not copied). */
export function copyDictionary(doc: EngineDoc, dict: Obj): Obj {
  const copy = doc.newDictionary();
  if (dict.isDictionary()) dict.forEach((value, key) => copy.put(String(key), value));
  return copy;
}
