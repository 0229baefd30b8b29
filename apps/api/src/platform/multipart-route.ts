import type { MultipartRouteDef } from '@sladd/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteHandlerMethod } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract of a multipart operation, read by the OpenAPI transform (describeMultipart). */
    multipartContract?: MultipartRouteDef;
  }
}

/** How a caller may authenticate, as the OpenAPI document declares it. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sladd.session_token',
    description: 'The browser session (with the X-CSRF-Token header on writes).',
  },
  apiKeyHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'An API key from the subscription page (needs a plan with API access).',
  },
  bearerApiKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same API key as `Authorization: Bearer sladd_…`.',
  },
} as const;

/** The `security` of an operation: the session only, or the session or an API key. */
export function securityOf(options: {
  auth: boolean;
  apiKey?: boolean | undefined;
}): Record<string, string[]>[] | undefined {
  if (!options.auth) return undefined;
  return options.apiKey
    ? [{ sessionCookie: [] }, { apiKeyHeader: [] }, { bearerApiKey: [] }]
    : [{ sessionCookie: [] }];
}

/**
 * Registers one multipart operation under its contract: the query is validated by the contract's
 * schema, and the OpenAPI document describes the form fields and every answer from the contract.
 * The form itself is read by the handler (platform/uploads.ts), as it streams in.
 */
export function addMultipartRoute(
  app: FastifyInstance,
  contract: MultipartRouteDef,
  options: { preHandler?: preHandlerAsyncHookHandler },
  handler: RouteHandlerMethod,
): void {
  app.post(
    `/api${contract.path}`,
    {
      ...(options.preHandler ? { preHandler: options.preHandler } : {}),
      schema: {
        tags: contract.tags,
        summary: contract.summary,
        ...(contract.description ? { description: contract.description } : {}),
        ...(contract.query ? { querystring: contract.query } : {}),
        security: securityOf({ auth: true, apiKey: contract.apiKey }),
      },
      config: { multipartContract: contract },
    },
    handler,
  );
}

/**
 * For the OpenAPI transform: a multipart route's schema with its form fields as the
 * multipart/form-data body and its answers by content type. Only the document sees these schemas;
 * the running route does not validate or serialise with them.
 */
export function describeMultipart<T extends { schema: object; route?: { config?: unknown } }>(input: T): T {
  const contract = (input.route?.config as { multipartContract?: MultipartRouteDef } | undefined)
    ?.multipartContract;
  if (!contract) return input;
  const response = Object.fromEntries(
    Object.entries(contract.responses).map(([status, answer]) => [
      status,
      {
        description: answer.description,
        content: Object.fromEntries(
          Object.entries(answer.content).map(([type, schema]) => [type, { schema }]),
        ),
      },
    ]),
  );
  return {
    ...input,
    schema: { ...input.schema, consumes: ['multipart/form-data'], body: contract.fields, response },
  };
}
