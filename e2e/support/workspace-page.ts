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

/** A new free user's empty workspace at 1440×900 in English. */
export async function openEmptyWorkspace(browser: Browser, server: WorkspaceServer): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  await signUp(server, context, { isPremium: false });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${server.baseUrl}/playground`);
  await page.getByTestId('uploader-replace-panel').waitFor();
  return page;
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
