import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeScanPdf } from '../apps/api/src/test/pdfs.ts';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chooseAllFast,
  highlights,
  openTab,
  openWorkspace,
  pointOnPage,
  uploadFiles,
  wordsOf,
} from './support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/ws-shots';
const LINES = [
  'Saken gjelder Kari Nordmann, telefon 912 34 567.',
  'Kontaktperson Fjellheim svarer innen fristen.',
  'Vedtaket ble fattet etter en samlet vurdering av saken.',
];

const suite = useWorkspaceSuite(() => {
  const text = makeTextPdf([LINES]);
  return {
    'tekst.pdf': text,
    'skannet-vedtak.pdf': makeScanPdf(text),
    'tom-skann.pdf': makeScanPdf(makeTextPdf([['']])),
  };
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
    // The text layer's read (OCR on), not the background word read for offline search (OCR off).
    const extract = page.waitForResponse(
      (r) => r.url().includes('/api/pdf/extract') && new URL(r.url()).searchParams.get('ocr') === 'auto',
    );
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

    // The answer is sealed for this session (decision 0044): what the page says shows it was OCR.
    expect((await extract).status()).toBe(200);
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
  for (const language of ['en', 'no'] as const) {
    it(`marks a word clicked anywhere on its line, and a double-click keeps the mark (${language})`, async () => {
      const texts = JSON.parse(
        readFileSync(join(import.meta.dirname, `../apps/web/src/locales/workspace.${language}.json`), 'utf8'),
      ) as Record<string, Record<string, string>>;
      const { context, page } = await premiumWorkspace();
      if (language === 'no') {
        await context.addInitScript(() => localStorage.setItem('language', 'no'));
        await page.reload();
        await page.getByTestId('uploader-replace-panel').waitFor();
      }
      const [textPath, scanPath] = suite.pdfs.paths as [string, string];
      // Where the lines are: the text layer of the PDF the scan was made from. OCR's boxes hug the
      // ink instead: "svarer" and "en" are only as tall as their small letters.
      const truth = await wordsOf(context, suite.server.baseUrl, textPath, 1);
      await uploadFiles(page, [scanPath]);
      await page.getByTestId('toolbar-edit').click();
      await openTab(page, 'settings');
      await page.getByText(texts.settings!.textSelection!, { exact: true }).click();
      await page.getByText(texts.notices!.ocrCompleteEditOn!).waitFor({ timeout: 60_000 });

      // A click on the line just above the word's small letters (where capitals would stand).
      const svarer = truth.find((w) => w.text === 'svarer')!;
      const above = await pointOnPage(page, 0, 1, (svarer.bbox.x0 + svarer.bbox.x1) / 2, svarer.bbox.y0 + 3);
      await page.mouse.click(above.x, above.y);
      await expect.poll(() => page.locator('.ws-highlight[data-highlight-text="svarer"]').count()).toBe(1);

      // A double-click on a word, the way one picks a word anywhere else, leaves it marked.
      const en = truth.find((w) => w.text === 'en')!;
      const middle = await pointOnPage(
        page,
        0,
        1,
        (en.bbox.x0 + en.bbox.x1) / 2,
        (en.bbox.y0 + en.bbox.y1) / 2,
      );
      await page.mouse.dblclick(middle.x, middle.y);
      await page.waitForTimeout(800);
      expect(await page.locator('.ws-highlight[data-highlight-text="en"]').count()).toBe(1);
      expect(await page.getByText(texts.notices!.highlightDeleted!).count()).toBe(0);
      expect(await highlights(page, 'MANUAL').count()).toBe(2);
      await page.mouse.move(10, 10);
      await page.screenshot({ path: join(SHOTS_DIR, `ocr-word-click-${language}.png`) });
      await context.close();
    });
  }

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

  it('detects and searches on a scanned page read by OCR, and says so in the status bar, on the cards and in a notice', async () => {
    const { context, page } = await premiumWorkspace();
    const [, scanPath, blankPath] = suite.pdfs.paths as [string, string, string];
    await uploadFiles(page, [scanPath, blankPath]);
    // Every text the status bar shows, as React commits it: no polling that could miss a short state.
    await page.evaluate(() => {
      const w = window as unknown as { statusTexts: string[] };
      w.statusTexts = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="status-event"]')?.textContent;
        if (text && w.statusTexts.at(-1) !== text) w.statusTexts.push(text);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await chooseAllFast(page);
    await page.getByTestId('detect-button').click();
    // Checked every frame while the bar shows it; the screenshot is for people, the assertion below
    // (on every text the bar showed) is the check.
    await page
      .waitForFunction(
        () =>
          document.querySelector('[data-testid="status-event"]')?.textContent?.startsWith('Reading page') ===
          true,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      )
      .then(() => page.screenshot({ path: join(SHOTS_DIR, 'ocr-detect-reading.png') }))
      .catch(() => undefined);
    await page.getByText('Detection complete').first().waitFor({ timeout: 60_000 });
    const seen = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
    expect(seen.some((text) => text.startsWith('Reading page 1 with OCR…'))).toBe(true);

    // The phone number on the scan was found where it is, and the cards say the page was read by OCR.
    await expect.poll(() => highlights(page, 'ENTITY').count()).toBeGreaterThan(0);
    const scanCard = page.getByTestId('file-card').filter({ hasText: 'skannet-vedtak.pdf' });
    expect(await scanCard.getByTestId('file-ocr-badge').textContent()).toBe('OCR');
    await page.getByTestId('entity-results').getByTestId('ocr-badge').first().waitFor();
    const notices = page.getByTestId('scan-notices');
    expect(await notices.locator('[data-kind="ocr"]').allTextContents()).toEqual([
      'skannet-vedtak.pdf: page 1 has no text layer, so it was read by OCR (text recognition).',
    ]);
    expect(await notices.locator('[data-kind="unreadable"]').textContent()).toBe(
      'tom-skann.pdf: page 1 has no text layer and OCR found no text on it, so nothing can be found there. Check it and mark anything sensitive by hand.',
    );
    await page.mouse.move(10, 10);
    await page.screenshot({ path: join(SHOTS_DIR, 'ocr-detect-done.png') });

    // Search reads the scan as well: the word is found on the page without a text layer.
    await openTab(page, 'search');
    await page.getByTestId('search-input').fill('Fjellheim');
    await page.getByTestId('search-submit').click();
    await expect.poll(() => highlights(page, 'SEARCH').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('scan-notices').waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'ocr-search-done.png') });
    await context.close();
  });

  it('counts the term searched for on the scan in the certificate, read by OCR on the server too', async () => {
    const { context, page } = await premiumWorkspace();
    const [, scanPath] = suite.pdfs.paths as [string, string];
    await uploadFiles(page, [scanPath]);
    await openTab(page, 'search');
    await page.getByTestId('search-input').fill('Fjellheim');
    await page.getByTestId('search-submit').click();
    await expect.poll(() => highlights(page, 'SEARCH').count(), { timeout: 60_000 }).toBe(1);

    await openTab(page, 'redaction');
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    const requested = page.getByTestId('verification-requested');
    await requested.waitFor({ timeout: 120_000 });
    // Without reading the scan the server would count the term 0 times before: nothing on the page is text.
    expect(await requested.textContent()).toContain('“Fjellheim”: found 1× before, 0× now');
    expect(await page.getByTestId('verification-ocr-pages').textContent()).toBe(
      'Scanned pages read by OCR to count the terms: 1.',
    );
    await page.getByTestId('verification-list').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS_DIR, 'ocr-verification.png') });
    await context.close();
  });
});
