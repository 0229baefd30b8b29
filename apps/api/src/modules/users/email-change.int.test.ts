import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../test/agent.ts';
import { PASSWORD, signUpAndLogIn } from '../../test/accounts.ts';
import { linkFromMail } from '../../test/mail-text.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

describe.each(testDialects())('changing the e-mail address on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const login = (identifier: string, password = PASSWORD) =>
    createAgent(t.app).post('/api/auth/login', { identifier, password });

  it('needs the current password: a session alone cannot move the account, and nothing changes', async () => {
    const user = await signUpAndLogIn(t);
    const attacker = `thief.${user.email}`;
    const without = await user.agent.put('/api/users/me', { username: user.username, email: attacker });
    expect([without.status, without.body.error.code]).toEqual([400, 'WRONG_PASSWORD']);
    expect(without.body.error.message).toMatch(/current password/);
    const wrong = await user.agent.put('/api/users/me', {
      username: user.username,
      email: attacker,
      password: 'Wrong-pass1',
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'WRONG_PASSWORD']);
    const me = (await user.agent.get('/api/users/me')).body.data;
    expect([me.email, me.pending_email]).toEqual([user.email, null]);
    expect(t.smtp.messages.some((m) => m.to.includes(attacker))).toBe(false);
  });

  it('keeps the old address as the login until the new one is verified; a reset at the new address does nothing', async () => {
    const user = await signUpAndLogIn(t);
    const next = `next.${user.email}`;
    const changed = await user.agent.put('/api/users/me', {
      username: user.username,
      email: next,
      password: PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.user).toMatchObject({
      email: user.email,
      pending_email: next,
      email_verified: true,
    });
    expect(changed.body.data.message).toContain(next);
    await t.smtp.waitForMail(next, (m) => m.body.includes('/verify-email'));
    expect((await login(next)).status).toBe(401);
    expect((await login(user.email)).status).toBe(200);

    await createAgent(t.app).post('/api/auth/forgot-password', { email: next });
    await t.app.mailQueue.idle();
    expect(t.smtp.messages.some((m) => m.to.includes(next) && m.body.includes('/reset-password'))).toBe(
      false,
    );
  });

  it('tells the old address, whose undo link restores it and ends every session, even after the new one was verified', async () => {
    const user = await signUpAndLogIn(t);
    const next = `taken.${user.email}`;
    await user.agent.put('/api/users/me', { username: user.username, email: next, password: PASSWORD });
    const notice = await t.smtp.waitForMail(user.email, (m) => m.body.includes('/undo-email-change'));
    expect(notice.body).toContain(next);
    const undo = linkFromMail(notice, '/undo-email-change').token;
    const verify = linkFromMail(
      await t.smtp.waitForMail(next, (m) => m.body.includes('/verify-email')),
      '/verify-email',
    ).token;

    expect((await createAgent(t.app).post('/api/auth/verify-email', { token: verify })).status).toBe(200);
    expect((await login(next)).status).toBe(200);
    expect((await login(user.email)).status).toBe(401);

    const undone = await createAgent(t.app).post('/api/auth/undo-email-change', { token: undo });
    expect([undone.status, undone.body.data.email]).toEqual([200, user.email]);
    expect((await user.agent.get('/api/users/me')).status).toBe(401);
    expect((await login(next)).status).toBe(401);
    const back = await login(user.email);
    expect([back.status, back.body.data.user.pending_email]).toEqual([200, null]);
    const again = await createAgent(t.app).post('/api/auth/undo-email-change', { token: undo });
    expect([again.status, again.body.error.code]).toEqual([400, 'TOKEN_INVALID']);
  });

  it('an undo before verification cancels the pending address: its verification link dies', async () => {
    const user = await signUpAndLogIn(t);
    const next = `pending.${user.email}`;
    await user.agent.put('/api/users/me', { username: user.username, email: next, password: PASSWORD });
    const undo = linkFromMail(
      await t.smtp.waitForMail(user.email, (m) => m.body.includes('/undo-email-change')),
      '/undo-email-change',
    );
    const verify = linkFromMail(
      await t.smtp.waitForMail(next, (m) => m.body.includes('/verify-email')),
      '/verify-email',
    );
    expect((await createAgent(t.app).post('/api/auth/undo-email-change', { token: undo.token })).status).toBe(
      200,
    );
    const late = await createAgent(t.app).post('/api/auth/verify-email', { token: verify.token });
    expect([late.status, late.body.error.code]).toEqual([400, 'TOKEN_INVALID']);
    expect((await login(user.email)).body.data.user).toMatchObject({
      email: user.email,
      pending_email: null,
    });
  });
});
