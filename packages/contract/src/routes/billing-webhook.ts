import { z } from 'zod';
import { defineRawRoute } from '../define-raw-route.ts';
import { errorEnvelopeSchema } from '../envelope.ts';

/**
 * The Stripe webhook (BILLING=stripe, decision 0029). The API reads the body as raw bytes, since
 * Stripe signs exactly what it sent (`Stripe-Signature`), so this contract only describes it.
 */
export const stripeWebhook = defineRawRoute({
  method: 'POST',
  url: '/api/billing/stripe/webhook',
  summary: 'Receive a Stripe event (give this address to Stripe); signed with Stripe-Signature',
  description:
    'Each event is applied once: a replay answers `duplicate: true`, an event about no subscription of ours `ignored: true`.',
  tags: ['subscription'],
  body: { 'application/json': z.object({ id: z.string(), type: z.string() }).loose() },
  responses: {
    200: {
      description: 'Received',
      content: {
        'application/json': z.object({
          success: z.literal(true),
          data: z.object({
            received: z.literal(true),
            duplicate: z.boolean().optional(),
            ignored: z.boolean().optional(),
          }),
        }),
      },
    },
    400: {
      description: 'Missing or wrong signature, or not JSON',
      content: { 'application/json': errorEnvelopeSchema },
    },
    404: {
      description: 'Stripe is not set up on this server',
      content: { 'application/json': errorEnvelopeSchema },
    },
  },
});
