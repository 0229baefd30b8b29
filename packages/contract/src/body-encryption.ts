/**
 * Per-session body encryption (spec 1 §7, spec 2 §1/§7; decision 0044): the wire format shared by
 * the browser, the server and the tests. The browser side uses WebCrypto only (ECDH P-256, HKDF-SHA256,
 * AES-256-GCM), so the same code runs in Chromium and in Node 20+ (`globalThis.crypto.subtle`); the
 * server implements the same format with node:crypto.
 *
 * A sealed value is `iv (12 bytes) | ciphertext | tag (16 bytes)`, base64url in text. Its additional
 * data binds it to the direction, method, path, key id, the request's timestamp and the field name,
 * so a body cannot be moved to another route, another field or another session, nor replayed later
 * than SEALED_BODY_MAX_AGE_MS.
 */

/** The sealed key ticket the handshake returned; sent with every encrypted request. */
export const BODY_KEY_HEADER = 'x-sladd-key';
/** When the request was sealed (ms since the epoch); part of every additional data. */
export const SEALED_AT_HEADER = 'x-sladd-sealed-at';
/** The client asks for its JSON answers and stream events sealed with the same key. */
export const ENCRYPT_RESPONSE_HEADER = 'x-sladd-encrypt-response';
/** The server says the answer's JSON is `{ encrypted_data }`. */
export const SEALED_RESPONSE_HEADER = 'x-sladd-sealed';
/**
 * On a sealed binary answer (a redacted PDF or zip): the headers whose values are sealed, comma
 * separated. Each such value is a sealed value (base64url) bound to the header's name.
 */
export const SEALED_HEADERS_HEADER = 'x-sladd-sealed-headers';
/** HKDF info prefix; the key id follows. */
export const BODY_KEY_INFO = 'sladd-body-v1';
/** A request sealed longer ago (or further in the future) than this is refused as a replay. */
export const SEALED_BODY_MAX_AGE_MS = 5 * 60_000;
/** The file name sealed with a file's bytes is at most this many UTF-8 bytes. */
export const SEALED_FILE_NAME_MAX_BYTES = 1024;
/** The file name a sealed file part carries in the clear: it says nothing about the file. */
export const SEALED_FILE_PART_NAME = 'sealed.bin';
/** Bytes a sealed file part adds to the file: iv, tag, name length and the longest name. */
export const SEALED_FILE_OVERHEAD_BYTES = 12 + 16 + 2 + SEALED_FILE_NAME_MAX_BYTES;

const IV_BYTES = 12;
/** Bytes on a plain ArrayBuffer, as WebCrypto and Blob take them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** The bytes on a plain ArrayBuffer (a copy only when they sit on shared memory). */
function own(bytes: Uint8Array): Bytes {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Bytes) : new Uint8Array(bytes);
}
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export type SealDirection = 'request' | 'response' | 'event';

export interface SealContext {
  method: string;
  /** The request's path without its query (`/api/settings`). */
  path: string;
  keyId: string;
  sealedAt: number;
}

/** The additional data of one sealed value: what it may not be moved away from. */
export function additionalData(direction: SealDirection, context: SealContext, name = ''): Bytes {
  return encoder.encode(
    [
      BODY_KEY_INFO,
      direction,
      context.method.toUpperCase(),
      context.path,
      context.keyId,
      context.sealedAt,
      name,
    ].join('\n'),
  );
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Bytes {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A file's name and bytes as one plaintext: name length (2 bytes, big-endian), name, bytes. */
export function packFile(name: string, bytes: Uint8Array): Bytes {
  let nameBytes = encoder.encode(name);
  if (nameBytes.length > SEALED_FILE_NAME_MAX_BYTES) nameBytes = encoder.encode(name.slice(0, 255));
  const packed = new Uint8Array(2 + nameBytes.length + bytes.length);
  packed[0] = nameBytes.length >> 8;
  packed[1] = nameBytes.length & 0xff;
  packed.set(nameBytes, 2);
  packed.set(bytes, 2 + nameBytes.length);
  return packed;
}

/** The name and bytes of a packed file (the bytes are a view, not a copy). */
export function unpackFile(packed: Uint8Array): { name: string; bytes: Uint8Array } {
  if (packed.length < 2) throw new Error('sealed file too short');
  const length = ((packed[0] ?? 0) << 8) | (packed[1] ?? 0);
  if (length > SEALED_FILE_NAME_MAX_BYTES || 2 + length > packed.length)
    throw new Error('bad sealed file name');
  return { name: decoder.decode(packed.subarray(2, 2 + length)), bytes: packed.subarray(2 + length) };
}

/** The AES-GCM key both sides derived, and the id the server gave it. */
export interface BodyKey {
  key: Awaited<ReturnType<typeof crypto.subtle.deriveKey>>;
  keyId: string;
}

/** The handshake's answer (POST /api/session/key). */
export interface KeyAgreementAnswer {
  public_key: string;
  salt: string;
  key_id: string;
  server_time?: number;
}

/**
 * The browser's half of the handshake: an ephemeral P-256 key pair. `publicKey` (raw, base64url) goes
 * to the server; `derive` turns the server's answer into the shared AES-256-GCM key, which cannot be
 * exported and lives in memory only.
 */
export async function createKeyAgreement(): Promise<{
  publicKey: string;
  derive: (answer: KeyAgreementAnswer) => Promise<BodyKey>;
}> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return {
    publicKey: toBase64Url(publicKey),
    async derive(answer) {
      const serverKey = await crypto.subtle.importKey(
        'raw',
        fromBase64Url(answer.public_key),
        { name: 'ECDH', namedCurve: 'P-256' },
        false,
        [],
      );
      const shared = await crypto.subtle.deriveBits(
        { name: 'ECDH', public: serverKey },
        pair.privateKey,
        256,
      );
      const material = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
      const key = await crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: fromBase64Url(answer.salt),
          info: encoder.encode(`${BODY_KEY_INFO}\n${answer.key_id}`),
        },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      );
      return { key, keyId: answer.key_id };
    },
  };
}

/** Seals bytes: iv | ciphertext | tag. */
export async function sealBytes(key: BodyKey, plain: Uint8Array, aad: Uint8Array): Promise<Bytes> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: own(aad) }, key.key, own(plain)),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return out;
}

/** Opens sealed bytes; throws when they were changed, or sealed with another key or context. */
export async function openBytes(key: BodyKey, sealed: Uint8Array, aad: Uint8Array): Promise<Bytes> {
  if (sealed.length < IV_BYTES + 16) throw new Error('sealed value too short');
  return new Uint8Array(
    await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: own(sealed.subarray(0, IV_BYTES)), additionalData: own(aad) },
      key.key,
      own(sealed.subarray(IV_BYTES)),
    ),
  );
}

export async function sealText(key: BodyKey, plain: string, aad: Uint8Array): Promise<string> {
  return toBase64Url(await sealBytes(key, encoder.encode(plain), aad));
}

export async function openText(key: BodyKey, sealed: string, aad: Uint8Array): Promise<string> {
  return decoder.decode(await openBytes(key, fromBase64Url(sealed), aad));
}
