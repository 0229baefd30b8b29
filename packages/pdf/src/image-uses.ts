import { contentBytes } from './content-bytes.ts';
import { scanContentOps } from './content-ops.ts';
import { mupdf } from './mupdf-runtime.ts';

type Obj = import('mupdf').PDFObject;
type Matrix = import('mupdf').Matrix;

/** One place a page draws an image XObject: the image and the matrix that maps its unit square to page user space. */
export interface ImageUse {
  ref: Obj;
  ctm: Matrix;
}

const MAX_DEPTH = 12;

/**
 * Every image XObject the page's content draws, through form XObjects, with its matrix. Follows
 * only q, Q, cm and Do: what is needed to know where an image lands, not how it is clipped.
 */
export function collectImageUses(pageObj: Obj): ImageUse[] {
  return imageUsesIn(contentBytes(pageObj.get('Contents')), pageObj.getInheritable('Resources'));
}

/** The same for any content stream (a form's, a pattern tile's) with its resources; matrices map to its own space. */
export function imageUsesIn(bytes: Uint8Array, resources: Obj): ImageUse[] {
  const uses: ImageUse[] = [];
  walk(bytes, resources, mupdf.Matrix.identity, uses, 0);
  return uses;
}

function walk(bytes: Uint8Array, resources: Obj, base: Matrix, uses: ImageUse[], depth: number): void {
  let ctm = base;
  const stack: Matrix[] = [];
  scanContentOps(bytes, (op, operands) => {
    if (op === 'q') stack.push(ctm);
    else if (op === 'Q') ctm = stack.pop() ?? base;
    else if (op === 'cm') {
      const m = operands.slice(-6);
      if (m.length === 6 && m.every((v) => typeof v === 'number'))
        ctm = mupdf.Matrix.concat(m as Matrix, ctm);
    } else if (op === 'Do') {
      const name = operands[operands.length - 1];
      if (typeof name !== 'object') return;
      const ref = resources.get('XObject').get(name.name);
      if (!ref.isIndirect()) return;
      const subtype = ref.get('Subtype');
      if (!subtype.isName()) return;
      if (subtype.asName() === 'Image') uses.push({ ref, ctm });
      else if (subtype.asName() === 'Form' && depth < MAX_DEPTH) {
        let inner: Uint8Array;
        try {
          inner = ref.readStream().asUint8Array();
        } catch {
          return;
        }
        const matrix = ref.get('Matrix');
        const formMatrix: Matrix =
          matrix.isArray() && matrix.length === 6
            ? ([0, 1, 2, 3, 4, 5].map((i) => matrix.get(i).asNumber()) as Matrix)
            : mupdf.Matrix.identity;
        const own = ref.get('Resources');
        walk(
          inner,
          own.isDictionary() ? own : resources,
          mupdf.Matrix.concat(formMatrix, ctm),
          uses,
          depth + 1,
        );
      }
    }
  });
}
