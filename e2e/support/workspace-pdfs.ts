import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';

/** A real PDF whose page i shows `pages[i]`, one string per line, 12 pt Helvetica from (72, 72) top-left, 18 pt apart. */
export function makeTextPdf(pages: string[][]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  for (const lines of pages) {
    const escaped = lines.map((line) => `(${line.replace(/[()\\]/g, (c) => `\\${c}`)}) Tj T*`).join('\n');
    const resources = doc.addObject({ Font: { F1: font } });
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, `BT /F1 12 Tf 18 TL 72 720 Td\n${escaped}\nET\n`));
  }
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

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

/** Text as poppler's pdftotext sees it (an extractor independent of ours). */
export function popplerText(path: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
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
