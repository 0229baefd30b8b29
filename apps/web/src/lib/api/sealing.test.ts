import { createCipheriv, createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import {
  additionalData,
  BODY_KEY_HEADER,
  BODY_KEY_INFO,
  batchSearchOperation,
  redactFilesOperation,
  ENCRYPT_RESPONSE_HEADER,
  fromBase64Url,
  SEALED_AT_HEADER,
  SEALED_RESPONSE_HEADER,
  type SealContext,
  unpackFile,
  updateSettings,
  getSettings,
  login,
} from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { readSseStream, type SseEvent } from './sse.ts';

/**
 * A small server holding the key the way apps/api does (node:crypto, the same wire format), so the
 * client's sealing is checked against an independent implementation, not against itself.
 */
function sealingServer(options: { staleOnce?: boolean; refuseHandshakes?: number[] } = {}) {
  let key: Buffer | undefined;
  let keyId = '';
  let handshakes = 0;
  const refusals = [...(options.refuseHandshakes ?? [])];
  let staleOnce = options.staleOnce ?? false;
  const seen: Array<{ url: string; headers: Record<string, string>; body: unknown; opened: unknown }> = [];

  const open = (sealed: Uint8Array, aad: Uint8Array) => {
    const decipher = createDecipheriv('aes-256-gcm', key!, sealed.subarray(0, 12));
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
  };
  const seal = (plain: string, aad: Uint8Array) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key!, iv);
    cipher.setAAD(aad);
    return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString(
      'base64url',
    );
  };
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  async function fetch(url: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const path = String(url).split('?')[0]!;
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (path === '/api/session/key') {
      handshakes += 1;
      const refusal = refusals.shift();
      if (refusal) return json(refusal, { success: false, error: { code: 'REFUSED', message: 'refused' } });
      const { public_key } = JSON.parse(String(init.body)) as { public_key: string };
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const salt = randomBytes(32);
      keyId = `k${handshakes}`;
      key = Buffer.from(
        hkdfSync(
          'sha256',
          ecdh.computeSecret(Buffer.from(fromBase64Url(public_key))),
          salt,
          `${BODY_KEY_INFO}\n${keyId}`,
          32,
        ),
      );
      return json(200, {
        success: true,
        data: {
          public_key: publicKey.toString('base64url'),
          salt: salt.toString('base64url'),
          key_id: keyId,
          ticket: `ticket-${keyId}`,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          server_time: Date.now(),
        },
      });
    }
    const ticket = headers[BODY_KEY_HEADER];
    if (!ticket) {
      seen.push({ url: String(url), headers, body: init.body, opened: undefined });
      return json(200, { success: true, data: { plain: true } });
    }
    if (staleOnce) {
      staleOnce = false;
      return json(400, { success: false, error: { code: 'ENCRYPTION_KEY_STALE', message: 'stale' } });
    }
    const context: SealContext = {
      method: String(init.method),
      path,
      keyId: ticket.replace('ticket-', ''),
      sealedAt: Number(headers[SEALED_AT_HEADER]),
    };
    let opened: unknown;
    if (init.body instanceof FormData) {
      const fields: Record<string, unknown> = {};
      for (const [name, value] of init.body.entries()) {
        const aad = additionalData('request', context, name);
        fields[name] =
          typeof value === 'string'
            ? open(fromBase64Url(value), aad).toString()
            : { part: value.name, ...unpackFile(open(new Uint8Array(await value.arrayBuffer()), aad)) };
      }
      opened = fields;
    } else if (typeof init.body === 'string') {
      const { encrypted_data } = JSON.parse(init.body) as { encrypted_data: string };
      opened = JSON.parse(open(fromBase64Url(encrypted_data), additionalData('request', context)).toString());
    }
    seen.push({ url: String(url), headers, body: init.body, opened });
    if (headers.Accept === 'text/event-stream') {
      const events = ['reading_files', 'page_completed', 'batch_completed'].map((name, index) => {
        const sealed = seal(
          JSON.stringify({ step: index }),
          additionalData('event', context, `${name}\n${index}`),
        );
        // The second event arrives damaged: it must become the placeholder, not end the stream.
        const data = index === 1 ? `${sealed.slice(0, -4)}AAAA` : sealed;
        return `event: ${name}\ndata: ${JSON.stringify({ encrypted_data: data })}\n\n`;
      });
      return new Response(events.join(''), {
        status: 200,
        headers: { 'content-type': 'text/event-stream', [SEALED_RESPONSE_HEADER]: '1' },
      });
    }
    if (headers.Accept === 'application/pdf') {
      // A redacted PDF: the bytes plain, the certificate sealed and bound to its header's name.
      const certificate = JSON.stringify({ files: [{ file: 'kari-sak-redacted.pdf', ok: true }] });
      return new Response(new TextEncoder().encode('%PDF-1.7 redacted'), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'x-sladd-verification': seal(
            certificate,
            additionalData('response', context, 'x-sladd-verification'),
          ),
          'x-sladd-sealed-headers': 'x-sladd-verification',
        },
      });
    }
    const answer = JSON.stringify({ success: true, data: { echoed: opened } });
    return json(
      200,
      { encrypted_data: seal(answer, additionalData('response', context)) },
      { [SEALED_RESPONSE_HEADER]: '1' },
    );
  }

  return { fetch: fetch as typeof globalThis.fetch, seen, handshakes: () => handshakes };
}

function client(server: ReturnType<typeof sealingServer>, cookies = 'csrf_token=t1') {
  let jar = cookies;
  const api = createApiClient({
    fetch: server.fetch,
    readCookies: () => jar,
    onAuthLost: () => {},
    bodyEncryption: true,
  });
  return { api, setCookies: (value: string) => (jar = value) };
}

