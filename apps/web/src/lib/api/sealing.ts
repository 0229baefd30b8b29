import {
  additionalData,
  type BodyKey,
  createKeyAgreement,
  type KeyAgreementAnswer,
  openText,
  packFile,
  type SealContext,
  SEALED_FILE_PART_NAME,
  SEALED_HEADERS_HEADER,
  sealBytes,
  sealText,
  toBase64Url,
} from '@sladd/contract';
import { splitSseBuffer } from './sse.ts';

/**
 * The browser's side of per-session body encryption (decision 0044): one key per session, agreed on
 * the first call after sign-in (or after a page load with a session), kept in memory only as a
 * non-extractable CryptoKey, and forgotten when the session changes.
 */

/** What the handshake answered: the key's ticket and when it ends. */
export interface KeyAnswer extends KeyAgreementAnswer {
  ticket: string;
  expires_at: string;
  server_time: number;
}

export interface ActiveKey {
  key: BodyKey;
  ticket: string;
  /** Server clock minus this device's, so a skewed clock does not look like a replay. */
  clockOffset: number;
  expiresAt: number;
}

/** One request's sealing: the key and what every sealed value of it is bound to. */
export interface Sealing {
  key: BodyKey;
  context: SealContext;
}

/** Agreeing a new key this long before the ticket ends avoids a refused call. */
const RENEW_BEFORE_MS = 60_000;

/** WebCrypto exists only in secure contexts (https, localhost); elsewhere bodies go plain. */
export function canSeal(): boolean {
  return typeof globalThis.crypto?.subtle?.generateKey === 'function';
}

/**
 * Holds the session's key. `marker` names the session as the page can see it (the csrf_token
 * cookie, set at sign-in and refresh, cleared at sign-out): a new marker means a new session and a
 * new key; no marker means no session and plain bodies. `agree` sends the handshake and answers
 * undefined when the server will not agree a key (no session; an older server).
 */
export function createSessionKeys(deps: {
  marker: () => string | undefined;
  agree: (publicKey: string) => Promise<KeyAnswer | undefined>;
}) {
  let active: { marker: string; key: ActiveKey } | undefined;
  let refusedFor: string | undefined;
  let pending: { marker: string; promise: Promise<ActiveKey | undefined> } | undefined;

  async function agreeFor(marker: string): Promise<ActiveKey | undefined> {
    const agreement = await createKeyAgreement();
    const answer = await deps.agree(agreement.publicKey);
    if (!answer) {
      refusedFor = marker;
      return undefined;
    }
    const key: ActiveKey = {
      key: await agreement.derive(answer),
      ticket: answer.ticket,
      clockOffset: answer.server_time - Date.now(),
      expiresAt: Date.parse(answer.expires_at),
    };
    active = { marker, key };
    return key;
  }

  return {
    /** The key to seal with, agreeing one first when needed; undefined: send plain. */
    async current(): Promise<ActiveKey | undefined> {
      const marker = deps.marker();
      if (!marker || !canSeal()) {
        active = undefined;
        return undefined;
      }
      if (active?.marker === marker && active.key.expiresAt - RENEW_BEFORE_MS > Date.now()) return active.key;
      if (refusedFor === marker) return undefined;
      if (pending?.marker !== marker) {
        const promise = agreeFor(marker).finally(() => {
          if (pending?.promise === promise) pending = undefined;
        });
        pending = { marker, promise };
      }
      // A failed handshake (network) is not remembered: the next call tries again.
      return pending.promise.catch(() => undefined);
    },
    /** The server said the key is stale (another session, expired, server secret changed). */
    forget(): void {
      active = undefined;
      refusedFor = undefined;
    },
  };
}

export type SessionKeys = ReturnType<typeof createSessionKeys>;

/** A JSON body as `{ encrypted_data }`. */
export async function sealJsonBody(sealing: Sealing, body: unknown): Promise<string> {
  const sealed = await sealText(
    sealing.key,
    JSON.stringify(body),
    additionalData('request', sealing.context),
  );
  return JSON.stringify({ encrypted_data: sealed });
}

