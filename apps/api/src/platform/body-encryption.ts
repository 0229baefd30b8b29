import type { DecipherGCM } from 'node:crypto';
import {
  createCipheriv,
  createDecipheriv,
  createECDH,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type {} from '@fastify/cookie';
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  additionalData,
  BODY_KEY_HEADER,
  BODY_KEY_INFO,
  createBodyKey,
  ENCRYPT_RESPONSE_HEADER,
  fromBase64Url,
  SEALED_AT_HEADER,
  SEALED_BODY_MAX_AGE_MS,
  SEALED_FILE_NAME_MAX_BYTES,
  SEALED_RESPONSE_HEADER,
  type SealContext,
  type SealDirection,
  toBase64Url,
} from '@sladd/contract';
import type { BetterAuth } from './auth/better-auth.ts';
import { requireAuth } from './auth/session.ts';
import { assertBrowserSession } from './auth/credential.policy.ts';
import { createFieldCipher } from './field-cipher.ts';
import { AppError } from './errors.ts';
import { addRoute } from './routes.ts';

/** How long a key ticket is good for; the browser agrees a new key after (decision 0044). */
export const BODY_KEY_TTL_MS = 12 * 60 * 60_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key of an encrypted request, opened from its ticket; only ever in memory. */
export interface RequestBodyKey extends SealContext {
  key: Buffer;
  /** The client asked for its JSON answers and stream events sealed too. */
  encryptResponse: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carried a valid key ticket: its body was (and its parts are) sealed. */
    bodyKey?: RequestBodyKey;
  }
}

interface Ticket {
  /** The AES-256-GCM key, base64url. */
  k: string;
  kid: string;
  /** SHA-256 of the session token the key was agreed for. */
  s: string;
  exp: number;
}

export function encryptionInvalid(
  message = 'The encrypted request could not be read: it was changed on the way, or sealed for another route or session. Reload the page and try again.',
): AppError {
  return new AppError('ENCRYPTION_INVALID', message);
}

function keyStale(reason: string): AppError {
  return new AppError(
    'ENCRYPTION_KEY_STALE',
    `${reason} Agree a new key (POST /api/session/key) and send the request again.`,
  );
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The session tokens in the request's session cookies (`<token>.<signature>`): normally one, but a
 * browser may hold both the plain and the `__Secure-` cookie after a deployment switched to https.
 */
function sessionTokensOf(request: FastifyRequest): string[] {
  return Object.entries(request.cookies)
    .filter(([name, value]) => name.endsWith('session_token') && value)
    .map(([, value]) => value!.split('.')[0]!)
    .filter(Boolean);
}

/** AES-256-GCM with node:crypto in the wire format of @sladd/contract's body-encryption. */
export function sealWithKey(key: Buffer, plain: Uint8Array, aad: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function openWithKey(key: Buffer, sealed: Uint8Array, aad: Uint8Array): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]);
}

/** Seals one answer or stream event of an encrypted request as `{ encrypted_data }` JSON. */
export function sealJson(
  bodyKey: RequestBodyKey,
  direction: SealDirection,
  json: string | Buffer,
  name = '',
): string {
  const sealed = sealWithKey(
    bodyKey.key,
    typeof json === 'string' ? Buffer.from(json, 'utf8') : json,
    additionalData(direction, bodyKey, name),
  );
  return JSON.stringify({ encrypted_data: sealed.toString('base64url') });
}

/**
 * Seals the value of one answer header (the certificate beside a redacted PDF): base64url, bound to
 * the header's name. The answer lists it in SEALED_HEADERS_HEADER.
 */
export function sealHeader(bodyKey: RequestBodyKey, name: string, value: string): string {
  return sealWithKey(
    bodyKey.key,
    Buffer.from(value, 'utf8'),
    additionalData('response', bodyKey, name),
  ).toString('base64url');
}

/** Opens a sealed multipart text field of the request; 400 when it does not open. */
export function openField(bodyKey: RequestBodyKey, name: string, value: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      openWithKey(bodyKey.key, fromBase64Url(value), additionalData('request', bodyKey, name)),
    );
  } catch {
    throw encryptionInvalid(
      `The encrypted field "${name}" could not be read. Reload the page and try again.`,
    );
  }
}

