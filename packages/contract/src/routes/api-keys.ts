import { z } from 'zod';
import { defineRoute } from '../define-route.ts';

const tags = ['api keys'];

/** Durations offered when creating a key (spec 3 §5); 15m and 30m give a key of one day. */
export const API_KEY_DURATIONS = ['15m', '30m', '30d', '90d', '180d', '365d'] as const;
export type ApiKeyDuration = (typeof API_KEY_DURATIONS)[number];
export const DEFAULT_API_KEY_DURATION: ApiKeyDuration = '30d';

/** Days a key lives for each duration (15m and 30m map to one day, spec 3 §5). */
export const API_KEY_DURATION_DAYS: Record<ApiKeyDuration, number> = {
  '15m': 1,
  '30m': 1,
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '365d': 365,
};

/** How many keys one person may hold at once. */
export const MAX_API_KEYS_PER_USER = 20;

const NAME_MESSAGE = 'The name must be 3 to 50 letters, digits, spaces, hyphens or underscores';

export const apiKeyNameSchema = z
  .string()
  .trim()
  .min(3, NAME_MESSAGE)
  .max(50, NAME_MESSAGE)
  .regex(/^[\p{L}\p{N} _-]+$/u, NAME_MESSAGE);

export const createApiKeyBodySchema = z
  .object({
    name: apiKeyNameSchema,
    duration: z.enum(API_KEY_DURATIONS).optional(),
    expires_in_days: z.number().int().min(1).max(365).optional(),
    permissions: z.array(z.string()).max(20).optional(),
  })
  .refine((body) => !(body.duration && body.expires_in_days), {
    message: 'Give either duration or expires_in_days, not both',
    path: ['expires_in_days'],
  });

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to recognise it. */
  key_prefix: z.string(),
  created_at: z.string(),
  last_used: z.string().nullable(),
  expires_at: z.string(),
  duration: z.string(),
  /** The organization the key acts for (made while working in it); null for a personal key. */
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const listApiKeys = defineRoute({
  method: 'GET',
  path: '/api-keys',
  summary: 'Your API keys (never the keys themselves)',
  tags,
  auth: true,
  response: z.array(apiKeySchema),
});

export const createApiKey = defineRoute({
  method: 'POST',
  path: '/api-keys',
  summary:
    'Create an API key; the key is in this answer only (needs a plan with API access). Made with an org_id header, it acts for that organization.',
  tags,
  auth: true,
  body: createApiKeyBodySchema,
  response: apiKeySchema.extend({ key: z.string() }),
});

export const deleteApiKey = defineRoute({
  method: 'DELETE',
  path: '/api-keys/:id',
  summary: 'Delete an API key; calls with it are refused from now on',
  tags,
  auth: true,
  params: z.object({ id: z.string().max(64) }),
  response: z.object({ deleted: z.literal(true) }),
});
