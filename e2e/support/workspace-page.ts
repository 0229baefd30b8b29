import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { signUp, type WorkspaceServer } from './workspace-server.ts';

export interface WordBox {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** Words with boxes of one page, from the server's extract endpoint (to know where to click). */
export async function wordsOf(context: BrowserContext, baseUrl: string, path: string, pageNumber: number): Promise<WordBox[]> {
  const csrf = (await context.cookies(baseUrl)).find((c) => c.name === 'csrf_token')?.value;
  const response = await context.request.post(`${baseUrl}/api/pdf/extract`, {
    multipart: { files: { name: basename(path), mimeType: 'application/pdf', buffer: readFileSync(path) } },
    headers: csrf ? { 'X-CSRF-Token': csrf } : {},
  });
  const body = (await response.json()) as { data: { pages: Array<{ page_number: number; words: WordBox[] }> } };
  return body.data.pages.find((p) => p.page_number === pageNumber)!.words;
}

/** Uploads through the add-files picker (the empty state's panel when no file is open). */
export async function uploadFiles(page: Page, paths: string[]): Promise<void> {
  const input = page.locator('[data-testid="uploader-replace-panel"] input[type=file], [data-testid="uploader-add-icon"] input[type=file]').first();
  await input.setInputFiles(paths);
  await page.getByTestId('file-card').nth(paths.length - 1).waitFor();
}

export async function openTab(page: Page, tab: string): Promise<void> {
  const button = page.getByTestId(`tab-${tab}`);
  if ((await button.getAttribute('aria-selected')) !== 'true') await button.click();
}

/** Chooses every entity of the fast engine and none of the others (they need models the test server has not). */
export async function chooseAllFast(page: Page): Promise<void> {
  const seeded = Promise.all([1, 2, 3].map((id) => page.waitForResponse((r) => r.url().endsWith(`/api/settings/entities/${id}`))));
  await openTab(page, 'detection');
  await seeded;
  // The server seeds both other lists, so each has a clear button to press.
  for (const model of ['standard', 'advanced']) {
    const clear = page.locator(`button[aria-label="Clear ${model} entities"]`);
    await clear.click();
    await clear.waitFor({ state: 'detached' });
  }
  await page.getByTestId('entities-fast').click();
  await page.getByRole('option', { name: 'All fast entities' }).click();
  await page.keyboard.press('Escape');
}

export function highlights(page: Page, type?: 'MANUAL' | 'SEARCH' | 'ENTITY') {
  return page.locator(type ? `.ws-highlight[data-highlight-type="${type}"]` : '.ws-highlight');
}

/** The screen point of a page coordinate (PDF points at zoom 1) on a file's page. */
export async function pointOnPage(page: Page, fileIndex: number, pageNumber: number, x: number, y: number): Promise<{ x: number; y: number }> {
  const element = page.getByTestId('file-card').nth(fileIndex).locator(`[data-page-number="${pageNumber}"]`);
  await element.scrollIntoViewIfNeeded();
  await element.locator('canvas').waitFor();
  const box = (await element.boundingBox())!;
  return { x: box.x + x, y: box.y + y };
}

export interface SignedInPageOptions {
  /** Grants the new user a premium plan (default: a free user). */
  isPremium?: boolean;
  /** Default 1440×900. */
  viewport?: { width: number; height: number };
  acceptDownloads?: boolean;
  /** The page's default timeout for actions and waits (ms); Playwright's own when left out. */
  timeout?: number;
  /** Starts in this theme unless the page has saved one. */
  theme?: 'light';
  /** Prints uncaught page errors; 'verbose' also console errors, failed answers and detection requests. */
  log?: 'errors' | 'verbose';
  /** false: a person who has not taken the guided tour yet, so it starts by itself (default true). */
  hasTakenTour?: boolean;
}

/** A new user, signed in, in a fresh English (en-GB) context: its first page, not yet navigated. */
export async function newSignedInPage(
  browser: Browser,
  server: WorkspaceServer,
  options: SignedInPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: options.viewport ?? { width: 1440, height: 900 },
    acceptDownloads: options.acceptDownloads,
  });
  await context.addInitScript((theme) => {
    localStorage.setItem('language', 'en');
    if (theme && !localStorage.getItem('theme')) localStorage.setItem('theme', theme);
  }, options.theme);
  await signUp(server, context, { isPremium: options.isPremium ?? false, hasTakenTour: options.hasTakenTour });
  const page = await context.newPage();
  if (options.timeout !== undefined) page.setDefaultTimeout(options.timeout);
  if (options.log) logPageErrors(page, options.log === 'verbose');
  return { context, page };
}

/** A new user's empty workspace (/playground), once the uploader shows. */
export async function openWorkspace(
  browser: Browser,
  server: WorkspaceServer,
  options: SignedInPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newSignedInPage(browser, server, options);
  await opened.page.goto(`${server.baseUrl}/playground`);
  await opened.page.getByTestId('uploader-replace-panel').waitFor();
  return opened;
}

function logPageErrors(page: Page, verbose: boolean): void {
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  if (!verbose) return;
  page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
  page.on('response', (response) => {
    if (response.status() >= 400) void response.text().then((body) => console.error('http', response.status(), response.url(), body.slice(0, 300)), () => undefined);
  });
  page.on('request', (request) => request.url().includes('multi_detect') && console.error('request', request.postData()?.replace(/%PDF[\s\S]*?%%EOF/g, '<pdf>').slice(0, 1500)));
}

const cdpSessions = new WeakMap<Page, CDPSession>();

/**
 * Limits how fast answers arrive (bytes per second; -1 lifts the limit), through Chromium's
 * DevTools protocol. One session per page: a limit set in one session is lifted only in that one.
 */
export async function throttle(page: Page, downloadThroughput: number): Promise<void> {
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdpSessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput,
    uploadThroughput: -1,
  });
}
