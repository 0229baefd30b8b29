import type { MultipartRouteDef } from '@sladd/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler, RouteHandlerMethod } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract of a multipart operation, read by the OpenAPI transform (describeMultipart). */
    multipartContract?: MultipartRouteDef;
  }
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
