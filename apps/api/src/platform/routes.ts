import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '@sladd/contract';
import type { BetterAuth } from './auth/better-auth.ts';
import { readSession } from './auth/session.ts';
import { AppError } from './errors.ts';

export interface RouteContext<R> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** HTTP status of a success (200 unless stated). */
  status?: number;
}

/** Registers one contract route: input parsed by its zod schemas, auth enforced, data wrapped in the envelope. */
export function addRoute<R extends RouteDef>(
  app: FastifyInstance,
  auth: BetterAuth,
  route: R,
  handler: (ctx: RouteContext<R>) => Promise<RouteResponse<R>>,
  options: RouteOptions = {},
): void {
  const status = options.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: `/api${route.path}`,
    schema: {
      summary: route.summary,
      tags: route.tags,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { [status]: z.object({ success: z.literal(true), data: route.response }) },
    },
    preHandler: async (request) => {
      if (!route.auth) return;
      request.auth = await readSession(auth, request);
      if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    },
    handler: async (request, reply) => {
      const data = await handler({
        params: request.params as RouteParams<R>,
        query: request.query as RouteQuery<R>,
        body: request.body as RouteBody<R>,
        request,
        reply,
      });
      return reply.status(status).send({ success: true, data });
    },
  });
}
