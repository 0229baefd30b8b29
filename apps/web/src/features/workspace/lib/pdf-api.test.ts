import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_APPEARANCE } from './appearance.ts';
import { zipSync } from 'fflate';
import { extractTextLayer, redactFile, TextLayerError } from './pdf-api.ts';

const FAST = { attempts: 3, baseDelayMs: 1 };
const answer = {
  page_count: 1,
  ocr: { mode: 'auto', pages: [1], dpi: 300 },
  pages: [{ page_number: 1, width: 612, height: 792, words: [] }],
};
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, code: string, message = code) =>
  reply(status, { success: false, error: { code, message } });

/**
 * Global fetch for these tests: the body-encryption handshake (decision 0044) is answered "not
 * here", so the calls under test go plain and `calls` sees only them (sealing has its own tests in
 * lib/api/sealing.test.ts).
 */
function plainFetch(calls: ReturnType<typeof vi.fn<typeof fetch>>): typeof fetch {
  return (input, init) =>
    String(input).endsWith('/api/session/key')
      ? Promise.resolve(failure(404, 'NOT_FOUND'))
      : calls(input, init);
}

describe('extractTextLayer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: 'csrf_token=abc' });
    vi.stubGlobal('fetch', plainFetch(fetchMock));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const file = new File([new Uint8Array([37, 80, 68, 70])], 'skann.pdf', { type: 'application/pdf' });

  it('asks for OCR and retries server failures until one succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(failure(503, 'INTERNAL_ERROR'))
      .mockResolvedValueOnce(failure(422, 'OCR_FAILED'))
      .mockResolvedValueOnce(reply(200, { success: true, data: answer }));
    const retries: number[] = [];
    const result = await extractTextLayer(file, { retry: FAST, onRetry: (attempt) => retries.push(attempt) });
    expect(result.ocr.pages).toEqual([1]);
    expect(retries).toEqual([1, 2]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/pdf/extract?ocr=auto');
  });

  it('joins the page ranges of a large file into one answer', async () => {
    const page = (n: number) => ({ page_number: n, width: 612, height: 792, words: [] });
    fetchMock
      .mockResolvedValueOnce(
        reply(200, {
          success: true,
          data: { ...answer, page_count: 3, next_page: 3, pages: [page(1), page(2)] },
        }),
      )
      .mockResolvedValueOnce(
        reply(200, {
          success: true,
          data: {
            ...answer,
            ocr: { ...answer.ocr, pages: [3] },
            page_count: 3,
            next_page: null,
            pages: [page(3)],
          },
        }),
      );
    const result = await extractTextLayer(file, { retry: FAST });
    expect(result.pages.map((p) => p.page_number)).toEqual([1, 2, 3]);
    expect(result.ocr.pages).toEqual([1, 3]);
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/pdf/extract?ocr=auto&first_page=3');
  });

  it('gives up after the last attempt and says how many were made', async () => {
    fetchMock.mockImplementation(async () => failure(500, 'INTERNAL_ERROR', 'Something broke'));
    const error = await extractTextLayer(file, { retry: FAST }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TextLayerError);
    expect(error).toMatchObject({ attempts: 3, message: 'Something broke' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a request the server refuses for good (the OCR page cap)', async () => {
    fetchMock.mockResolvedValue(failure(422, 'OCR_PAGE_LIMIT'));
    const error = await extractTextLayer(file, { retry: FAST }).catch((e: unknown) => e);
    expect(error).toMatchObject({ attempts: 1, lastError: { code: 'OCR_PAGE_LIMIT' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting between attempts when aborted', async () => {
    fetchMock.mockImplementation(async () => failure(503, 'INTERNAL_ERROR'));
    const controller = new AbortController();
    const pending = extractTextLayer(file, {
      signal: controller.signal,
      retry: { attempts: 3, baseDelayMs: 60_000 },
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('redactFile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: 'csrf_token=abc' });
    vi.stubGlobal('fetch', plainFetch(fetchMock));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the fields the redact contract names (remove_images, mappings keyed by file name)', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const file = new File(['%PDF-1.7'], 'sak.pdf', { type: 'application/pdf' });
    const pages = [{ page: 1, sensitive: [{ bbox: { x0: 1, y0: 2, x1: 3, y1: 4 }, entity_type: 'PERSON' }] }];
    const result = await redactFile(file, pages, DEFAULT_APPEARANCE, true);
    expect(result.file.name).toBe('sak-redacted.pdf');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/batch/redact');
    expect((init!.headers as Record<string, string>)['X-CSRF-Token']).toBe('abc');
    const form = init!.body as FormData;
    expect(form.get('remove_images')).toBe('True');
    expect(form.has('removeImages')).toBe(false);
    expect(JSON.parse(form.get('mappings') as string)).toEqual({ 'sak.pdf': { pages } });
    expect((form.get('files') as File).name).toBe('sak.pdf');
  });

  it('with a log, asks for the zip and unpacks it: the redacted PDF for the workspace, the log beside it', async () => {
    const zip = zipSync({
      'sak-redacted.pdf': new TextEncoder().encode('%PDF-redacted'),
      'sak-redaction-log.csv': new TextEncoder().encode('side,hjemmel'),
      'verification.json': new TextEncoder().encode('{}'),
    });
    fetchMock.mockResolvedValueOnce(
      new Response(zip, { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    const file = new File(['%PDF-1.7'], 'sak.pdf', { type: 'application/pdf' });
    const pages = [
      {
        page: 1,
        sensitive: [
          { bbox: { x0: 1, y0: 2, x1: 3, y1: 4 }, entity_type: 'PERSON', legal_basis: 'no-offl-13' },
        ],
      },
    ];
    const result = await redactFile(file, pages, DEFAULT_APPEARANCE, false, undefined, [], {
      format: 'csv',
      language: 'en',
    });
    expect(result.file.name).toBe('sak-redacted.pdf');
    expect(await result.file.text()).toBe('%PDF-redacted');
    expect(result.log?.name).toBe('sak-redaction-log.csv');
    expect(await result.log?.text()).toBe('side,hjemmel');
    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(form.get('log')).toBe('csv');
    expect(form.get('log_language')).toBe('en');
    expect(JSON.parse(form.get('mappings') as string)['sak.pdf'].pages[0].sensitive[0].legal_basis).toBe(
      'no-offl-13',
    );
  });
});
