import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { additionalData, createKeyAgreement, packFile, sealBytes } from '@sladd/contract';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { createSubscriptionService } from '../modules/subscription/subscription.service.ts';
import { createAgent } from '../test/agent.ts';
import { entitiesReply, startFakeLlmServer, type FakeLlmServer } from '../test/fake-llm-server.ts';
import { makeCasePdf } from '../test/pdfs.ts';
import { linkFromMail } from '../test/mail-text.ts';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';

const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'sladd-log-'));
let db: Db;
let smtp: SmtpCapture;
let llm: FakeLlmServer;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  llm = await startFakeLlmServer();
  const config = loadConfig({
    DATA_DIR: dir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'trace',
    AUTH_SECRET: 'x'.repeat(40),
    WEB_DIST_DIR: join(dir, 'none'),
    LLM_BASE_URL: llm.url,
    LLM_MODEL: 'llama3.1:8b',
  });
  db = await openDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db);
  const logStream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  app = await buildApp({ config, db, logStream });
});
afterAll(async () => {
  await app.close();
  await db.close();
  await smtp.close();
  await llm.close();
  rmSync(dir, { recursive: true, force: true });
});

it('never logs passwords, tokens, e-mail addresses from query strings or document text, even at trace level', async () => {
  const agent = createAgent(app);
  const email = 'privat.person@example.no';
  const password = 'Hemmelig-Passord1';
  await agent.get(`/api/users/check/email?email=${encodeURIComponent(email)}`);
  await agent.post('/api/auth/register', {
    username: 'privat',
    email,
    password,
    confirm_password: password,
    department_id: 1,
  });
  const { token } = linkFromMail(await smtp.waitForMail(email), '/verify-email');
  await agent.post('/api/auth/verify-email', { token });
  await agent.post('/api/auth/login', { identifier: email, password });
  await agent.upload('/api/batch/search', [{ name: 'sak.pdf', bytes: makeCasePdf(1) }], {
    search_terms: '["Kari Nordmann"]',
  });
  // Advanced detection through the language model: an answer that is read, then one that is not JSON.
  await createSubscriptionService(db.kysely).grantPlan(email, 'pro_monthly');
  llm.enqueue(
    {
      content: entitiesReply([
        { category: 'PERSON_A', quote: 'Kari Nordmann', context: 'gjelder Kari Nordmann' },
      ]),
    },
    { content: '{"entities": [{"category": "PERSON_A", "quote": "Kari Nordmann"' },
  );
  const form = { use_advanced: 'True', requested_entities: '["PERSON_A","HEALTH_A"]' };
  for (let run = 0; run < 2; run++)
    await agent.upload(
      '/api/batch/multi_detect?stream=true',
      [{ name: 'sak.pdf', bytes: makeCasePdf(1) }],
      form,
    );
  expect(llm.requests).toHaveLength(2);
  // A sealed upload (decision 0044): its key ticket is a header the multipart plugin traces.
  const agreement = await createKeyAgreement();
  const answer = (await agent.post('/api/session/key', { public_key: agreement.publicKey })).body.data;
  const key = await agreement.derive(answer);
  const context = { method: 'POST', path: '/api/pdf/extract', keyId: key.keyId, sealedAt: Date.now() };
  const sealed = await sealBytes(
    key,
    packFile('sak.pdf', makeCasePdf(1)),
    additionalData('request', context, 'files'),
  );
  const sealedUpload = await agent.upload(
    '/api/pdf/extract',
    [{ name: 'sealed.bin', bytes: sealed }],
    {},
    {
      headers: { 'x-sladd-key': answer.ticket, 'x-sladd-sealed-at': String(context.sealedAt) },
    },
  );
  expect(sealedUpload.status).toBe(200);
  const log = lines.join('');
  expect(log).toContain('advanced detection finished');
  expect(log).toContain('advanced detection stopped');
  expect(lines.length).toBeGreaterThan(10);
  for (const secret of [
    password,
    token,
    email,
    'Kari Nordmann',
    'Saken gjelder',
    'Storgata',
    agent.jar.get('csrf_token')!,
    agent.jar.get('sladd.session_token')!,
    answer.ticket,
  ]) {
    expect(log, 'a secret reached the log').not.toContain(secret);
  }
});
