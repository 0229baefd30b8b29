import { intersects, toBox } from './boxes.ts';
import { scanContentOps } from './content-ops.ts';
import { contentBytes } from './content-bytes.ts';
import { imageUsesIn } from './image-uses.ts';
import { copyDictionary } from './object-strings.ts';
import { mupdf } from './mupdf-runtime.ts';
import type { BBox } from './types.ts';

type EngineDoc = import('mupdf').PDFDocument;
type EnginePage = import('mupdf').PDFPage;
type Obj = import('mupdf').PDFObject;
type Matrix = import('mupdf').Matrix;

/** Redacts `boxes` (displayed points of the page given) on a page made of one pattern tile. */
export type RedactTile = (tile: EnginePage, boxes: BBox[]) => void;

/** A mark reaching more cells than this in either direction is over a texture, not a picture: left alone. */
const MAX_CELLS = 4;
/** How far (pattern units) a fill may pass its tile's edge and still count as filling that one tile. */
const EDGE = 2;

/**
 * Pictures inside tiling patterns. Browsers print many images as a pattern whose one tile holds
 * the picture (Chrome's "Save as PDF" does it for CSS backgrounds and overlays), and MuPDF's
 * redaction does not reach into patterns: the picture under a mark would stay whole. For each
 * tiling pattern of the page's own resources that a mark reaches, the tile's content is redacted
 * as a page of its own — the marks mapped into the tile's space, cell by cell — and the page is
 * given a copy of the pattern with the new content (other pages keep theirs). A pattern whose
 * tile repeats on the page would change outside the mark too; the visual check refuses that file.
 * Patterns used inside form XObjects are not reached. Returns how many patterns were cut.
 */
export function cutPatternTiles(
  doc: EngineDoc,
  page: EnginePage,
  boxes: BBox[],
  redactTile: RedactTile,
): number {
  const pageObj = page.getObject();
  const resources = pageObj.getInheritable('Resources');
  const patterns = resources.get('Pattern');
  if (!patterns.isDictionary()) return 0;
  const toUser = mupdf.Matrix.invert(page.getTransform());
  const fills = patternFills(contentBytes(pageObj.get('Contents')));
  const copies: [string, Obj][] = [];
  patterns.forEach((pattern, key) => {
    // A stream is known by its indirect reference: keep it, resolving only reads through it.
    if (!pattern.isStream() || pattern.get('PatternType').asNumber() !== 1) return;
    const areas = fills.get(String(key));
    if (!areas) return;
    const tileBoxes = marksInTile(pattern, boxes, areas, toUser);
    if (tileBoxes.length === 0 || !imageUnder(pattern, tileBoxes)) return;
    copies.push([String(key), redactedCopy(doc, pattern, tileBoxes, redactTile)]);
  });
  if (copies.length === 0) return 0;
  // The page gets resources of its own: a Pattern dictionary shared with other pages stays as it was.
  const ownPatterns = copyDictionary(doc, patterns);
  for (const [key, copy] of copies) ownPatterns.put(key, copy);
  const ownResources = copyDictionary(doc, resources);
  ownResources.put('Pattern', ownPatterns);
  pageObj.put('Resources', ownResources);
  return copies.length;
}

/**
 * The marks in the tile's own space (its BBox), one rectangle per mark and painted cell it reaches.
 * Only a pattern each of whose fills paints a single cell is cut: changing a tile that repeats
 * would change every copy of it. `areas` are the pattern's fills in default user space.
 */
