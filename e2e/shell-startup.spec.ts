import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { launchBrowser } from './support/browser.ts';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy.ts';
import { freePort } from './support/free-port.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { uploadFiles } from './support/workspace-page.ts';
import { makeCasePages, writePdfs } from './support/workspace-pdfs.ts';
import { signUp } from './support/workspace-server.ts';

// The rest of the application shell of spec 1 §2: the PDF worker started at startup, the red
// startup-failure message, and the error boundary with its optional 5 s redirect — against the
// real server behind a proxy that can make files of the build go missing (as after a deploy).

let server: RunningServer;
let proxy: FaultProxy;
let browser: Browser;
let pdfs: { dir: string; paths: string[] };

beforeAll(async () => {
  const proxyPort = await freePort();
  server = await startServer({ env: { PUBLIC_URL: `http://127.0.0.1:${proxyPort}` } });
  proxy = await startFaultProxy(server.baseUrl, proxyPort);
  browser = await launchBrowser();
  pdfs = writePdfs({ 'sak.pdf': makeTextPdf(makeCasePages(2, 'Kari Nordmann', '912 34 567')) });
});

afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

async function englishContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 860 } });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  return context;
}

async function signedInContext(): Promise<BrowserContext> {
  const context = await englishContext();
  await signUp({ ...server, baseUrl: proxy.baseUrl }, context, { isPremium: false });
  return context;
}

describe('startup', () => {
  it('starts the PDF worker from its static path, and the workspace renders with that one worker', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(`${proxy.baseUrl}/playground`);
    await page.getByTestId('uploader-replace-panel').waitFor();
    expect(workers.filter((path) => /^\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(path))).toHaveLength(1);
    await uploadFiles(page, [pdfs.paths[0]!]);
    await page.getByTestId('file-card').first().locator('[data-page-number="1"] canvas').waitFor();
    // The page was drawn by the worker started at startup: pdf.js did not start a second one.
    expect(workers.filter((path) => path.includes('pdf.worker'))).toHaveLength(1);
    await context.close();
  });

  it('shows the red startup-failure message when the app cannot start', async () => {
    const context = await englishContext();
    // A browser that throws when the app reads its languages (the first thing startup does).
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'languages', {
        get() {
          throw new Error('languages are not available');
        },
      });
    });
    const page = await context.newPage();
    await page.goto(`${proxy.baseUrl}/login`);
    const message = page
      .getByRole('alert')
      .filter({ hasText: 'App initialization failed. Please reload the page.' });
    await message.waitFor();
    expect(await message.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(201, 42, 42)');
    await shot(page, 'startup-failed');
    await context.close();
  });
});

describe('error boundary', () => {
  it('never leaves the workspace by itself when its code cannot load', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    proxy.setMissing(/^\/assets\/playground-[\w-]+\.js$/);
    try {
      await page.goto(`${proxy.baseUrl}/playground`);
      await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
      expect(await page.getByRole('alert').locator('pre').textContent()).toMatch(
        /dynamically imported module|Importing a module script failed/,
      );
      await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
      await page.getByRole('button', { name: 'Refresh the page' }).waitFor();
      expect(await page.getByTestId('error-redirect').count()).toBe(0);
      // The shell stays around the error: the offline badge still comes and goes.
      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
      await context.setOffline(false);
      await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'detached' });
      await page.waitForTimeout(6000);
      expect(new URL(page.url()).pathname).toBe('/playground');
    } finally {
      proxy.setMissing(null);
    }
    // Refresh with the file back: the workspace opens.
    await page.getByRole('button', { name: 'Refresh the page' }).click();
    await page.getByTestId('uploader-replace-panel').waitFor();
    await context.close();
  });

  it('goes home after 5 s from another page, with a countdown the person can stop', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    proxy.setMissing(/^\/assets\/settings-[\w-]+\.js$/);
    try {
      await page.goto(`${proxy.baseUrl}/settings`);
      await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
      await page.getByText('Going to the home page in 5 seconds…').waitFor();
      await shot(page, 'error-boundary-countdown');
      await page.getByText('Going to the home page in 3 seconds…').waitFor();
      await page.getByRole('button', { name: 'Stay on this page' }).click();
      await page.waitForTimeout(4500);
      expect(new URL(page.url()).pathname).toBe('/settings');
      expect(await page.getByTestId('error-redirect').count()).toBe(0);

      // Left alone, it goes home (the home page sends a signed-in person on to the workspace).
      await page.reload();
      await page.getByText('Going to the home page in 5 seconds…').waitFor();
      const started = Date.now();
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/playground', {
        timeout: 10_000,
      });
      const seconds = (Date.now() - started) / 1000;
      console.log(`error boundary: went home after ${seconds.toFixed(1)} s`);
      expect(seconds).toBeGreaterThan(3.5);
      expect(seconds).toBeLessThan(7);
    } finally {
      proxy.setMissing(null);
    }
    await context.close();
  });
});
