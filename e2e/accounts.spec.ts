import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { findLink } from '../apps/api/src/test/mail-text.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { apiCall } from './support/workspace-server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser context in English with a given user agent, so sessions can be told apart. */
async function newEnglishContext(userAgent?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    userAgent,
  });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  return context;
}

/** A field's accessible name, allowing for Mantine's required asterisk. */
function field(name: string): RegExp {
  return new RegExp(`^${name}\\s*\\*?$`);
}

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('E-mail or username').fill(identifier);
  await page.getByLabel(field('Password')).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

async function openSettingsFromMenu(page: Page): Promise<void> {
  // The playground is the workspace's own screen; the settings page carries the app header.
  await page.goto(`${server.baseUrl}/settings`);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await waitForPath(page, '/user/settings');
}

describe('accounts golden path', () => {
  it('signs up, verifies, changes password, manages sessions, resets the password and deletes the account', async () => {
    const stamp = Date.now().toString(36);
    const username = `kari.${stamp}`;
    const email = `kari.${stamp}@example.no`;
    const firstPassword = 'Første#Passord1';
    const secondPassword = 'Andre#Passord2';
    const thirdPassword = 'Tredje#Passord3';

    const context = await newEnglishContext();
    const page = await context.newPage();

    // Sign-up, step 1: live availability for both fields gates the Next button.
    await page.goto(`${server.baseUrl}/signup`);
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mail').fill(email);
    await page.getByText('The username is available').waitFor();
    await page.getByText('The e-mail address can be used').waitFor();
    await next.click();

    // Step 2: a searchable list of departments.
    await page.getByLabel('Search departments').fill('health');
    await page.getByRole('radio', { name: /Health and care/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: password with a live checklist; Back keeps what was typed.
    const create = page.getByRole('button', { name: 'Create account' });
    await page.getByLabel(field('Password')).fill('short');
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel(field('Password')).fill(firstPassword);
    await page.getByLabel('Confirm password').fill(firstPassword);
    await create.click();
    await page.waitForURL(/\/login\?verifyEmail=true/);
    await page.getByText('Check your e-mail').waitFor();

    // Logging in before verifying is an info, not an error.
    await logIn(page, username, firstPassword);
    await page.getByText('Your e-mail address is not verified yet').waitFor();

    // The verification mail's link verifies and counts down to /login.
    const verifyMail = await server.smtp.waitForMail(email, '/verify-email?token=');
    await page.goto(findLink(verifyMail.body, '/verify-email'));
    await page.getByText('Your e-mail address is verified').waitFor();
    await waitForPath(page, '/login');

    await logIn(page, username, firstPassword);
    await waitForPath(page, '/playground');

    // A new person is shown the guided tour; Escape ends it, and the server remembers.
    await page.getByTestId('tutorial-card').waitFor();
    const finished = page.waitForResponse((r) => r.url().endsWith('/api/users/me/tutorial/finish'));
    await page.keyboard.press('Escape');
    expect((await finished).status()).toBe(200);
    await page.getByTestId('tutorial-overlay').waitFor({ state: 'detached' });

    // Change the password in Settings → Account (which must also pass axe, WCAG 2 A/AA).
    await openSettingsFromMenu(page);
    await page.getByTestId('session-list').waitFor();
    const axe = await new AxeBuilder({ page })
      .include('[role=tabpanel]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.flatMap((v) =>
        v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
      ),
    ).toEqual([]);
    await page.getByLabel('Current password').fill(firstPassword);
    await page.getByLabel(field('New password')).fill(secondPassword);
    await page.getByLabel('Confirm new password').fill(secondPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated').waitFor();

    // A second device logs in with the new password.
    const otherContext = await newEnglishContext(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    const otherPage = await otherContext.newPage();
    await logIn(otherPage, email, secondPassword);
    await waitForPath(otherPage, '/playground');

    // Two sessions; revoke the other one.
    await page.reload();
    const rows = page.getByTestId('session-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    const otherRow = rows.filter({ hasNotText: 'This device' });
    await otherRow.getByText('Safari on iOS').waitFor();
    await otherRow.getByRole('button', { name: /Log out/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.getByText('The session has been logged out').waitFor();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);

    // The revoked device is sent to /login on its next visit to a private page.
    await otherPage.goto(`${server.baseUrl}/user/settings`);
    await waitForPath(otherPage, '/login');
    await otherContext.close();

    // Log out from the user menu.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/login');

    // Forgot password → mailed link → new password.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    const mailsBefore = server.smtp.messages.length;
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('The link expires in 15 minutes.').waitFor();
    await page.getByText(email).waitFor();
    const resetMail = await server.smtp.waitForMail(email, '/reset-password?token=', mailsBefore);
    await page.goto(findLink(resetMail.body, '/reset-password'));
    await page.getByLabel(field('New password')).fill(thirdPassword);
    await page.getByLabel('Confirm new password').fill(thirdPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.getByRole('link', { name: 'Go to log in' }).click();

    // The old password no longer works; the new one does.
    await logIn(page, username, secondPassword);
    await page.getByText('Wrong e-mail, username or password.').waitFor();
    // A private page opened while signed out comes back after logging in.
    await page.goto(`${server.baseUrl}/settings?tab=account`);
    await waitForPath(page, '/login');
    await page.getByLabel('E-mail or username').fill(username);
    await page.getByLabel(field('Password')).fill(thirdPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/settings');

    // Delete the account: the button waits for the password and the exact word DELETE.
    const deleteButton = page.getByRole('button', { name: 'Delete my account' });
    await page.getByLabel('Your password').fill(thirdPassword);
    await page.getByLabel(/to confirm/).fill('delete');
    expect(await deleteButton.isDisabled()).toBe(true);
    await page.getByLabel(/to confirm/).fill('DELETE');
    await deleteButton.click();
    await page.getByText('Account deletion initiated').waitFor();
    await waitForPath(page, '/login');
    // Said again on the login page, after the reload that drops the notice.
    await page.getByRole('status').getByText('Account deletion initiated').waitFor();

    // The account is gone.
    await logIn(page, username, thirdPassword);
    await page.getByText('Wrong e-mail, username or password.').waitFor();
    await context.close();
  });

  it('changes the e-mail address and verifies the new one while signed in', async () => {
    const stamp = Date.now().toString(36);
    const username = `ola.${stamp}`;
    const email = `ola.${stamp}@example.no`;
    const newEmail = `ola.ny.${stamp}@example.no`;
    const password = 'Ola#Passord1';
    const context = await newEnglishContext();
    const page = await context.newPage();

    // Account created and verified through the API; this test is about the profile card.
    const registered = await context.request.post(`${server.baseUrl}/api/auth/register`, {
      data: { username, email, password, confirm_password: password, department_id: 1, language: 'en' },
    });
    expect(registered.ok()).toBe(true);
    const welcome = await server.smtp.waitForMail(email, '/verify-email?token=');
    const token = new URL(findLink(welcome.body, '/verify-email')).searchParams.get('token');
    expect(
      (await context.request.post(`${server.baseUrl}/api/auth/verify-email`, { data: { token } })).ok(),
    ).toBe(true);

    await logIn(page, username, password);
    await waitForPath(page, '/playground');
    // This person has taken the guided tour (e2e/tutorial.spec.ts is about the tour).
    expect((await apiCall(context, server.baseUrl, 'POST', '/users/me/tutorial/finish')).status).toBe(200);
    await page.goto(`${server.baseUrl}/user/settings`);
    const profile = page.locator('section[aria-labelledby=profile-title]');
    await profile.getByText('Verified').waitFor();
    await profile.getByLabel(field('E-mail')).fill(newEmail);
    const mailsBefore = server.smtp.messages.length;
    // A new address needs the current password: without it, nothing is sent.
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('Enter your current password to change your e-mail address.').waitFor();
    await profile.getByLabel(field('Current password')).fill(password);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile updated', { exact: true }).waitFor();
    // The server's words name the pending address; once dismissed, the card still shows it.
    await profile.getByRole('status').filter({ hasText: newEmail }).first().waitFor();
    await profile.getByRole('button', { name: 'Close' }).click();
    await profile.getByTestId('pending-email').filter({ hasText: newEmail }).waitFor();

    // The old address is told, with an undo link.
    const notice = await server.smtp.waitForMail(email, '/undo-email-change?token=', mailsBefore);
    expect(notice.body).toContain(newEmail);

    // The link in the mail to the new address works while signed in and leads back to settings.
    const mail = await server.smtp.waitForMail(newEmail, '/verify-email?token=', mailsBefore);
    await page.goto(findLink(mail.body, '/verify-email'));
    await page.getByText('Your e-mail address is verified').waitFor();
    // The page leads there by itself after its countdown; the link goes there at once.
    expect(await page.getByRole('link', { name: 'Go to your settings now' }).getAttribute('href')).toBe(
      '/user/settings',
    );
    await waitForPath(page, '/user/settings');
    await profile.getByText('Verified').waitFor();
    expect(await profile.getByLabel(field('E-mail')).inputValue()).toBe(newEmail);

    // The undo link from the old address's mail restores it and signs every session out.
    await page.goto(findLink(notice.body, '/undo-email-change'));
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await page.getByText(`You log in with ${email} again`, { exact: false }).waitFor();
    await context.close();
  });
});
