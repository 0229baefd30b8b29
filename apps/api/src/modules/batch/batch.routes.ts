import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  batchSearchOperation,
  bboxSchema,
  extractOperation,
  type extractPdf,
  extractPdfQuerySchema,
  findWordsOperation,
  OCR_LIMITS,
  redactFilesOperation,
  RESOURCE_LIMITS,
  type RouteResponse,
} from '@sladd/contract';
import { z } from 'zod';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { requireAuth } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { addMultipartRoute } from '../../platform/multipart-route.ts';
import { sessionGuard } from '../../platform/routes.ts';
import { createUserConcurrencyGate } from '../../platform/user-concurrency.ts';
import { booleanField, field, jsonField, readUploads, type UploadedFile } from '../../platform/uploads.ts';
import { pagesToRecognize, recognizePages, toExtractedPage } from '../../jobs/ocr-pages.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { ExtractResult, FindWordsResult } from '../../jobs/task-types.ts';
import { parseSearchTerms } from './batch-options.ts';
import type { BatchPolicy } from './batch.policy.ts';
import { type BatchService, firstRejection, type Reservation } from './batch.service.ts';
import { registerDetectRoute } from './detect.route.ts';
import { searchFile } from './search-file.ts';
import { parseAppearance, parseMappings, redactFiles, verificationHeader, zipRedacted } from './redact-batch.ts';

export interface BatchRouteDeps {
  auth: BetterAuth;
  pool: JobPool;
  batch: BatchService;
  policy: BatchPolicy;
}

const ok = <T>(data: T) => ({ success: true as const, data });

/** `ocr` from the query or a multipart field (the field wins); anything but off/auto is a 400. */
function parseOcrMode(query: unknown, formValue: string | undefined) {
  const parsed = extractPdfQuerySchema.safeParse({ ...(query as object), ...(formValue !== undefined ? { ocr: formValue } : {}) });
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', 'ocr must be "off" or "auto".', [{ path: 'ocr', message: 'Expected off or auto' }]);
  return parsed.data.ocr;
}

/** Aborted when the connection closes before the answer is sent (the browser gave up), so queued pages stop. */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}

