// PDFs and files for the end-to-end tests; the text-PDF maker is the integration tier's (apps/api/src/test/pdfs.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { popplerText as popplerTextOf } from '../../apps/api/src/test/pdfs.ts';

/** A case file: on every page a person, a phone number, an e-mail, an archive code, a contact and ordinary text. */
export function makeCasePages(count: number, person: string, phone: string): string[][] {
  return Array.from({ length: count }, (_, i) => [
    `Arkivkode QX${47 + i} gjelder side ${i + 1}.`,
    `Saken gjelder ${person}, telefon ${phone}.`,
    'Kontaktperson Fjellheim svarer innen fristen.',
    'Kodeordet for saken er Sommerfugl.',
    'Vedtaket ble fattet etter en samlet vurdering av saken.',
  ]);
}

/** Writes PDFs into a fresh temp folder and returns their paths. */
export function writePdfs(files: Record<string, Uint8Array>): { dir: string; paths: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'sladd-e2e-pdfs-'));
  const paths = Object.entries(files).map(([name, bytes]) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  });
  return { dir, paths };
}

/** Text of a PDF file as poppler's pdftotext sees it (an extractor independent of ours). */
export function popplerText(path: string): string {
  return popplerTextOf(readFileSync(path));
}

/** Pages packed with one repeated word (for many search hits): `lines` lines of `words` words in small type. */
export function makeDensePdf(pageCount: number, lines: number, words: number, word: string): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const line = Array.from({ length: words }, () => word).join(' ');
  const content = `BT /F1 6 Tf 8.5 TL 30 770 Td\n${Array.from({ length: lines }, () => `(${line}) Tj T*`).join('\n')}\nET\n`;
  for (let i = 0; i < pageCount; i++) {
    const resources = doc.addObject({ Font: { F1: font } });
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, content));
  }
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}
