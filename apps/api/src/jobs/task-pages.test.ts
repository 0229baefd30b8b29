import { closePdf, extractWords, openPdf } from '@sladd/pdf';
import { describe, expect, it } from 'vitest';
import { makeCasePdf, makeScanPdf, makeTextPdf } from '../test/pdfs.ts';
import { pageSourceForTask } from './task-pages.ts';

describe('pageSourceForTask', () => {
  it('gives detection the same pages whether the check kept their words or they are read again', () => {
    const doc = openPdf(makeCasePdf(4));
    try {
      const truth = extractWords(doc);
      const perPage = truth[0]!.words.length;
      // Room for one page and a half: the first page is kept, the others are extracted again.
      for (const budget of [100_000, Math.floor(perPage * 1.5), 0]) {
        const source = pageSourceForTask(doc, { ocr: 'auto' }, budget);
        if ('needsOcr' in source) throw new Error('a born-digital file needs no OCR');
        expect(Array.from({ length: source.count }, (_, i) => source.page(i))).toEqual(truth);
      }
    } finally {
      closePdf(doc);
    }
  });

  it('names the pages without a text layer, with their size, and uses recognised words for them', () => {
    const doc = openPdf(makeScanPdf(makeTextPdf([['Kari Nordmann']])));
    try {
      expect(pageSourceForTask(doc, { ocr: 'auto' })).toEqual({
        needsOcr: [{ page: 1, width: 612, height: 792 }],
      });
      const word = { text: 'Kari', bbox: { x0: 72, y0: 60, x1: 100, y1: 74 }, line: 0 };
      const source = pageSourceForTask(doc, { ocr: 'auto', recognized: { 1: [word] } });
      if ('needsOcr' in source) throw new Error('the page was recognised');
      expect(source.page(0)).toMatchObject({ page: 1, hasTextLayer: false, words: [word] });
    } finally {
      closePdf(doc);
    }
  });
});
