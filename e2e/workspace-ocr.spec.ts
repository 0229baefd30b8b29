import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeScanPdf } from '../apps/api/src/test/pdfs.ts';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { highlights, openTab, openWorkspace, pointOnPage, uploadFiles, wordsOf } from './support/workspace-page.ts';
import { makeTextPdf } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/ws-shots';
const LINES = [
  'Saken gjelder Kari Nordmann, telefon 912 34 567.',
  'Kontaktperson Fjellheim svarer innen fristen.',
  'Vedtaket ble fattet etter en samlet vurdering av saken.',
];

const suite = useWorkspaceSuite(() => {
  const text = makeTextPdf([LINES]);
  return { 'tekst.pdf': text, 'skannet-vedtak.pdf': makeScanPdf(text) };
});

beforeAll(() => {
  mkdirSync(SHOTS_DIR, { recursive: true });
});

function premiumWorkspace(): Promise<{ context: BrowserContext; page: Page }> {
  return openWorkspace(suite.browser, suite.server, { isPremium: true, timeout: 30_000, log: 'errors' });
}

describe('OCR for a scanned page', () => {
  it('prepares the text layer by OCR, turns edit mode on and marks a clicked word where it is', async () => {
    const { context, page } = await premiumWorkspace();
    const [textPath, scanPath] = suite.pdfs.paths as [string, string];
    // Where the words really are: the text layer of the PDF the scan was made from.
    const truth = await wordsOf(context, suite.server.baseUrl, textPath, 1);
    expect(await wordsOf(context, suite.server.baseUrl, scanPath, 1)).toEqual([]);

    await uploadFiles(page, [scanPath]);
    await page.getByTestId('toolbar-edit').click();
    await openTab(page, 'settings');
    // The request is held until the waiting state has been checked, however fast OCR is.
    let releaseRequest!: () => void;
    const requestHeld = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route('**/api/pdf/extract**', async (route) => {
      await requestHeld;
      await route.continue();
    });
    const extract = page.waitForResponse((r) => r.url().includes('/api/pdf/extract'));
    await page.getByText('Text selection', { exact: true }).click();

    // While the server reads the page, the page says so and edit mode waits.
    const preparing = page.getByTestId('page-preparing-text-layer').first();
    await preparing.waitFor();
    expect(await preparing.textContent()).toContain('Preparing the text layer');
    await page.screenshot({ path: join(SHOTS_DIR, 'ocr-preparing.png') });
    await preparing
      .screenshot({ path: join(SHOTS_DIR, 'ocr-preparing-indicator.png') })
      .catch(() => undefined);
    releaseRequest();

    const answer = await (await extract).json();
    expect(answer.data.pages[0].text_source).toBe('ocr');
    expect(new URL((await extract).url()).searchParams.get('ocr')).toBe('auto');
    await page.getByText('OCR processing complete. Edit mode is on.').waitFor();
    await preparing.waitFor({ state: 'detached' });

    // One click on a word of the scan marks that word, where the word is.
    const word = truth.find((w) => w.text === 'Fjellheim')!;
    const middle = await pointOnPage(
      page,
      0,
      1,
      (word.bbox.x0 + word.bbox.x1) / 2,
      (word.bbox.y0 + word.bbox.y1) / 2,
    );
    await page.mouse.click(middle.x, middle.y);
    const mark = page.locator('.ws-highlight[data-highlight-text="Fjellheim"]');
    await expect.poll(() => mark.count()).toBe(1);
    expect(await highlights(page, 'MANUAL').count()).toBe(1);
    const box = (await mark.boundingBox())!;
    const topLeft = await pointOnPage(page, 0, 1, word.bbox.x0, word.bbox.y0);
    const bottomRight = await pointOnPage(page, 0, 1, word.bbox.x1, word.bbox.y1);
    // The mark covers the word (text-selection padding is 2 pt across and 4 pt up and down).
    expect(box.x).toBeLessThanOrEqual(topLeft.x + 1);
    expect(box.x + box.width).toBeGreaterThanOrEqual(bottomRight.x - 1);
    expect(Math.abs(box.x - topLeft.x)).toBeLessThan(6);
    expect(Math.abs(box.x + box.width - bottomRight.x)).toBeLessThan(6);
    expect(Math.abs(box.y + box.height / 2 - (topLeft.y + bottomRight.y) / 2)).toBeLessThan(4);
    await page.mouse.move(10, 10);
    await page.screenshot({ path: join(SHOTS_DIR, 'ocr-marked.png') });
    await context.close();
  });
  it('retries a failing text layer with a growing delay, then says so on the page and in a notice', async () => {
    const { context, page } = await premiumWorkspace();
    const [, scanPath] = suite.pdfs.paths as [string, string];
    const attempts: number[] = [];
    await page.route('**/api/pdf/extract**', async (route) => {
      attempts.push(Date.now());
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: { code: 'INTERNAL_ERROR', message: 'Workers are busy' },
        }),
      });
    });
    await uploadFiles(page, [scanPath]);
    await page.getByTestId('toolbar-edit').click();
    await openTab(page, 'settings');
    await page.getByText('Text selection', { exact: true }).click();

    await page.getByText('OCR extraction failed after 3 attempts: Workers are busy').waitFor();
    expect(attempts).toHaveLength(3);
    // 1 s, then 2 s between attempts.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);
    const failed = page.getByTestId('page-text-layer-failed').first();
    await failed.waitFor();
    expect(await failed.textContent()).toBe('Text layer failed');
    await page.screenshot({ path: join(SHOTS_DIR, 'ocr-failed.png') });
    await context.close();
  });
});
