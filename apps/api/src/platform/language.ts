import type { FastifyRequest } from 'fastify';

export type Lang = 'en' | 'no';

/** The language of a request: `?lang=` first, then Accept-Language; Norwegian unless English is asked for. */
export function requestLanguage(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const explicit = typeof query?.lang === 'string' ? query.lang : undefined;
  const header = request.headers['accept-language'] ?? '';
  const first = (explicit ?? header.split(',')[0] ?? '').trim().toLowerCase();
  return first.startsWith('en') ? 'en' : 'no';
}
