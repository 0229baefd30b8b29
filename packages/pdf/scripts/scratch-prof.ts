import * as mupdf from 'mupdf';
import { readFileSync } from 'node:fs';
import { closePdf, extractWords, openPdf, searchPages } from '../src/index.ts';
import { getEngineDocument } from '../src/open-pdf.ts';
import { sanitizeDocument } from '../src/sanitize-pdf.ts';
import { verifyRedaction } from '../src/verify-redaction.ts';
import { groupMarksByPage } from '../src/validate-marks.ts';
import { createAppearanceContext, drawAppearance } from '../src/draw-appearance.ts';
import { normalizeAppearance } from '../src/appearance.ts';
const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua Kari Nordmann Oslo'.split(' ');
const doc0 = new mupdf.PDFDocument();
const font = doc0.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
const res = doc0.addObject({ Font: { F1: font } });
const n = 300;
for (let p = 0; p < n; p++) {
  let c = 'BT /F1 10 Tf 13 TL 60 740 Td\n';
  for (let l = 0; l < 50; l++) c += `(${Array.from({ length: 12 }, (_, w) => WORDS[(p * 7 + l * 13 + w * 5) % WORDS.length]).join(' ')}) '\n`;
  doc0.insertPage(-1, doc0.addPage([0, 0, 612, 792], 0, res, c + 'ET'));
}
const bytes = new Uint8Array(doc0.saveToBuffer('compress').asUint8Array());
const h0 = openPdf(bytes); const pages = extractWords(h0); closePdf(h0);
const marks = searchPages(pages, ['Kari Nordmann', 'Oslo']).flatMap((p) => p.matches.slice(0, 4).flatMap((m) => m.boxes.map((bbox) => ({ page: p.page, bbox }))));
for (let round = 0; round < 2; round++) {
const T: Record<string, number> = {};
let t = performance.now();
const lap = (k: string) => { const now = performance.now(); T[k] = (T[k] ?? 0) + now - t; t = now; };
const h = openPdf(bytes); lap('open');
const doc = getEngineDocument(h);
const byPage = groupMarksByPage(marks, h.pageCount);
sanitizeDocument(doc, byPage); lap('sanitize');
const ctx = createAppearanceContext(doc); const look = normalizeAppearance({ mode: 'fill_and_text' });
for (const [pn, boxes] of byPage) {
  const page = doc.loadPage(pn - 1); lap('load');
  for (const b of boxes) { const a = page.createAnnotation('Redact'); a.setRect([b.x0, b.y0, b.x1, b.y1]); } lap('annots');
  page.applyRedactions(false, 2, 1, 0); lap('apply');
  drawAppearance(doc, page, boxes, look, ctx); lap('draw');
  page.destroy();
}
const out = new Uint8Array(doc.saveToBuffer('garbage=compact,compress').asUint8Array()); lap('save');
closePdf(h);
const v = verifyRedaction(out, byPage); lap('verify');
console.log(Object.fromEntries(Object.entries(T).map(([k, v]) => [k, Math.round(v)])), v.ok);
}
