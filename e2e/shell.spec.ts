import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshContext(locale = 'nb-NO'): Promise<BrowserContext> {
  context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  return context;
}

describe('application shell', () => {
  it('speaks Norwegian to a Norwegian browser and remembers a switch to English', async () => {
    const page = await (await freshContext('nb-NO')).newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Logg inn' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nb');
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('keeps the chosen theme after a reload', async () => {
    const page = await (await freshContext()).newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: /^Tema/ }).click();
    await page.getByRole('menuitem', { name: 'Mørkt' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Logg inn' }).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await context.close();
  });

  it('sends an anonymous visitor of a private page to /login and shows the footer buttons elsewhere', async () => {
    const page = await (await freshContext()).newPage();
    await page.goto(`${server.baseUrl}/user/settings?tab=account`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Logg inn' }).waitFor();
    // The login page hides the footer's own log-in and sign-up buttons.
    expect(await page.locator('footer').getByRole('link', { name: 'Registrer deg' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/forgot-password`);
    await page.locator('footer').getByRole('link', { name: 'Registrer deg' }).waitFor();
    await context.close();
  });

  it('shows a 404 page with a way home', async () => {
    const page = await (await freshContext()).newPage();
    await page.goto(`${server.baseUrl}/finnes/ikke`);
    await page.getByRole('heading', { name: 'Fant ikke siden' }).waitFor();
    await page.getByRole('link', { name: 'Gå til forsiden' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Logg inn' }).waitFor();
    await context.close();
  });

  it('shows the offline badge while the network is gone', async () => {
    const page = await (await freshContext()).newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Logg inn' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Frakoblet' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Frakoblet' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('redirects a reset link without a token to /forgot-password with an error notice', async () => {
    const page = await (await freshContext()).newPage();
    await page.goto(`${server.baseUrl}/reset-password`);
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByText('Lenken for å tilbakestille passordet mangler eller er ugyldig').waitFor();
    await context.close();
  });
});
