import { scanContentOps } from './content-ops.ts';
import { contentBytes } from './content-bytes.ts';
import { PdfError } from './pdf-error.ts';

type Obj = import('mupdf').PDFObject;

/**
 * Refuses a document with a page that draws form XObjects more than `limit` times, counted
 * through nesting, before any page is interpreted. A few kilobytes can describe a form that draws
 * another twice, thirty levels deep: 2^30 draws that would hold a worker for hours. Pages and
 * forms without forms in their resources cost nothing here; each form's count is worked out once
 * per document (forms are shared between pages).
 */
export function checkFormDraws(doc: import('mupdf').PDFDocument, pages: number, limit: number): void {
  const memo = new Map<number, number>();
  for (let i = 0; i < pages; i++) {
    let pageObj: Obj;
    try {
      pageObj = doc.findPage(i);
    } catch {
      continue; // a damaged page is named when it is read
    }
    const draws = drawsIn(
      () => contentBytes(pageObj.get('Contents')),
      pageObj.getInheritable('Resources'),
      limit,
      memo,
      new Set(),
    );
    if (draws > limit)
      throw new PdfError(
        'PAGE_TOO_COMPLEX',
        `Page ${i + 1} draws the same content more than ${limit.toLocaleString('en')} times (nested forms), more than this service reads on one page. Re-export the file (print to PDF) and try again.`,
        { page: i + 1, max_form_draws: limit },
      );
  }
}

/** Forms drawn by one content stream with its resources, through nesting; capped just past `limit`. */
function drawsIn(
  bytes: () => Uint8Array,
  resources: Obj,
  limit: number,
  memo: Map<number, number>,
  open: Set<number>,
): number {
  const forms = formsOf(resources);
  if (forms.size === 0) return 0;
  let total = 0;
  let content: Uint8Array;
  try {
    content = bytes();
  } catch {
    return 0;
  }
  scanContentOps(content, (op, operands) => {
    if (op !== 'Do' || total > limit) return;
    const name = operands[operands.length - 1];
    if (typeof name !== 'object') return;
    const form = forms.get(name.name);
    if (!form) return;
    total += 1 + drawsOfForm(form, resources, limit, memo, open);
  });
  return Math.min(total, limit + 1);
}

function drawsOfForm(
  form: Obj,
  outer: Obj,
  limit: number,
  memo: Map<number, number>,
  open: Set<number>,
): number {
  const id = form.asIndirect();
  const known = memo.get(id);
  if (known !== undefined) return known;
  if (open.has(id)) return 0; // a form that draws itself: MuPDF stops the cycle
  open.add(id);
  const own = form.get('Resources');
  const draws = drawsIn(
    () => form.readStream().asUint8Array(),
    own.isDictionary() ? own : outer,
    limit,
    memo,
    open,
  );
  open.delete(id);
  memo.set(id, draws);
  return draws;
}

/** The form XObjects of a resource dictionary, by name (indirect ones only: a form is a stream). */
function formsOf(resources: Obj): Map<string, Obj> {
  const found = new Map<string, Obj>();
  if (!resources.isDictionary()) return found;
  const xobjects = resources.get('XObject');
  if (!xobjects.isDictionary()) return found;
  xobjects.forEach((value: Obj, key: string | number) => {
    if (!value.isIndirect() || !value.isStream()) return;
    const subtype = value.get('Subtype');
    if (subtype.isName() && subtype.asName() === 'Form') found.set(String(key), value);
  });
  return found;
}
