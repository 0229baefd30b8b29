import type { RawRouteDef } from '@sladd/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract of a route registered by hand, read by the OpenAPI transform (describeRawRoute). */
    rawContract?: RawRouteDef;
  }
}

/**
 * The route options that publish a hand-registered route (raw body, other media types, a
 * non-envelope answer) under its contract: summary and tags for the OpenAPI document, the contract
 * for `describeRawRoute`. Fastify gets no body or response schema from it, so the route keeps
 * parsing, validating and answering exactly as it did.
 */
export function rawRouteOptions(contract: RawRouteDef) {
  return {
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.description ? { description: contract.description } : {}),
    },
    config: { rawContract: contract },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Converted = { body?: unknown; response?: Record<number, unknown> };

/**
 * The OpenAPI transform for every route: a hand-registered route is described from its contract
 * (its body by media type, its answers by status and media type); any other goes through
 * `jsonSchemaTransform` unchanged. Only the document sees these schemas.
 */
export function describeRawRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const contract = (input.route?.config as { rawContract?: RawRouteDef } | undefined)?.rawContract;
  if (!contract) return jsonSchemaTransform(input);
  // Each schema goes through jsonSchemaTransform's own zod → JSON Schema step, one at a time.
  const converted = (schema: object) => jsonSchemaTransform({ ...input, schema }).schema as Converted;
  const body = contract.body && {
    content: Object.fromEntries(
      Object.entries(contract.body).map(([type, schema]) => [
        type,
        { schema: converted({ body: schema }).body },
      ]),
    ),
  };
  const response = Object.fromEntries(
    Object.entries(contract.responses).map(([status, answer]) => [
      status,
      answer.content
        ? {
            description: answer.description,
            content: Object.fromEntries(
              Object.entries(answer.content).map(([type, schema]) => [
                type,
                { schema: converted({ response: { 200: schema } }).response?.[200] },
              ]),
            ),
          }
        : // An empty answer (204): @fastify/swagger leaves out the content of a `null` schema.
          { description: answer.description, type: 'null' },
    ]),
  );
  const described = jsonSchemaTransform(input);
  return {
    ...described,
    schema: {
      ...(described.schema as object),
      ...(body ? { body } : {}),
      response,
    },
  };
}
