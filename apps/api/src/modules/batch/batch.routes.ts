import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import {
  batchSearchOperation,
  bboxSchema,
  extractOperation,
  extractPdfQuerySchema,
  findWordsOperation,
  redactFilesOperation,
} from '@sladd/contract';
import { z } from 'zod';
import { SEALED_HEADERS_HEADER, type OcrMode } from '@sladd/contract';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { actorOf } from '../../platform/auth/session.ts';
import { sealHeader } from '../../platform/body-encryption.ts';
import { AppError } from '../../platform/errors.ts';
import { addMultipartRoute } from '../../platform/multipart-route.ts';
import { sessionGuard } from '../../platform/routes.ts';
import type { RedisHandle } from '../../platform/redis.ts';
import { createUserConcurrencyGate } from '../../platform/user-concurrency.ts';
import { booleanField, field, jsonField, readUploads } from '../../platform/uploads.ts';
import { parseSearchTerms } from './batch-options.ts';
import type { BatchPolicy } from './batch.policy.ts';
import { abortOnDisconnect } from './disconnect.ts';
import { registerDetectRoute } from './detect.route.ts';
import type { DetectService } from './detect.service.ts';
import type { PagesService } from './pages.service.ts';
import { parseAppearance, parseLogRequest, parseMappings, parseRequestedTerms } from './redact-options.ts';
import type { RedactService } from './redact.service.ts';
import type { SearchService } from './search.service.ts';

export interface BatchRouteDeps {
  auth: BetterAuth;
  policy: BatchPolicy;
  detect: DetectService;
  search: SearchService;
  pages: PagesService;
  redact: RedactService;
  /** Shares the per-user request limit between API processes (when REDIS_URL is set). */
  redis?: RedisHandle | undefined;
}

const ok = <T>(data: T) => ({ success: true as const, data });

/** The redaction certificate beside a redacted file (docs/api: POST /batch/redact). */
const VERIFICATION_HEADER = 'x-sladd-verification';

/** `ocr` from the query or a multipart field (the field wins); anything but off/auto is a 400. */
function parseOcrMode(query: unknown, formValue: string | undefined, fallback: OcrMode = 'off') {
  const given = formValue ?? (query as { ocr?: unknown } | undefined)?.ocr;
  const parsed = extractPdfQuerySchema.safeParse({
    ...(query as object),
    ocr: given ?? fallback,
  });
  if (!parsed.success)
    throw new AppError('VALIDATION_ERROR', 'ocr must be "off" or "auto".', [
      { path: 'ocr', message: 'Expected off or auto' },
    ]);
  return parsed.data.ocr;
}