/**
 * Opens a sealed file part as it streams in (decision 0044), so a 10 MB upload is not collected and
 * copied before it is opened: `push` each chunk and get the file's bytes so far (the name that
 * leads them is kept back), then `finish`, which checks the tag and throws when any byte was
 * changed. The caller must not use the bytes before `finish` returned.
 */
export function createFilePartOpener(bodyKey: RequestBodyKey, field: string) {
  const fail = () =>
    encryptionInvalid(`An encrypted file in "${field}" could not be read. Reload the page and try again.`);
  let head = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  // The last 16 bytes seen may be the tag: never deciphered.
  let tail = Buffer.alloc(0);
  let prefix: Buffer | undefined = Buffer.alloc(0);
  let name: string | undefined;

  /** Plaintext in; the file's bytes out, once the name before them is complete. */
  function plaintext(bytes: Buffer): Buffer {
    if (!prefix) return bytes;
    prefix = Buffer.concat([prefix, bytes]);
    if (prefix.length < 2) return Buffer.alloc(0);
    const length = prefix.readUInt16BE(0);
    if (length > SEALED_FILE_NAME_MAX_BYTES) throw fail();
    if (prefix.length < 2 + length) return Buffer.alloc(0);
    name = prefix.subarray(2, 2 + length).toString('utf8');
    const rest = prefix.subarray(2 + length);
    prefix = undefined;
    return rest;
  }

  return {
    push(chunk: Buffer): Buffer {
      let data = chunk;
      if (!decipher) {
        head = Buffer.concat([head, chunk]);
        if (head.length < IV_BYTES) return Buffer.alloc(0);
        decipher = createDecipheriv('aes-256-gcm', bodyKey.key, head.subarray(0, IV_BYTES));
        decipher.setAAD(additionalData('request', bodyKey, field));
        data = head.subarray(IV_BYTES);
      }
      const joined = tail.length > 0 ? Buffer.concat([tail, data]) : data;
      const usable = joined.length - TAG_BYTES;
      if (usable <= 0) {
        tail = Buffer.from(joined);
        return Buffer.alloc(0);
      }
      tail = Buffer.from(joined.subarray(usable));
      return plaintext(decipher.update(joined.subarray(0, usable)));
    },
    /** Checks the tag; the file's name. */
    finish(): string {
      if (!decipher || tail.length !== TAG_BYTES) throw fail();
      decipher.setAuthTag(tail);
      let last: Buffer;
      try {
        last = decipher.final();
      } catch {
        throw fail();
      }
      if (last.length > 0 || prefix || name === undefined) throw fail();
      return name;
    },
  };
}

/**
 * The server's side of body encryption (decision 0044): the handshake that agrees a key with the
 * browser, tickets that carry it sealed with a key derived from the server secret (so any API
 * process can open them and nothing is stored), and the hooks that open sealed JSON bodies before
 * validation and seal JSON answers. Plain requests (API keys, the CLI, scripts) are untouched.
 */
