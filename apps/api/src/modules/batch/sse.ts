import { setMaxListeners } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type DetectStreamEventData,
  type DetectStreamEventName,
  SEALED_RESPONSE_HEADER,
  TIMINGS,
} from '@sladd/contract';
import { sealJson } from '../../platform/body-encryption.ts';

export interface EventStream {
  /** Sends one event of the detection stream, as its contract describes it (timestamp added here). */
  send<N extends DetectStreamEventName>(event: N, data: DetectStreamEventData<N>): void;
  /** Aborted when the client goes away (the stop button). */
  signal: AbortSignal;
  close(): void;
}

/** Takes over the response as a server-sent event stream with a heartbeat every 10 s. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  const controller = new AbortController();
  // Every file's task listens on this one signal; a 20-file batch is expected, not a leak.
  setMaxListeners(100, controller.signal);
  reply.hijack();
  const raw = reply.raw;
  // A request sealed with a session key that asked for it gets each event's data sealed too
  // (decision 0044): `data: {"encrypted_data": …}`, bound to the event's name and position.
  const bodyKey = request.bodyKey?.encryptResponse ? request.bodyKey : undefined;
  let sequence = 0;
  raw.writeHead(200, {
    ...(bodyKey ? { [SEALED_RESPONSE_HEADER]: '1' } : {}),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  let open = true;
  const send = <N extends DetectStreamEventName>(event: N, data: DetectStreamEventData<N>) => {
    if (!open) return;
    const json = JSON.stringify({ ...data, timestamp: new Date().toISOString() });
    const payload = bodyKey ? sealJson(bodyKey, 'event', json, `${event}\n${sequence++}`) : json;
    raw.write(`event: ${event}\ndata: ${payload}\n\n`);
  };
  const heartbeat = setInterval(() => send('heartbeat', { status: 'processing' }), TIMINGS.streamHeartbeatMs);
  const onClose = () => {
    if (open) controller.abort(new Error('client disconnected'));
    open = false;
    clearInterval(heartbeat);
  };
  request.raw.on('close', onClose);
  raw.on('close', onClose);
  return {
    send,
    signal: controller.signal,
    close() {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      raw.end();
    },
  };
}
