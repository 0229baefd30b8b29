import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { multiDetectOperation } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import { addMultipartRoute } from '../../platform/multipart-route.ts';
import { readUploads } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { DetectionRequest } from '../../jobs/task-types.ts';
import { parseDetectionRequest } from './batch-options.ts';
import type { BatchPolicy } from './batch.policy.ts';
import type { BatchService } from './batch.service.ts';
import { batchSummary, detectBatch, type FileOutcome } from './detect-batch.ts';
import { createEarlyDetection, type EarlyDetection } from './early-detection.ts';
import { openEventStream } from './sse.ts';

interface DetectRouteDeps {
  preHandler: preHandlerAsyncHookHandler;
  pool: JobPool;
  batch: BatchService;
  policy: BatchPolicy;
  userOf(request: FastifyRequest): string;
}

/** POST /api/batch/multi_detect: JSON (the hybrid detect), or server-sent events with ?stream=true. */
export function registerDetectRoute(app: FastifyInstance, deps: DetectRouteDeps): void {
  const { pool, batch } = deps;

  addMultipartRoute(
    app,
    multiDetectOperation,
    { preHandler: deps.preHandler },
    async (request, reply) => {
      await deps.policy.assertMayDetect(deps.userOf(request));
      const received = performance.now();
      const userId = deps.userOf(request);
      const isStream = (request.query as Record<string, string>).stream === 'true';
      // A stream starts work on each file as it arrives when the options came first.
      const early = isStream ? createEarlyDetection({ pool, batch, userId }) : undefined;
      let uploads: Awaited<ReturnType<typeof readUploads>>;
      let detection: DetectionRequest;
      try {
        uploads = await readUploads(request, early ? { onFile: early.onFile } : {});
        detection = parseDetectionRequest(uploads);
        if (early?.started) early.assertSameRequest(detection);
      } catch (error) {
        early?.abort();
        throw error;
      }
      if (!isStream) {
        const checked = await batch.checkFiles(userId, uploads.files);
        const outcomes = await detectBatch(pool, checked, detection, () => {});
        await batch.recordPages(
          userId,
          checked.period,
          outcomes.reduce((sum, o) => sum + o.pagesProcessed, 0),
        );
        const rejected = checked.rejected.map((file) => ({
          file: file.name,
          status: 'error',
          error: file.error,
        }));
        return {
          success: true,
          data: {
            batch_summary: {
              ...batchSummary(outcomes, checked.rejected.length, performance.now() - received),
              skipped_engines: detection.skipped ?? [],
            },
            file_results: [...outcomes.map(({ pagesProcessed: _pages, ...outcome }) => outcome), ...rejected],
          },
        };
      }
      await streamDetection(request, reply, {
        ...deps,
        userId,
        detection,
        files: uploads.files,
        received,
        early,
      });
    },
  );
}

/**
 * The stream opens as soon as the upload is read (reading_files), before the files are opened and
 * counted; a problem found from then on is an `error` event (with the same code a JSON call gets).
 */
async function streamDetection(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: DetectRouteDeps & {
    userId: string;
    detection: DetectionRequest;
    files: Awaited<ReturnType<typeof readUploads>>['files'];
    received: number;
    early?: EarlyDetection;
  },
): Promise<void> {
  const { pool, batch, userId, files } = ctx;
  const stream = openEventStream(request, reply);
  stream.send('reading_files', { total_files: files.length });
  for (const method of ctx.detection.skipped ?? []) {
    stream.send('error', {
      error_code: method === 'advanced' ? 'AI_NOT_CONFIGURED' : 'ENGINE_NOT_CONFIGURED',
      error_message: `The ${method === 'advanced' ? 'advanced (AI)' : 'standard'} engine is not configured on this server; its entity types were skipped and the fast engine ran.`,
    });
  }
  let processed = 0;
  let period: Awaited<ReturnType<BatchService['checkFiles']>>['period'] | undefined;
  const early = ctx.early?.started ? ctx.early : undefined;
  stream.signal.addEventListener('abort', () => early?.abort());
  try {
    const checked = early ? await early.counted() : await batch.checkFiles(userId, files, stream.signal);
    period = checked.period;
    stream.send('files_read', {
      total_files: files.length,
      total_pages: checked.totalPages,
      file_names: files.map((f) => f.name),
    });
    for (const file of checked.rejected)
      stream.send('error', {
        file_name: file.name,
        file_index: file.index,
        error_code: file.error.code,
        error_message: file.error.message,
      });
    const onEvent = (event: string, data: Record<string, unknown>) => {
      if (event === 'file_completed') processed += Number(data.total_pages ?? 0);
      stream.send(event, data);
    };
    const outcomes: FileOutcome[] = early
      ? await early.deliver(onEvent)
      : await detectBatch(pool, checked, ctx.detection, onEvent, stream.signal);
    stream.send(
      'batch_completed',
      batchSummary(outcomes, checked.rejected.length, performance.now() - ctx.received),
    );
  } catch (error) {
    if (error instanceof AppError)
      stream.send('error', {
        error_code: error.code,
        error_message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    else if (!stream.signal.aborted) {
      request.log.error({ err: error }, 'detection stream failed');
      stream.send('error', {
        error_code: 'INTERNAL_ERROR',
        error_message: 'Detection stopped because of an error on our side.',
      });
    }
  } finally {
    early?.abort();
    const reserved = period ?? early?.reservation;
    if (reserved) await batch.recordPages(userId, reserved, processed);
    stream.close();
  }
}
