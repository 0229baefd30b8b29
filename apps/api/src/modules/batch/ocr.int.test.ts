import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { makeScanPdf, makeTextPdf, multipart } from '../../test/pdfs.ts';
import { watchPool } from '../../test/pool-watch.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';
import { createSubscriptionService } from '../subscription/subscription.service.ts';

interface ApiWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface ApiPage {
  page_number: number;
  has_text_layer: boolean;
  text_source: string;
  words: ApiWord[];
}

const LINES = [
  'Saken gjelder Kari Nordmann, telefon 912 34 567.',
  'Vedtaket ble fattet etter en samlet vurdering.',
];

/**
 * The same scan stored sideways: a landscape page with /Rotate 90 whose image is drawn turned a
 * quarter to the left, so the page as displayed is upright and portrait.
 */
function rotatedScanOf(text: Uint8Array): Uint8Array {
  const source = mupdf.Document.openDocument(text, 'application/pdf');
  const pixmap = source
    .loadPage(0)
    .toPixmap(mupdf.Matrix.scale(200 / 72, 200 / 72), mupdf.ColorSpace.DeviceGray, false);
  const out = new mupdf.PDFDocument();
  const resources = out.addObject({ XObject: { Im0: out.addImage(new mupdf.Image(pixmap)) } });
  out.insertPage(-1, out.addPage([0, 0, 792, 612], 90, resources, 'q 0 612 -792 0 792 0 cm /Im0 Do Q'));
  const bytes = new Uint8Array(out.saveToBuffer('compress').asUint8Array());
  out.destroy();
  source.destroy();
  return bytes;
}

