import { randomBytes } from 'node:crypto';
// Through @sladd/pdf's runtime, so the benchmark process gets the same fast char path as the app.
import { mupdf } from '../packages/pdf/src/mupdf-runtime.ts';
import { wrapText } from './corpus.ts';

/** A PDF string literal in WinAnsi (Latin-1 for the letters we use) so æøå survive. */
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

function pageContent(text: string): string {
  const lines = wrapText(text).map((line) => `${pdfString(line)} '`);
  return `BT /F1 10 Tf 14 TL 60 750 Td\n${lines.join('\n')}\nET\n`;
}

/** A text PDF, one paragraph per page, 10 pt Helvetica on A4-ish letter pages. */
export function makeTextPdf(pages: string[]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const resources = doc.addObject({ Font: { F1: font } });
  for (const text of pages) doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, pageContent(text)));
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

/**
 * A text PDF of about `targetBytes` whose bulk is incompressible image data (random RGB
 * samples, stored raw), like a scanned attachment: the size a server must hold, not text to read.
 */
export function makeHeavyPdf(pages: string[], targetBytes: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const side = Math.floor(Math.sqrt(targetBytes / pages.length / 3));
  for (const text of pages) {
    const image = doc.addRawStream(randomBytes(side * side * 3), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: side,
      Height: side,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
    });
    const resources = doc.addObject({ Font: { F1: font }, XObject: { Im0: image } });
    const content = `q 200 0 0 200 380 40 cm /Im0 Do Q\n${pageContent(text)}`;
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  // No 'compress': the image must stay its raw size (random data would not shrink anyway).
  const bytes = new Uint8Array(doc.saveToBuffer('').asUint8Array());
  doc.destroy();
  return bytes;
}
