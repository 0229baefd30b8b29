import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { makeTextPdf } from '../scripts/make-fixtures.ts';
import { extractPackedPage, extractWords } from './extract-words.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { packPage, transferablesOf, unpackPage } from './packed-words.ts';
import type { PageWords } from './types.ts';

const REAL = new URL('../fixtures/real/libtasn1-manual.pdf', import.meta.url);

const box = (x0: number) => ({ x0, y0: 10.25, x1: x0 + 20.5, y1: 22.125 });

/** A page with every kind of word extraction gives: edges, vertical, right-to-left, mixed, form text. */
const everyKind: PageWords = {
  page: 3,
  width: 595.28,
  height: 841.89,
  rotation: 90,
  hasTextLayer: true,
  words: [
    { text: 'Kari', bbox: box(1), line: 0, xs: [1, 6.5, 11.25, 15, 21.5] },
    { text: '', bbox: box(30), line: 0 },
    { text: '東京', bbox: box(40), line: 1, ys: [100, 110.5, 121] },
    { text: 'שלום', bbox: box(60), line: 2, xs: [80, 75, 70, 65, 60], rtl: true },
    { text: 'ab', bbox: box(90), line: 2, rtl: false, ranges: [90, 95, 100, 105] },
    { text: 'Nordmann', bbox: box(120), line: 3, source: 'form' },
    { text: 'merknad', bbox: box(150), line: 4, source: 'annotation', xs: [0, 1, 2, 3, 4, 5, 6, 7] },
    { text: 'odd', bbox: box(180), line: 5, xs: [1, 2] }, // edges that do not match the text stay as they are
  ],
};

describe('packed pages (extraction’s own form, and the hand-over to the detection thread)', () => {
  it('unpacks to exactly the page that was packed, every field of every kind of word', () => {
    expect(unpackPage(packPage(everyKind))).toStrictEqual(everyKind);
    const empty = { ...everyKind, words: [], hasTextLayer: false };
    expect(unpackPage(packPage(empty))).toStrictEqual(empty);
  });

  it('round-trips real extracted pages, through a transfer that moves the buffers', async () => {
    const doc = openPdf(makeTextPdf(3));
    try {
      const pages = extractWords(doc);
      expect(pages.flatMap((page) => page.words).length).toBeGreaterThan(20);
      for (const page of pages) {
        const packed = packPage(page);
        const { port1, port2 } = new MessageChannel();
        const received = new Promise<typeof packed>((resolve) => port2.once('message', resolve));
        port1.postMessage(packed, transferablesOf(packed));
        expect(packed.nums.byteLength).toBe(0); // moved, not copied
        expect(unpackPage(await received)).toStrictEqual(page);
        port1.close();
        port2.close();
      }
    } finally {
      closePdf(doc);
    }
  });

  it('packs as it extracts exactly what packing the extracted words gives', () => {
    const doc = openPdf(new Uint8Array(readFileSync(REAL)));
    try {
      for (let i = 0; i < 8; i++) {
        const packed = extractPackedPage(doc, i);
        expect(packed).toStrictEqual(packPage(unpackPage(packed)));
      }
    } finally {
      closePdf(doc);
    }
  });

  it('unpacks a word’s fields in the order extraction gave them, as the API’s JSON answers show', () => {
    const [form, mixed] = unpackPage(packPage(everyKind)).words.slice(5, 7);
    expect(Object.keys(form!)).toEqual(['text', 'bbox', 'line', 'source']);
    expect(Object.keys(mixed!)).toEqual(['text', 'bbox', 'line', 'source', 'xs']);
    const rtl = unpackPage(packPage(everyKind)).words[3]!;
    expect(Object.keys(rtl)).toEqual(['text', 'bbox', 'line', 'xs', 'rtl']);
  });
});
