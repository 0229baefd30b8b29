import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@sladd/contract';
import { createAgent } from '../../test/agent.ts';
import { PASSWORD, signUpAndLogIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

describe.each(testDialects())('the signed-in user on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('needs a session for /users/me', async () => {
    const response = await createAgent(t.app).get('/api/users/me');
    expect([response.status, response.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
  });

  describe('profile', () => {
    it('saves username and e-mail together; a new e-mail waits for verification', async () => {
      const user = await signUpAndLogIn(t);
      const email = `new.${user.email}`;
      const response = await user.agent.put('/api/users/me', {
        username: `${user.username}x`,
        email,
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.email_changed).toBe(true);
      expect(response.body.data.user).toMatchObject({
        username: `${user.username}x`,
        email: user.email,
        pending_email: email,
        email_verified: true,
      });
      await t.smtp.waitForMail(email, (m) => m.body.includes('/verify-email'));
    });

    it("refuses another user's username or e-mail", async () => {
      const a = await signUpAndLogIn(t);
      const b = await signUpAndLogIn(t);
      const name = await a.agent.put('/api/users/me', { username: b.username, email: a.email });
      expect([name.status, name.body.error.code]).toEqual([409, 'USERNAME_TAKEN']);
      const mail = await a.agent.put('/api/users/me', {
        username: a.username,
        email: b.email,
        password: PASSWORD,
      });
      expect(mail.body.error.code).toBe('EMAIL_TAKEN');
      const invalid = await a.agent.put('/api/users/me', { username: 'x', email: a.email });
      expect(invalid.body.error.message).toBe(MESSAGES.usernameTooShort);
    });
  });

  describe('password change', () => {
    it('validates every field and refuses a new password equal to the current one', async () => {
      const { agent } = await signUpAndLogIn(t);
      const same = await agent.post('/api/users/me/change-password', {
        current_password: PASSWORD,
        new_password: PASSWORD,
        confirm_password: PASSWORD,
      });
      expect(same.body.error.message).toBe(MESSAGES.newPasswordSame);
      const missing = await agent.post('/api/users/me/change-password', {
        current_password: '',
        new_password: 'Nytt-Pass1',
        confirm_password: 'Nytt-Pass1',
      });
      expect(missing.body.error.message).toBe(MESSAGES.currentPasswordRequired);
      const mismatch = await agent.post('/api/users/me/change-password', {
        current_password: PASSWORD,
        new_password: 'Nytt-Pass1',
        confirm_password: 'Nytt-Pass2',
      });
      expect(mismatch.body.error.message).toBe(MESSAGES.passwordsDoNotMatch);
      const wrong = await agent.post('/api/users/me/change-password', {
        current_password: 'Wrong-pass1',
        new_password: 'Nytt-Pass1',
        confirm_password: 'Nytt-Pass1',
      });
      expect([wrong.status, wrong.body.error.code]).toEqual([400, 'WRONG_PASSWORD']);
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const user = await signUpAndLogIn(t);
      const other = createAgent(t.app);
      await other.post('/api/auth/login', { identifier: user.email, password: PASSWORD });
      const changed = await user.agent.post('/api/users/me/change-password', {
        current_password: PASSWORD,
        new_password: 'Nytt-Pass1',
        confirm_password: 'Nytt-Pass1',
      });
      expect(changed.status).toBe(200);
      expect((await user.agent.get('/api/users/me')).status).toBe(200);
      expect((await other.get('/api/users/me')).status).toBe(401);
      const relogin = await createAgent(t.app).post('/api/auth/login', {
        identifier: user.email,
        password: 'Nytt-Pass1',
      });
      expect(relogin.status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('lists both sessions with the current one marked, and revokes the other', async () => {
      const user = await signUpAndLogIn(t);
      const laptop = createAgent(t.app, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' });
      await laptop.post('/api/auth/login', { identifier: user.username, password: PASSWORD });
      const list = await user.agent.get('/api/users/me/sessions');
      expect(list.body.data).toHaveLength(2);
      const other = list.body.data.find((s: { is_current: boolean }) => !s.is_current);
      expect(other.user_agent).toContain('Chrome');
      const revoked = await user.agent.delete('/api/users/me/sessions', { session_id: other.session_id });
      expect(revoked.body.data.was_current).toBe(false);
      expect((await laptop.get('/api/users/me')).status).toBe(401);
      expect((await user.agent.get('/api/users/me/sessions')).body.data).toHaveLength(1);
    });

    it("neither shows nor revokes another user's sessions", async () => {
      const a = await signUpAndLogIn(t);
      const b = await signUpAndLogIn(t);
      const bSessions = (await b.agent.get('/api/users/me/sessions')).body.data;
      const aSessions = (await a.agent.get('/api/users/me/sessions')).body.data;
      expect(aSessions.map((s: { session_id: string }) => s.session_id)).not.toContain(
        bSessions[0].session_id,
      );
      const attempt = await a.agent.delete('/api/users/me/sessions', { session_id: bSessions[0].session_id });
      expect([attempt.status, attempt.body.error.code]).toEqual([404, 'NOT_FOUND']);
      expect((await b.agent.get('/api/users/me')).status).toBe(200);
    });

    it('revoking the current session signs this browser out', async () => {
      const { agent } = await signUpAndLogIn(t);
      const [current] = (await agent.get('/api/users/me/sessions')).body.data;
      const response = await agent.delete('/api/users/me/sessions', { session_id: current.session_id });
      expect(response.body.data.was_current).toBe(true);
      expect((await agent.get('/api/users/me')).status).toBe(401);
    });
  });

  describe('departments', () => {
    it('lists only active departments, in the asked language, and shows one by id', async () => {
      const agent = createAgent(t.app);
      const english = await agent.get('/api/departments', { 'accept-language': 'en-GB,en;q=0.9' });
      expect(english.body.data.length).toBeGreaterThanOrEqual(8);
      expect(english.body.data.every((d: { is_active: boolean }) => d.is_active)).toBe(true);
      expect(english.body.data.map((d: { code: string }) => d.code)).not.toContain('archive_legacy');
      expect(english.body.data.find((d: { code: string }) => d.code === 'health').name).toBe(
        'Health and care',
      );
      const norwegian = await agent.get('/api/departments/2');
      expect(norwegian.body.data.name).toBe('Helse og omsorg');
      expect((await agent.get('/api/departments/999')).status).toBe(404);
    });

    it("swaps predefined entities on a department change and keeps the user's own", async () => {
      const user = await signUpAndLogIn(t, { departmentId: 2 });
      const entities = async () =>
        t.db.kysely
          .selectFrom('model_entities')
          .select(['entity_text', 'is_predefined'])
          .where('user_id', '=', user.userId)
          .execute();
      const before = await entities();
      expect(before.map((e) => e.entity_text)).toEqual(
        expect.arrayContaining(['HEALTH_A', 'PERSON_F', 'NO_FODSELSNUMMER_F']),
      );
      await t.db.kysely
        .insertInto('model_entities')
        .values({
          id: crypto.randomUUID(),
          user_id: user.userId,
          method_id: 1,
          entity_text: 'CRYPTO_F',
          is_predefined: 0,
          created_at: new Date().toISOString(),
        })
        .execute();
      const unchanged = await user.agent.patch('/api/users/me/department', { department_id: 2 });
      expect(unchanged.body.error.code).toBe('DEPARTMENT_UNCHANGED');
      const inactive = await user.agent.patch('/api/users/me/department', { department_id: 9 });
      expect(inactive.body.error.code).toBe('DEPARTMENT_INACTIVE');
      const moved = await user.agent.patch('/api/users/me/department', { department_id: 6 });
      expect(moved.body.data.user.department_id).toBe(6);
      const after = await entities();
      const texts = after.map((e) => e.entity_text);
      expect(texts).not.toContain('HEALTH_A');
      expect(texts).toEqual(
        expect.arrayContaining(['NO_BANK_ACCOUNT_F', 'IBAN_CODE_F', 'FINANCIAL_INFO_A', 'CRYPTO_F']),
      );
      expect(Boolean(after.find((e) => e.entity_text === 'CRYPTO_F')?.is_predefined)).toBe(false);
    });
  });

  describe('account deletion', () => {
    it('needs the password and the exact word DELETE, then removes the user and their data', async () => {
      const user = await signUpAndLogIn(t);
      const noWord = await user.agent.delete('/api/users/me', { password: PASSWORD, confirm: 'delete' });
      expect(noWord.body.error.message).toBe(MESSAGES.deleteConfirmation);
      const wrong = await user.agent.delete('/api/users/me', { password: 'Wrong-pass1', confirm: 'DELETE' });
      expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
      const deleted = await user.agent.delete('/api/users/me', { password: PASSWORD, confirm: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(deleted.body.data.message).toContain('deletion initiated');
      for (const table of ['users', 'sessions', 'accounts', 'model_entities', 'user_settings'] as const) {
        const column = table === 'users' ? 'id' : 'user_id';
        const rows = await t.db.kysely
          .selectFrom(table)
          .selectAll()
          .where(column, '=', user.userId)
          .execute();
        expect(rows, table).toHaveLength(0);
      }
      const login = await createAgent(t.app).post('/api/auth/login', {
        identifier: user.email,
        password: PASSWORD,
      });
      expect(login.status).toBe(401);
    });
  });

  it('marks the tutorial as finished', async () => {
    const { agent } = await signUpAndLogIn(t);
    expect((await agent.post('/api/users/me/tutorial/finish')).status).toBe(200);
    expect((await agent.get('/api/users/me')).body.data.tutorial_finished).toBe(true);
  });
});