/** Every field of a form sealed: text fields as base64url, each file with its name inside its bytes. */
export async function sealFormData(sealing: Sealing, form: FormData): Promise<FormData> {
  const sealed = new FormData();
  const entries: [string, FormDataEntryValue][] = [];
  form.forEach((value, name) => entries.push([name, value]));
  for (const [name, value] of entries) {
    const aad = additionalData('request', sealing.context, name);
    if (typeof value === 'string') {
      sealed.append(name, await sealText(sealing.key, value, aad));
    } else {
      const bytes = await sealBytes(
        sealing.key,
        packFile(value.name, new Uint8Array(await value.arrayBuffer())),
        aad,
      );
      sealed.append(name, new Blob([bytes], { type: 'application/octet-stream' }), SEALED_FILE_PART_NAME);
    }
  }
  return sealed;
}

/** A sealed JSON answer as the plain answer it holds (same status and headers). */
export async function openJsonResponse(sealing: Sealing, response: Response): Promise<Response> {
  const body = (await response.json()) as { encrypted_data?: unknown };
  if (typeof body.encrypted_data !== 'string') throw new Error('The sealed answer has no encrypted_data.');
  const plain = await openText(sealing.key, body.encrypted_data, additionalData('response', sealing.context));
  return new Response(plain, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * A binary answer whose headers are partly sealed (the certificate beside a redacted PDF) as the
 * plain answer: each listed header opened and base64url-encoded again, as a plain answer carries
 * it. A header that does not open is dropped (the reader then shows no certificate), never kept sealed.
 */
export async function openSealedHeaders(sealing: Sealing, response: Response): Promise<Response> {
  const listed = response.headers.get(SEALED_HEADERS_HEADER);
  if (!listed) return response;
  const headers = new Headers(response.headers);
  headers.delete(SEALED_HEADERS_HEADER);
  for (const name of listed.split(',').map((item) => item.trim().toLowerCase())) {
    const value = headers.get(name);
    if (!name || value === null) continue;
    try {
      const plain = await openText(sealing.key, value, additionalData('response', sealing.context, name));
      headers.set(name, toBase64Url(new TextEncoder().encode(plain)));
    } catch {
      headers.delete(name);
    }
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The data of an event that could not be opened (spec 2 §4): a placeholder flagged as failed. */
export const UNREADABLE_EVENT_DATA = { failed: true, decryption_failed: true } as const;

/**
 * An event stream whose events' data are `{ encrypted_data }`, as the plain stream the readers
 * expect. An event that does not open becomes the placeholder, under its own name; the stream goes on.
 */
export function openEventStreamBody(
  sealing: Sealing,
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffer = '';
  let index = 0;

  async function openBlock(block: string): Promise<string> {
    const lines = block.split(/\r?\n/);
    const event =
      lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim() ?? '';
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) return block;
    const position = index++;
    let plain: string;
    try {
      const sealed = (JSON.parse(data) as { encrypted_data?: unknown }).encrypted_data;
      if (typeof sealed !== 'string') throw new Error('not sealed');
      plain = await openText(
        sealing.key,
        sealed,
        additionalData('event', sealing.context, `${event}\n${position}`),
      );
    } catch {
      plain = JSON.stringify(UNREADABLE_EVENT_DATA);
    }
    return `${event ? `event: ${event}\n` : ''}data: ${plain.replace(/\n/g, '\ndata: ')}`;
  }

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        buffer += decoder.decode(chunk, { stream: true });
        const { blocks, rest } = splitSseBuffer(buffer);
        buffer = rest;
        for (const block of blocks) {
          const opened = await openBlock(block);
          // Opening is asynchronous: an event opened after the caller stopped the stream is dropped,
          // as a plain stream's reader would never have read it.
          if (signal?.aborted) return controller.error(signal.reason);
          controller.enqueue(encoder.encode(`${opened}\n\n`));
        }
      },
      async flush(controller) {
        buffer += decoder.decode();
        if (buffer.trim()) controller.enqueue(encoder.encode(`${await openBlock(buffer)}\n\n`));
      },
    }),
  );
}
