import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeProblems } from './support/axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { newSignedInPage, openTab } from './support/workspace-page.ts';
import { apiCall, signUp } from './support/workspace-server.ts';
import { addUsage } from './support/billing-data.ts';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeCasePages, popplerText, writePdfs } from './support/workspace-pdfs.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';

// Spec 3 §2 in Chromium against the built app with the built-in test checkout (BILLING=local):
// pricing → test checkout → Welcome to Premium → detection unlocked → the manage page.
const SALES = 'salg@example.no';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { BILLING: 'local', CONTACT_EMAIL: SALES } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const signedIn = () =>
  newSignedInPage(browser, server, {
    viewport: { width: 1280, height: 900 },
    theme: 'light',
    timeout: 20_000,
  });

async function visitorPage(
  theme: 'light' | 'dark' = 'light',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', value);
  }, theme);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

const path = (page: Page) => new URL(page.url()).pathname;

/** With E2E_SHOTS set to a folder, keeps a screenshot of the screen (to look at). */
async function shoot(page: Page, name: string) {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`), fullPage: true });
}

/** The same screen in Norwegian (a second tab of the same session), for a screenshot. */
async function shootNorwegian(context: BrowserContext, url: string, name: string, testId: string) {
  if (!process.env.E2E_SHOTS) return;
  const norwegian = await browser.newContext({
    storageState: await context.storageState(),
    locale: 'nb-NO',
    viewport: { width: 1280, height: 900 },
  });
  await norwegian.addInitScript(() => localStorage.setItem('language', 'no'));
  const page = await norwegian.newPage();
  await page.goto(url);
  await page.getByTestId(testId).waitFor();
  await shoot(page, name);
  await norwegian.close();
}

describe('subscriptions in the browser', () => {
  it('a free user buys Pro on the test checkout, is welcomed, detection unlocks, and the manage page shows the plan', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${server.baseUrl}/pricing`);
    const pro = page.getByTestId('plan-pro_monthly');
    await pro.getByText('Most popular').waitFor();
    expect(await pro.textContent()).toMatch(/NOK\s799per month/);
    expect(await page.getByTestId('plan-free').textContent()).toContain('Free');
    await page.getByText('Yearly', { exact: true }).click();
    await page.getByTestId('plan-pro_yearly').getByText('Most popular').waitFor();
    await page.getByText('Monthly', { exact: true }).click();
    await pro.getByRole('link', { name: 'Choose Pro' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/subscription/local-checkout/'));
    const notice = page.getByTestId('test-payment-notice');
    expect(await notice.textContent()).toContain('TEST PAYMENT');
    expect(await notice.textContent()).toContain('no money moves');
    expect(await page.getByTestId('checkout-plan').textContent()).toBe('Pro');
    expect(await page.getByTestId('checkout-price').textContent()).toMatch(/NOK\s799\.00/);
    expect(await page.locator('main input').count()).toBe(0);
    const problems = await axeProblems(page, 'local checkout');

    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.waitForURL((url) => url.pathname === '/playground');
    const celebration = page.getByTestId('celebration');
    await celebration.getByText('Welcome to Premium').waitFor();
    await celebration.click();
    await celebration.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).search).toBe('');

    await openTab(page, 'detection');
    await page.getByTestId('detect-button').waitFor();
    expect(await page.getByTestId('locked-feature').count()).toBe(0);

    await page.goto(`${server.baseUrl}/subscription/manage`);
    expect(await page.getByTestId('plan-name').textContent()).toBe('Pro');
    expect(await page.getByTestId('status-badge').textContent()).toBe('Active');
    expect(await page.getByTestId('plan-price').textContent()).toMatch(/NOK\s799\.00\s*per month/);
    const gauge = page.getByTestId('usage-gauge');
    expect(await gauge.getAttribute('role')).toBe('img');
    expect(await gauge.getAttribute('aria-label')).toBe('Pages used this period: 0 of 5,000 (0 %)');
    expect(await gauge.getAttribute('data-tone')).toBe('success');
    problems.push(...(await axeProblems(page, 'manage')));

    // Cancel: a confirm dialog, then the plan runs to the period end and no payment is due.
    await page.getByTestId('billing-details-toggle').click();
    await page.getByText('Next payment').waitFor();
    expect(await page.getByText(/^NOK\s799\.00 on /).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the subscription?' });
    await dialog.waitFor();
    problems.push(...(await axeProblems(page, 'cancel dialog')));
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByTestId('ending-notice').waitFor();
    await page.getByText(/^None: the plan ends on /).waitFor();
    // The dialog closes with a short animation; its button is gone after it, and so is the page's.
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    expect(await page.getByTestId('status-badge').textContent()).toBe('Active');
    const autoRenew = page.getByRole('switch', { name: 'Renew automatically' });
    expect(await autoRenew.isChecked()).toBe(false);

    // Auto-renew back on: the plan renews again, and it can be canceled again.
    await autoRenew.click({ force: true });
    await page.getByText('Auto-renewal turned on').waitFor();
    await page.getByTestId('ending-notice').waitFor({ state: 'detached' });
    await expect.poll(() => autoRenew.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Cancel subscription' }).waitFor();

    // API keys: created in the browser, shown once (masked), and a script redacts with it by curl.
    await page.getByRole('tab', { name: 'API keys' }).click();
    await page.getByText('You have no API keys yet.').waitFor();
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const create = page.getByRole('dialog', { name: 'New API key' });
    await create.getByLabel('Name', { exact: true }).fill('x');
    await create.getByRole('button', { name: 'Create API key' }).click();
    await create.getByText('3 to 50 letters, digits, spaces, hyphens or underscores').first().waitFor();
    await create.getByLabel('Name', { exact: true }).fill('Archive script');
    await create.getByRole('button', { name: 'Create API key' }).click();
    const created = page.getByRole('dialog', { name: 'Your new API key' });
    const shown = created.getByTestId('created-api-key');
    expect(await shown.textContent()).toBe('•'.repeat(64));
    problems.push(...(await axeProblems(page, 'api key created')));
    await created.getByRole('button', { name: 'Show key' }).click();
    const key = (await shown.textContent()) ?? '';
    expect(key).toMatch(/^sladd_[\w-]{43}$/);
    await created.getByRole('button', { name: 'Done' }).click();
    const card = page.getByTestId('api-key-card');
    await card.getByText('Archive script').waitFor();
    await card.getByText(/Never used/).waitFor();

    const { dir, paths } = writePdfs({
      'case.pdf': makeTextPdf(makeCasePages(1, 'Kari Nordmann', '415 55 123')),
    });
    const curl = (args: string[]) =>
      execFileSync('curl', ['-sS', '--fail-with-body', ...args], { cwd: dir, encoding: 'utf8' });
    const detected = JSON.parse(
      curl([
        `${server.baseUrl}/api/batch/multi_detect`,
        '-H',
        `x-api-key: ${key}`,
        '-F',
        'use_fast=true',
        '-F',
        'requested_entities=["ALL_FAST"]',
        '-F',
        'files=@case.pdf',
      ]),
    );
    const mapping = detected.data.file_results[0].results.redaction_mapping;
    // From a file, as docs/API.md does: curl reads ';' in an inline -F value as its own syntax.
    writeFileSync(`${dir}/mappings.json`, JSON.stringify({ 'case.pdf': mapping }));
    expect(JSON.stringify(mapping)).toContain('Kari Nordmann');
    curl([
      `${server.baseUrl}/api/batch/redact`,
      '-H',
      `Authorization: Bearer ${key}`,
      '-F',
      'mappings=<mappings.json',
      '-F',
      'files=@case.pdf',
      '-o',
      'case-redacted.pdf',
    ]);
    expect(popplerText(paths[0]!)).toContain('Kari Nordmann');
    expect(popplerText(`${dir}/case-redacted.pdf`)).not.toContain('Kari Nordmann');

    await page.reload();
    await card.getByText(/last used/).waitFor();
    await card.getByRole('button', { name: 'Delete the key Archive script' }).click();
    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('You have no API keys yet.').waitFor();
    const refused = execFileSync(
      'curl',
      ['-sS', `${server.baseUrl}/api/documents`, '-H', `x-api-key: ${key}`],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(refused).error.code).toBe('API_KEY_INVALID');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('leaving the test checkout returns to pricing with the notice once, and the address is cleaned', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${server.baseUrl}/subscription/checkout?plan=basic_yearly`);
    await page.waitForURL((url) => url.pathname.startsWith('/subscription/local-checkout/'));
    const checkoutUrl = page.url();
    expect(await page.getByTestId('checkout-plan').textContent()).toBe('Basic');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByText('Checkout was canceled').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');

    await page.goto(checkoutUrl);
    await page.getByText('This checkout was canceled.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay (test)' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to pricing' }).waitFor();

    await page.goto(`${server.baseUrl}/subscription/local-checkout/00000000-0000-4000-8000-000000000000`);
    await page.getByText('This checkout does not exist.').waitFor();

    await page.goto(`${server.baseUrl}/subscription/checkout`);
    await page.getByTestId('checkout-error').getByText('No plan specified').waitFor();
    await page.waitForURL((url) => url.pathname === '/pricing', { timeout: 6000 });

    // A free user has no subscription: the manage page offers the plans.
    await page.goto(`${server.baseUrl}/subscription/manage`);
    await page.getByTestId('no-subscription').getByRole('link', { name: 'View Plans' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await context.close();
  });

  it('a visitor reaches the contact form from the enterprise card, and sales receive the message', async () => {
    const { context, page } = await visitorPage();
    await page.goto(`${server.baseUrl}/pricing`);
    expect(
      await page
        .getByTestId('plan-pro_monthly')
        .getByRole('link', { name: 'Choose Pro' })
        .getAttribute('href'),
    ).toBe('/signup?plan=pro_monthly');
    await page.getByRole('link', { name: 'Contact sales' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name must be 2 to 100 characters').waitFor();
    await page.getByText('Message must be 10 to 2000 characters').waitFor();
    const problems = await axeProblems(page, 'contact with errors');

    await page.getByLabel(/^Name/).fill('Kari Nordmann');
    await page.getByLabel(/^E-mail/).fill('kari@example.no');
    await page.getByLabel(/^Organisation/).fill('Nordmann AS');
    await page.getByLabel(/^Subject/).fill('Sladd for 40 caseworkers');
    await page
      .getByLabel(/^Message/)
      .fill('We would like an offer for the whole office, with single sign-on.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('contact-sent').waitFor();
    const mail = await server.smtp.waitForMail(SALES, 'Sladd for 40 caseworkers');
    expect(mail.body).toContain('kari@example.no');
    expect(path(page)).toBe('/contact');
    await context.close();
    expect(problems).toEqual([]);
  });

  it('has no serious accessibility problems on /pricing, /contact and the manage page in light and dark', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const { context, page } = await visitorPage(theme);
      for (const target of ['/pricing', '/contact']) {
        await page.goto(`${server.baseUrl}${target}`, { waitUntil: 'networkidle' });
        await page.locator('main h1').waitFor();
        problems.push(...(await axeProblems(page, `${target} ${theme}`)));
      }
      await context.close();
    }
    const { context, page } = await newSignedInPage(browser, server, {
      viewport: { width: 390, height: 844 },
    });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(`${server.baseUrl}/subscription/manage`);
    await page.getByTestId('no-subscription').waitFor();
    problems.push(...(await axeProblems(page, 'manage (none) dark phone')));
    await context.close();
    expect(problems).toEqual([]);
  });

  it('warns when the pages run low, cannot be dismissed when critical, and leads to the advisor', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const { email } = await signUp(server, context, { isPremium: false });
    const checkout = await apiCall(context, server.baseUrl, 'POST', '/subscription/checkout', {
      plan_code: 'basic_monthly',
    });
    const sessionId = (checkout.body?.data as { session_id: string }).session_id;
    await apiCall(context, server.baseUrl, 'POST', `/subscription/checkout/${sessionId}/complete`);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);

    // 1 page of 1 000 is 0.1 %: the banner shows, quietly, and can be dismissed.
    addUsage(server.dataDir, email, 1, 10);
    await page.goto(`${server.baseUrl}/subscription/manage`);
    const alert = page.getByTestId('usage-alert');
    await alert.waitFor();
    expect(await alert.getAttribute('data-urgency')).toBe('none');
    await alert.getByRole('button', { name: 'Dismiss the usage notice' }).click();
    await alert.waitFor({ state: 'detached' });

    // 960 of 1 000 pages: critical, red gauge, no dismiss; upgrade and renew lead to the advisor.
    addUsage(server.dataDir, email, 960, 10);
    await page.reload();
    await alert.waitFor();
    expect(await alert.getAttribute('data-urgency')).toBe('critical');
    expect(await alert.getByRole('button', { name: 'Dismiss the usage notice' }).count()).toBe(0);
    expect(await page.getByTestId('usage-gauge').getAttribute('data-tone')).toBe('error');
    expect(await page.getByTestId('usage-gauge').getAttribute('aria-label')).toBe(
      'Pages used this period: 960 of 1,000 (96 %)',
    );
    const problems = await axeProblems(page, 'manage with alert');
    expect(await alert.getByRole('link', { name: 'Renew now' }).getAttribute('href')).toBe(
      '/pricing?renew=true&plan=basic_monthly',
    );
    await alert.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL((url) => url.search === '?upgrade=true&current=basic_monthly');
    const advisor = page.getByTestId('advisor');
    await advisor.waitFor();
    // At most 3 monthly and 2 yearly or enterprise cards.
    const monthly = await advisor.locator('[data-testid$=_monthly]').count();
    const others =
      (await advisor.locator('[data-testid$=_yearly]').count()) +
      (await advisor.getByTestId('plan-enterprise').count());
    expect(monthly).toBeGreaterThan(0);
    expect(monthly).toBeLessThanOrEqual(3);
    expect(others).toBeLessThanOrEqual(2);
    problems.push(...(await axeProblems(page, 'pricing upgrade mode')));
    await page.goto(`${server.baseUrl}/pricing?renew=true&plan=basic_monthly`);
    await advisor.getByText('Renew Basic now').waitFor();
    await context.close();
    expect(problems).toEqual([]);
  });

  it('a Basic user near the limit upgrades to Pro: the test checkout shows the prorated amount, and the pages stay counted in the same period; a downgrade is scheduled (decision 0054)', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const { email } = await signUp(server, context, { isPremium: false });
    const bought = await apiCall(context, server.baseUrl, 'POST', '/subscription/checkout', {
      plan_code: 'basic_monthly',
    });
    const basicSession = (bought.body?.data as { session_id: string }).session_id;
    await apiCall(context, server.baseUrl, 'POST', `/subscription/checkout/${basicSession}/complete`);
    // Ten days into a 30-day period with 975 of 1 000 pages used.
    addUsage(server.dataDir, email, 975, 10);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.baseUrl}/subscription/manage`);
    const gauge = page.getByTestId('usage-gauge');
    await expect.poll(() => gauge.getAttribute('aria-label')).toMatch(/975 of 1,000/);
    const periodEnd = await page.evaluate(async () => {
      const response = await fetch('/api/subscription/current');
      return ((await response.json()) as { data: { current_period_end: string } }).data.current_period_end;
    });

    await page.goto(`${server.baseUrl}/subscription/checkout?plan=pro_monthly`);
    await page.waitForURL((url) => url.pathname.startsWith('/subscription/local-checkout/'));
    const change = page.getByTestId('plan-change');
    await change.waitFor();
    expect(await change.getAttribute('data-kind')).toBe('upgrade');
    // (799 − 299) × 20/30 of the period left.
    expect(await page.getByTestId('amount-due-now').textContent()).toMatch(/^NOK\s333\.3\d$/);
    expect(await page.getByTestId('plan-change-terms').textContent()).toMatch(
      /^NOK\s333\.3\d now for the rest of this period, then NOK\s799\.00 per month from \d{1,2} \w+ \d{4}\.$/,
    );
    const problems = await axeProblems(page, 'upgrade checkout');
    await shoot(page, 'checkout-upgrade-en');
    await shootNorwegian(context, page.url(), 'checkout-upgrade-no', 'plan-change');

    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription/manage');
    expect(await page.getByTestId('plan-name').textContent()).toBe('Pro');
    await expect
      .poll(() => gauge.getAttribute('aria-label'))
      .toMatch(/^Pages used this period: 975 of 5,000/);
    const after = await page.evaluate(async () => {
      const response = await fetch('/api/subscription/current');
      return ((await response.json()) as { data: { current_period_end: string } }).data.current_period_end;
    });
    expect(after).toBe(periodEnd);

    // Back to Basic: nothing to pay now, the change waits for the period end, Pro stays until then.
    await page.goto(`${server.baseUrl}/subscription/checkout?plan=basic_monthly`);
    await page.waitForURL((url) => url.pathname.startsWith('/subscription/local-checkout/'));
    await change.waitFor();
    expect(await change.getAttribute('data-kind')).toBe('downgrade');
    expect(await page.getByTestId('amount-due-now').textContent()).toMatch(/^NOK\s0\.00$/);
    await shoot(page, 'checkout-downgrade-en');
    await page.getByRole('button', { name: 'Confirm change (test)' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription/manage');
    const scheduled = page.getByTestId('scheduled-change');
    await scheduled.getByText(/^Changes to Basic on \d{1,2} \w+ \d{4}$/).waitFor();
    expect(await page.getByTestId('plan-name').textContent()).toBe('Pro');
    expect(await gauge.getAttribute('aria-label')).toMatch(/975 of 5,000/);
    problems.push(...(await axeProblems(page, 'manage with a scheduled change')));
    await shoot(page, 'manage-scheduled-en');
    await shootNorwegian(context, page.url(), 'manage-scheduled-no', 'scheduled-change');

    // Keep Pro: the scheduled change is gone.
    await scheduled.getByRole('button', { name: 'Keep Pro' }).click();
    await scheduled.waitFor({ state: 'detached' });
    await context.close();
    expect(problems).toEqual([]);
  });

  it('a plan chosen before logging in leads to its checkout after the login', async () => {
    const setup = await browser.newContext();
    const { email } = await signUp(server, setup, { isPremium: false });
    await setup.close();
    const { context, page } = await visitorPage();
    await page.goto(`${server.baseUrl}/login?plan=business_monthly`);
    await page.getByLabel('E-mail or username').fill(email);
    await page.getByLabel(/^Password/).fill('Sladd#Arbeid1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/subscription/local-checkout/'));
    expect(await page.getByTestId('checkout-plan').textContent()).toBe('Business');
    await context.close();
  });
});

describe('subscriptions with billing turned off (self-hosting)', () => {
  let offServer: RunningServer;
  beforeAll(async () => {
    offServer = await startServer({ env: { BILLING: 'off' } });
  });
  afterAll(async () => offServer?.stop());

  it('says on /pricing and /subscription/manage that no plan is needed', async () => {
    const { context, page } = await visitorPage();
    await page.goto(`${offServer.baseUrl}/pricing`);
    await page.getByTestId('billing-off').getByText('No plan needed on this server').waitFor();
    expect(await page.getByTestId('plan-pro_monthly').count()).toBe(0);
    await context.close();

    const signed = await newSignedInPage(browser, offServer, { viewport: { width: 1280, height: 900 } });
    await signed.page.goto(`${offServer.baseUrl}/subscription/manage`);
    await signed.page.getByTestId('billing-off').waitFor();
    expect(await signed.page.getByTestId('no-subscription').count()).toBe(0);
    await signed.context.close();
  });
});
