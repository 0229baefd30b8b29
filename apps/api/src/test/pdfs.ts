import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';

/** PDF string literal in WinAnsi so æøå survive. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${(code & 0xff).toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

/** A real PDF whose page i shows `pages[i]`, one string per line, in 12 pt Helvetica. */
export function makeTextPdf(pages: string[][]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  for (const lines of pages) {
    const content = `BT /F1 12 Tf 18 TL 72 720 Td\n${lines.map((line) => `${pdfString(line)} Tj T*`).join('\n')}\nET\n`;
    const resources = doc.addObject({ Font: { F1: font } });
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

/** A tiny file with very many pages that all share one content stream (a page-count bomb). */
export function makeManyPagesPdf(count: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const resources = doc.addObject({ Font: { F1: font } });
  const content = doc.addStream('BT /F1 12 Tf 72 720 Td (x) Tj ET', {});
  for (let i = 0; i < count; i++) {
    doc.insertPage(
      -1,
      doc.addObject({ Type: 'Page', MediaBox: [0, 0, 612, 792], Resources: resources, Contents: content }),
    );
  }
  const bytes = new Uint8Array(doc.saveToBuffer('compress,garbage').asUint8Array());
  doc.destroy();
  return bytes;
}

/**
 * One page drawing a form that draws the next form twice, `depth` levels deep: 2^depth draws of a
 * leaf form holding `leafOps` filled triangles, in a few kilobytes. depth 30 is the attack (a
 * billion draws); depth 15 with a few hundred ops stays under the form-draw limit and reads for
 * seconds, a stand-in for any file that is slow to read.
 */
export function makeFormBombPdf(depth: number, leafOps = 1): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const form = (content: string, resources: Record<string, unknown> = {}) =>
    doc.addStream(content, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 612, 792],
      Resources: resources,
    });
  let next = form('1 1 m 2 2 l 3 1 l h f\n'.repeat(leafOps));
  for (let i = 0; i < depth; i++) next = form('/X Do /X Do', { XObject: { X: next } });
  const resources = doc.addObject({ Font: { F1: font }, XObject: { X: next } });
  const content = 'BT /F1 12 Tf 72 720 Td (Saken gjelder Kari Nordmann) Tj ET /X Do';
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

/**
 * `pages` pages each holding about `chars` characters of short words in 0.8 pt type (every glyph
 * at its own place, 1,000 to a line): a data dump, or an attack on the size of an extract answer.
 */
