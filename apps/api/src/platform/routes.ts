import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '@sladd/contract';
import type { BetterAuth } from './auth/better-auth.ts';
import { authenticate } from './auth/session.ts';
import { securityOf } from './multipart-route.ts';
import { AppError } from './errors.ts';

export interface RouteContext<R> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A result with envelope meta (e.g. meta.total_items of a paginated list). */
export class WithMeta<T> {
  constructor(
    readonly data: T,
    readonly meta: Record<string, unknown>,
  ) {}
}

export interface RouteOptions {
  /** HTTP status of a success (200 unless stated). */
  status?: number;
  /** Largest accepted body in bytes (Fastify's 1 MB unless stated). */
  bodyLimit?: number;
  /**
   * Checks that need only the caller (policy, rate limits), run after authentication and before
   * the body is read: a refused caller costs no parsing or validation of a large body.
   */
  beforeBody?: (request: FastifyRequest) => Promise<void>;
}

/** Registers one contract route: input parsed by its zod schemas, auth enforced, data wrapped in the envelope. */
export function addRoute<R extends RouteDef>(
  app: FastifyInstance,
  auth: BetterAuth,
  route: R,
  handler: (ctx: RouteContext<R>) => Promise<RouteResponse<R> | WithMeta<RouteResponse<R>>>,
  options: RouteOptions = {},
): void {
  const status = options.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: `/api${route.path}`,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: route.summary,
      tags: route.tags,
      ...(route.auth ? { security: securityOf(route) } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: {
        [status]: z.object({
          success: z.literal(true),
          data: route.response,
          meta: z.record(z.string(), z.unknown()).optional(),
        }),
      },
    },
    // Who is calling is settled before the body is read (onRequest): a caller without a session
    // or key costs no parsing or validation of whatever body they send.
    onRequest: async (request) => {
      if (route.auth) {
        request.auth = await authenticate(auth, request, { apiKey: route.apiKey });
        if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      }
      await options.beforeBody?.(request);
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as RouteParams<R>,
        query: request.query as RouteQuery<R>,
        body: request.body as RouteBody<R>,
        request,
        reply,
      });
      if (result instanceof WithMeta)
        return reply.status(status).send({ success: true, data: result.data, meta: result.meta });
      return reply.status(status).send({ success: true, data: result });
    },
  });
}

/** A preHandler that resolves the session or answers 401, for routes registered without a contract body. */
export function sessionGuard(auth: BetterAuth, options: { apiKey?: boolean } = {}) {
  return async (request: FastifyRequest) => {
    request.auth = await authenticate(auth, request, options);
    if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  };
}
