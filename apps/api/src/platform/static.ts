import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app with SPA fallback; /api stays the API's own. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: 'index.html', cacheControl: false });
  app.addHook('onSend', async (request, reply, payload) => {
    // Hashed assets never change; the shell and service worker must always be fresh.
    if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    else if (!request.url.startsWith('/api/')) reply.header('cache-control', 'no-cache');
    return payload;
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}