/** Page 1 has a text layer; page 2 is the same words as an image only. */
const TEXT = makeTextPdf([['Denne siden har et tekstlag.'], LINES]);
const MIXED = (() => {
  const doc = new mupdf.PDFDocument(TEXT);
  const scan = new mupdf.PDFDocument(makeScanPdf(makeTextPdf([LINES])));
  doc.deletePage(1);
  doc.graftPage(-1, scan, 0);
  const bytes = new Uint8Array(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  scan.destroy();
  return { name: 'skannet.pdf', bytes };
})();

describe.each(testDialects())('OCR in POST /api/pdf/extract on %s', (dialect) => {
  let t: TestApp;
  let user: SignedIn;
  let original: ApiWord[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUpAndLogIn(t);
    // Extract counts pages now: the 51-page scans below need more than the free plan's 50.
    await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'basic_monthly');
    const text = await user.agent.upload('/api/pdf/extract', [{ name: 'tekst.pdf', bytes: TEXT }]);
    original = text.body.data.pages[1].words;
  });
  afterAll(async () => t.close());

  /** OCR boxes hug the ink; text-layer boxes span the font's ascent and descent. Same x, ink inside the font box. */
  const sameWordBox = (ocr: ApiWord['bbox'], layer: ApiWord['bbox']) =>
    Math.abs(ocr.x0 - layer.x0) <= 2 &&
    Math.abs(ocr.x1 - layer.x1) <= 2 &&
    ocr.y0 >= layer.y0 - 1 &&
    ocr.y1 <= layer.y1 + 1 &&
    Math.abs((ocr.y0 + ocr.y1) / 2 - (layer.y0 + layer.y1) / 2) <= 3;

  it('without ocr a scanned page has no words and says so; the text page is unchanged', async () => {
    const response = await user.agent.upload('/api/pdf/extract', [MIXED]);
    expect(response.status).toBe(200);
    const [textPage, scanPage] = response.body.data.pages as ApiPage[];
    expect(textPage).toMatchObject({ has_text_layer: true, text_source: 'text_layer' });
    expect(textPage!.words.map((w) => w.text)).toContain('tekstlag.');
    expect(scanPage).toMatchObject({ has_text_layer: false, text_source: 'none', words: [] });
    expect(response.body.data.ocr).toMatchObject({ mode: 'off', pages: [] });
  });

  it('ocr=auto reads the scanned page with boxes where the original words were', async () => {
    const response = await user.agent.upload('/api/pdf/extract?ocr=auto', [MIXED]);
    expect(response.status).toBe(200);
    expect(response.body.data.ocr).toMatchObject({ mode: 'auto', pages: [2], dpi: 300 });
    const [textPage, scanPage] = response.body.data.pages as ApiPage[];
    expect(textPage!.text_source).toBe('text_layer');
    expect(scanPage).toMatchObject({ has_text_layer: false, text_source: 'ocr' });
    const texts = scanPage!.words.map((w) => w.text);
    for (const expected of ['Saken', 'Kari', 'Nordmann,', 'Vedtaket', 'vurdering.'])
      expect(texts).toContain(expected);
    for (const text of ['Kari', 'Vedtaket']) {
      const read = scanPage!.words.find((w) => w.text === text)!;
      const truth = original.find((w) => w.text === text)!;
      // The same top-left displayed coordinates as the text layer: a mark made on either covers the word.
      expect(
        sameWordBox(read.bbox, truth.bbox),
        `${text}: ${JSON.stringify(read.bbox)} vs ${JSON.stringify(truth.bbox)}`,
      ).toBe(true);
    }
  });

  it('gives a rotated scan (/Rotate 90) its boxes in displayed coordinates, like the text layer', async () => {
    const scan = { name: 'rotert.pdf', bytes: rotatedScanOf(makeTextPdf([LINES])) };
    const response = await user.agent.upload('/api/pdf/extract?ocr=auto', [scan]);
    const [page] = response.body.data.pages as (ApiPage & {
      width: number;
      height: number;
      rotation: number;
    })[];
    expect(page).toMatchObject({ width: 612, height: 792, rotation: 90, text_source: 'ocr' });
    const read = page!.words.find((w) => w.text === 'Nordmann,')!;
    const truth = original.find((w) => w.text === 'Nordmann,')!;
    expect(
      sameWordBox(read.bbox, truth.bbox),
      `${JSON.stringify(read.bbox)} vs ${JSON.stringify(truth.bbox)}`,
    ).toBe(true);
  });

  it('takes ocr from a multipart field as well, and refuses an unknown mode', async () => {
    const scan = {
      name: 'bare-skann.pdf',
      bytes: makeScanPdf(makeTextPdf([['Blåbærsyltetøy fra Trøndelag']])),
    };
    const form = multipart([scan], { ocr: 'auto' });
    const response = await user.agent.post('/api/pdf/extract', form.payload, form.headers);
    expect(response.status).toBe(200);
    expect(response.body.data.pages[0].text_source).toBe('ocr');
    expect(response.body.data.pages[0].words.map((w: ApiWord) => w.text)).toContain('Trøndelag');

    const bad = await user.agent.upload('/api/pdf/extract?ocr=always', [scan]);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('refuses more than 50 pages without a text layer before reading any (422 OCR_PAGE_LIMIT)', async () => {
    const big = { name: 'stor-skann.pdf', bytes: makeScanPdf(makeTextPdf([['Side']]), 72, 51) };
    const pool = watchPool(t.pool);
    const response = await user.agent
      .upload('/api/pdf/extract?ocr=auto', [big])
      .finally(() => pool.restore());
    expect([response.status, response.body.error.code]).toEqual([422, 'OCR_PAGE_LIMIT']);
    expect(response.body.error.message).toMatch(/at most 50 pages/);
    expect(response.body.error.details).toMatchObject({ pages_without_text_layer: 51, max_ocr_pages: 50 });
    // Refused before reading any page: the file was opened, no page went to text recognition.
    expect([pool.started('extract'), pool.started('ocr-page')]).toEqual([1, 0]);
    // Without OCR the same file is still answered (the fast path is not capped).
    const plain = await user.agent.upload('/api/pdf/extract', [big]);
    expect(plain.body.data.page_count).toBe(51);
  });

  it('redaction counts the search terms on a scanned page too, read by OCR, and names pages it could not read', async () => {
    const extracted = await user.agent.upload('/api/pdf/extract?ocr=auto', [MIXED]);
    const kari = (extracted.body.data.pages as ApiPage[])[1]!.words.find((w) => w.text === 'Kari')!;
    const redact = (ocr?: string) =>
      user.agent.upload('/api/batch/redact', [MIXED], {
        mappings: JSON.stringify([
          {
            pages: [
              { page: 2, sensitive: [{ entity_type: 'SEARCH', original_text: 'Kari', bbox: kari.bbox }] },
            ],
          },
        ]),
        search_terms: JSON.stringify([{ text: 'Kari' }, { text: 'tekstlag' }]),
        ...(ocr ? { ocr } : {}),
      });
    const certificate = (response: Awaited<ReturnType<typeof redact>>) =>
      JSON.parse(Buffer.from(String(response.raw.headers['x-sladd-verification']), 'base64url').toString())
        .files[0];
    const read = await redact();
    expect(read.status).toBe(200);
    expect(certificate(read)).toMatchObject({
      ok: true,
      ocr_pages: [2],
      unreadable_pages: [],
      requested: [
        { kind: 'term', text: 'Kari', before: 1, after: 0 },
        { kind: 'term', text: 'tekstlag', before: 1, after: 1 },
      ],
    });
    // An unknown mode is refused before anything is read or counted.
    const unknown = await redact('sometimes');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'ocr must be "off" or "auto".',
    });
    // With ocr=off the scan is not read: its term counts 0 there, and the page is named.
    const unread = await redact('off');
    expect(unread.status).toBe(200);
    expect(certificate(unread)).toMatchObject({
      ocr_pages: [],
      unreadable_pages: [2],
      requested: [
        { kind: 'term', text: 'Kari', before: 0, after: 0 },
        { kind: 'term', text: 'tekstlag', before: 1, after: 1 },
      ],
    });
  });
});

