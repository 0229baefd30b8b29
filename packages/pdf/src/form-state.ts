import { scanContentOps, type Operand } from './content-ops.ts';

type EngineDoc = import('mupdf').PDFDocument;
type Obj = import('mupdf').PDFObject;

/**
 * MuPDF redacts a page by rewriting its content and giving each form XObject the page draws a
 * rewritten copy of its own. The rewriter drops every state setting equal to the value it assumes
 * at the start of a stream — right for a page, which starts from the defaults, wrong for a form,
 * which inherits the state of whoever draws it. A form that says "0 Tc 0 Tw 100 Tz 0 Tr" so as not
 * to inherit the caller's spacing (Acrobat's headers and footers do) loses those words, and its
 * text moves, or turns invisible after OCR text drawn with "3 Tr". Measured on the corpus: the
 * footer link of every redacted page of a 352-page book shifted.
 *
 * So before redaction each form on the page is tagged with its object number; afterwards each
 * rewritten copy gets back, at its start, the default settings its original made explicitly
 * before use — never one the original left to inheritance. The tags are removed before saving.
 */
const TAG = 'SladdForm';

interface Param {
  op: string;
  /** The value MuPDF's rewriter assumes at the start of a stream. */
  reset: string;
  isDefault: (operands: Operand[]) => boolean;
  users: Set<string>;
}

const TEXT_USERS = new Set(['Tj', 'TJ', "'", '"']);
const STROKE_USERS = new Set(['S', 's', 'B', 'B*', 'b', 'b*']);
const last = (ops: Operand[]): Operand | undefined => ops[ops.length - 1];
const PARAMS: Param[] = [
  { op: 'Tc', reset: '0 Tc', isDefault: (o) => last(o) === 0, users: TEXT_USERS },
  { op: 'Tw', reset: '0 Tw', isDefault: (o) => last(o) === 0, users: TEXT_USERS },
  { op: 'Tz', reset: '100 Tz', isDefault: (o) => last(o) === 100, users: TEXT_USERS },
  { op: 'Ts', reset: '0 Ts', isDefault: (o) => last(o) === 0, users: TEXT_USERS },
  { op: 'Tr', reset: '0 Tr', isDefault: (o) => last(o) === 0, users: TEXT_USERS },
  { op: 'w', reset: '1 w', isDefault: (o) => last(o) === 1, users: STROKE_USERS },
  { op: 'J', reset: '0 J', isDefault: (o) => last(o) === 0, users: STROKE_USERS },
  { op: 'j', reset: '0 j', isDefault: (o) => last(o) === 0, users: STROKE_USERS },
  { op: 'M', reset: '10 M', isDefault: (o) => last(o) === 10, users: STROKE_USERS },
];

/** Tags every form XObject reachable from the page's resources; returns the tagged object numbers. */
export function tagForms(pageObj: Obj, tagged: Set<number>): void {
  forEachForm(pageObj.get('Resources'), (form) => {
    const num = form.asIndirect();
    if (tagged.has(num)) return;
    tagged.add(num);
    form.put(TAG, num);
  });
}

/** Gives each rewritten copy of a tagged form the explicit defaults of its original (see above). */
export function repairFormCopies(doc: EngineDoc, pageObj: Obj, cache: Map<number, string>): number {
  let repaired = 0;
  forEachForm(pageObj.get('Resources'), (form) => {
    const tag = form.get(TAG);
    if (!tag.isNumber()) return;
    const original = tag.asNumber();
    if (original === form.asIndirect()) return;
    form.delete(TAG);
    let prefix = cache.get(original);
    if (prefix === undefined) {
      prefix = explicitDefaults(doc.newIndirect(original));
      cache.set(original, prefix);
    }
    if (prefix === '') return;
    const body = form.readStream().asUint8Array();
    const head = new TextEncoder().encode(`${prefix}\n`);
    const joined = new Uint8Array(head.length + body.length);
    joined.set(head);
    joined.set(body, head.length);
    form.writeStream(joined);
    repaired++;
  });
  return repaired;
}

/** Removes the tags from the original forms (copies lose theirs when repaired). */
export function untagForms(doc: EngineDoc, tagged: Set<number>): void {
  for (const num of tagged) {
    const obj = doc.newIndirect(num);
    if (obj.isStream()) obj.delete(TAG);
  }
}

/**
 * The resets a form needs at its start: each parameter that some use inside the form sees at an
 * explicitly set default value, while no use sees the value inherited from the caller.
 */
export function explicitDefaults(form: Obj): string {
  let bytes: Uint8Array;
  try {
    bytes = form.readStream().asUint8Array();
  } catch {
    return '';
  }
  type State = Map<string, 'inherited' | 'default' | 'other'>;
  const fresh = (): State => new Map(PARAMS.map((p) => [p.op, 'inherited']));
  const stack: State[] = [];
  let state = fresh();
  const seesDefault = new Set<string>();
  const seesInherited = new Set<string>();
  scanContentOps(bytes, (op, operands) => {
    if (op === 'q') stack.push(new Map(state));
    else if (op === 'Q') state = stack.pop() ?? state;
    else if (op === '"') {
      // aw ac string " sets word and char spacing, then shows the string
      const [aw, ac] = operands;
      state.set('Tw', aw === 0 ? 'default' : 'other');
      state.set('Tc', ac === 0 ? 'default' : 'other');
    }
    for (const p of PARAMS) {
      if (op === p.op) state.set(p.op, p.isDefault(operands) ? 'default' : 'other');
      else if (p.users.has(op)) {
        const s = state.get(p.op);
        if (s === 'default') seesDefault.add(p.op);
        else if (s === 'inherited') seesInherited.add(p.op);
      }
    }
  });
  return PARAMS.filter((p) => seesDefault.has(p.op) && !seesInherited.has(p.op))
    .map((p) => p.reset)
    .join(' ');
}

/** Visits every form XObject (as its indirect reference) reachable from a resource dictionary. */
function forEachForm(resources: Obj, visit: (form: Obj) => void, seen = new Set<number>(), depth = 0): void {
  if (depth > 16 || !resources.isDictionary()) return;
  const xobjects = resources.get('XObject');
  if (!xobjects.isDictionary()) return;
  xobjects.forEach((ref) => {
    if (!ref.isIndirect() || seen.has(ref.asIndirect())) return;
    seen.add(ref.asIndirect());
    const subtype = ref.get('Subtype');
    if (!subtype.isName() || subtype.asName() !== 'Form') return;
    visit(ref);
    forEachForm(ref.get('Resources'), visit, seen, depth + 1);
  });
}