/** PDF work over multipart uploads: extract, search, find words, detect (streamed), redact. */
export function registerBatchRoutes(app: FastifyInstance, deps: BatchRouteDeps): void {
  const { policy } = deps;
  // Every operation here is part of the public API: an API key may stand in for the session.
  const guard = sessionGuard(deps.auth, { apiKey: true });
  const gate = createUserConcurrencyGate({ redis: deps.redis });
  // Every route here processes pages: signed in, and within the user's concurrent-request limit;
  // each handler holds its slot until its work has stopped (gate.hold).
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    await guard(request);
    await gate.enter(request, reply);
  };
  const { hold } = gate;

  addMultipartRoute(
    app,
    extractOperation,
    { preHandler },
    hold(async (request, reply) => {
      const signal = abortOnDisconnect(reply);
      const uploads = await readUploads(request, { maxFiles: 1 });
      const ocr = parseOcrMode(request.query, field(uploads, 'ocr'));
      // The route's querystring schema has already refused a malformed range; this only types it.
      const range = extractPdfQuerySchema.parse(request.query);
      // The answer's JSON bytes, made in the worker: sent as they are (sealed when asked).
      const answer = await deps.pages.extract(actorOf(request), uploads.files[0]!, { range, ocr, signal });
      return reply.type('application/json; charset=utf-8').send(answer);
    }),
  );

  addMultipartRoute(
    app,
    batchSearchOperation,
    { preHandler },
    hold(async (request, reply) => {
      const signal = abortOnDisconnect(reply);
      const uploads = await readUploads(request);
      const aiSearch =
        booleanField(uploads, 'ai_search') || (request.query as Record<string, string>).ai_search === 'true';
      const caseSensitive = booleanField(uploads, 'case_sensitive');
      const regex = booleanField(uploads, 'regex');
      await policy.assertMaySearch(actorOf(request), { aiSearch, caseSensitive, regex });
      // AI search reads terms by meaning (decision 0039); a term cannot be both that and a pattern.
      if (aiSearch && regex)
        throw new AppError(
          'VALIDATION_ERROR',
          'AI search reads terms by meaning: send regex or ai_search, not both.',
          [{ path: 'regex', message: 'Not with ai_search' }],
        );
      const terms = parseSearchTerms(uploads, { ai: aiSearch });
      return ok(
        await deps.search.search(
          actorOf(request),
          uploads.files,
          { terms, caseSensitive, regex, aiSearch },
          signal,
        ),
      );
    }),
  );

  addMultipartRoute(
    app,
    findWordsOperation,
    { preHandler },
    hold(async (request, reply) => {
      const signal = abortOnDisconnect(reply);
      const uploads = await readUploads(request);
      const box = z
        .object({ page: z.number().int().min(1) })
        .and(bboxSchema)
        .safeParse(jsonField(uploads, 'bounding_box'));
      if (!box.success)
        throw new AppError(
          'VALIDATION_ERROR',
          'Send the box as bounding_box: {"page":1,"x0":…,"y0":…,"x1":…,"y1":…}.',
        );
      const { page, ...bbox } = box.data;
      return ok(await deps.pages.findWords(actorOf(request), uploads.files, page, bbox, signal));
    }),
  );

  registerDetectRoute(app, { preHandler, hold, detect: deps.detect, policy, actorOf });

  addMultipartRoute(
    app,
    redactFilesOperation,
    { preHandler },
    hold(async (request, reply) => {
      const signal = abortOnDisconnect(reply);
      const uploads = await readUploads(request);
      const marks = parseMappings(
        uploads,
        uploads.files.map((file) => file.name),
      );
      const appearance = parseAppearance(uploads);
      const removeImages = booleanField(uploads, 'removeImages') || booleanField(uploads, 'remove_images');
      const searchTerms = parseRequestedTerms(uploads);
      // The redaction log beside the files (decision 0059); absent, the answer is as before.
      const log = parseLogRequest(
        uploads,
        uploads.files.map((file) => file.name),
      );
      // Scanned pages are read to count the search terms on them, as the workspace found them.
      const ocr = parseOcrMode(request.query, field(uploads, 'ocr'), 'auto');
      const download = await deps.redact.redact(actorOf(request), uploads.files, {
        marks,
        appearance,
        removeImages,
        searchTerms,
        ocr,
        signal,
        log,
      });
      // A sealed request's answer carries nothing of the request in clear beside the file: the
      // certificate (which quotes the redacted texts) is sealed, and the download gets a neutral
      // name (the browser names the file itself). Plain requests get the certificate as base64url JSON.
      const bodyKey = request.bodyKey?.encryptResponse ? request.bodyKey : undefined;
      const neutral = download.contentType === 'application/pdf' ? 'redacted.pdf' : 'redacted.zip';
      const fileName = bodyKey ? neutral : download.fileName;
      if (bodyKey)
        reply
          .header(VERIFICATION_HEADER, sealHeader(bodyKey, VERIFICATION_HEADER, download.verification))
          .header(SEALED_HEADERS_HEADER, VERIFICATION_HEADER);
      else reply.header(VERIFICATION_HEADER, Buffer.from(download.verification).toString('base64url'));
      return reply
        .header('cache-control', 'no-store')
        .type(download.contentType)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}"`)
        .send(download.body);
    }),
  );
}
