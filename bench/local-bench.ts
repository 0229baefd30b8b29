// Child process of bench/run.ts: the single-thread throughput of the PDF and detection packages
// on the 200-page corpus. Prints one JSON line.
import { closePdf, extractWords, openPdf, redactPdf, searchPages } from '@sladd/pdf';
import { createEngineRegistry, detectPagesByMethod, FAST_ENGINE } from '@sladd/detect';
import { makeCorpus } from './corpus.ts';
import { makeTextPdf } from './make-pdfs.ts';
import { rates, timeBest } from './measure.ts';

const PAGES = 200;
const bytes = makeTextPdf(makeCorpus(PAGES));

const extraction = timeBest(3, () => {
  const doc = openPdf(bytes);
  try {
    return extractWords(doc);
  } finally {
    closePdf(doc);
  }
});
const pages = extraction.result;
const words = pages.reduce((sum, page) => sum + page.words.length, 0);

const registry = createEngineRegistry([FAST_ENGINE]);
const detection = timeBest(3, () => detectPagesByMethod(pages, { methods: { fast: ['ALL_FAST'] }, threshold: 0.5 }, registry));
const entities = detection.result.reduce((sum, page) => sum + page.sensitive.length, 0);

const terms = ['Nordmann', 'forvaltningsloven', 'telefon'];
const search = timeBest(3, () => searchPages(pages, terms));
const searchWithExtraction = timeBest(3, () => {
  const doc = openPdf(bytes);
  try {
    return searchPages(extractWords(doc), terms);
  } finally {
    closePdf(doc);
  }
});

// "A few marks per page": the fødselsnummer, e-mail, phone and account number lines found by detection.
const wanted = new Set(['NO_FODSELSNUMMER_F', 'EMAIL_ADDRESS_F', 'NO_PHONE_NUMBER_F', 'NO_BANK_ACCOUNT_F']);
const marks = detection.result.flatMap((page) =>
  page.sensitive.filter((item) => wanted.has(item.entity_type)).map((item) => ({ page: page.page, bbox: item.bbox })),
);
const redaction = timeBest(2, () => redactPdf(bytes, marks, { mode: 'fill' }));

console.log(
  JSON.stringify({
    pages: PAGES,
    bytes: bytes.length,
    wordsPerPage: Math.round(words / PAGES),
    extraction: rates(PAGES, extraction.best),
    detection: { ...rates(PAGES, detection.best), entities },
    search: { ...rates(PAGES, search.best), terms: terms.length, matches: search.result.reduce((n, p) => n + p.matches.length, 0) },
    searchWithExtraction: rates(PAGES, searchWithExtraction.best),
    redaction: { ...rates(PAGES, redaction.best), marks: marks.length, verified: redaction.result.verification.ok },
  }),
);
