import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, ValidationIssue } from '@sladd/contract';
import { AppError } from './errors.ts';

function envelope(requestId: string, code: string, message: string, details?: unknown): ErrorEnvelope {
  return { success: false, error: { code, message, ...(details === undefined ? {} : { details }) }, requestId };
}

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', status: 400, message: 'The request body is not valid JSON.' },
};

/** One handler: AppError → its status; validation → 400 with field details; anything else → plain 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error.details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
      if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(envelope(request.id, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation.map((issue) => ({
        path: String(issue.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const message = issues[0]?.message ?? 'Validation failed';
      return reply.status(400).send(envelope(request.id, 'VALIDATION_ERROR', message, issues));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(envelope(request.id, known.code, known.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(envelope(request.id, 'RATE_LIMITED', error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(envelope(request.id, 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(envelope(request.id, 'INTERNAL_ERROR', `Something went wrong on our side. Reference: ${request.id}`));
  });

}

/** The JSON 404 of an unknown API path. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(envelope(request.id, 'NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}.`));
}
