import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, ValidationIssue } from '@sladd/contract';
import { databaseUnavailable, isDatabaseFault } from '../db/database-faults.ts';
import { AppError } from './errors.ts';

function envelope(requestId: string, code: string, message: string, details?: unknown): ErrorEnvelope {
  return {
    success: false,
    error: { code, message, ...(details === undefined ? {} : { details }) },
    requestId,
  };
}

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    status: 413,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'BAD_REQUEST',
    status: 400,
    message: 'The request body is not valid JSON.',
  },
};

/** One handler: AppError → its status; validation → 400 with field details; anything else → plain 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    let error: FastifyError | AppError = thrown;
    if (!(error instanceof AppError) && isDatabaseFault(error)) {
      // The database is down or silent: a request the client may retry, not a bug of ours.
      request.log.warn({ database: 'unavailable', code: error.code }, 'database unreachable');
      error = databaseUnavailable();
    }
    if (error instanceof AppError) {
      const message = withoutSealedNames(request, error.message);
      const retryAfter = (error.details as { retry_after_seconds?: unknown } | undefined)
        ?.retry_after_seconds;
      if ((error.status === 429 || error.status === 503) && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(envelope(request.id, error.code, message, error.details));
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
      .send(
        envelope(request.id, 'INTERNAL_ERROR', `Something went wrong on our side. Reference: ${request.id}`),
      );
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The names of the files a sealed upload carried (decision 0044), in upload order. */
    sealedFileNames?: string[];
  }
}

/**
 * Error answers are not sealed (the client must read them whatever happened), so the name of a
 * file that travelled sealed must not appear in one: it becomes "file N" (its place in the upload).
 */
function withoutSealedNames(request: FastifyRequest, message: string): string {
  const names = request.sealedFileNames;
  if (!names?.length) return message;
  const byLength = names
    .map((name, index) => ({ name, index }))
    .sort((a, b) => b.name.length - a.name.length);
  let out = message;
  for (const { name, index } of byLength) {
    if (!name) continue;
    // As a whole name (messages quote it as `name: …` or "name"), not inside another word.
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(^|[\\s"'“(])${escaped}(?=$|[\\s"'”):,.])`, 'g'), `$1file ${index + 1}`);
  }
  return out;
}

/** The JSON 404 of an unknown API path. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(envelope(request.id, 'NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}.`));
}
