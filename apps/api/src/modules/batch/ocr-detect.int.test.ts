import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeScanPdf, makeTextPdf, multipart, FAST_DETECT_FORM } from '../../test/pdfs.ts';
import { watchPool } from '../../test/pool-watch.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

type Box = { x0: number; y0: number; x1: number; y1: number };
interface StreamEvent {
  event: string;
  data: Record<string, any>;
}

const LINES = [
  'Saken gjelder Kari Nordmann, telefon 912 34 567.',
  'Vedtaket ble fattet etter en samlet vurdering.',
];
const FORM = FAST_DETECT_FORM;

/** Page 1 has a text layer; page 2 is a scan (an image only) of two lines with a name and a phone number. */
const MIXED = (() => {
  const doc = new mupdf.PDFDocument(makeTextPdf([['Denne siden har et tekstlag.']]));
  const scan = new mupdf.PDFDocument(makeScanPdf(makeTextPdf([LINES])));
  doc.graftPage(-1, scan, 0);
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  scan.destroy();
  return { name: 'skannet.pdf', bytes };
})();
const SCAN = { name: 'bare-skann.pdf', bytes: makeScanPdf(makeTextPdf([LINES])) };
const OVER_CAP = { name: 'stor-skann.pdf', bytes: makeScanPdf(makeTextPdf([['Side']]), 72, 51) };

const SCALE = 2; // render at 144 dpi

/** The page rendered in gray at 144 dpi: one byte per pixel. */
function renderGray(bytes: Uint8Array): { pixels: Uint8ClampedArray; width: number; height: number } {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pixmap = doc
    .loadPage(0)
    .toPixmap(mupdf.Matrix.scale(SCALE, SCALE), mupdf.ColorSpace.DeviceGray, false);
  const result = { pixels: pixmap.getPixels().slice(), width: pixmap.getWidth(), height: pixmap.getHeight() };
  pixmap.destroy();
  doc.destroy();
  return result;
}

const inside = (box: Box, x: number, y: number, margin = 0) =>
  x >= (box.x0 - margin) * SCALE &&
  x < (box.x1 + margin) * SCALE &&
  y >= (box.y0 - margin) * SCALE &&
  y < (box.y1 + margin) * SCALE;

const parse = (body: string): StreamEvent[] =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!),
    }))
    // A heartbeat comes every 10 s of silence: how many depends on the machine's speed.
    .filter((e) => e.event !== 'heartbeat');

