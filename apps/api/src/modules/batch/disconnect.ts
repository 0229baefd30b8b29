import type { FastifyReply } from 'fastify';

/** Aborted when the connection closes before the answer is sent (the browser gave up), so queued pages stop. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}
