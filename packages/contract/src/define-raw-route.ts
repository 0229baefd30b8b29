import type { z } from 'zod';
import type { HttpMethod } from './define-route.ts';

/**
 * An operation the API registers by hand because its body or its answer is not the JSON envelope
 * `defineRoute` assumes: the Stripe webhook (raw bytes, for the signature), the CSP report intake
 * (three report media types), health (503 with the checks) and metrics (Prometheus text). The
 * contract names it and describes it for the OpenAPI document; the route keeps its own body
 * handling, so these schemas describe what it accepts and answers without validating it a second time.
 */
export interface RawRouteDef {
  method: HttpMethod;
  /** The full path as served: most are under /api, /metrics is not. */
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  /** The request body by media type; absent when the operation reads none. */
  body?: Record<string, z.ZodType>;
  /** Answers by status code; `content` by media type, absent for an empty answer (204). */
  responses: Record<number, { description: string; content?: Record<string, z.ZodType> }>;
}

export function defineRawRoute<const D extends RawRouteDef>(def: D): D {
  return def;
}
