import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../test/agent.ts';
import { PASSWORD, signUpAndLogIn, type SignedIn } from '../../test/accounts.ts';
import { linkFromMail } from '../../test/mail-text.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

describe.each(testDialects())('password reset links on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  /** Asks for a reset and returns the token of the link that arrives (a new one each time). */
  async function requestLink(email: string): Promise<string> {
    const seen = new Set(t.smtp.messages.map((m) => m.body));
    expect((await createAgent(t.app).post('/api/auth/forgot-password', { email })).status).toBe(200);
    const mail = await t.smtp.waitForMail(
      email,
      (m) => m.body.includes('/reset-password') && !seen.has(m.body),
    );
    return linkFromMail(mail, '/reset-password').token;
  }
  const reset = (token: string, password = 'Nytt-Passord2') =>
    createAgent(t.app).post('/api/auth/reset-password', {
      token,
      new_password: password,
      confirm_password: password,
    });

  it('a newer link revokes the older one', async () => {
    const user = await signUpAndLogIn(t);
    const older = await requestLink(user.email);
    const newer = await requestLink(user.email);
    const stale = await reset(older);
    expect([stale.status, stale.body.error.code]).toEqual([400, 'TOKEN_INVALID']);
    expect((await reset(newer)).status).toBe(200);
  });

  it('a password change revokes every outstanding link', async () => {
    const user = await signUpAndLogIn(t);
    const token = await requestLink(user.email);
    const changed = await user.agent.post('/api/users/me/change-password', {
      current_password: PASSWORD,
      new_password: 'Endret-Pass3',
      confirm_password: 'Endret-Pass3',
    });
    expect(changed.status).toBe(200);
    expect((await reset(token)).body.error.code).toBe('TOKEN_INVALID');
    expect(
      (await createAgent(t.app).post('/api/auth/login', { identifier: user.email, password: 'Endret-Pass3' }))
        .status,
    ).toBe(200);
  });

  it('a reset revokes every outstanding link and ends every session, the current browser too', async () => {
    const user: SignedIn = await signUpAndLogIn(t);
    const token = await requestLink(user.email);
    // A link from another request that raced the first one must not survive the reset either.
    await t.db.kysely
      .insertInto('email_tokens')
      .values({
        token_hash: 'f'.repeat(64),
        user_id: user.userId,
        email: user.email,
        purpose: 'reset',
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        used_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await reset(token)).status).toBe(200);
    expect((await user.agent.get('/api/users/me')).status).toBe(401);
    const left = await t.db.kysely
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('user_id', '=', user.userId)
      .where('purpose', '=', 'reset')
      .execute();
    expect(left).toEqual([]);
  });

  it('stores only a hash of the token: the database holds nothing a link could be rebuilt from', async () => {
    const user = await signUpAndLogIn(t);
    const token = await requestLink(user.email);
    const tokens = await t.db.kysely
      .selectFrom('email_tokens')
      .selectAll()
      .where('user_id', '=', user.userId)
      .execute();
    const verifications = await t.db.kysely.selectFrom('verifications').selectAll().execute();
    expect(JSON.stringify([tokens, verifications])).not.toContain(token);
    expect(tokens.filter((row) => row.purpose === 'reset')).toHaveLength(1);
  });

  it('a deleted account leaves no reset link behind', async () => {
    const user = await signUpAndLogIn(t);
    await requestLink(user.email);
    expect((await user.agent.delete('/api/users/me', { password: PASSWORD, confirm: 'DELETE' })).status).toBe(
      200,
    );
    const tokens = await t.db.kysely
      .selectFrom('email_tokens')
      .select('token_hash')
      .where('user_id', '=', user.userId)
      .execute();
    const verifications = await t.db.kysely
      .selectFrom('verifications')
      .select('id')
      .where('value', '=', user.userId)
      .execute();
    expect([tokens, verifications]).toEqual([[], []]);
  });
});
