import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import {
  highlights,
  openTab,
  openWorkspace,
  pointOnPage,
  uploadFiles,
  wordsOf,
} from './support/workspace-page.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// An already loaded workspace offline (spec 1 §2, decision 0046): viewing, manual marks and search
// in the files already in the browser keep working; detection and redaction say they need the
// server; a PDF opened offline is shown and can be marked, its text is read when the network is back.

const suite = useWorkspaceSuite(() => ({
  'sak-a.pdf': makeTextPdf(makeCasePages(3, 'Kari Nordmann', '912 34 567')),
  'ny-sak.pdf': makeTextPdf(makeCasePages(2, 'Ola Hansen', '934 56 789')),
}));

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

async function search(page: Page, term: string): Promise<void> {
  await openTab(page, 'search');
  await page.getByTestId('search-input').fill(term);
  await page.keyboard.press('Enter');
}

const wordsRead = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/pdf/extract') && r.ok(), { timeout: 20_000 });

describe('workspace offline', () => {
  it('keeps viewing, manual marks and search working offline and says what needs the server', async () => {
    const { context, page } = await openWorkspace(suite.browser, suite.server, {
      isPremium: true,
      acceptDownloads: true,
      timeout: 20_000,
    });
    const downloads: string[] = [];
    page.on('download', (download) => void downloads.push(download.suggestedFilename()));
    const [fileA, newFile] = suite.pdfs.paths as [string, string];
    const wordsA = await wordsOf(context, suite.server.baseUrl, fileA, 1);

    // Opened online: the workspace reads the file's words in the background, once.
    const read = wordsRead(page);
    await uploadFiles(page, [fileA]);
    await read;

    await context.setOffline(true);
    await page.getByTestId('workspace-offline-notice').waitFor();
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();

    // Search runs in the browser over the kept words: 1 hit per page, highlighted like online.
    await search(page, 'Sommerfugl');
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('3 matches');
    await page.getByText('Searched offline in 1 file already loaded in the browser.').waitFor();
    await expect.poll(() => highlights(page, 'SEARCH').count()).toBeGreaterThan(0);
    const hit = page.locator('.ws-highlight[data-highlight-type="SEARCH"]').first();
    expect(await hit.getAttribute('data-highlight-text')).toBe('Sommerfugl');

    // A pattern search too (premium): the archive codes QX47–QX49.
    await page.getByText('Regular expression', { exact: true }).click();
    await search(page, 'QX4\\d');
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('6 matches');
    await page.getByText('Regular expression', { exact: true }).click();

    // A manual rectangle over the archive code of page 1.
    const code = wordsA.find((w) => w.text === 'QX47')!;
    await page.getByTestId('toolbar-edit').click();
    const from = await pointOnPage(page, 0, 1, code.bbox.x0 - 2, code.bbox.y0 - 2);
    const to = await pointOnPage(page, 0, 1, code.bbox.x1 + 2, code.bbox.y1 + 2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(1);
    await page.getByTestId('toolbar-edit').click();

    // Detection and redaction say they need the server, and their buttons wait.
    await openTab(page, 'detection');
    await page
      .getByTestId('needs-server-notice')
      .getByText('Detection needs the server.', { exact: false })
      .waitFor();
    expect(await page.getByTestId('detect-button').isDisabled()).toBe(true);
    await openTab(page, 'redaction');
    await page
      .getByTestId('needs-server-notice')
      .getByText('Redaction needs the server.', { exact: false })
      .waitFor();
    expect(await page.getByTestId('redact-button').isDisabled()).toBe(true);
    // Save and print would have to redact the marked file first: they say so, and hand out nothing.
    await page.getByTestId('toolbar-download').click();
    await page
      .getByText('Saving needs the server: 1 file must be redacted first', { exact: false })
      .waitFor();
    await page.locator('[data-tutorial="toolbar-print"]').click();
    await page
      .getByText('Printing needs the server: 1 file must be redacted first', { exact: false })
      .waitFor();
    expect(downloads).toEqual([]);
    await shot(page, 'workspace-offline-light');

    // A PDF opened offline is shown (pdf.js is in the browser) and can be marked; its text is not
    // there yet, and a search says so.
    await uploadFiles(page, [fileA, newFile].slice(1));
    const newPage = page.getByTestId('file-card').nth(1).locator('[data-page-number="1"]');
    await newPage.scrollIntoViewIfNeeded();
    await newPage.locator('canvas').waitFor();
    await shot(page, 'workspace-offline-new-file');
    await search(page, 'Fjellheim');
    await page.getByText('Not searched offline', { exact: false }).waitFor();
    await page.getByText('ny-sak.pdf', { exact: false }).first().waitFor();

    // Text-selection marking needs the text layer, which the server reads: offline it waits
    // instead of failing three times.
    const textLayerRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/pdf/extract') && textLayerRequests.push(r.url()));
    await page.getByTestId('toolbar-edit').click();
    await openTab(page, 'settings');
    await page.getByText('Text selection', { exact: true }).click();
    await page.waitForTimeout(2000);
    expect(await page.getByText('OCR extraction failed', { exact: false }).count()).toBe(0);
    expect(textLayerRequests).toHaveLength(0);

    // Back online: everything is there again, and the new file's words are read.
    const readNew = wordsRead(page);
    await context.setOffline(false);
    await page.getByText('OCR processing complete. Edit mode is on.').waitFor();
    await page.getByTestId('workspace-offline-notice').waitFor({ state: 'detached' });
    await readNew;
    await openTab(page, 'redaction');
    expect(await page.getByTestId('redact-button').isEnabled()).toBe(true);
    expect(await page.getByTestId('needs-server-notice').count()).toBe(0);
    await openTab(page, 'detection');
    expect(await page.getByTestId('needs-server-notice').count()).toBe(0);
    await expect.poll(() => page.getByTestId('detect-button').isEnabled()).toBe(true);
    // The server searches again: both files, 3 + 2 pages.
    await openTab(page, 'search');
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await page.getByTestId('search-counter').waitFor({ state: 'detached' });
    const online = page.waitForResponse((r) => r.url().includes('/api/batch/search'));
    await search(page, 'Kodeordet');
    expect((await online).status()).toBe(200);
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('5 matches');

    // Saved once online, the redacted files are in the browser: offline, saving them again needs
    // no server.
    await page.getByTestId('toolbar-download').click();
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
    await context.setOffline(true);
    await page.getByTestId('workspace-offline-notice').waitFor();
    await page.getByTestId('toolbar-download').click();
    await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(4);
    expect(downloads.slice(2).sort()).toEqual(downloads.slice(0, 2).sort());
    expect(await page.getByText('Saving needs the server', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it('looks right offline in the dark theme', async () => {
    const { context, page } = await openWorkspace(suite.browser, suite.server, {
      isPremium: true,
      timeout: 20_000,
    });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    const read = wordsRead(page);
    await uploadFiles(page, [suite.pdfs.paths[0]!]);
    await read;
    await context.setOffline(true);
    await search(page, 'Nordmann');
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('3 matches');
    expect(await page.getByTestId('workspace-offline-notice').isVisible()).toBe(true);
    await shot(page, 'workspace-offline-dark');
    await context.close();
  });
});
