import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { encryptPdf, makeCasePdf, makeHugePagePdf, makeManyPagesPdf } from '../test/pdfs.ts';
import { runCli } from './run-cli.ts';

/** Runs the CLI with captured output, as a user at a terminal would see it. */
export async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A fresh temp dir with a cleanup and a listing (to prove nothing else was written). */
export function makeTempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'sladd-cli-'));
  return {
    dir,
    path: (name: string) => join(dir, name),
    write: (name: string, bytes: Uint8Array | string) => {
      writeFileSync(join(dir, name), bytes);
      return join(dir, name);
    },
    list: () => readdirSync(dir).sort(),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function makeZeroPagePdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const bytes = new Uint8Array(doc.saveToBuffer('').asUint8Array());
  doc.destroy();
  return bytes;
}

/**
 * Text painted through a tiling pattern: MuPDF's redaction does not reach into patterns, so the
 * verification pass finds the text still under the mark; the one honest way to see a failed check.
 */
export function makePatternTextPdf(): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const pattern = doc.addStream('BT /F1 12 Tf 72 720 Td (Hemmelig tekst her) Tj ET', {
    Type: 'Pattern',
    PatternType: 1,
    PaintType: 1,
    TilingType: 1,
    BBox: [0, 0, 612, 792],
    XStep: 612,
    YStep: 792,
    Resources: { Font: { F1: font } },
  });
  const resources = doc.addObject({ Pattern: { P0: pattern } });
  doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, resources, '/Pattern cs /P0 scn 0 0 612 792 re f'));
  const bytes = new Uint8Array(doc.saveToBuffer('').asUint8Array());
  doc.destroy();
  return bytes;
}

/** Every malformed input the CLI must refuse, by file name, with a word its error line must contain. */
export function makeMalformedInputs(): { name: string; bytes: Uint8Array; expect: RegExp }[] {
  const good = makeCasePdf(4);
  const tooBig = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x20);
  tooBig.set(new TextEncoder().encode('%PDF-1.7\n'));
  return [
    { name: 'random.pdf', bytes: new Uint8Array(randomBytes(4096)), expect: /not a PDF/i },
    { name: 'random-after-header.pdf', bytes: new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)])), expect: /damaged|no readable pages/i },
    { name: 'truncated.pdf', bytes: good.subarray(0, Math.floor(good.length / 2)), expect: /damaged|incomplete/i },
    { name: 'encrypted.pdf', bytes: encryptPdf(good), expect: /password/i },
    { name: 'zero-pages.pdf', bytes: makeZeroPagePdf(), expect: /no readable pages/ },
    { name: 'too-big.pdf', bytes: tooBig, expect: /larger than 10 MB/i },
    { name: 'notes.pdf', bytes: new TextEncoder().encode('Dette er bare tekst, ikke en PDF.\n'), expect: /not a PDF/i },
    { name: 'bomb.pdf', bytes: makeManyPagesPdf(2500), expect: /2500 pages; the limit is 2000/ },
    { name: 'huge-page.pdf', bytes: makeHugePagePdf(14400), expect: /page 1 is 200×200 inches, larger than/ },
  ];
}
