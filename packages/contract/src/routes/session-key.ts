import { z } from 'zod';
import { defineRoute } from '../define-route.ts';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url');

/**
 * The body-encryption handshake (decision 0044): the browser's ephemeral P-256 public key in, the
 * server's ephemeral public key, the HKDF salt and key id, and the sealed key ticket out. The key
 * itself is never sent; the ticket is opaque to the browser (sealed with a server-side key).
 */
export const createBodyKey = defineRoute({
  method: 'POST',
  path: '/session/key',
  summary: 'Agree a per-session key for encrypted request bodies (ECDH P-256, HKDF-SHA256, AES-256-GCM)',
  tags: ['auth'],
  auth: true,
  body: z.object({
    public_key: base64url.length(
      87,
      'An uncompressed P-256 public key is 65 bytes (87 base64url characters)',
    ),
  }),
  response: z.object({
    public_key: base64url,
    salt: base64url,
    key_id: base64url,
    ticket: z.string(),
    expires_at: z.string(),
    /** The server's clock (ms since the epoch): the browser seals with this time, so a skewed device clock is no replay. */
    server_time: z.number(),
  }),
});