function marksInTile(pattern: Obj, boxes: BBox[], areas: BBox[], toUser: Matrix): BBox[] {
  const bbox = rectOf(pattern.get('BBox'));
  const xStep = Math.abs(pattern.get('XStep').asNumber());
  const yStep = Math.abs(pattern.get('YStep').asNumber());
  if (!bbox || !(xStep > 0) || !(yStep > 0)) return [];
  // Pattern space → default user space is the pattern's Matrix; displayed → user is the page's.
  const fromUser = mupdf.Matrix.invert(matrixOf(pattern.get('Matrix')));
  const cellsOf = (r: number[]): [number, number][] => {
    const cells: [number, number][] = [];
    const i0 = Math.ceil((r[0]! - bbox.x1) / xStep);
    const i1 = Math.floor((r[2]! - bbox.x0) / xStep);
    const j0 = Math.ceil((r[1]! - bbox.y1) / yStep);
    const j1 = Math.floor((r[3]! - bbox.y0) / yStep);
    if (i1 - i0 >= MAX_CELLS || j1 - j0 >= MAX_CELLS) return [[NaN, NaN]];
    for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) cells.push([i, j]);
    return cells;
  };
  const painted = new Set<string>();
  for (const area of areas) {
    // A fill drawn to the tile's edge may pass it by a rounding error: that is not a second cell.
    const r = mupdf.Rect.transform([area.x0, area.y0, area.x1, area.y1], fromUser);
    const ex = Math.min(EDGE, (r[2] - r[0]) / 4);
    const ey = Math.min(EDGE, (r[3] - r[1]) / 4);
    const cells = cellsOf([r[0] + ex, r[1] + ey, r[2] - ex, r[3] - ey]);
    if (cells.length !== 1 || Number.isNaN(cells[0]![0])) return []; // a texture, not one picture
    painted.add(cells[0]!.join());
  }
  const toPattern = mupdf.Matrix.concat(toUser, fromUser);
  const out: BBox[] = [];
  for (const box of boxes) {
    const r = mupdf.Rect.transform([box.x0, box.y0, box.x1, box.y1], toPattern);
    for (const [i, j] of cellsOf(r)) {
      if (!painted.has(`${i},${j}`)) continue;
      const cell = {
        x0: Math.max(bbox.x0, r[0] - i * xStep),
        y0: Math.max(bbox.y0, r[1] - j * yStep),
        x1: Math.min(bbox.x1, r[2] - i * xStep),
        y1: Math.min(bbox.y1, r[3] - j * yStep),
      };
      if (cell.x1 > cell.x0 && cell.y1 > cell.y0) out.push(cell);
    }
  }
  return out;
}

const PAINT_FILL = new Set(['f', 'F', 'f*', 'B', 'B*', 'b', 'b*']);

/**
 * Where the page content fills with each pattern: per pattern name, the bounding boxes (default
 * user space) of the paths it fills. Follows q, Q, cm, the fill colour space and colour, and the
 * path operators; what forms draw is not followed.
 */
export function patternFills(bytes: Uint8Array): Map<string, BBox[]> {
  interface State {
    ctm: Matrix;
    pattern: string | null;
    patternSpace: boolean;
  }
  const fills = new Map<string, BBox[]>();
  let state: State = { ctm: mupdf.Matrix.identity, pattern: null, patternSpace: false };
  const stack: State[] = [];
  let path: BBox | null = null;
  const add = (x: number, y: number): void => {
    const [a, b, c, d, e, f] = state.ctm;
    const px = a * x + c * y + e;
    const py = b * x + d * y + f;
    if (!path) path = { x0: px, y0: py, x1: px, y1: py };
    else {
      path.x0 = Math.min(path.x0, px);
      path.y0 = Math.min(path.y0, py);
      path.x1 = Math.max(path.x1, px);
      path.y1 = Math.max(path.y1, py);
    }
  };
  scanContentOps(bytes, (op, operands) => {
    const nums = operands.filter((o): o is number => typeof o === 'number');
    const last = operands[operands.length - 1];
    switch (op) {
      case 'q':
        stack.push({ ...state });
        break;
      case 'Q':
        state = stack.pop() ?? state;
        break;
      case 'cm':
        if (nums.length === 6) state.ctm = mupdf.Matrix.concat(nums as Matrix, state.ctm);
        break;
      case 'cs':
        state.patternSpace = typeof last === 'object' && last.name === 'Pattern';
        state.pattern = null;
        break;
      case 'scn':
        state.pattern = state.patternSpace && typeof last === 'object' ? last.name : null;
        break;
      case 'sc':
      case 'g':
      case 'rg':
      case 'k':
        state.pattern = null;
        state.patternSpace = false;
        break;
      case 'm':
      case 'l':
        if (nums.length === 2) add(nums[0]!, nums[1]!);
        break;
      case 'c':
        for (let k = 0; k + 1 < nums.length; k += 2) add(nums[k]!, nums[k + 1]!);
        break;
      case 'v':
      case 'y':
        for (let k = 0; k + 1 < nums.length; k += 2) add(nums[k]!, nums[k + 1]!);
        break;
      case 're':
        if (nums.length === 4) {
          add(nums[0]!, nums[1]!);
          add(nums[0]! + nums[2]!, nums[1]!);
          add(nums[0]!, nums[1]! + nums[3]!);
          add(nums[0]! + nums[2]!, nums[1]! + nums[3]!);
        }
        break;
      default:
        if (PAINT_FILL.has(op) && path && state.pattern) {
          const list = fills.get(state.pattern) ?? [];
          list.push(path);
          fills.set(state.pattern, list);
        }
        if (PAINT_FILL.has(op) || op === 'n' || op === 'S' || op === 's') path = null;
    }
  });
  return fills;
}