/** PDF work over multipart uploads: extract, search, find words, detect (streamed), redact. */
export function registerBatchRoutes(app: FastifyInstance, deps: BatchRouteDeps): void {
  const { pool, batch, policy } = deps;
  const guard = sessionGuard(deps.auth);
  const enterGate = createUserConcurrencyGate();
  // Every route here processes pages: signed in, and within the user's concurrent-request limit.
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    await guard(request);
    await enterGate(request, reply);
  };
  const userOf = (request: FastifyRequest) => requireAuth(request).user.id;

  addMultipartRoute(app, extractOperation, { preHandler }, async (request, reply) => {
    const uploads = await readUploads(request, { maxFiles: 1 });
    const ocr = parseOcrMode(request.query, field(uploads, 'ocr'));
    const userId = userOf(request);
    const { first, last, file } = await extractRange(request.query, uploads.files[0]!);
    const reservation = await batch.reserve(userId, last - first + 1);
    const { result, recognized } = await settleOnFailure(userId, reservation, async () => {
      const result = await pool.run<ExtractResult>({ kind: 'extract', bytes: file.bytes, firstPage: first, lastPage: last });
      const missing = pagesToRecognize(result.pages, ocr);
      const recognized = missing.length > 0 ? await recognizePages(pool, file.bytes, missing, abortOnDisconnect(reply)) : new Map();
      return { result, recognized };
    });
    await batch.recordPages(userId, reservation, result.pages.length);
    const data: RouteResponse<typeof extractPdf> = {
      file: file.name,
      page_count: result.pageCount,
      first_page: first,
      last_page: last,
      next_page: last < result.pageCount ? last + 1 : null,
      ocr: { mode: ocr, pages: [...recognized.keys()].sort((a, b) => a - b), dpi: OCR_LIMITS.dpi },
      pages: result.pages.map((page) => toExtractedPage(page, recognized.get(page.page))),
    };
    return ok(data);
  });

  addMultipartRoute(app, batchSearchOperation, { preHandler }, async (request, reply) => {
    const uploads = await readUploads(request);
    const aiSearch = booleanField(uploads, 'ai_search') || (request.query as Record<string, string>).ai_search === 'true';
    const caseSensitive = booleanField(uploads, 'case_sensitive');
    const regex = booleanField(uploads, 'regex');
    await policy.assertMaySearch(userOf(request), { aiSearch, caseSensitive, regex });
    if (aiSearch) throw new AppError('AI_NOT_CONFIGURED', 'AI search is not configured on this server. Use plain search instead.');
    const terms = parseSearchTerms(uploads);
    const userId = userOf(request);
    const checked = await batch.checkFiles(userId, uploads.files);
    const started = performance.now();
    const signal = abortOnDisconnect(reply);
    const outcomes = await settleOnFailure(userId, checked.period, () =>
      Promise.all(checked.valid.map((file) => searchFile(pool, file, { terms, caseSensitive, regex }, signal, checked.valid.length === 1))),
    );
    const results = outcomes.filter((outcome) => outcome.status === 'success');
    await batch.recordPages(userId, checked.period, checked.totalPages);
    const failed = [...outcomes.filter((outcome) => outcome.status === 'error'), ...checked.rejected.map((file) => ({ file: file.name, status: 'error' as const, error: file.error }))];
    return ok({
      batch_summary: {
        total_files: uploads.files.length,
        successful: results.length,
        failed: failed.length,
        total_matches: results.reduce((sum, r) => sum + r.results.total_matches, 0),
        search_terms: terms,
        search_time: Number(((performance.now() - started) / 1000).toFixed(3)),
      },
      file_results: [...results, ...failed],
    });
  });

  addMultipartRoute(app, findWordsOperation, { preHandler }, async (request) => {
    const uploads = await readUploads(request);
    const box = z.object({ page: z.number().int().min(1) }).and(bboxSchema).safeParse(jsonField(uploads, 'bounding_box'));
    if (!box.success) throw new AppError('VALIDATION_ERROR', 'Send the box as bounding_box: {"page":1,"x0":…,"y0":…,"x1":…,"y1":…}.');
    const { page, ...bbox } = box.data;
    // One page of each file is read: that page is what counts against the plan.
    const userId = userOf(request);
    const reservation = await batch.reserve(userId, uploads.files.length);
    const results = await settleOnFailure(userId, reservation, () => Promise.all(
      uploads.files.map(async (file) => {
        try {
          const found = await pool.run<FindWordsResult>({ kind: 'find-words', bytes: file.bytes, page, box: bbox });
          return { file: file.name, status: 'success' as const, results: { pages: [{ page, matches: found.words.map((w) => ({ text: w.text, bbox: w.bbox })) }] } };
        } catch (error) {
          if (!(error instanceof AppError) || uploads.files.length === 1) throw error;
          return { file: file.name, status: 'error' as const, error: { code: error.code, message: error.message } };
        }
      }),
    ));
    await batch.recordPages(userId, reservation, results.filter((r) => r.status === 'success').length);
    return ok({ file_results: results });
  });

  /** The page range one extract answer covers: at most RESOURCE_LIMITS.extractPagesPerCall pages. */
  async function extractRange(query: unknown, upload: UploadedFile) {
    const counted = await batch.countFile(upload, 0);
    if ('error' in counted) throw firstRejection([counted]);
    // The route's querystring schema has already refused a malformed range; this only types it.
    const { first_page: first = 1, last_page: askedLast } = extractPdfQuerySchema.parse(query);
    if (first > counted.pageCount)
      throw new AppError('VALIDATION_ERROR', `first_page is ${first}, but the document has ${counted.pageCount} pages.`, [{ path: 'first_page', message: `At most ${counted.pageCount}` }]);
    const asked = askedLast ?? counted.pageCount;
    const last = Math.min(asked, counted.pageCount, first + RESOURCE_LIMITS.extractPagesPerCall - 1);
    if (last < first) throw new AppError('VALIDATION_ERROR', 'last_page must not be before first_page.', [{ path: 'last_page', message: 'Before first_page' }]);
    return { first, last, file: counted };
  }

  /** Work that fails gives back the pages reserved for it: nothing was delivered. */
  async function settleOnFailure<T>(userId: string, reservation: Reservation, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await batch.recordPages(userId, reservation, 0);
      throw error;
    }
  }

  registerDetectRoute(app, { preHandler, pool, batch, policy, userOf });

  addMultipartRoute(app, redactFilesOperation, { preHandler }, async (request, reply) => {
    const uploads = await readUploads(request);
    const userId = userOf(request);
    const marks = parseMappings(uploads, uploads.files.map((file) => file.name));
    const appearance = parseAppearance(uploads);
    const checked = await batch.checkFiles(userId, uploads.files);
    if (checked.rejected.length > 0) throw new AppError(checked.rejected[0]!.error.code as never, checked.rejected[0]!.error.message);
    const removeImages = booleanField(uploads, 'removeImages') || booleanField(uploads, 'remove_images');
    const redacted = await settleOnFailure(userId, checked.period, () => redactFiles(pool, checked.valid, marks, appearance, removeImages));
    await batch.recordPages(userId, checked.period, checked.totalPages);
    reply.header('x-sladd-verification', verificationHeader(redacted)).header('cache-control', 'no-store');
    if (redacted.length === 1) {
      const [file] = redacted;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file!.name)}"`)
        .send(Buffer.from(file!.pdf));
    }
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="sladd-redacted.zip"')
      .send(Buffer.from(zipRedacted(redacted)));
  });
}
