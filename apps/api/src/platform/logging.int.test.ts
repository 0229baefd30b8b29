import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed.ts';
import { createAgent } from '../test/agent.ts';
import { makeCasePdf } from '../test/pdfs.ts';
import { linkFromMail } from '../test/mail-text.ts';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.ts';

const lines: string[] = [];
const dir = mkdtempSync(join(tmpdir(), 'sladd-log-'));
let db: Db;
let smtp: SmtpCapture;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const config = loadConfig({ DATA_DIR: dir, SMTP_URL: smtp.url, LOG_LEVEL: 'trace', AUTH_SECRET: 'x'.repeat(40), WEB_DIST_DIR: join(dir, 'none') });
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
  rmSync(dir, { recursive: true, force: true });
});

it('never logs passwords, tokens, e-mail addresses from query strings or document text, even at trace level', async () => {
  const agent = createAgent(app);
  const email = 'privat.person@example.no';
  const password = 'Hemmelig-Passord1';
  await agent.get(`/api/users/check/email?email=${encodeURIComponent(email)}`);
  await agent.post('/api/auth/register', { username: 'privat', email, password, confirm_password: password, department_id: 1 });
  const { token } = linkFromMail(await smtp.waitForMail(email), '/verify-email');
  await agent.post('/api/auth/verify-email', { token });
  await agent.post('/api/auth/login', { identifier: email, password });
  await agent.upload('/api/batch/search', [{ name: 'sak.pdf', bytes: makeCasePdf(1) }], { search_terms: '["Kari Nordmann"]' });
  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(10);
  for (const secret of [password, token, email, 'Kari Nordmann', agent.jar.get('csrf_token')!, agent.jar.get('sladd.session_token')!]) {
    expect(log, 'a secret reached the log').not.toContain(secret);
  }
});
