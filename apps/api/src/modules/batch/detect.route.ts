import type { Actor } from '../../platform/auth/session.ts';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { multiDetectOperation } from '@sladd/contract';
import { addMultipartRoute } from '../../platform/multipart-route.ts';
import { readUploads } from '../../platform/uploads.ts';
import type { BatchPolicy } from './batch.policy.ts';
import type { DetectService } from './detect.service.ts';
import { abortOnDisconnect } from './disconnect.ts';
import { openEventStream } from './sse.ts';

interface DetectRouteDeps {
  preHandler: preHandlerAsyncHookHandler;
  /** Holds the user's concurrency slot until the handler's work has stopped. */
  hold(handler: RouteHandlerMethod): RouteHandlerMethod;
  detect: DetectService;
  policy: BatchPolicy;
  actorOf(request: FastifyRequest): Actor;
}

/** POST /api/batch/multi_detect: JSON (the hybrid detect), or server-sent events with ?stream=true. */
export function registerDetectRoute(app: FastifyInstance, deps: DetectRouteDeps): void {
  const { detect } = deps;
  addMultipartRoute(
    app,
    multiDetectOperation,
    { preHandler: deps.preHandler },
    deps.hold(async (request, reply) => {
      const actor = deps.actorOf(request);
      await deps.policy.assertMayDetect(actor);
      const received = performance.now();
      const isStream = (request.query as Record<string, string>).stream === 'true';
      // A stream starts work on each file as it arrives when the options came first.
      const early = isStream ? detect.startEarly(actor) : undefined;
      const { files, detection } = await detect.receive(
        (onFile) => readUploads(request, onFile ? { onFile } : {}),
        early,
      );
      if (!isStream) {
        // A client that gives up stops the work (and the language model's calls) as the stream's stop does.
        const signal = abortOnDisconnect(reply);
        return { success: true, data: await detect.detectAll(actor, files, detection, received, signal) };
      }
      // The stream opens as soon as the upload is read, before the files are opened and counted.
      const stream = openEventStream(request, reply);
      const onUnexpected = (error: unknown) => request.log.error({ err: error }, 'detection stream failed');
      await detect.stream({ actor, detection, files, received, early, onUnexpected }, stream);
    }),
  );
}
