import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.ts';
import { freePort } from './support/free-port.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signUp } from './support/workspace-server.ts';

// The auth check of spec 1 §2 against a real server behind a proxy that can make the API answer
// 503, drop connections or hang: within the 10 s limit the page must say what is wrong and offer a
// retry, keep public pages usable, and never pretend a person on a private page is signed out.

/** A screenshot into SHOTS_DIR when set (to look at the screens), else nothing. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

let server: RunningServer;
let proxy: FaultProxy;
let browser: Browser;

beforeAll(async () => {
  const proxyPort = await freePort();
  // The browser talks to the proxy only, so the server's own origin is the proxy's.
  server = await startServer({ env: { PUBLIC_URL: `http://127.0.0.1:${proxyPort}` } });
  proxy = await startFaultProxy(server.baseUrl, proxyPort);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await server?.stop();
});

async function englishContext(theme?: 'dark'): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 860 } });
  await context.addInitScript((dark) => {
    localStorage.setItem('language', 'en');
    if (dark) localStorage.setItem('theme', 'dark');
  }, theme === 'dark');
  return context;
}

async function signedInContext(theme?: 'dark'): Promise<BrowserContext> {
  const context = await englishContext(theme);
  await signUp({ ...server, baseUrl: proxy.baseUrl }, context, { isPremium: false });
  return context;
}

/** Seconds from the first auth-check request until the auth-check problem is on screen. */
async function secondsUntilProblem(page: Page, path: string): Promise<number> {
  let started = 0;
  const onRequest = (request: { url: () => string }) => {
    // The check's first call: the session key (body encryption, decision 0044) or the check itself.
    if (!started && /\/api\/(users\/me|session\/key)$/.test(request.url())) started = Date.now();
  };
  page.on('request', onRequest);
  await page.goto(`${proxy.baseUrl}${path}`);
  await page.getByText('Sladd cannot check your sign-in').waitFor({ timeout: 15_000 });
  page.off('request', onRequest);
  return (Date.now() - started) / 1000;
}

describe('auth check limit', () => {
  it('says the server is unavailable on a private page, keeps the person on it and recovers on retry', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    proxy.resetRequests();
    proxy.setMode('unavailable');
    const seconds = await secondsUntilProblem(page, '/playground');
    console.log(`auth check: 503 reported after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(11);
    await page.getByText('The Sladd server is unavailable right now (HTTP 503).', { exact: false }).waitFor();
    await page.getByText('You have not been signed out', { exact: false }).waitFor();
    // Not sent to /login as if signed out, and no workspace pretending to work.
    expect(new URL(page.url()).pathname).toBe('/playground');
    expect(await page.getByTestId('uploader-replace-panel').count()).toBe(0);
    // The retries of the first check all reached the proxy: the page did give up on a real 503.
    // Three tries (the first and two retries), then nothing more behind the person's back: the
    // header and page mounting after the failure do not start the check again.
    await page.waitForTimeout(1500);
    expect(proxy.apiRequests().filter((path) => path === '/api/users/me')).toHaveLength(3);
    expect(await page.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
    await shot(page, 'auth-check-unavailable-light');

    // Retry while still down: the reason stays, the page stays.
    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.click();
    await expect.poll(() => retry.isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.getByText('HTTP 503', { exact: false }).waitFor();

    proxy.setMode('pass');
    await retry.click();
    await page.getByTestId('uploader-replace-panel').waitFor();
    expect(await page.getByText('Sladd cannot check your sign-in').count()).toBe(0);
    await context.close();
  });

  it('aborts a hanging check at 10 s, says the server took too long, and retries', async () => {
    const context = await signedInContext('dark');
    const page = await context.newPage();
    proxy.setMode('hang');
    const seconds = await secondsUntilProblem(page, '/playground');
    console.log(`auth check: hanging request reported after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeGreaterThan(9.5);
    expect(seconds).toBeLessThan(11.5);
    await page.getByText('The Sladd server did not answer within 10 seconds.').waitFor();
    await shot(page, 'auth-check-timeout-dark');
    proxy.setMode('pass');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('uploader-replace-panel').waitFor();
    await context.close();
  });

  it('says it cannot reach the server when the connection is dropped, and keeps the login page usable', async () => {
    const context = await englishContext();
    const page = await context.newPage();
    proxy.setMode('refuse');
    const seconds = await secondsUntilProblem(page, '/login');
    console.log(`auth check: dropped connection reported after ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(11);
    await page.getByText('Cannot reach the Sladd server.', { exact: false }).waitFor();
    await page.getByText('You can still use this page', { exact: false }).waitFor();
    // The login form is there and can be filled in.
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await shot(page, 'auth-check-login-unreachable-light');
    proxy.setMode('pass');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Sladd cannot check your sign-in').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('tries again by itself when the network comes back', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    proxy.setMode('refuse');
    await secondsUntilProblem(page, '/playground');
    await context.setOffline(true);
    proxy.setMode('pass');
    await context.setOffline(false);
    // No click: the 'online' event runs the check again.
    await page.getByTestId('uploader-replace-panel').waitFor({ timeout: 10_000 });
    await context.close();
  });
});
