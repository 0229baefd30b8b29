import { z } from 'zod';
import { defineRawRoute } from '../define-raw-route.ts';
import { errorEnvelopeSchema } from '../envelope.ts';

/**
 * The operator's endpoints: health for load balancers and monitors, metrics for a Prometheus
 * scraper. Registered by hand (apps/api platform/health.ts, platform/metrics-route.ts): health
 * answers 503 with its checks, metrics answers Prometheus text.
 */

const tags = ['operations'];
const check = z.enum(['ok', 'unavailable', 'not_configured', 'none']);

/** What health reports: each part's state; queue depth and workers only for a METRICS_TOKEN holder. */
export const healthReportSchema = z.object({
  checks: z.object({
    database: check,
    redis: check,
    /** JOBS=queue only. */
    queue: check.optional(),
    /** JOBS=queue only: `none` when no `sladd worker` is connected. */
    workers: check.optional(),
  }),
  /** Waiting and active tasks (failed and delayed in queue mode); with the metrics token only. */
  jobs: z
    .object({
      waiting: z.number().int(),
      active: z.number().int(),
      failed: z.number().int().optional(),
      delayed: z.number().int().optional(),
    })
    .optional(),
  /** Connected `sladd worker` processes (JOBS=queue); with the metrics token only. */
  workers: z.number().int().optional(),
});

export const getHealth = defineRawRoute({
  method: 'GET',
  url: '/api/health',
  summary: 'Whether the database, Redis and (JOBS=queue) the job queue and its workers answer',
  description:
    'Public. Send METRICS_TOKEN as a Bearer token to also get the queue depth and the worker count.',
  tags,
  responses: {
    200: {
      description: 'Every configured part answers',
      content: {
        'application/json': z.object({
          success: z.literal(true),
          data: healthReportSchema.extend({ status: z.literal('ok') }),
        }),
      },
    },
    503: {
      description: 'A part is down: SERVICE_UNAVAILABLE, the checks in `details`',
      content: { 'application/json': errorEnvelopeSchema },
    },
  },
});

export const getMetrics = defineRawRoute({
  method: 'GET',
  url: '/metrics',
  summary: 'Metrics in the Prometheus text format (exists only when METRICS_TOKEN is set)',
  description:
    'Needs `Authorization: Bearer <METRICS_TOKEN>`. Wrong tokens are counted per address and refused with 429 past the limit.',
  tags,
  responses: {
    200: {
      description: 'The Prometheus exposition',
      content: { 'text/plain': z.string() },
    },
    401: { description: 'No or a wrong token', content: { 'application/json': errorEnvelopeSchema } },
    404: { description: 'Metrics are off', content: { 'application/json': errorEnvelopeSchema } },
    429: { description: 'Too many wrong tokens', content: { 'application/json': errorEnvelopeSchema } },
  },
});
