import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@sladd/contract';
import { createAgent } from '../../test/agent.ts';
import { PASSWORD, signUpAndLogIn, uniqueIdentity } from '../../test/accounts.ts';
import { linkFromMail } from '../../test/mail-text.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/test-app.ts';

describe.each(testDialects())('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const validBody = () => ({
    ...uniqueIdentity(),
    password: PASSWORD,
    confirm_password: PASSWORD,
    department_id: 2,
  });

  describe('registration validation (spec 1 §5)', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['missing e-mail', { email: '' }, MESSAGES.emailRequired],
      [
        'e-mail of 255 characters',
        { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.no` },
        MESSAGES.emailTooLong,
      ],
      ['e-mail without domain', { email: 'kari@' }, MESSAGES.emailInvalid],
      [
        'e-mail with a 65-character local part',
        { email: `${'a'.repeat(65)}@example.no` },
        MESSAGES.emailInvalid,
      ],
      ['username of 2 characters', { username: 'ab' }, MESSAGES.usernameTooShort],
      ['username of 51 characters', { username: 'a'.repeat(51) }, MESSAGES.usernameTooLong],
      ['username starting with a dot', { username: '.kari' }, MESSAGES.usernameInvalid],
      ['username with a space', { username: 'kari nordmann' }, MESSAGES.usernameInvalid],
      [
        'password of 7 characters',
        { password: 'Aa1!aaa', confirm_password: 'Aa1!aaa' },
        MESSAGES.passwordTooShort,
      ],
      [
        'password of 129 characters',
        { password: `Aa1!${'a'.repeat(125)}`, confirm_password: `Aa1!${'a'.repeat(125)}` },
        MESSAGES.passwordTooLong,
      ],
      [
        'password without uppercase',
        { password: 'sladd-test1', confirm_password: 'sladd-test1' },
        MESSAGES.passwordUppercase,
      ],
      [
        'password without lowercase',
        { password: 'SLADD-TEST1', confirm_password: 'SLADD-TEST1' },
        MESSAGES.passwordLowercase,
      ],
      [
        'password without digit',
        { password: 'Sladd-Test', confirm_password: 'Sladd-Test' },
        MESSAGES.passwordDigit,
      ],
      [
        'password without special character',
        { password: 'SladdTest1', confirm_password: 'SladdTest1' },
        MESSAGES.passwordSpecial,
      ],
      ['confirmation that differs', { confirm_password: 'Sladd-Test2' }, MESSAGES.passwordsDoNotMatch],
      ['no department', { department_id: undefined }, MESSAGES.departmentRequired],
    ];
    it.each(cases)('refuses %s with its message', async (_name, change, message) => {
      const response = await createAgent(t.app).post('/api/auth/register', { ...validBody(), ...change });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.message).toBe(message);
    });

    it('refuses an inactive department and an unknown one', async () => {
      const inactive = await createAgent(t.app).post('/api/auth/register', {
        ...validBody(),
        department_id: 9,
      });
      expect(inactive.status).toBe(400);
      expect(inactive.body.error.code).toBe('DEPARTMENT_INACTIVE');
      const unknown = await createAgent(t.app).post('/api/auth/register', {
        ...validBody(),
        department_id: 999,
      });
      expect(unknown.body.error.message).toBe(MESSAGES.departmentRequired);
    });

    it('refuses a taken username and a taken e-mail, whatever their case', async () => {
      const body = validBody();
      expect((await createAgent(t.app).post('/api/auth/register', body)).status).toBe(201);
      const sameName = await createAgent(t.app).post('/api/auth/register', {
        ...validBody(),
        username: body.username.toUpperCase(),
      });
      expect([sameName.status, sameName.body.error.code]).toEqual([409, 'USERNAME_TAKEN']);
      const sameMail = await createAgent(t.app).post('/api/auth/register', {
        ...validBody(),
        email: body.email.toUpperCase(),
      });
      expect([sameMail.status, sameMail.body.error.code]).toEqual([409, 'EMAIL_TAKEN']);
    });
  });

  it('reports availability of usernames and e-mails', async () => {
    const body = validBody();
    const agent = createAgent(t.app);
    expect((await agent.get(`/api/users/check/username?username=${body.username}`)).body.data.available).toBe(
      true,
    );
    await agent.post('/api/auth/register', body);
    const name = await agent.get(`/api/users/check/username?username=${body.username}`);
    expect(name.body.data).toEqual({ available: false, username: body.username });
    const mail = await agent.get(`/api/users/check/email?email=${body.email}`);
    expect(mail.body.data).toEqual({ available: false, email: body.email });
    const bad = await agent.get('/api/users/check/email?email=nope');
    expect(bad.body.error.message).toBe(MESSAGES.emailInvalid);
  });

  it('limits the availability checks per address: the 31st in a minute is 429 (issue 27, item 9)', async () => {
    const agent = createAgent(t.app, { ip: '10.44.0.1' });
    const limit = t.config.rateLimits.availabilityPerIp.limit;
    for (let i = 0; i < limit; i++) {
      const path =
        i % 2
          ? `/api/users/check/email?email=probe${i}@example.no`
          : `/api/users/check/username?username=probe${i}`;
      expect((await agent.get(path)).status).toBe(200);
    }
    const refused = await agent.get('/api/users/check/email?email=one.more@example.no');
    expect([refused.status, refused.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.raw.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await createAgent(t.app, { ip: '10.44.0.2' }).get('/api/users/check/email?email=a@example.no')).status,
    ).toBe(200);
  });

  describe('verification', () => {
    it('mails a link in the chosen language; an unverified login is EMAIL_NOT_VERIFIED; the link verifies once', async () => {
      const body = { ...validBody(), language: 'en' as const };
      const agent = createAgent(t.app);
      await agent.post('/api/auth/register', body);
      const mail = await t.smtp.waitForMail(body.email);
      expect(mail.subject).toBe('Confirm your e-mail address for Sladd');
      const early = await agent.post('/api/auth/login', { identifier: body.username, password: PASSWORD });
      expect([early.status, early.body.error.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
      expect(early.body.error.message.toLowerCase()).toContain('verify your email');
      const { token } = linkFromMail(mail, '/verify-email');
      const first = await agent.post('/api/auth/verify-email', { token });
      expect(first.body.data.already_verified).toBe(false);
      const again = await agent.post('/api/auth/verify-email', { token });
      expect([again.status, again.body.data.already_verified]).toEqual([200, true]);
      const login = await agent.post('/api/auth/login', { identifier: body.username, password: PASSWORD });
      expect(login.status).toBe(200);
    });

    it('sends Norwegian mail by default', async () => {
      const body = validBody();
      await createAgent(t.app).post('/api/auth/register', body);
      expect((await t.smtp.waitForMail(body.email)).subject).toBe('Bekreft e-postadressen din for Sladd');
    });

    it('gives an expired link its own error and a bad token the spec message', async () => {
      const body = validBody();
      await createAgent(t.app).post('/api/auth/register', body);
      const { token } = linkFromMail(await t.smtp.waitForMail(body.email), '/verify-email');
      await t.db.kysely
        .updateTable('email_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const expired = await createAgent(t.app).post('/api/auth/verify-email', { token });
      expect([expired.status, expired.body.error.code]).toEqual([400, 'TOKEN_EXPIRED']);
      expect(expired.body.error.message).toContain('expired');
      const malformed = await createAgent(t.app).post('/api/auth/verify-email', { token: 'short' });
      expect(malformed.body.error.message).toBe(MESSAGES.tokenInvalid);
      const unknown = await createAgent(t.app).post('/api/auth/verify-email', { token: 'x'.repeat(43) });
      expect(unknown.body.error.code).toBe('TOKEN_INVALID');
    });

    it('resends a new link that replaces the old one; afterwards only the mailbox learns it is already verified', async () => {
      const body = validBody();
      await createAgent(t.app).post('/api/auth/register', body);
      const old = linkFromMail(await t.smtp.waitForMail(body.email), '/verify-email').token;
      const resent = await createAgent(t.app).post('/api/auth/resend-verification', { email: body.email });
      expect(resent.body.data.already_verified).toBe(false);
      const fresh = linkFromMail(
        await t.smtp.waitForMail(body.email, (m) => !m.body.includes(old)),
        '/verify-email',
      ).token;
      expect((await createAgent(t.app).post('/api/auth/verify-email', { token: old })).body.error.code).toBe(
        'TOKEN_INVALID',
      );
      expect((await createAgent(t.app).post('/api/auth/verify-email', { token: fresh })).status).toBe(200);
      const after = await createAgent(t.app).post('/api/auth/resend-verification', { email: body.email });
      expect(after.body.data.already_verified).toBe(false);
      await t.smtp.waitForMail(body.email, (m) => m.subject.includes('allerede bekreftet'));
      const missing = await createAgent(t.app).post('/api/auth/resend-verification', { email: '' });
      expect(missing.body.error.message).toBe(MESSAGES.emailRequired);
    });
  });

  describe('login', () => {
    it('accepts the e-mail or the username in any case, sets the session and csrf cookies', async () => {
      const user = await signUpAndLogIn(t);
      expect(user.agent.jar.get('csrf_token')).toBeTruthy();
      const byName = createAgent(t.app);
      const response = await byName.post('/api/auth/login', {
        identifier: user.username.toUpperCase(),
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
      expect((await byName.get('/api/users/me')).body.data.username).toBe(user.username);
    });

    it('refuses a wrong password and an unknown account with the same answer', async () => {
      const user = await signUpAndLogIn(t);
      const wrong = await createAgent(t.app).post('/api/auth/login', {
        identifier: user.email,
        password: 'Wrong-pass1',
      });
      const unknown = await createAgent(t.app).post('/api/auth/login', {
        identifier: 'nobody@example.no',
        password: PASSWORD,
      });
      expect([wrong.status, wrong.body.error.code]).toEqual([401, 'INVALID_CREDENTIALS']);
      expect(unknown.body.error).toEqual(wrong.body.error);
      const empty = await createAgent(t.app).post('/api/auth/login', { identifier: '', password: '' });
      expect(empty.body.error.message).toBe(MESSAGES.identifierRequired);
    });

    it('logs out: the session ends and the csrf cookie is cleared', async () => {
      const { agent } = await signUpAndLogIn(t);
      expect((await agent.post('/api/auth/logout')).status).toBe(200);
      expect(agent.jar.has('csrf_token')).toBe(false);
      expect((await agent.get('/api/users/me')).status).toBe(401);
    });

    it('refresh extends the session and rotates the csrf token; without a session it is 401', async () => {
      const { agent } = await signUpAndLogIn(t);
      const before = agent.jar.get('csrf_token');
      const refreshed = await agent.post('/api/auth/refresh');
      expect(refreshed.status).toBe(200);
      expect(agent.jar.get('csrf_token')).not.toBe(before);
      const anonymous = await createAgent(t.app).post('/api/auth/refresh');
      expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing call without the header, or with a wrong one, and changes nothing', async () => {
      const { agent } = await signUpAndLogIn(t);
      const missing = await agent.request(
        'POST',
        '/api/users/me/tutorial/finish',
        {},
        { 'x-csrf-token': '' },
      );
      expect([missing.status, missing.body.error.code]).toEqual([403, 'CSRF_INVALID']);
      const wrong = await agent.request(
        'POST',
        '/api/users/me/tutorial/finish',
        {},
        { 'x-csrf-token': 'forged' },
      );
      expect(wrong.status).toBe(403);
      expect((await agent.get('/api/users/me')).body.data.tutorial_finished).toBe(false);
      expect((await agent.post('/api/users/me/tutorial/finish')).status).toBe(200);
      expect((await agent.get('/api/users/me')).body.data.tutorial_finished).toBe(true);
    });
  });

  describe('password reset', () => {
    it('answers the same for unknown and known addresses and mails only the real account', async () => {
      const user = await signUpAndLogIn(t);
      const known = await createAgent(t.app).post('/api/auth/forgot-password', { email: user.email });
      const unknown = await createAgent(t.app).post('/api/auth/forgot-password', {
        email: 'ghost@example.no',
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body.data.message.replace('ghost@example.no', 'X')).toBe(
        known.body.data.message.replace(user.email, 'X'),
      );
      await t.smtp.waitForMail(user.email, (m) => m.body.includes('/reset-password'));
      expect(t.smtp.messages.some((m) => m.to.includes('ghost@example.no'))).toBe(false);
    });

    it('resets once with the mailed link; the link cannot be reused; other sessions end', async () => {
      const user = await signUpAndLogIn(t);
      await createAgent(t.app).post('/api/auth/forgot-password', { email: user.email });
      const mail = await t.smtp.waitForMail(user.email, (m) => m.body.includes('/reset-password'));
      expect(mail.body).toContain('15');
      const { token } = linkFromMail(mail, '/reset-password');
      const body = { token, new_password: 'Nytt-Passord2', confirm_password: 'Nytt-Passord2' };
      expect((await createAgent(t.app).post('/api/auth/reset-password', body)).status).toBe(200);
      const reuse = await createAgent(t.app).post('/api/auth/reset-password', body);
      expect([reuse.status, reuse.body.error.code]).toEqual([400, 'TOKEN_INVALID']);
      expect((await user.agent.get('/api/users/me')).status).toBe(401);
      const old = await createAgent(t.app).post('/api/auth/login', {
        identifier: user.email,
        password: PASSWORD,
      });
      expect(old.status).toBe(401);
      const fresh = await createAgent(t.app).post('/api/auth/login', {
        identifier: user.email,
        password: 'Nytt-Passord2',
      });
      expect(fresh.status).toBe(200);
    });

    it('refuses an expired link with TOKEN_EXPIRED and a weak new password with its message', async () => {
      const user = await signUpAndLogIn(t);
      await createAgent(t.app).post('/api/auth/forgot-password', { email: user.email });
      const { token } = linkFromMail(
        await t.smtp.waitForMail(user.email, (m) => m.body.includes('/reset-password')),
        '/reset-password',
      );
      const weak = await createAgent(t.app).post('/api/auth/reset-password', {
        token,
        new_password: 'weak',
        confirm_password: 'weak',
      });
      expect(weak.body.error.message).toBe(MESSAGES.passwordTooShort);
      const past = new Date(Date.now() - 60_000);
      await t.db.kysely
        .updateTable('email_tokens')
        .set({ expires_at: past.toISOString() })
        .where('purpose', '=', 'reset')
        .execute();
      const expired = await createAgent(t.app).post('/api/auth/reset-password', {
        token,
        new_password: 'Nytt-Passord2',
        confirm_password: 'Nytt-Passord2',
      });
      expect([expired.status, expired.body.error.code]).toEqual([400, 'TOKEN_EXPIRED']);
    });
  });
});

describe.each(testDialects())('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, (config) => ({
      ...config,
      rateLimits: {
        ...config.rateLimits,
        loginPerAccount: { limit: 3, windowMs: 60_000 },
        loginPerIp: { limit: 5, windowMs: 60_000 },
        resetPerAccount: { limit: 2, windowMs: 60_000 },
        registerPerIp: { limit: 2, windowMs: 60_000 },
      },
    }));
  });
  afterAll(async () => t.close());

  it('answers 429 with a clear message after too many failed logins at one account from one address, even with the right password', async () => {
    const user = await signUpAndLogIn(t, { ip: '10.1.0.1' });
    const agent = createAgent(t.app, { ip: '10.1.0.2' });
    for (let i = 0; i < 3; i++)
      await agent.post('/api/auth/login', { identifier: user.email, password: 'Wrong-pass1' });
    const limited = await agent.post('/api/auth/login', { identifier: user.email, password: PASSWORD });
    expect([limited.status, limited.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(limited.body.error.message).toMatch(/Too many attempts/);
  });

  it('limits logins per IP across accounts, registration per IP and reset per account', async () => {
    const agent = createAgent(t.app, { ip: '10.2.0.1' });
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await agent.post('/api/auth/login', { identifier: `u${i}@example.no`, password: 'x' })).status,
      );
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);

    const registrar = createAgent(t.app, { ip: '10.3.0.1' });
    const body = () => ({
      ...uniqueIdentity(),
      password: PASSWORD,
      confirm_password: PASSWORD,
      department_id: 1,
    });
    expect((await registrar.post('/api/auth/register', body())).status).toBe(201);
    expect((await registrar.post('/api/auth/register', body())).status).toBe(201);
    expect((await registrar.post('/api/auth/register', body())).status).toBe(429);

    const resetter = createAgent(t.app, { ip: '10.4.0.1' });
    for (let i = 0; i < 2; i++)
      expect((await resetter.post('/api/auth/forgot-password', { email: 'x@example.no' })).status).toBe(200);
    expect((await resetter.post('/api/auth/forgot-password', { email: 'x@example.no' })).status).toBe(429);
  });
});
