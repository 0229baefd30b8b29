// Standard engine speed on text already extracted (issue 14: ≥ 200 pages/s, one thread).
// `npx tsx bench/standard-engine.ts` — extracts the 200-page bench corpus once, then times
// detection of every standard entity (ALL_STANDARD) over it: one warm-up pass, best of 5.
import { closePdf, extractWords, openPdf } from '@sladd/pdf';
import { createStandardEngine, detectPages } from '@sladd/detect';
import { makeCorpus } from './corpus.ts';
import { describeMachine } from './machine.ts';
import { makeTextPdf } from './make-pdfs.ts';

const PAGES = 200;
const doc = openPdf(makeTextPdf(makeCorpus(PAGES)));
const pages = extractWords(doc);
closePdf(doc);
const words = pages.reduce((sum, page) => sum + page.words.length, 0);
const engine = createStandardEngine();
const run = () => detectPages(pages, { entities: ['ALL_STANDARD'], engine, threshold: 0.5 });

const found = run().reduce((sum, page) => sum + page.sensitive.length, 0);
const times: number[] = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  run();
  times.push(performance.now() - started);
}
const best = Math.min(...times);
const median = [...times].sort((a, b) => a - b)[2]!;
console.log(
  JSON.stringify(
    {
      machine: describeMachine(),
      date: new Date().toISOString(),
      pages: PAGES,
      words,
      hits: found,
      best_ms: Math.round(best),
      median_ms: Math.round(median),
      pages_per_second_best: Math.round((PAGES / best) * 1000),
      pages_per_second_median: Math.round((PAGES / median) * 1000),
    },
    null,
    2,
  ),
);
