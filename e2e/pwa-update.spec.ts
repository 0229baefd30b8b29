// The installable app and its update flow (spec 1 §2 and §4), in Chromium with the real service
// worker: two real builds of the web app (and a broken copy of one) are deployed one after the
// other into the folder the server serves (it looks files up per request). The page updates
// itself from v1 to v2, fails to install the broken deployment and says so, starts offline from
// its cache, and with a file open waits and asks before updating.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_TIMING } from '../apps/web/src/app/update/update-machine.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { launchBrowser } from './support/browser.ts';
import { openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { writePdfs } from './support/workspace-pdfs.ts';
import { ROOT, startServer, type RunningServer } from './support/server.ts';

const WEB_DIR = join(ROOT, 'apps/web');
const work = mkdtempSync(join(tmpdir(), 'sladd-pwa-'));
const served = join(work, 'served');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** `vite build` of the web app with its build mark, into work/<id>. */
function build(id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        join(work, id),
        '--emptyOutDir',
        '--sourcemap',
        'false',
      ],
      {
        cwd: WEB_DIR,
        env: { ...process.env, NODE_ENV: 'production', SLADD_BUILD_ID: id },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build ${id} failed:\n${output}`)),
    );
  });
}

/** Replaces what the server serves with another build, as a deployment would. */
function deploy(id: string): void {
  for (const entry of readdirSync(served)) rmSync(join(served, entry), { recursive: true, force: true });
  cpSync(join(work, id), served, { recursive: true });
}

// Records every status the update banner shows, across the reloads of one tab.
const RECORD_BANNER = `(() => {
  const KEY = 'test:update-statuses';
  const record = () => {
    const banner = document.querySelector('[data-update-status]');
    if (!banner) return;
    const retries = Number(banner.getAttribute('data-retry-count'));
    const status = banner.getAttribute('data-update-status') + (retries > 0 ? ':' + retries : '');
    const seen = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    if (seen[seen.length - 1] !== status) sessionStorage.setItem(KEY, JSON.stringify([...seen, status]));
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function bannerStatuses(): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('test:update-statuses') ?? '[]') as string[]);
}

beforeAll(async () => {
  // One build after another: the machine has two cores.
  await build('v1');
  await build('v2');
  // A broken deployment: v1 again (a rollback) whose index.html never reached the server. Its
  // worker differs from v2's, so browsers install it, and it cannot precache the missing page.
  // (A missing hashed script would not do: the browser's HTTP cache still holds v1's, rightly.)
  cpSync(join(work, 'v1'), join(work, 'broken'), { recursive: true });
  rmSync(join(work, 'broken', 'index.html'));
  cpSync(join(work, 'v1'), served, { recursive: true });
  server = await startServer({ env: { WEB_DIST_DIR: served } });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('installable app and updates', () => {
  it('serves the worker and the manifest fresh, with their types, and a missing worker as a 404', async () => {
    const worker = await fetch(`${server.baseUrl}/sw.js`);
    expect([worker.status, worker.headers.get('content-type'), worker.headers.get('cache-control')]).toEqual([
      200,
      expect.stringMatching(/^(application|text)\/javascript/),
      'no-cache',
    ]);
    expect(await worker.text()).toContain('SKIP_WAITING');
    const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect([
      manifest.status,
      manifest.headers.get('content-type'),
      manifest.headers.get('cache-control'),
    ]).toEqual([200, expect.stringMatching(/^application\/manifest\+json/), 'no-cache']);
    expect(await manifest.json()).toMatchObject({ name: 'Sladd', display: 'standalone', start_url: '/' });
    const missing = await fetch(`${server.baseUrl}/sw-old.js`);
    expect([missing.status, missing.headers.get('content-type')]).toEqual([
      404,
      expect.stringContaining('json'),
    ]);
  });

  it('updates itself from v1 to v2 through the banner: available, installing, success, and the page shows v2', async () => {
    context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await context.addInitScript(RECORD_BANNER);
    page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByText('Version v1').waitFor();
    // The worker installs on the first visit; from the next load on it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByText('Version v1').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${server.baseUrl}/sw.js`,
    );

    deploy('v2');
    await page.getByRole('button', { name: 'Check for updates' }).click();
    const banner = page.getByTestId('update-banner');
    await banner.filter({ hasText: 'Update Available' }).waitFor();
    expect(await banner.textContent()).toMatch(/Auto-updating in [1-5] seconds?\.\.\. Click to update now\./);
    // Auto-update installs after 5 s; the page reloads into v2 a second after the success.
    await page.getByText('Version v2').waitFor({ timeout: 20_000 });
    const statuses = await bannerStatuses();
    expect(statuses).toEqual(expect.arrayContaining(['available', 'installing', 'success']));
    expect(statuses.indexOf('available')).toBeLessThan(statuses.indexOf('installing'));
    expect(statuses.indexOf('installing')).toBeLessThan(statuses.indexOf('success'));
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    expect(await banner.count()).toBe(0);
  });

  it('a deployment whose worker cannot install shows the failure and its retries', async () => {
    deploy('broken');
    await page.getByRole('button', { name: 'Check for updates' }).click();
    const banner = page.getByTestId('update-banner');
    await banner.filter({ hasText: 'Retry attempt 1/3' }).waitFor();
    expect(await banner.getAttribute('role')).toBe('alert');
    expect(await banner.textContent()).toContain('Update Failed');
    expect(await banner.textContent()).toContain('Failed to update app');
    // Each failure counts a retry, 3 s apart, up to 3: after the third retry fails too, the error
    // stays (no fourth retry) with its two ways out.
    const lastTries = ['error:3', 'downloading:3', 'error:3'];
    await expect.poll(async () => (await bannerStatuses()).slice(-3), { timeout: 30_000 }).toEqual(lastTries);
    const seen = await bannerStatuses();
    expect(seen.filter((status) => status.startsWith('error'))).toEqual([
      'error:1',
      'error:2',
      'error:3',
      'error:3',
    ]);
    await page.waitForTimeout(UPDATE_TIMING.retryDelayMs + 1000);
    expect(await bannerStatuses()).toEqual(seen);
    expect(await banner.textContent()).toContain('Retry attempt 3/3');
    await banner.getByRole('button', { name: 'Retry Update' }).waitFor();
    await banner.getByRole('button', { name: 'Refresh Page' }).waitFor();
    // The page stays on the version that works.
    await page.getByText('Version v2').waitFor();
  });

  it('starts offline from the cache and shows the offline badge', async () => {
    deploy('v2');
    // The worker answers page addresses with the cached shell, but never an /api/ address.
    const health = await page.goto(`${server.baseUrl}/api/health`);
    expect(await health!.json()).toMatchObject({ success: true });
    await page.goBack();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor({ state: 'detached' });
  });

  it('with a file open, an update waits and asks; Update now then reloads into the new version', async () => {
    const opened = await openWorkspace(browser, server);
    await opened.context.addInitScript(RECORD_BANNER);
    const workspace = opened.page;
    await workspace.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Loaded again: the banner recorder is in, and the worker controls the page.
    await workspace.reload();
    await workspace.getByTestId('uploader-replace-panel').waitFor();
    const { paths } = writePdfs({ 'sak.pdf': makeTextPdf([['Saken gjelder Kari Nordmann.']]) });
    await uploadFiles(workspace, paths);

    // The next deployment (v1's build again), found when the network returns.
    deploy('v1');
    await opened.context.setOffline(true);
    await opened.context.setOffline(false);
    const banner = workspace.getByTestId('update-banner');
    await banner.filter({ hasText: 'App Update Available' }).waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain(
      'A new version is ready. Update now for the latest features.',
    );
    expect(await banner.textContent()).toContain('Updating reloads the page: your open file will be closed.');
    // No countdown and no reload, however long the person works on.
    await workspace.waitForTimeout(UPDATE_TIMING.autoUpdateMs + 1500);
    expect(await banner.getAttribute('data-update-status')).toBe('available');
    expect(await banner.textContent()).not.toContain('Auto-updating');
    await workspace.getByTestId('file-card').waitFor();

    // After sign-in, settings, an upload and its page render: the caches hold the shell only.
    const cached = await workspace.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));
    expect(cached.filter((path) => path.startsWith('/api/') || path.toLowerCase().endsWith('.pdf'))).toEqual(
      [],
    );

    await banner.getByRole('button', { name: 'Update now' }).click();
    await workspace.getByTestId('uploader-replace-panel').waitFor({ timeout: 20_000 });
    expect(
      await workspace.evaluate(() => JSON.parse(sessionStorage.getItem('test:update-statuses') ?? '[]')),
    ).toEqual(expect.arrayContaining(['available', 'installing', 'success']));
    await workspace.goto(`${server.baseUrl}/pricing`);
    await workspace.getByText('Version v1').waitFor();
    await opened.context.close();
  });

  it('a page no worker controls yet (a first visit) updates through the banner too, not by a sudden reload', async () => {
    // The browser activates an update at once when no page is controlled: the page hears of an
    // active new version, never of a waiting one, and must still count down and say so.
    const fresh = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await fresh.addInitScript(RECORD_BANNER);
    const first = await fresh.newPage();
    await first.goto(`${server.baseUrl}/login`);
    await first.getByText('Version v1').waitFor();
    await first.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(await first.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    deploy('v2');
    await first.getByRole('button', { name: 'Check for updates' }).click();
    const banner = first.getByTestId('update-banner');
    await banner.filter({ hasText: 'Update Available' }).waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toMatch(/Auto-updating in [1-5] seconds?\.\.\./);
    await first.getByText('Version v2').waitFor({ timeout: 20_000 });
    const statuses = await first.evaluate(
      () => JSON.parse(sessionStorage.getItem('test:update-statuses') ?? '[]') as string[],
    );
    // Installing is only the reload here (the new worker is already active): it passes in a moment.
    expect(statuses).toEqual(expect.arrayContaining(['available', 'success']));
    expect(statuses.indexOf('available')).toBeLessThan(statuses.indexOf('success'));
    await fresh.close();
  });

  it("meets Chromium's own install criteria: a valid manifest, icons and a service worker", async () => {
    // An incognito context is never installable; a profile on disk is what a person has.
    const profile = mkdtempSync(join(work, 'profile-'));
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-sync',
      ],
    });
    try {
      const installPage = persistent.pages()[0] ?? (await persistent.newPage());
      await installPage.goto(`${server.baseUrl}/login`);
      await installPage.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await persistent.newCDPSession(installPage);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await persistent.close();
    }
  });
});
