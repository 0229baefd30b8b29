import { absoluteTextMatrices } from './absolute-text.ts';
import { concatBytes, contentBytesToRewrite, formatNumber, skipNumbers } from './content-bytes.ts';
import { scanContentOps } from './content-ops.ts';
import { copyDictionary } from './object-strings.ts';

type EngineDoc = import('mupdf').PDFDocument;
type Obj = import('mupdf').PDFObject;

/**
 * MuPDF's content rewriter (1.28) loses the text leading: when it writes a move as "tx ty TD" it
 * also takes -ty as the leading of what follows, so the next T*, ' or " of the input moves by that
 * instead of by the TL the stream set. ReportLab and many report writers draw every line with
 * "13 TL … (line) '" — after redaction all text of the page flew off the top (found by the visual
 * check on the bench file). So before a page is redacted, every T*, ' and " of its content (and of
 * the forms it draws) is written out as the explicit move it stands for: "0 -TL Td", then Tj, with
 * Tw and Tc for ". The page then needs no leading, and the rewriter's bookkeeping cannot go wrong.
 *
 * Text objects that use a horizontal scaling also get an absolute position per text operator
 * (absolute-text.ts), for the same rewriter's other slip.
 *
 * Forms shared with other pages are copied for this page, never changed in place.
 */
export function prepareTextPositions(doc: EngineDoc, pageObj: Obj): boolean {
  let changed = false;
  const contents = pageObj.get('Contents');
  const resources = pageObj.getInheritable('Resources');
  const bytes = contentBytesToRewrite(contents);
  const leading = bytes ? explicitLeading(bytes, 0) : null;
  // Text under a horizontal scaling gets absolute positions too (absolute-text.ts).
  const absolute = bytes ? absoluteTextMatrices(leading ?? bytes, resources) : null;
  const rewritten = absolute ?? leading;
  if (rewritten) {
    pageObj.put('Contents', doc.addStream(rewritten, {}));
    changed = true;
  }
  const copied = rewriteResources(doc, resources, 0);
  if (copied) {
    pageObj.put('Resources', copied);
    changed = true;
  }
  return changed;
}

/** A copy of the resources with every form that needed it rewritten, or null when none did. */
function rewriteResources(doc: EngineDoc, resources: Obj, depth: number): Obj | null {
  if (depth > 12 || !resources.isDictionary()) return null;
  const xobjects = resources.get('XObject');
  if (!xobjects.isDictionary()) return null;
  const replaced = new Map<string, Obj>();
  xobjects.forEach((ref, key) => {
    if (!ref.isIndirect() || !ref.isStream()) return;
    const subtype = ref.get('Subtype');
    if (!subtype.isName() || subtype.asName() !== 'Form') return;
    const form = rewriteForm(doc, ref, depth);
    if (form) replaced.set(String(key), form);
  });
  if (replaced.size === 0) return null;
  const copy = copyDictionary(doc, resources);
  const xcopy = copyDictionary(doc, xobjects);
  for (const [key, form] of replaced) xcopy.put(key, form);
  copy.put('XObject', xcopy);
  return copy;
}

function rewriteForm(doc: EngineDoc, form: Obj, depth: number): Obj | null {
  let body: Uint8Array;
  try {
    body = form.readStream().asUint8Array();
  } catch {
    return null;
  }
  // A form inherits its caller's leading, unknown here: moves before its own TL stay as they are.
  const rewritten = explicitLeading(body, null);
  const own = form.get('Resources');
  const resources = own.isDictionary() ? rewriteResources(doc, own, depth + 1) : null;
  if (!rewritten && !resources) return null;
  const dict = doc.newDictionary();
  form.forEach((value, key) => {
    if (!['Length', 'Filter', 'DecodeParms'].includes(String(key))) dict.put(key, value);
  });
  if (resources) dict.put('Resources', resources);
  return doc.addStream(rewritten ?? body, dict);
}

/**
 * The content with T*, ' and " written as explicit moves, or null when there is nothing to change.
 * `leading` is the leading at the start (0 for a page), or null when it is unknown (a form).
 */
export function explicitLeading(bytes: Uint8Array, leading: number | null): Uint8Array | null {
  const pieces: Uint8Array[] = [];
  const encoder = new TextEncoder();
  let copied = 0;
  let current = leading;
  const stack: (number | null)[] = [];
  scanContentOps(bytes, (op, operands, span) => {
    if (op === 'q') stack.push(current);
    else if (op === 'Q') current = stack.length ? stack.pop()! : current;
    else if (op === 'TL') {
      const v = operands[operands.length - 1];
      current = typeof v === 'number' ? v : null;
    } else if (op === 'TD') {
      const ty = operands[operands.length - 1];
      current = typeof ty === 'number' ? -ty : null;
    } else if ((op === 'T*' || op === "'" || op === '"') && current !== null) {
      const move = `0 ${formatNumber(-current)} Td`;
      let replacement: string | Uint8Array[];
      if (op === 'T*') replacement = ` ${move} `;
      else {
        // The string operand is copied byte for byte: everything between the operands' start and the operator.
        const [aw, ac] = operands;
        if (op === '"' && (typeof aw !== 'number' || typeof ac !== 'number')) return;
        const stringStart = op === '"' ? skipNumbers(bytes, span.start, 2) : span.start;
        const prefix =
          op === '"'
            ? ` ${formatNumber(aw as number)} Tw ${formatNumber(ac as number)} Tc ${move} `
            : ` ${move} `;
        replacement = [
          encoder.encode(prefix),
          bytes.subarray(stringStart, span.opStart),
          encoder.encode(' Tj '),
        ];
      }
      const from = op === 'T*' ? span.opStart : span.start;
      pieces.push(bytes.subarray(copied, from));
      if (typeof replacement === 'string') pieces.push(encoder.encode(replacement));
      else pieces.push(...replacement);
      copied = span.end;
    }
  });
  if (copied === 0) return null;
  pieces.push(bytes.subarray(copied));
  return concatBytes(pieces);
}
