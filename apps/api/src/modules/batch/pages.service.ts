import type { Actor } from '../../platform/auth/session.ts';
import {
  type BBox,
  type extractPdf,
  OCR_LIMITS,
  type OcrMode,
  RESOURCE_LIMITS,
  type RouteResponse,
} from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/uploads.ts';
import { toExtractedPage } from '../../jobs/extracted-page.ts';
import { pagesToRecognize, recognizePages } from '../../jobs/ocr-pages.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { ExtractResult, FindWordsResult } from '../../jobs/task-types.ts';
import { type BatchService, firstRejection } from './batch.service.ts';

const COMMA = Buffer.from(',');

/** The pages the caller asked for; the route's query schema has already refused a malformed range. */
export interface PageRange {
  first_page?: number;
  last_page?: number;
}

/**
 * Reading what is on pages, without a query: the text of a page range (extract) and the words
 * under a box (find words). Each page read counts against the plan, and is given back when the
 * read fails. These two are apart from search because they take no query and answer one page
 * range, not a batch summary: each is one worker call per file with its own page count.
 */
export function createPagesService(deps: { pool: JobPool; batch: BatchService }) {
  const { pool, batch } = deps;

  /** The page range one extract answer covers: at most RESOURCE_LIMITS.extractPagesPerCall pages. */
  async function extractRange(actor: Actor, upload: UploadedFile, range: PageRange, signal?: AbortSignal) {
    await batch.assertRoom(actor, [upload]);
    const counted = await batch.countFile(upload, 0, signal);
    if ('error' in counted) throw firstRejection([counted]);
    const { first_page: first = 1, last_page: askedLast } = range;
    if (first > counted.pageCount)
      throw new AppError(
        'VALIDATION_ERROR',
        `first_page is ${first}, but the document has ${counted.pageCount} pages.`,
        [{ path: 'first_page', message: `At most ${counted.pageCount}` }],
      );
    const asked = askedLast ?? counted.pageCount;
    const last = Math.min(asked, counted.pageCount, first + RESOURCE_LIMITS.extractPagesPerCall - 1);
    if (last < first)
      throw new AppError('VALIDATION_ERROR', 'last_page must not be before first_page.', [
        { path: 'last_page', message: 'Before first_page' },
      ]);
    return { first, last, file: counted };
  }

  return {
    /**
     * The words and text of a page range of one file, as the answer's JSON bytes (`{ success, data }`);
     * pages without text are read by OCR when `ocr` is auto. The pages' JSON is made in the worker
     * (jobs/extracted-page.ts): here the bytes are only joined, whatever the size of the text. A
     * range whose JSON would pass RESOURCE_LIMITS.maxExtractAnswerBytes ends early, with next_page.
     */
    async extract(
      actor: Actor,
      upload: UploadedFile,
      options: { range: PageRange; ocr: OcrMode; signal?: AbortSignal },
    ): Promise<Buffer> {
      const { first, last, file } = await extractRange(actor, upload, options.range, options.signal);
      const range = Array.from({ length: last - first + 1 }, (_, i) => first + i);
      const reservation = await batch.reserve(actor, [{ file: file.key, pages: range }]);
      const { result, recognized } = await batch.settleOnFailure(actor, reservation, async () => {
        const result = await pool.run<ExtractResult>(
          { kind: 'extract', bytes: file.bytes, firstPage: first, lastPage: last },
          { signal: options.signal },
        );
        const missing = pagesToRecognize(result.pages, options.ocr);
        const recognized =
          missing.length > 0
            ? await recognizePages(pool, file.bytes, missing, options.signal)
            : new Map<number, never>();
        return { result, recognized };
      });
      await batch.recordPages(actor, reservation, [
        { file: file.key, pages: result.pages.map((p) => p.page) },
      ]);
      const answered = result.pages.at(-1)?.page ?? last;
      const head: Omit<RouteResponse<typeof extractPdf>, 'pages'> = {
        file: file.name,
        page_count: result.pageCount,
        first_page: first,
        last_page: answered,
        next_page: answered < result.pageCount ? answered + 1 : null,
        ocr: { mode: options.ocr, pages: [...recognized.keys()].sort((a, b) => a - b), dpi: OCR_LIMITS.dpi },
      };
      const pages = result.pages.flatMap((page, index) => {
        const read = recognized.get(page.page);
        const json = read ? Buffer.from(JSON.stringify(toExtractedPage(page, read))) : page.json;
        return index === 0 ? [json] : [COMMA, json];
      });
      const envelope = JSON.stringify({ success: true, data: head });
      return Buffer.concat([Buffer.from(`${envelope.slice(0, -2)},"pages":[`), ...pages, Buffer.from(']}}')]);
    },

    /**
     * The words under `box` on one page of each file. One page of each file is read: that page is
     * what counts against the plan. A file that fails is answered by name while the others are
     * answered; alone in its request, its error is the answer.
     */
    async findWords(actor: Actor, files: UploadedFile[], page: number, box: BBox, signal?: AbortSignal) {
      // Reserved before any file is opened: find words reads one page of each.
      const reservation = await batch.reserve(
        actor,
        files.map((file) => ({ file: batch.fileKey(file), pages: [page] })),
      );
      const results = await batch.settleOnFailure(actor, reservation, () =>
        Promise.all(
          files.map(async (file) => {
            try {
              const found = await pool.run<FindWordsResult>(
                { kind: 'find-words', bytes: file.bytes, page, box },
                { signal },
              );
              const matches = found.words.map((w) => ({ text: w.text, bbox: w.bbox }));
              return { file: file.name, status: 'success' as const, results: { pages: [{ page, matches }] } };
            } catch (error) {
              if (!(error instanceof AppError) || files.length === 1) throw error;
              return {
                file: file.name,
                status: 'error' as const,
                error: { code: error.code, message: error.message },
              };
            }
          }),
        ),
      );
      await batch.recordPages(
        actor,
        reservation,
        files
          .filter((_, index) => results[index]!.status === 'success')
          .map((file) => ({ file: batch.fileKey(file), pages: [page] })),
      );
      return { file_results: results };
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