export function makeDenseTextPdf(pages: number, chars: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const resources = doc.addObject({ Font: { F1: font } });
  const lines = Math.ceil(chars / 1000);
  for (let p = 0; p < pages; p++) {
    let content = 'BT /F1 0.8 Tf 1 TL 4 785 Td\n';
    for (let l = 0; l < lines; l++) {
      const words = Array.from({ length: 200 }, (_, w) => `${(p * 7 + l * 13 + w) % 9999}`.padStart(4, 'a'));
      content += `(${words.join(' ')}) Tj T*\n`;
    }
    content += 'ET';
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

/** One page of `side` × `side` points (PDF allows up to 14 400). */
export function makeHugePagePdf(side: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  doc.insertPage(-1, doc.addPage([0, 0, side, side], 0, doc.addObject({}), ''));
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

/** A document of `count` pages that each carry a few sensitive values and ordinary text. */
export function makeCasePdf(count: number, caseNumber?: number): Uint8Array {
  return makeTextPdf(
    Array.from({ length: count }, (_, i) => [
      // Another case number makes another file (pages are counted once per file a day).
      `Side ${i + 1}: Saken${caseNumber === undefined ? '' : ` ${caseNumber}`} gjelder Kari Nordmann, telefon 912 34 567.`,
      'Hun bor i Storgata 1, 0155 Oslo, og e-post kari.nordmann@example.no.',
      'Vedtaket ble fattet etter en samlet vurdering av saken.',
    ]),
  );
}

/** Runs a command-line tool on the bytes in a temp dir and returns its stdout. */
/** The case file with a logo image at the top of every page (for checks that must see pictures). */
export function makeCaseWithLogoPdf(count: number): Uint8Array {
  const doc = mupdf.Document.openDocument(makeCasePdf(count), 'application/pdf').asPDF()!;
  const pix = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 40, 20], false);
  pix.clear(60);
  const logo = doc.addImage(new mupdf.Image(pix));
  for (let i = 0; i < doc.countPages(); i++) {
    const page = doc.findPage(i);
    const resources = page.getInheritable('Resources');
    const copy = doc.newDictionary();
    resources.forEach((value, key) => copy.put(key, value));
    copy.put('XObject', doc.newDictionary());
    copy.get('XObject').put('Logo', logo);
    page.put('Resources', copy);
    const contents = doc.newArray();
    contents.push(doc.addStream('q 80 0 0 40 460 730 cm /Logo Do Q\n', {}));
    const old = page.get('Contents');
    if (old.isArray()) old.forEach((item) => contents.push(item));
    else contents.push(old);
    page.put('Contents', contents);
  }
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

/** What Debian's tesseract reads on every page of a PDF rendered at 300 dpi (an OCR independent of Sladd's). */
export function tesseractText(bytes: Uint8Array): string {
  return withFile(bytes, (path, dir) => {
    execFileSync('pdftoppm', ['-q', '-r', '300', '-png', path, join(dir, 'p')]);
    return readdirSync(dir)
      .filter((name) => name.startsWith('p-') && name.endsWith('.png'))
      .sort()
      .map((name) =>
        execFileSync('tesseract', [join(dir, name), '-', '-l', 'eng'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }),
      )
      .join('\f');
  });
}

export function withFile<T>(bytes: Uint8Array, run: (path: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'sladd-api-pdf-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    return run(join(dir, 'in.pdf'), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text as poppler's pdftotext (an independent extractor) sees it. */
export function popplerText(bytes: Uint8Array): string {
  return withFile(bytes, (path) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }),
  );
}

/** The same PDF encrypted with a user password, by qpdf. */
export function encryptPdf(bytes: Uint8Array): Uint8Array {
  return withFile(bytes, (path, dir) => {
    execFileSync('qpdf', ['--encrypt', 'secret', 'owner', '256', '--', path, join(dir, 'out.pdf')]);
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  });
}

/**
 * A multipart/form-data body for app.inject(): files under `files`, and text fields — before the
 * files (as the web client sends them), or after them with `filesFirst`.
 */
/** The multipart fields of a fast-engine detection of every fast entity (threshold 0.5). */
export const FAST_DETECT_FORM = {
  use_fast: 'True',
  use_advanced: 'False',
  use_standard: 'False',
  requested_entities: '["ALL_FAST"]',
  threshold: '0.5',
  remove_words: '[]',
} as const;

export function multipart(
  files: { name: string; bytes: Uint8Array }[],
  fields: Record<string, string> = {},
  fileField = 'files',
  options: { filesFirst?: boolean } = {},
) {
  const boundary = `----sladd${Math.random().toString(16).slice(2)}`;
  const fieldChunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileChunks = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from('\r\n'),
  ]);
  const chunks = options.filesFirst ? [...fileChunks, ...fieldChunks] : [...fieldChunks, ...fileChunks];
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Each page of `text` rendered at `dpi` and placed as the only content of a new page: a scan without a text layer. */
export function makeScanPdf(text: Uint8Array, dpi = 200, copies = 1): Uint8Array {
  const source = mupdf.Document.openDocument(text, 'application/pdf');
  const out = new mupdf.PDFDocument();
  for (let i = 0; i < source.countPages(); i++) {
    const page = source.loadPage(i);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
    // One image object shared by every copy keeps a many-page scan small.
    const image = out.addImage(new mupdf.Image(pixmap));
    for (let c = 0; c < copies; c++) {
      out.insertPage(
        -1,
        out.addPage(
          [0, 0, 612, 792],
          0,
          out.addObject({ XObject: { Im0: image } }),
          'q 612 0 0 792 0 0 cm /Im0 Do Q',
        ),
      );
    }
  }
  const bytes = new Uint8Array(out.saveToBuffer('compress').asUint8Array());
  out.destroy();
  source.destroy();
  return bytes;
}
