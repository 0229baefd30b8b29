import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createAgent } from '../../test/agent.ts';
import { signUpAndLogIn, uniqueIdentity, PASSWORD } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

/** An SMTP server that greets and then never answers: any request waiting for mail hangs. */
function startSilentSmtp() {
  const sockets = new Set<Socket>();
  const connected: (() => void)[] = [];
  let hungUp = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => (hungUp += 1));
    // Greets, then never answers EHLO: a sender waits for its socket timeout (10 minutes by default).
    socket.write('220 silent.test ESMTP\r\n');
    connected.splice(0).forEach((wake) => wake());
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`smtp://127.0.0.1:${(server.address() as { port: number }).port}`),
        ),
      ),
    connections: () => sockets.size,
    /** Connections that have ended (a mailer that gave up waiting for the greeting hangs up). */
    ended: () => hungUp,
    nextConnection: () => new Promise<void>((resolve) => connected.push(resolve)),
    /** Hangs up on everyone (the mailer sees a failure and retries). */
    hangUp: () => sockets.forEach((socket) => socket.destroy()),
    close: () =>
      new Promise<void>(
        (resolve) => (sockets.forEach((socket) => socket.destroy()), server.close(() => resolve())),
      ),
  };
}

describe.each(testDialects())('account enumeration on %s', (dialect) => {
  let t: TestApp;
  let silent: ReturnType<typeof startSilentSmtp>;
  let stalled: FastifyInstance;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    silent = startSilentSmtp();
    const smtpUrl = await silent.listen();
    // A second app on the same database whose SMTP never answers.
    stalled = await buildApp({
      config: { ...t.config, logLevel: 'warn', mail: { ...t.config.mail, smtpUrl } },
      db: t.db,
      pool: t.pool,
      logStream: new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) }),
    });
  });
  afterAll(async () => {
    await silent.close();
    await stalled.close();
    await t.close();
  });

  const without = (body: unknown, email: string) => JSON.stringify(body).replaceAll(email, '<address>');

  it('resend-verification answers the same for a verified, an unverified and an unknown address', async () => {
    const verified = await signUpAndLogIn(t);
    const unverified = uniqueIdentity();
    await createAgent(t.app).post('/api/auth/register', {
      ...unverified,
      password: PASSWORD,
      confirm_password: PASSWORD,
      department_id: 1,
    });
    const unknown = uniqueIdentity().email;
    const answers = [];
    for (const email of [verified.email, unverified.email, unknown]) {
      const response = await createAgent(t.app).post('/api/auth/resend-verification', { email });
      answers.push([response.status, without(response.body.data, email)]);
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(JSON.parse(answers[0]![1] as string).already_verified).toBe(false);
    // Only the owner's mailbox learns the address was already verified.
    await t.smtp.waitForMail(verified.email, (m) => m.subject.includes('allerede bekreftet'));
  });

  it('forgot-password answers at once, the same for a real and an unknown address, before any mail is sent', async () => {
    const real = await signUpAndLogIn(t);
    const unknown = uniqueIdentity().email;
    const connection = silent.nextConnection();
    const forReal = await createAgent(stalled).post('/api/auth/forgot-password', { email: real.email });
    const forUnknown = await createAgent(stalled).post('/api/auth/forgot-password', { email: unknown });
    expect([forReal.status, without(forReal.body, real.email)]).toEqual([
      forUnknown.status,
      without(forUnknown.body, unknown),
    ]);
    expect(forReal.status).toBe(200);
    // Both answers came while the mail for the real account was still on its way: a request that
    // waited for SMTP would still be waiting (the server never answers EHLO).
    expect(silent.ended()).toBe(0);
    await connection;
    expect(silent.connections()).toBe(1);
  });

  it('a failed delivery is logged without the address and retried', async () => {
    const retried = silent.nextConnection();
    silent.hangUp();
    await retried;
    const failures = logs.filter((line) => line.includes('mail job failed'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.join('\n')).toContain('password-reset');
    expect(logs.join('\n')).not.toMatch(/@example\.no/);
  });
});