describe('per-session body encryption in the api client', () => {
  it('seals a JSON body and opens the sealed answer; the wire holds neither', async () => {
    const server = sealingServer();
    const { api } = client(server);
    const answer = await api(updateSettings, { body: { detection_threshold: 0.42 } });
    expect(answer).toEqual({ echoed: { detection_threshold: 0.42 } });
    const [call] = server.seen;
    expect(call!.headers[BODY_KEY_HEADER]).toBe('ticket-k1');
    expect(call!.headers[ENCRYPT_RESPONSE_HEADER]).toBe('1');
    expect(Object.keys(JSON.parse(String(call!.body)) as object)).toEqual(['encrypted_data']);
    expect(String(call!.body)).not.toContain('0.42');
    // One handshake serves the session's later calls.
    await api(getSettings);
    expect(server.handshakes()).toBe(1);
  });

  it('seals every form field and each file with its name inside; the wire has no PDF and no term', async () => {
    const server = sealingServer();
    const { api } = client(server);
    const pdf = new File([new TextEncoder().encode('%PDF-1.7 Kari Nordmann')], 'kari-sak.pdf', {
      type: 'application/pdf',
    });
    await api.upload(batchSearchOperation, {
      fields: { files: [pdf], search_terms: ['Kari Nordmann'], case_sensitive: false },
    } as never);
    const [call] = server.seen;
    const wire = await new Response(call!.body as FormData).text();
    expect(wire).not.toContain('%PDF');
    expect(wire).not.toContain('Kari');
    expect(wire).not.toContain('kari-sak');
    const opened = call!.opened as Record<string, { part: string; name: string; bytes: Uint8Array } | string>;
    expect(opened.search_terms).toBe('["Kari Nordmann"]');
    expect(opened.case_sensitive).toBe('False');
    const file = opened.files as { part: string; name: string; bytes: Uint8Array };
    expect(file.part).toBe('sealed.bin');
    expect(file.name).toBe('kari-sak.pdf');
    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF-1.7 Kari Nordmann');
  });

  it('opens the sealed certificate beside a redacted PDF, as the plain header would carry it', async () => {
    const server = sealingServer();
    const { api } = client(server);
    const pdf = new File([new TextEncoder().encode('%PDF-1.7 Kari Nordmann')], 'kari-sak.pdf', {
      type: 'application/pdf',
    });
    const response = await api.uploadRaw(redactFilesOperation, {
      fields: { files: [pdf], mappings: { 'kari-sak.pdf': { pages: [] } } },
      accept: 'application/pdf',
    } as never);
    expect(await response.text()).toBe('%PDF-1.7 redacted');
    expect(response.headers.get('x-sladd-sealed-headers')).toBeNull();
    const header = new TextDecoder().decode(fromBase64Url(response.headers.get('x-sladd-verification')!));
    expect(JSON.parse(header)).toEqual({ files: [{ file: 'kari-sak-redacted.pdf', ok: true }] });
  });

  it('opens sealed stream events; a damaged one becomes the failed placeholder and the stream goes on', async () => {
    const server = sealingServer();
    const { api } = client(server);
    const response = await api.uploadRaw(batchSearchOperation, {
      fields: { files: [new File(['%PDF'], 'a.pdf')], search_terms: ['x'] },
      accept: 'text/event-stream',
    } as never);
    const events: SseEvent[] = [];
    await readSseStream(response, (event) => events.push(event));
    expect(events).toEqual([
      { event: 'reading_files', data: { step: 0 } },
      { event: 'page_completed', data: { failed: true, decryption_failed: true } },
      { event: 'batch_completed', data: { step: 2 } },
    ]);
  });

  it('a stale key is agreed anew and the call sent once more', async () => {
    const server = sealingServer({ staleOnce: true });
    const { api } = client(server);
    await expect(api(updateSettings, { body: { theme: 'dark' } })).resolves.toEqual({
      echoed: { theme: 'dark' },
    });
    expect(server.handshakes()).toBe(2);
    expect(server.seen[0]!.headers[BODY_KEY_HEADER]).toBe('ticket-k2');
  });

  it('a new session (new csrf cookie) gets a new key; no session and auth calls go plain', async () => {
    const server = sealingServer();
    const { api, setCookies } = client(server);
    await api(getSettings);
    setCookies('csrf_token=t2');
    await api(getSettings);
    expect(server.handshakes()).toBe(2);
    expect(server.seen.map((call) => call.headers[BODY_KEY_HEADER])).toEqual(['ticket-k1', 'ticket-k2']);
    await api(login, { body: { identifier: 'kari', password: 'secret-pass' } });
    setCookies('');
    await api(getSettings);
    expect(server.seen.slice(2).map((call) => call.headers[BODY_KEY_HEADER])).toEqual([undefined, undefined]);
    expect(server.handshakes()).toBe(2);
  });

  it('a handshake refused for a while (429, 503) is tried again on the next call; a refusal for good (404) keeps bodies plain', async () => {
    const busy = sealingServer({ refuseHandshakes: [429] });
    const first = client(busy);
    await first.api(getSettings);
    await first.api(updateSettings, { body: { theme: 'dark' } });
    expect(busy.handshakes()).toBe(2);
    expect(busy.seen.map((call) => call.headers[BODY_KEY_HEADER])).toEqual([undefined, 'ticket-k2']);
    expect(String(busy.seen[1]!.body)).not.toContain('dark');

    const old = sealingServer({ refuseHandshakes: [404] });
    const second = client(old);
    await second.api(getSettings);
    await second.api(getSettings);
    expect(old.handshakes()).toBe(1);
    expect(old.seen.map((call) => call.headers[BODY_KEY_HEADER])).toEqual([undefined, undefined]);
  });
});
