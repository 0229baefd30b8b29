// Profiling aid: `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/profile-detect.ts`
// runs fast detection on the extracted 200-page corpus a few times (no timing of its own).
import { closePdf, extractWords, openPdf } from '@sladd/pdf';
import { createEngineRegistry, detectPagesByMethod, FAST_ENGINE } from '@sladd/detect';
import { makeCorpus } from './corpus.ts';
import { makeTextPdf } from './make-pdfs.ts';

const doc = openPdf(makeTextPdf(makeCorpus(200)));
const pages = extractWords(doc);
closePdf(doc);
const registry = createEngineRegistry([FAST_ENGINE]);
for (let i = 0; i < 5; i++) detectPagesByMethod(pages, { methods: { fast: ['ALL_FAST'] }, threshold: 0.5 }, registry);
