import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './error-handler.ts';

/** Serves the built web app; any other GET outside /api gets index.html so the SPA router decides. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; serving the API only (run `npm run build`)');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  // wildcard: files are looked up per request, so a rebuild never leaves stale routes behind.
  await app.register(fastifyStatic, { root: distDir, wildcard: true, index: 'index.html', cacheControl: false });
  app.addHook('onSend', async (request, reply, payload) => {
    // Hashed assets never change; the shell and service worker must always be fresh.
    if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    else if (!request.url.startsWith('/api/')) reply.header('cache-control', 'no-cache');
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (isPage && !isAsset) return reply.type('text/html').sendFile('index.html');
    return sendNotFound(request, reply);
  });
}
