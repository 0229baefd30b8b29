// A small HTTP proxy in front of the real compiled server that can make the API misbehave on
// demand — the way a person meets a server that is down, restarting or stuck — while the web
// app's own files are still served. Only /api/* is affected.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { freePort } from './free-port.ts';

/**
 * - `pass`: every request goes to the server
 * - `unavailable`: /api/* answers 503 (what a load balancer says when the API is down)
 * - `refuse`: /api/* connections are dropped without an answer (the browser's fetch rejects)
 * - `hang`: /api/* requests are held open and never answered
 */
export type FaultMode = 'pass' | 'unavailable' | 'refuse' | 'hang';

export interface FaultProxy {
  baseUrl: string;
  setMode: (mode: FaultMode) => void;
  /** Paths matching this answer 404 (a file of the build gone missing, as after a deploy); null: none. */
  setMissing: (pattern: RegExp | null) => void;
  /** /api/* requests that reached the proxy, by path, since the last reset. */
  apiRequests: () => string[];
  resetRequests: () => void;
  stop: () => Promise<void>;
}

/** Listens on `port` (a free one when left out) and forwards to `targetUrl`. */
export async function startFaultProxy(targetUrl: string, port?: number): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  let mode: FaultMode = 'pass';
  let missing: RegExp | null = null;
  let requests: string[] = [];
  const held = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    if (missing?.test((req.url ?? '').split('?')[0]!)) {
      req.resume();
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const isApi = (req.url ?? '').startsWith('/api/');
    if (isApi) requests.push((req.url ?? '').split('?')[0]!);
    if (!isApi || mode === 'pass') return pass(req, res);
    if (mode === 'unavailable') {
      req.resume();
      res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '5' });
      res.end('<html><body><h1>503 Service Unavailable</h1></body></html>');
      return;
    }
    if (mode === 'refuse') {
      req.socket.destroy();
      return;
    }
    held.add(res);
    res.on('close', () => held.delete(res));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${listenPort}`,
    setMode: (next) => {
      mode = next;
      if (next !== 'hang') for (const res of held) res.destroy();
    },
    setMissing: (pattern) => {
      missing = pattern;
    },
    apiRequests: () => [...requests],
    resetRequests: () => {
      requests = [];
    },
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