describe('OCR and a client that goes away', () => {
  let t: TestApp;
  let address: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  const scan = makeScanPdf(makeTextPdf(Array.from({ length: 12 }, (_, i) => [`Side ${i + 1}`, ...LINES])));
  const redactFields = {
    mappings: JSON.stringify([
      {
        pages: [
          { page: 1, sensitive: [{ entity_type: 'MANUAL', bbox: { x0: 60, y0: 60, x1: 200, y1: 80 } }] },
        ],
      },
    ]),
    search_terms: '[{"text":"Kari Nordmann"}]',
  };
  it.each([
    ['text layer (POST /api/pdf/extract?ocr=auto)', '/api/pdf/extract?ocr=auto', {}],
    ["redaction's certificate (POST /api/batch/redact)", '/api/batch/redact', redactFields],
  ])('stops recognising pages for the %s when the browser disconnects', async (_what, path, fields) => {
    const user = await signUpAndLogIn(t);
    const form = multipart([{ name: 'lang-skann.pdf', bytes: scan }], fields);
    const cookie = [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const controller = new AbortController();
    const pool = watchPool(t.pool);
    const answer = fetch(`${address}${path}`, {
      method: 'POST',
      body: form.payload,
      headers: { ...form.headers, cookie, 'x-csrf-token': user.agent.jar.get('csrf_token')! },
      signal: controller.signal,
    }).catch((error: Error) => error);
    // Disconnect while the first page is being recognised (2 pages at a time, 12 to read).
    await pool.whenStarted('ocr-page');
    expect(t.pool.pending()).toBeGreaterThan(0);
    controller.abort();
    expect(await answer).toBeInstanceOf(Error);

    // Wait for every page task handed over to end (bounded by the test's timeout), then count them:
    // a server that ignored the disconnect would have gone on to all 12 pages.
    await pool.settled();
    pool.restore();
    expect(t.pool.pending()).toBe(0);
    expect(pool.started('ocr-page')).toBeLessThan(12);
  });
});