/** Whether the tile draws an image XObject that one of the boxes (tile space) reaches: only then is there a picture to cut. */
function imageUnder(pattern: Obj, tileBoxes: BBox[]): boolean {
  return imageUsesIn(contentBytes(pattern), pattern.get('Resources')).some((use) => {
    const drawn = toBox(mupdf.Rect.transform([0, 0, 1, 1], use.ctm));
    return tileBoxes.some((b) => intersects(drawn, b));
  });
}

/**
 * The tile drawn on a page of its own (MediaBox = the tile's BBox), redacted there, and put back
 * as a new pattern object with the pattern's entries and the page's new content and resources.
 */
function redactedCopy(doc: EngineDoc, pattern: Obj, tileBoxes: BBox[], redactTile: RedactTile): Obj {
  const bbox = rectOf(pattern.get('BBox'))!;
  const resources = pattern.get('Resources');
  const tileObj = doc.addPage(
    [bbox.x0, bbox.y0, bbox.x1, bbox.y1],
    0,
    resources.isDictionary() ? resources : doc.newDictionary(),
    new mupdf.Buffer(contentBytes(pattern)),
  );
  doc.insertPage(-1, tileObj);
  const index = doc.countPages() - 1;
  const tile = doc.loadPage(index);
  try {
    // On that page, displayed y runs down from the BBox's top.
    const displayed = tileBoxes.map((b) => ({
      x0: b.x0 - bbox.x0,
      y0: bbox.y1 - b.y1,
      x1: b.x1 - bbox.x0,
      y1: bbox.y1 - b.y0,
    }));
    redactTile(tile, displayed);
    const dict = doc.newDictionary();
    pattern.forEach((value, key) => {
      if (!['Length', 'Filter', 'DecodeParms', 'Resources'].includes(String(key)))
        dict.put(String(key), value);
    });
    dict.put('Resources', tile.getObject().get('Resources'));
    return doc.addStream(new mupdf.Buffer(contentBytes(tile.getObject().get('Contents'))), dict);
  } finally {
    tile.destroy();
    doc.deletePage(index);
  }
}

function rectOf(obj: Obj): BBox | null {
  if (!obj.isArray() || obj.length !== 4) return null;
  const v = [0, 1, 2, 3].map((i) => obj.get(i).asNumber());
  if (!v.every(Number.isFinite)) return null;
  return {
    x0: Math.min(v[0]!, v[2]!),
    y0: Math.min(v[1]!, v[3]!),
    x1: Math.max(v[0]!, v[2]!),
    y1: Math.max(v[1]!, v[3]!),
  };
}

function matrixOf(obj: Obj): Matrix {
  if (!obj.isArray() || obj.length !== 6) return mupdf.Matrix.identity;
  const v = [0, 1, 2, 3, 4, 5].map((i) => obj.get(i).asNumber());
  return v.every(Number.isFinite) ? (v as Matrix) : mupdf.Matrix.identity;
}
