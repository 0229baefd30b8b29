import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionalData,
  BODY_KEY_HEADER,
  type BodyKey,
  createKeyAgreement,
  ENCRYPT_RESPONSE_HEADER,
  type KeyAgreementAnswer,
  LIMITS,
  openText,
  packFile,
  SEALED_AT_HEADER,
  SEALED_FILE_PART_NAME,
  SEALED_HEADERS_HEADER,
  SEALED_RESPONSE_HEADER,
  sealBytes,
  sealText,
  toBase64Url,
} from '@sladd/contract';
import { signUpAndLogIn, type SignedIn } from '../test/accounts.ts';
import { type Agent } from '../test/agent.ts';
import { eventsByFile, parseEventStream, type StreamEvent } from '../test/event-stream.ts';
import { FAST_DETECT_FORM, makeCasePdf } from '../test/pdfs.ts';
import { createTestApp, type TestApp, testDialects } from '../test/test-app.ts';
import { createSubscriptionService } from '../modules/subscription/subscription.service.ts';

const CASE = { name: 'sak-kari.pdf', bytes: makeCasePdf(2) };

/** A browser's key for its session: the handshake done with the client's own envelope code. */
interface Session {
  agent: Agent;
  key: BodyKey;
  ticket: string;
}

async function agreeKey(agent: Agent): Promise<Session> {
  const agreement = await createKeyAgreement();
  const response = await agent.post('/api/session/key', { public_key: agreement.publicKey });
  if (response.status !== 200) throw new Error(`handshake failed: ${JSON.stringify(response.body)}`);
  const answer = response.body.data as KeyAgreementAnswer & { ticket: string };
  return { agent, key: await agreement.derive(answer), ticket: answer.ticket };
}

function sealHeaders(session: Session, sealedAt: number) {
  return {
    [BODY_KEY_HEADER]: session.ticket,
    [SEALED_AT_HEADER]: String(sealedAt),
    [ENCRYPT_RESPONSE_HEADER]: '1',
  };
}

/** A JSON body sealed as the web client seals it. */
async function sealJsonRequest(
  session: Session,
  method: string,
  path: string,
  body: unknown,
  sealedAt = Date.now(),
) {
  const context = { method, path, keyId: session.key.keyId, sealedAt };
  const sealed = await sealText(session.key, JSON.stringify(body), additionalData('request', context));
  return { body: { encrypted_data: sealed }, headers: sealHeaders(session, sealedAt), context };
}

/** A multipart body whose every field and file is sealed (the file's name inside it). */
async function sealForm(
  session: Session,
  path: string,
  files: { name: string; bytes: Uint8Array }[],
  fields: Record<string, string>,
  sealedAt = Date.now(),
  fileField = 'files',
) {
  const context = { method: 'POST', path, keyId: session.key.keyId, sealedAt };
  const boundary = `----sealed${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const sealed = await sealText(session.key, value, additionalData('request', context, name));
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${sealed}\r\n`),
    );
  }
  for (const file of files) {
    const sealed = await sealBytes(
      session.key,
      packFile(file.name, file.bytes),
      additionalData('request', context, fileField),
    );
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${SEALED_FILE_PART_NAME}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(sealed),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...sealHeaders(session, sealedAt),
    },
    context,
  };
}

async function openAnswer(
  session: Session,
  context: Parameters<typeof additionalData>[1],
  body: { encrypted_data: string },
) {
  return JSON.parse(await openText(session.key, body.encrypted_data, additionalData('response', context)));
}

