import { extractPdf } from '@sladd/contract';
import { closePdf, extractWords, openPdf, searchPages, type PageWords as ServerPageWords } from '@sladd/pdf';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../../../../../api/src/test/pdfs.ts';
import type { PageWords } from '../types.ts';
import { NO_LOCAL_WORDS, searchLocally } from './local-search.ts';

// The browser's offline search must find what the server's /api/batch/search finds, with the
// same boxes: the same words (a real PDF read by the server's extractor and sent as the extract
// answer), searched by the server (RE2) and by the browser (RegExp), must answer alike.
const bytes = makeTextPdf([
  [
    'Kari Nordmann bor i Oslo og heter NORDMANN i registeret.',
    'Telefon 912 34 567, sak 2024-118 og sak 2023-7.',
    'Et langt uttrykk som brytes over to linjer og en alter-',
    'native skrivemåte med bindestrek.',
  ],
  ['Side to nevner Nordmann igjen, og Oslo kommune.'],
]);
const doc = openPdf(bytes);
const serverPages = extractWords(doc);
closePdf(doc);

/** The pages as POST /api/pdf/extract answers them (apps/api toExtractedPage), through its contract schema. */
function asExtractAnswer(pages: ServerPageWords[]) {
  const answer = {
    file: 'sak.pdf',
    page_count: pages.length,
    first_page: 1,
    last_page: pages.length,
    next_page: null,
    ocr: { mode: 'off', pages: [], dpi: 300 },
    pages: pages.map((page) => ({
      page_number: page.page,
      width: page.width,
      height: page.height,
      rotation: page.rotation,
      has_text_layer: page.hasTextLayer,
      text_source: 'text_layer',
      words: page.words.map(({ text, bbox, line, xs, ys, rtl, ranges }) => ({
        text,
        bbox,
        line,
        xs,
        ys,
        rtl,
        ranges,
      })),
    })),
  };
  // The schema must keep the layout (an object schema drops keys it does not name).
  return extractPdf.response.parse(JSON.parse(JSON.stringify(answer))).pages as PageWords[];
}

// What the browser keeps: the extract answer as it arrives over the network.
const browserPages = asExtractAnswer(serverPages);

/** The server's answer (apps/api search-summary): pages with hits, one item per line of a match. */
function serverAnswer(term: string, options: { caseSensitive: boolean; regex: boolean }) {
  const found = searchPages(serverPages, [term], options);
  return {
    totalMatches: found.reduce((sum, page) => sum + page.matches.length, 0),
    pages: found
      .filter((page) => page.matches.length > 0)
      .map((page) => ({
        page: page.page,
        matches: page.matches.flatMap((m) =>
          m.boxes.map((bbox) => ({ term: m.term, text: m.text, start: m.start, end: m.end, bbox })),
        ),
      })),
  };
}

function browserAnswer(term: string, options: { caseSensitive: boolean; regex: boolean }) {
  const answer = searchLocally([{ name: 'sak.pdf', pages: browserPages }], term, options);
  const result = answer.file_results[0]!;
  return { total: result.results?.total_matches, pages: result.results?.match_details.pages };
}

const CASES: Array<[string, { caseSensitive: boolean; regex: boolean }]> = [
  ['nordmann', { caseSensitive: false, regex: false }],
  ['Nordmann', { caseSensitive: true, regex: false }],
  ['NORDMANN', { caseSensitive: true, regex: false }],
  ['Nord', { caseSensitive: false, regex: false }],
  ['to linjer og en alternative', { caseSensitive: false, regex: false }],
  ['Oslo og heter', { caseSensitive: false, regex: false }],
  ['\\d{3} \\d{2} \\d{3}', { caseSensitive: false, regex: true }],
  ['sak \\d{4}-\\d+', { caseSensitive: false, regex: true }],
  ['[A-ZÆØÅ]{4,}', { caseSensitive: true, regex: true }],
  ['finnes ikke', { caseSensitive: false, regex: false }],
];

describe('searchLocally', () => {
  it.each(CASES)('finds %j as the server does (%o)', (term, options) => {
    const server = serverAnswer(term, options);
    const browser = browserAnswer(term, options);
    expect(browser.total).toBe(server.totalMatches);
    expect(browser.pages).toEqual(server.pages);
  });

  it('finds the phrase broken over a line end with a box on each line', () => {
    const { pages } = browserAnswer('to linjer og en alternative', { caseSensitive: false, regex: false });
    const boxes = pages![0]!.matches.map((m) => m.bbox);
    expect(boxes).toHaveLength(2);
    expect(boxes[1]!.y0).toBeGreaterThan(boxes[0]!.y1 - 1);
  });

  it('marks part of a word tightly, as the server does, not the whole word', () => {
    const { pages } = browserAnswer('Nord', { caseSensitive: true, regex: false });
    const first = pages![0]!.matches[0]!;
    const word = browserPages[0]!.words.find((w) => w.text === 'Nordmann')!;
    expect(first.bbox.x0).toBeCloseTo(word.bbox.x0, 1);
    expect(first.bbox.x1).toBeLessThan(word.bbox.x1 - 5);
  });

  it('answers a file whose words it does not have as an error of that file only', () => {
    const answer = searchLocally(
      [
        { name: 'kept.pdf', pages: browserPages },
        { name: 'new.pdf', pages: undefined },
      ],
      'Oslo',
      { caseSensitive: false, regex: false },
    );
    expect(answer.batch_summary).toMatchObject({
      total_files: 2,
      successful: 1,
      failed: 1,
      total_matches: 2,
    });
    expect(answer.file_results[1]).toMatchObject({
      file: 'new.pdf',
      status: 'error',
      error: { code: NO_LOCAL_WORDS },
    });
  });

  it('throws on a pattern the browser cannot compile', () => {
    expect(() =>
      searchLocally([{ name: 'a.pdf', pages: browserPages }], '(unclosed', {
        caseSensitive: false,
        regex: true,
      }),
    ).toThrow(SyntaxError);
  });
});
