// Quick throughput check for extraction and redaction+verification.
// Run: npx tsx packages/pdf/scripts/bench-pdf.ts [pages]
import { mupdf } from '../src/mupdf-runtime.ts';
import { closePdf, extractWords, openPdf, redactPdf, searchPages } from '../src/index.ts';

const WORDS =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua Kari Nordmann Oslo'.split(
    ' ',
  );

/** An ordinary dense text document: 50 lines of about 75 characters per page. */
function makeBenchPdf(pages: number): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const res = doc.addObject({ Font: { F1: font } });
  for (let p = 0; p < pages; p++) {
    let c = 'BT /F1 10 Tf 13 TL 60 740 Td\n';
    for (let l = 0; l < 50; l++) {
      const line = Array.from({ length: 12 }, (_, w) => WORDS[(p * 7 + l * 13 + w * 5) % WORDS.length]);
      c += `(${line.join(' ')}) '\n`;
    }
    doc.insertPage(-1, doc.addPage([0, 0, 612, 792], 0, res, c + 'ET'));
  }
  return new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
}

/** Wall seconds and CPU seconds of this thread; on a busy shared machine CPU time is the steadier figure. */
function time<T>(fn: () => T): [T, number, number] {
  const t = performance.now();
  const c = process.cpuUsage();
  const r = fn();
  const cpu = process.cpuUsage(c);
  return [r, (performance.now() - t) / 1000, (cpu.user + cpu.system) / 1e6];
}

const n = Number(process.argv[2] ?? 300);
const bytes = makeBenchPdf(n);
const doc = openPdf(bytes);
extractWords(doc); // warm-up
const [pages, tExtract, cExtract] = time(() => extractWords(doc));
closePdf(doc);
const chars = pages.reduce((s, p) => s + p.words.reduce((a, w) => a + w.text.length, 0), 0);
console.log(
  `extract: ${n} pages, ${Math.round(chars / n)} chars/page: ${(n / tExtract).toFixed(0)} pages/s wall, ${(n / cExtract).toFixed(0)} pages/CPU-s`,
);

// "A few marks per page": the first 4 hits of 'Kari Nordmann' / 'Oslo' on each page.
const marks = searchPages(pages, ['Kari Nordmann', 'Oslo']).flatMap((p) =>
  p.matches.slice(0, 4).flatMap((m) => m.boxes.map((bbox) => ({ page: p.page, bbox }))),
);
redactPdf(bytes, marks.slice(0, 5)); // warm-up
const [result, tRedact, cRedact] = time(() => redactPdf(bytes, marks, { mode: 'fill_and_text' }));
console.log(
  `redact+verify: ${n} pages, ${marks.length} marks: ${(n / tRedact).toFixed(0)} pages/s wall, ${(n / cRedact).toFixed(0)} pages/CPU-s, verification ok=${result.verification.ok}`,
);