describe.each(testDialects())('per-session body encryption on %s', (dialect) => {
  let t: TestApp;
  let alice: SignedIn;
  let bob: SignedIn;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await signUpAndLogIn(t);
    bob = await signUpAndLogIn(t);
    await createSubscriptionService(t.db.kysely).grantPlan(alice.email, 'pro_monthly');
    a = await agreeKey(alice.agent);
    b = await agreeKey(bob.agent);
  });
  afterAll(async () => t.close());

  it('the handshake needs a signed-in session', async () => {
    const { createAgent } = await import('../test/agent.ts');
    const agreement = await createKeyAgreement();
    const response = await createAgent(t.app).post('/api/session/key', { public_key: agreement.publicKey });
    expect([response.status, response.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
    const bad = await alice.agent.post('/api/session/key', {
      public_key: toBase64Url(new Uint8Array(65).fill(4)),
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('an encrypted settings update round trip: sealed body in, sealed answer out, stored plain', async () => {
    const sealed = await sealJsonRequest(a, 'PUT', '/api/settings', {
      detection_threshold: 0.73,
      theme: 'dark',
    });
    const response = await alice.agent.put('/api/settings', sealed.body, sealed.headers);
    expect(response.status).toBe(200);
    expect(response.raw.headers[SEALED_RESPONSE_HEADER]).toBe('1');
    expect(Object.keys(response.body)).toEqual(['encrypted_data']);
    expect(response.raw.body).not.toContain('0.73');
    const answer = await openAnswer(a, sealed.context, response.body as never);
    expect(answer.data).toMatchObject({ detection_threshold: 0.73, theme: 'dark' });
    // A plain read (no key) sees the stored change: the server opened the body before validation.
    const plain = await alice.agent.get('/api/settings');
    expect(plain.body.data).toMatchObject({ detection_threshold: 0.73, theme: 'dark' });
  });

  it('validation still applies to the opened body', async () => {
    const sealed = await sealJsonRequest(a, 'PUT', '/api/settings', { detection_threshold: 7 });
    const response = await alice.agent.put('/api/settings', sealed.body, sealed.headers);
    expect([response.status, response.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('an encrypted multipart extract of a real PDF: the file name and bytes travel sealed', async () => {
    const form = await sealForm(a, '/api/pdf/extract', [CASE], {});
    expect(form.payload.includes('%PDF')).toBe(false);
    expect(form.payload.includes('sak-kari')).toBe(false);
    const response = await alice.agent.request('POST', '/api/pdf/extract', form.payload, form.headers);
    expect(response.status).toBe(200);
    expect(response.raw.body).not.toContain('Kari');
    const answer = await openAnswer(a, form.context, response.body as never);
    expect(answer.data.page_count).toBe(2);
    expect(answer.data.pages[0].words.some((w: { text: string }) => w.text === 'Kari')).toBe(true);
  });

  it('a sealed redaction: the certificate and the file name do not travel in clear beside the PDF (issue 27, item 6)', async () => {
    const found = await alice.agent.upload('/api/batch/search', [CASE], {
      search_terms: '["Kari Nordmann"]',
    });
    const box = found.body.data.file_results[0].results.match_details.pages[0].matches[0].bbox;
    const mappings = JSON.stringify({
      [CASE.name]: {
        pages: [
          { page: 1, sensitive: [{ entity_type: 'SEARCH', original_text: 'Kari Nordmann', bbox: box }] },
        ],
      },
    });
    const form = await sealForm(a, '/api/batch/redact', [CASE], { mappings });
    const response = await alice.agent.request('POST', '/api/batch/redact', form.payload, form.headers);
    expect(response.status).toBe(200);
    const headers = JSON.stringify(response.raw.headers);
    expect(headers).not.toContain('Kari');
    expect(headers).not.toContain('sak-kari');
    expect(response.raw.headers['content-disposition']).toBe('attachment; filename="redacted.pdf"');
    expect(response.raw.headers[SEALED_HEADERS_HEADER]).toBe('x-sladd-verification');
    const sealed = String(response.raw.headers['x-sladd-verification']);
    expect(Buffer.from(sealed, 'base64url').toString('utf8')).not.toContain('Kari');
    const certificate = JSON.parse(
      await openText(a.key, sealed, additionalData('response', form.context, 'x-sladd-verification')),
    );
    expect(certificate.files[0]).toMatchObject({ file: 'sak-kari-redacted.pdf', ok: true });
    expect(certificate.files[0].strings.map((entry: { text: string }) => entry.text)).toContain(
      'Kari Nordmann',
    );
    // The same request in clear keeps its readable certificate and name.
    const plain = await alice.agent.upload('/api/batch/redact', [CASE], { mappings });
    expect(plain.raw.headers['content-disposition']).toBe('attachment; filename="sak-kari-redacted.pdf"');
    expect(Buffer.from(String(plain.raw.headers['x-sladd-verification']), 'base64url').toString()).toContain(
      'Kari',
    );
  });

  it('an error answer to a sealed upload names a file by its place, not its sealed name', async () => {
    const broken = {
      name: 'kari-nordmann-journal.pdf',
      bytes: new TextEncoder().encode('%PDF-1.7 nothing here'),
    };
    const form = await sealForm(a, '/api/batch/search', [broken], { search_terms: '["Kari"]' });
    const response = await alice.agent.request('POST', '/api/batch/search', form.payload, form.headers);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.raw.body).not.toContain('kari-nordmann');
    expect(response.body.error.message).toMatch(/^file 1: /);
    // Sent in clear, the same error names the file.
    const plain = await alice.agent.upload('/api/batch/search', [broken], { search_terms: '["Kari"]' });
    expect(plain.body.error.message).toMatch(/^kari-nordmann-journal\.pdf: /);
  });

  it('an encrypted search: the sealed search_terms are what the server searched for', async () => {
    const form = await sealForm(a, '/api/batch/search', [CASE], {
      search_terms: JSON.stringify(['kari nordmann']),
    });
    expect(form.payload.includes('nordmann')).toBe(false);
    const response = await alice.agent.request('POST', '/api/batch/search', form.payload, form.headers);
    expect(response.status).toBe(200);
    const answer = await openAnswer(a, form.context, response.body as never);
    expect(answer.data.batch_summary.total_matches).toBe(2);
    expect(answer.data.file_results[0].file).toBe(CASE.name);
  });

  it('a sealed settings file imports: its name (.json) travels inside the sealed part', async () => {
    await alice.agent.put('/api/settings', { detection_threshold: 0.31 });
    const exported = await alice.agent.get('/api/settings/export');
    expect(exported.status).toBe(200);
    await alice.agent.put('/api/settings', { detection_threshold: 0.5 });
    const bytes = new TextEncoder().encode(JSON.stringify(exported.body.data));
    const form = await sealForm(
      a,
      '/api/settings/import',
      [{ name: 'mine.json', bytes }],
      {},
      Date.now(),
      'file',
    );
    const response = await alice.agent.request('POST', '/api/settings/import', form.payload, form.headers);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await alice.agent.get('/api/settings')).body.data.detection_threshold).toBe(0.31);
    const notJson = await sealForm(
      a,
      '/api/settings/import',
      [{ name: 'mine.txt', bytes }],
      {},
      Date.now(),
      'file',
    );
    const refused = await alice.agent.request(
      'POST',
      '/api/settings/import',
      notJson.payload,
      notJson.headers,
    );
    expect([refused.status, refused.body.error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('a sealed settings file opens like any sealed upload: a changed byte is 400, past 5 MB is 413', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ settings: {} }));
    const form = await sealForm(
      a,
      '/api/settings/import',
      [{ name: 'mine.json', bytes }],
      {},
      Date.now(),
      'file',
    );
    const at = form.payload.length - 60;
    form.payload[at] = form.payload[at]! ^ 1;
    const tampered = await alice.agent.request('POST', '/api/settings/import', form.payload, form.headers);
    expect([tampered.status, tampered.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
    const big = new Uint8Array(LIMITS.settingsFileBytes + 1).fill(0x20);
    const large = await sealForm(
      a,
      '/api/settings/import',
      [{ name: 'big.json', bytes: big }],
      {},
      Date.now(),
      'file',
    );
    const refused = await alice.agent.request('POST', '/api/settings/import', large.payload, large.headers);
    expect([refused.status, refused.body.error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('a tampered ciphertext is refused with 400 ENCRYPTION_INVALID', async () => {
    const sealed = await sealJsonRequest(a, 'PUT', '/api/settings', { theme: 'light' });
    const text = sealed.body.encrypted_data;
    const flipped = text.slice(0, 20) + (text[20] === 'A' ? 'B' : 'A') + text.slice(21);
    const response = await alice.agent.put('/api/settings', { encrypted_data: flipped }, sealed.headers);
    expect([response.status, response.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
    expect(response.body.error.message).toMatch(/could not be read/);
    // A tampered file part too.
    const form = await sealForm(a, '/api/pdf/extract', [CASE], {});
    const at = form.payload.length - 200;
    form.payload[at] = form.payload[at]! ^ 1;
    const upload = await alice.agent.request('POST', '/api/pdf/extract', form.payload, form.headers);
    expect([upload.status, upload.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
    // A sealed file cut short (its tag lost): refused, never read as a shorter PDF.
    const whole = await sealForm(a, '/api/pdf/extract', [CASE], {});
    const end = whole.payload.lastIndexOf('\r\n--');
    const cut = Buffer.concat([whole.payload.subarray(0, end - 20), whole.payload.subarray(end)]);
    const short = await alice.agent.request('POST', '/api/pdf/extract', cut, whole.headers);
    expect([short.status, short.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
  });

  it('a body sealed for one route cannot be sent to another, nor a plain field mixed in', async () => {
    const sealed = await sealJsonRequest(a, 'PUT', '/api/settings', { pattern_text: 'x' });
    const moved = await alice.agent.post('/api/settings/patterns', sealed.body, sealed.headers);
    expect([moved.status, moved.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
    const plainWithKey = await alice.agent.put(
      '/api/settings',
      { theme: 'light' },
      sealHeaders(a, Date.now()),
    );
    expect([plainWithKey.status, plainWithKey.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
    const { payload, headers } = await sealForm(a, '/api/batch/search', [CASE], {});
    const plainField = Buffer.concat([
      Buffer.from(
        `--${headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="search_terms"\r\n\r\n["Kari"]\r\n`,
      ),
      payload,
    ]);
    const mixed = await alice.agent.request('POST', '/api/batch/search', plainField, headers);
    expect([mixed.status, mixed.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
  });

  it('a body replayed from another session is refused with 400', async () => {
    const sealed = await sealJsonRequest(a, 'PUT', '/api/settings', { theme: 'dark' });
    // Bob's session with Alice's ticket and body: the ticket is bound to Alice's session.
    const withTicket = await bob.agent.put('/api/settings', sealed.body, sealed.headers);
    expect([withTicket.status, withTicket.body.error.code]).toEqual([400, 'ENCRYPTION_KEY_STALE']);
    // Bob's own ticket with Alice's body: Bob's key does not open it.
    const withOwnTicket = await bob.agent.put(
      '/api/settings',
      sealed.body,
      sealHeaders(b, sealed.context.sealedAt),
    );
    expect([withOwnTicket.status, withOwnTicket.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
  });

  it('a forged, expired-session or old request is refused with 400', async () => {
    const sealed = await sealJsonRequest(a, 'PUT', '/api/settings', { theme: 'dark' });
    const forged = await alice.agent.put('/api/settings', sealed.body, {
      ...sealed.headers,
      [BODY_KEY_HEADER]: `v1.${'A'.repeat(40)}`,
    });
    expect([forged.status, forged.body.error.code]).toEqual([400, 'ENCRYPTION_KEY_STALE']);
    const old = await sealJsonRequest(a, 'PUT', '/api/settings', { theme: 'dark' }, Date.now() - 6 * 60_000);
    const replay = await alice.agent.put('/api/settings', old.body, old.headers);
    expect([replay.status, replay.body.error.code]).toEqual([400, 'ENCRYPTION_INVALID']);
    expect(replay.body.error.message).toMatch(/replay/);
    // After signing out and in again, the old ticket belongs to a session that is gone.
    const carol = await signUpAndLogIn(t);
    const c = await agreeKey(carol.agent);
    await carol.agent.post('/api/auth/logout');
    await carol.agent.post('/api/auth/login', { identifier: carol.email, password: 'Sladd-Test1' });
    const stale = await sealJsonRequest(c, 'PUT', '/api/settings', { theme: 'dark' });
    const afterLogin = await carol.agent.put('/api/settings', stale.body, stale.headers);
    expect([afterLogin.status, afterLogin.body.error.code]).toEqual([400, 'ENCRYPTION_KEY_STALE']);
  });

  it('the encrypted detection stream decrypts to the same events as the plain stream', async () => {
    const plain = await alice.agent.upload('/api/batch/multi_detect?stream=true', [CASE], FAST_DETECT_FORM);
    expect(plain.status).toBe(200);
    const form = await sealForm(a, '/api/batch/multi_detect', [CASE], FAST_DETECT_FORM);
    const sealed = await alice.agent.request(
      'POST',
      '/api/batch/multi_detect?stream=true',
      form.payload,
      form.headers,
    );
    expect(sealed.status).toBe(200);
    expect(sealed.raw.headers[SEALED_RESPONSE_HEADER]).toBe('1');
    expect(sealed.raw.body).not.toContain('Kari');
    const raw = parseEventStream(sealed.raw.body);
    const opened: StreamEvent[] = [];
    for (const [index, event] of raw.entries()) {
      expect(Object.keys(event.data)).toEqual(['encrypted_data']);
      const aad = additionalData('event', form.context, `${event.event}\n${index}`);
      opened.push({
        event: event.event,
        data: JSON.parse(await openText(a.key, event.data.encrypted_data, aad)),
      });
    }
    const plainEvents = parseEventStream(plain.raw.body).filter((e) => e.event !== 'heartbeat');
    const openedEvents = opened.filter((e) => e.event !== 'heartbeat');
    expect(openedEvents.map((e) => e.event)).toEqual(plainEvents.map((e) => e.event));
    expect(eventsByFile(openedEvents)).toEqual(eventsByFile(plainEvents));
    expect(JSON.stringify(openedEvents)).toContain('Kari');
  });

  it('plain calls of a signed-in session keep working beside encrypted ones', async () => {
    const plain = await alice.agent.put('/api/settings', { theme: 'system' });
    expect(plain.status).toBe(200);
    expect(plain.body.data.theme).toBe('system');
    expect(plain.raw.headers[SEALED_RESPONSE_HEADER]).toBeUndefined();
  });
});
