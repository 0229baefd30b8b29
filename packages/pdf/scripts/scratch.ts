import { writeFileSync } from 'node:fs';
import { makeTextPdf } from './make-fixtures.ts';
import { openPdf, extractWords, searchPages, redactPdf } from '../src/index.ts';
for (const rot of [0, 90] as const) {
  const bytes = makeTextPdf(1, rot);
  const doc = openPdf(bytes);
  const pages = extractWords(doc);
  const res = searchPages(pages, ['Kari Nordmann', 'Secret phrase wraps across', '01010112345'], {});
  const marks = res.flatMap((p) => p.matches.flatMap((m) => m.boxes.map((bbox) => ({ page: p.page, bbox }))));
  console.log(rot, JSON.stringify(res[0]!.matches.map((m) => [m.text, m.boxes.length])));
  const out = redactPdf(bytes, marks, { mode: 'fill_and_text' });
  console.log(out.verification);
  writeFileSync(`/tmp/pdfx/red${rot}.pdf`, out.pdf);
}