// OCR is the same on every database dialect; one app keeps the CPU cost of these tests down.
describe('scanned pages in detection and search (OCR)', () => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    user = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
  });
  afterAll(async () => t.close());

  it('streams detection of a scanned page: read by OCR, then detected, in order, with its entities', async () => {
    const response = await user.agent.upload('/api/batch/multi_detect?stream=true', [MIXED], FORM);
    const events = parse(response.raw.body);
    expect(events.map((e) => `${e.event}${e.data.page_number ? `:${e.data.page_number}` : ''}`)).toEqual([
      'reading_files',
      'files_read',
      'file_started',
      'page_ocr_started:2',
      'page_ocr_completed:2',
      'page_started:1',
      'page_completed:1',
      'page_started:2',
      'page_completed:2',
      'file_completed',
      'batch_completed',
    ]);
    const ocrDone = events.find((e) => e.event === 'page_ocr_completed')!.data;
    expect(ocrDone).toMatchObject({ file_name: 'skannet.pdf', total_pages: 2, ocr: 'completed' });
    expect(ocrDone.words_count).toBeGreaterThan(10);
    const [first, second] = events.filter((e) => e.event === 'page_completed').map((e) => e.data);
    expect(first).toMatchObject({ has_text_layer: true, text_source: 'text_layer' });
    expect(second).toMatchObject({ has_text_layer: false, text_source: 'ocr' });
    const found = second!.results.redaction_mapping.pages[0].sensitive as {
      entity_type: string;
      original_text: string;
      bbox: Box;
    }[];
    const phone = found.find((item) => item.entity_type === 'NO_PHONE_NUMBER_F');
    expect(phone?.original_text).toBe('912 34 567');
    // The box sits on the first line of the scan, where the phone number was printed.
    expect(phone!.bbox.y0).toBeGreaterThan(50);
    expect(phone!.bbox.y1).toBeLessThan(80);
    const completed = events.find((e) => e.event === 'file_completed')!.data;
    expect(completed.results.performance).toMatchObject({
      pages_without_text: [2],
      ocr_pages: [2],
      unreadable_pages: [],
    });
    expect(completed.results.entities_detected.by_type.NO_PHONE_NUMBER_F).toBe(1);
  });

  it('gives a file over the OCR cap its own error event before reading any page; the other file is detected', async () => {
    const pool = watchPool(t.pool);
    const text = { name: 'tekst.pdf', bytes: makeTextPdf([LINES]) };
    const response = await user.agent
      .upload('/api/batch/multi_detect?stream=true', [OVER_CAP, text], FORM)
      .finally(() => pool.restore());
    const events = parse(response.raw.body);
    const error = events.find((e) => e.event === 'error')!.data;
    expect(error).toMatchObject({
      file_name: 'stor-skann.pdf',
      error_code: 'OCR_PAGE_LIMIT',
      details: { pages_without_text_layer: 51, max_ocr_pages: 50 },
    });
    expect(error.error_message).toMatch(/at most 50 pages without a text layer/);
    expect(pool.started('ocr-page')).toBe(0);
    expect(events.some((e) => e.event === 'page_started' && e.data.file_name === 'stor-skann.pdf')).toBe(
      false,
    );
    expect(events.find((e) => e.event === 'file_completed')!.data.file_name).toBe('tekst.pdf');
    expect(events.at(-1)!.data).toMatchObject({ successful_files: 1, failed_files: 1 });
  });

  it('searches a scan without a text layer: the page is read by OCR first; a blank scan is named unreadable', async () => {
    const blank = { name: 'blank-skann.pdf', bytes: makeScanPdf(makeTextPdf([['']])) };
    const response = await user.agent.upload('/api/batch/search', [SCAN, blank], {
      search_terms: '["Nordmann","vurdering"]',
    });
    expect(response.status).toBe(200);
    const [file, empty] = response.body.data.file_results;
    expect(empty).toMatchObject({ file: 'blank-skann.pdf', status: 'success' });
    expect(empty.results).toMatchObject({ total_matches: 0, ocr_pages: [], unreadable_pages: [1] });
    expect(file.results).toMatchObject({
      total_matches: 2,
      pages_searched: 1,
      ocr_pages: [1],
      unreadable_pages: [],
    });
    const texts = file.results.match_details.pages[0].matches.map((m: { text: string }) => m.text);
    expect(texts).toEqual(['Nordmann', 'vurdering']);
  });

  it('refuses to search a scan over the OCR cap (422 OCR_PAGE_LIMIT), and names it among other files', async () => {
    const alone = await user.agent.upload('/api/batch/search', [OVER_CAP], { search_terms: '["Side"]' });
    expect([alone.status, alone.body.error.code]).toEqual([422, 'OCR_PAGE_LIMIT']);
    expect(alone.body.error.details).toMatchObject({ pages_without_text_layer: 51, max_ocr_pages: 50 });
    const text = { name: 'tekst.pdf', bytes: makeTextPdf([LINES]) };
    const mixed = await user.agent.upload('/api/batch/search', [OVER_CAP, text], {
      search_terms: '["Kari"]',
    });
    expect(mixed.status).toBe(200);
    const results = mixed.body.data.file_results as {
      file: string;
      status: string;
      error?: { code: string };
    }[];
    expect(results.find((r) => r.file === 'stor-skann.pdf')).toMatchObject({
      status: 'error',
      error: { code: 'OCR_PAGE_LIMIT' },
    });
    expect(results.find((r) => r.file === 'tekst.pdf')).toMatchObject({
      status: 'success',
      results: { total_matches: 1 },
    });
  });

  it('redacts a word found by OCR on a scan: the pixels under the box are blank, the rest of the page is untouched', async () => {
    const search = await user.agent.upload('/api/batch/search', [SCAN], { search_terms: '["Nordmann"]' });
    const [match] = search.body.data.file_results[0].results.match_details.pages[0].matches as {
      bbox: Box;
    }[];
    const box = match!.bbox;
    const response = await user.agent.upload('/api/batch/redact', [SCAN], {
      mappings: JSON.stringify({
        [SCAN.name]: { pages: [{ page: 1, sensitive: [{ entity_type: 'SEARCH', bbox: box }] }] },
      }),
      // No box drawn over the mark: what shows there is what is left of the scan itself.
      appearance: JSON.stringify({ mode: 'transparent' }),
    });
    expect(response.status).toBe(200);
    const before = renderGray(SCAN.bytes);
    const after = renderGray(new Uint8Array(response.raw.rawPayload));
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    let inkBefore = 0;
    let inkAfter = 0;
    let changedOutside = 0;
    for (let y = 0; y < before.height; y++) {
      for (let x = 0; x < before.width; x++) {
        const at = y * before.width + x;
        if (inside(box, x, y)) {
          if (before.pixels[at]! < 128) inkBefore++;
          if (after.pixels[at]! < 250) inkAfter++;
        } else if (!inside(box, x, y, 1) && before.pixels[at] !== after.pixels[at]) changedOutside++;
      }
    }
    expect(inkBefore).toBeGreaterThan(100); // the word was there
    expect(inkAfter).toBe(0); // blank white under the box
    expect(changedOutside).toBe(0); // not one pixel changed elsewhere (1 pt around the box aside)
    // The other words of the scan are still there to read.
    const again = await user.agent.upload(
      '/api/batch/search',
      [{ name: 'sladdet.pdf', bytes: new Uint8Array(response.raw.rawPayload) }],
      {
        search_terms: '["Nordmann","Kari","vurdering"]',
      },
    );
    const texts = again.body.data.file_results[0].results.match_details.pages[0].matches.map(
      (m: { text: string }) => m.text,
    );
    expect(texts).toEqual(['Kari', 'vurdering']);
  });

  it('stops reading scanned pages when the client leaves the detection stream', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const scan = { name: 'lang-skann.pdf', bytes: makeScanPdf(makeTextPdf([LINES]), 200, 12) };
    const form = multipart([scan], FORM);
    const cookie = [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const controller = new AbortController();
    const pool = watchPool(t.pool);
    const answer = fetch(`${address}/api/batch/multi_detect?stream=true`, {
      method: 'POST',
      body: form.payload,
      headers: { ...form.headers, cookie, 'x-csrf-token': user.agent.jar.get('csrf_token')! },
      signal: controller.signal,
    }).then((response) => response.text());
    // Leave while the first pages are read (2 at a time, 12 to read).
    await pool.whenStarted('ocr-page');
    controller.abort();
    await expect(answer).rejects.toThrow();
    // Every page task handed over ends (bounded by the test's timeout); had the server gone on, 12.
    await pool.settled();
    pool.restore();
    expect(t.pool.pending()).toBe(0);
    expect(pool.started('ocr-page')).toBeLessThan(12);
    expect(pool.started('detect')).toBe(1); // the first pass that found the pages to read; no detection after
  });
});