export function createBodyKeys(secret: string) {
  const tickets = createFieldCipher(secret, 'body-key-ticket-v1');

  function openTicket(ticket: string): Ticket {
    let parsed: Ticket;
    try {
      parsed = JSON.parse(tickets.decrypt(ticket)) as Ticket;
    } catch {
      throw keyStale('The encryption key ticket is not one this server issued (or its secret changed).');
    }
    if (!(parsed.exp > Date.now())) throw keyStale('The encryption key has expired.');
    return parsed;
  }

  return {
    /** Agrees a key with the browser's public key, for the session whose token is given. */
    agree(clientPublicKey: string, sessionToken: string) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      let shared: Buffer;
      try {
        shared = ecdh.computeSecret(Buffer.from(fromBase64Url(clientPublicKey)));
      } catch {
        throw new AppError('VALIDATION_ERROR', 'public_key is not a P-256 public key.', [
          { path: 'public_key', message: 'Not a point on P-256' },
        ]);
      }
      const salt = randomBytes(32);
      const keyId = randomBytes(16).toString('base64url');
      const key = Buffer.from(hkdfSync('sha256', shared, salt, `${BODY_KEY_INFO}\n${keyId}`, 32));
      const exp = Date.now() + BODY_KEY_TTL_MS;
      const ticket: Ticket = { k: key.toString('base64url'), kid: keyId, s: hashToken(sessionToken), exp };
      return {
        public_key: toBase64Url(publicKey),
        salt: salt.toString('base64url'),
        key_id: keyId,
        ticket: tickets.encrypt(JSON.stringify(ticket)),
        expires_at: new Date(exp).toISOString(),
        server_time: Date.now(),
      };
    },

    /** The key of a request carrying a ticket, checked against its session and clock. */
    keyOf(request: FastifyRequest, ticketHeader: string): RequestBodyKey {
      const ticket = openTicket(ticketHeader);
      const bound = Buffer.from(String(ticket.s));
      const isOwnSession = sessionTokensOf(request).some((token) => {
        const current = Buffer.from(hashToken(token));
        return bound.length === current.length && timingSafeEqual(bound, current);
      });
      if (!isOwnSession) throw keyStale('The encryption key belongs to another session.');
      const sealedAtHeader = request.headers[SEALED_AT_HEADER];
      const sealedAt = typeof sealedAtHeader === 'string' ? Number(sealedAtHeader) : NaN;
      if (!Number.isSafeInteger(sealedAt))
        throw encryptionInvalid(
          `An encrypted request needs the ${SEALED_AT_HEADER} header (ms since the epoch).`,
        );
      if (Math.abs(Date.now() - sealedAt) > SEALED_BODY_MAX_AGE_MS)
        throw encryptionInvalid(
          `The encrypted request was sealed more than ${SEALED_BODY_MAX_AGE_MS / 60_000} minutes ago and is refused as a replay. Reload the page and try again.`,
        );
      return {
        key: Buffer.from(ticket.k, 'base64url'),
        keyId: ticket.kid,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        sealedAt,
        encryptResponse: request.headers[ENCRYPT_RESPONSE_HEADER] === '1',
      };
    },
  };
}

export type BodyKeys = ReturnType<typeof createBodyKeys>;

/**
 * Opens sealed requests before validation and seals the JSON answers of those that ask. Registered
 * before the routes, so every route (contract routes, multipart operations) sees plain values.
 */
export function registerBodyEncryption(app: FastifyInstance, keys: BodyKeys): void {
  app.addHook('preValidation', async (request) => {
    const ticket = request.headers[BODY_KEY_HEADER];
    if (ticket === undefined) return;
    if (typeof ticket !== 'string' || ticket === '')
      throw keyStale('The encryption key ticket is malformed.');
    const bodyKey = keys.keyOf(request, ticket);
    request.bodyKey = bodyKey;
    if (request.body === undefined || request.isMultipart()) return;
    const sealed = (request.body as { encrypted_data?: unknown } | null)?.encrypted_data;
    if (typeof sealed !== 'string' || Object.keys(request.body as object).length !== 1)
      throw encryptionInvalid('With an encryption key the JSON body must be { "encrypted_data": "…" } only.');
    let plain: string;
    try {
      plain = new TextDecoder('utf-8', { fatal: true }).decode(
        openWithKey(bodyKey.key, fromBase64Url(sealed), additionalData('request', bodyKey)),
      );
    } catch {
      throw encryptionInvalid();
    }
    try {
      request.body = JSON.parse(plain) as unknown;
    } catch {
      throw encryptionInvalid('The encrypted body is not JSON.');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const bodyKey = request.bodyKey;
    // JSON answers come as strings, or as bytes made elsewhere (the extract answer, built in the worker).
    if (!bodyKey?.encryptResponse || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    reply.header(SEALED_RESPONSE_HEADER, '1');
    return sealJson(bodyKey, 'response', payload);
  });
}

/** POST /api/session/key: the handshake, for signed-in browser sessions only (no API keys). */
export function registerBodyKeyRoute(app: FastifyInstance, auth: BetterAuth, keys: BodyKeys): void {
  addRoute(app, auth, createBodyKey, async ({ body, request }) => {
    const { session, via } = requireAuth(request);
    assertBrowserSession(via);
    return keys.agree(body.public_key, session.token);
  });
}
