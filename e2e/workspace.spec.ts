import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseAllFast,
  highlights,
  openTab,
  openWorkspace,
  pointOnPage,
  throttle,
  uploadFiles,
  wordsOf,
} from './support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { makeCasePages, popplerText } from './support/workspace-pdfs.ts';
import { apiCall } from './support/workspace-server.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const suite = useWorkspaceSuite(() => ({
  'sak-a.pdf': makeTextPdf(makeCasePages(3, 'Kari Nordmann', '912 34 567')),
  'sak-b.pdf': makeTextPdf(makeCasePages(2, 'Ola Hansen', '934 56 789')),
  'lang.pdf': makeTextPdf(makeCasePages(300, 'Per Olsen', '945 67 891')),
}));

function newWorkspace(isPremium: boolean): Promise<{ context: BrowserContext; page: Page }> {
  return openWorkspace(suite.browser, suite.server, {
    isPremium,
    acceptDownloads: true,
    timeout: 20_000,
    log: 'verbose',
  });
}

/** Names of the files the workspace keeps in IndexedDB ("save files in browser"). */
function storedFileNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('sladd-workspace', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('files', { keyPath: 'key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('files', 'readonly').objectStore('files').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as Array<{ name: string }>).map((row) => row.name));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

describe('workspace golden path', () => {
  it('detects, edits, searches, redacts and downloads files without the marked text', async () => {
    const { context, page } = await newWorkspace(true);
    const [fileA, fileB] = suite.pdfs.paths as [string, string];
    await uploadFiles(page, [fileA, fileB]);

    // Detection: record whether highlights appear while the stream is still running.
    await page.evaluate(() => {
      const w = window as unknown as { seenWhileStreaming?: boolean };
      const observer = new MutationObserver(() => {
        if (document.querySelector('.ws-highlight[data-highlight-type="ENTITY"]')) {
          w.seenWhileStreaming ??= Boolean(document.querySelector('[data-testid="stop-detection"]'));
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await chooseAllFast(page);
    // A slow connection (8 KB/s down) keeps the stream open long enough to see results arrive
    // while it runs; on a fast one the whole batch can finish within one rendered frame.
    await throttle(page, 8 * 1024);
    await page.getByTestId('detect-button').click();
    await page.getByTestId('entity-results').waitFor();
    await page.getByText('Detection complete').first().waitFor();
    await throttle(page, -1);
    // One result card per file, in the order of the file list (not the order they finished in).
    const cards = await page
      .getByTestId('entity-results')
      .locator('.mantine-Accordion-control')
      .allTextContents();
    expect(cards.map((text) => text.match(/sak-[ab]/)?.[0])).toEqual(['sak-a', 'sak-b']);
    expect(
      await page.evaluate(() => (window as unknown as { seenWhileStreaming?: boolean }).seenWhileStreaming),
    ).toBe(true);
    const entityCount = await highlights(page, 'ENTITY').count();
    expect(entityCount).toBeGreaterThan(2);
    const entityTexts = await highlights(page, 'ENTITY').evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-highlight-text') ?? ''),
    );
    expect(entityTexts.join(' ')).toContain('Kari Nordmann');

    // Delete one by double-click, then undo with Ctrl+Z.
    await highlights(page, 'ENTITY').first().dblclick();
    await expect.poll(() => highlights(page, 'ENTITY').count()).toBe(entityCount - 1);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => highlights(page, 'ENTITY').count()).toBe(entityCount);

    // A rectangle over the archive code of page 1 of file A.
    const wordsA = await wordsOf(context, suite.server.baseUrl, fileA, 1);
    const code = wordsA.find((w) => w.text === 'QX47')!;
    await page.getByTestId('toolbar-edit').click();
    const from = await pointOnPage(page, 0, 1, code.bbox.x0 - 2, code.bbox.y0 - 2);
    const to = await pointOnPage(page, 0, 1, code.bbox.x1 + 2, code.bbox.y1 + 2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(1);

    // A text-selection mark: switch the mode, wait for the text layer, click one word.
    await openTab(page, 'settings');
    await page.getByText('Text selection', { exact: true }).click();
    await page.getByText('OCR processing complete. Edit mode is on.').waitFor();
    const contact = wordsA.find((w) => w.text === 'svarer')!;
    const middle = await pointOnPage(
      page,
      0,
      1,
      (contact.bbox.x0 + contact.bbox.x1) / 2,
      (contact.bbox.y0 + contact.bbox.y1) / 2,
    );
    await page.mouse.click(middle.x, middle.y);
    await expect.poll(() => page.locator('.ws-highlight[data-highlight-text="svarer"]').count()).toBe(1);
    await page.getByTestId('toolbar-edit').click();

    // Search a term and step through the hits (3 pages in A, 2 in B).
    await openTab(page, 'search');
    await page.getByTestId('search-input').fill('Sommerfugl');
    await page.keyboard.press('Enter');
    // Pages render lazily, so count through the results panel rather than the DOM.
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('5 matches');
    await page.getByTestId('search-next').click();
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('1 of 5 matches');
    await page.getByTestId('search-previous').click();
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('5 of 5 matches');
    await page.getByTestId('search-next').click();
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('1 of 5 matches');

    // Redact everything with fill and text, then download the redacted files.
    await openTab(page, 'redaction');
    await page.getByRole('button', { name: 'Appearance', exact: true }).click();
    await page.getByTestId('appearance-mode').click();
    await page.getByRole('option', { name: 'Fill and text' }).click();
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    await page.getByTestId('verification-list').waitFor();
    await expect.poll(() => page.locator('[data-testid="verification-list"] [role="alert"]').count()).toBe(2);
    // The certificate shows the visual check and the term searched for, counted in each file.
    const visual = await page.getByTestId('verification-visual').allTextContents();
    expect(visual).toHaveLength(2);
    for (const line of visual)
      expect(line).toMatch(
        /^Every page compared with the original \(\d+\): nothing changed outside the marks/,
      );
    const requested = await page.getByTestId('verification-requested').allTextContents();
    expect(requested.join(' | ')).toContain('“Sommerfugl”: found 3× before, 0× now');
    expect(requested.join(' | ')).toContain('“Sommerfugl”: found 2× before, 0× now');
    const downloads = new Map<string, string>();
    page.on(
      'download',
      (download) =>
        void download.path().then((path) => path && downloads.set(download.suggestedFilename(), path)),
    );
    await page.getByTestId('toolbar-download').click();
    await expect.poll(() => downloads.size, { timeout: 20_000 }).toBe(2);
    expect([...downloads.keys()].sort()).toEqual(['sak-a-redacted.pdf', 'sak-b-redacted.pdf']);

    // Checked with poppler: no marked string is left, the rest of the text is.
    const textA = popplerText(downloads.get('sak-a-redacted.pdf')!);
    const textB = popplerText(downloads.get('sak-b-redacted.pdf')!);
    const everywhere = [...new Set([...entityTexts, 'Sommerfugl'])].filter((text) => text.trim().length > 0);
    for (const text of [textA, textB]) {
      for (const secret of everywhere) expect(text, secret).not.toContain(secret);
      expect(text).toContain('Vedtaket ble fattet etter en samlet vurdering av saken.');
      expect(text).toContain('[REDACTED]');
    }
    // The rectangle and the word were marked on page 1 of file A only.
    expect(textA).not.toContain('QX47');
    expect(textA).toContain('QX48');
    expect(textA.match(/svarer/g)?.length).toBe(2);
    expect(textB.match(/svarer/g)?.length).toBe(2);
    await context.close();
  });

  it('shows free users the locked overlays and keeps rectangles, plain search and redaction', async () => {
    const { page } = await newWorkspace(false);
    // Per-session body encryption (decision 0044): what the browser sends is sealed. Chromium does
    // not hand blob upload bodies to the DevTools protocol, so the page serialises each upload's
    // body exactly as fetch sends it (FormData → multipart bytes); the headers come from the network.
    const sealedHeaders: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/(pdf|batch)\//.test(request.url()))
        sealedHeaders.push(request.headers()['x-sladd-key']);
    });
    await page.evaluate(() => {
      const w = window as unknown as { uploads: { url: string; body: string }[] };
      w.uploads = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const url = String(input);
        if (init?.method === 'POST' && /\/api\/(pdf|batch)\//.test(url) && init.body) {
          const bytes = new Uint8Array(await new Response(init.body).arrayBuffer());
          let text = '';
          for (let i = 0; i < bytes.length; i += 8192)
            text += String.fromCharCode(...bytes.subarray(i, i + 8192));
          w.uploads.push({ url, body: text });
        }
        return original(input, init);
      };
    });
    await uploadFiles(page, [suite.pdfs.paths[1]!]);
    await openTab(page, 'detection');
    const locked = page.getByTestId('locked-feature');
    await locked.waitFor();
    const upgrade = locked.getByRole('link', { name: 'See plans' });
    expect(await upgrade.getAttribute('href')).toBe('/pricing');
    await openTab(page, 'settings');
    await page.getByTestId('locked-feature').waitFor();
    expect(await page.getByRole('radio', { name: 'Text selection' }).isDisabled()).toBe(true);
    await openTab(page, 'search');
    expect(await page.getByRole('checkbox', { name: 'Case-sensitive' }).isDisabled()).toBe(true);
    await page.getByTestId('search-input').fill('Sommerfugl');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('2 matches');
    const uploads = await page.evaluate(
      () => (window as unknown as { uploads: { url: string; body: string }[] }).uploads,
    );
    expect(uploads.map((upload) => new URL(upload.url, 'http://x').pathname)).toContain('/api/batch/search');
    expect(sealedHeaders.length).toBe(uploads.length);
    expect(sealedHeaders.every(Boolean)).toBe(true);
    for (const upload of uploads) {
      expect(upload.body.length).toBeGreaterThan(1000);
      expect(upload.body.includes('%PDF'), upload.url).toBe(false);
      expect(upload.body.includes('Sommerfugl'), upload.url).toBe(false);
      expect(upload.body.includes('sak-b'), upload.url).toBe(false);
      expect(upload.body.includes('sealed.bin'), upload.url).toBe(true);
    }
    await openTab(page, 'redaction');
    expect(await page.getByTestId('redact-button').isDisabled()).toBe(false);
    await page.context().close();
  });

  /** The first manual mark's offset from the top-left corner of its page, in screen pixels. */
  const boxOnPage = (page: Page) =>
    highlights(page, 'MANUAL')
      .first()
      .evaluate((mark) => {
        const box = mark.getBoundingClientRect();
        const sheet = mark.closest('.ws-page')!.getBoundingClientRect();
        return { x: box.x - sheet.x, y: box.y - sheet.y };
      });

  it('saves redaction history and loads it back onto the file', async () => {
    const { context, page } = await newWorkspace(false);
    const fileB = suite.pdfs.paths[1]!;
    await uploadFiles(page, [fileB]);
    await page.getByTestId('toolbar-edit').click();
    const from = await pointOnPage(page, 0, 1, 70, 60);
    const to = await pointOnPage(page, 0, 1, 170, 80);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(1);
    const before = await boxOnPage(page);
    await page.getByTestId('toolbar-edit').click();

    await openTab(page, 'redaction');
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    await page.getByTestId('verification-list').waitFor();
    // The redacted file shows first; the history entry is saved right after it.
    await expect
      .poll(
        async () =>
          (
            (await apiCall(context, suite.server.baseUrl, 'GET', '/documents?page=1&pageSize=100')).body
              ?.data as unknown[]
          ).length,
      )
      .toBe(1);

    // Remove the mark, then load it back from history.
    await highlights(page, 'MANUAL').first().dblclick();
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(0);
    await openTab(page, 'history');
    await page.getByTestId('history-item').first().getByRole('button', { name: /^Load/ }).click();
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(1);
    // Where the mark sits on its page (not on the screen, which may have scrolled meanwhile).
    const after = await boxOnPage(page);
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    expect(await page.getByTestId('tab-redaction').getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('keeps files in the browser across a reload when "save files in browser" is on, and forgets them when it is off', async () => {
    const { context, page } = await newWorkspace(false);
    const saved = await apiCall(context, suite.server.baseUrl, 'PUT', '/settings', {
      save_files_in_browser: true,
    });
    expect(saved.status).toBe(200);
    // Uploaded after the reload but before the settings have arrived (held back here): it must be
    // kept once they say so.
    let releaseSettings!: () => void;
    const settingsHeld = new Promise<void>((resolve) => (releaseSettings = resolve));
    await page.route('**/api/settings', async (route) => {
      if (route.request().method() === 'GET') await settingsHeld;
      await route.continue();
    });
    await page.reload();
    await uploadFiles(page, [suite.pdfs.paths[1]!]);
    await page.getByTestId('file-card').waitFor();
    expect(await storedFileNames(page)).toEqual([]);
    releaseSettings();
    await expect.poll(() => storedFileNames(page)).toEqual(['sak-b.pdf']);
    await page.unroute('**/api/settings');
    await page.reload();
    await page.getByTestId('file-card').waitFor();
    expect(await page.getByTestId('file-card').count()).toBe(1);

    await apiCall(context, suite.server.baseUrl, 'PUT', '/settings', { save_files_in_browser: false });
    await page.reload();
    await page.getByTestId('uploader-replace-panel').waitFor();
    await expect.poll(() => storedFileNames(page)).toEqual([]);
    // Turned on again, nothing comes back: the file was forgotten, not merely hidden.
    await apiCall(context, suite.server.baseUrl, 'PUT', '/settings', { save_files_in_browser: true });
    const settingsRead = page.waitForResponse(
      (r) => r.url().endsWith('/api/settings') && r.request().method() === 'GET',
    );
    await page.reload();
    await settingsRead;
    await page.getByTestId('uploader-replace-panel').waitFor();
    await expect.poll(() => storedFileNames(page)).toEqual([]);
    expect(await page.getByTestId('file-card').count()).toBe(0);
    await context.close();
  });

  it('stops a running detection with the stop button', async () => {
    const { page } = await newWorkspace(true);
    await uploadFiles(page, [suite.pdfs.paths[2]!]);
    await chooseAllFast(page);
    // The fast engine reads a page in milliseconds: on a slow connection (8 KB/s down), press stop
    // from inside the page as soon as the first page is done, as a person watching the bar would.
    await throttle(page, 8 * 1024);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            const bar = document.querySelector('[data-testid="detection-status"]');
            const stop = document.querySelector<HTMLButtonElement>('[data-testid="stop-detection"]');
            if (bar && stop && /\d+\/\d+ pages/.test(bar.textContent ?? '')) {
              observer.disconnect();
              stop.click();
              resolve();
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          document.querySelector<HTMLButtonElement>('[data-testid="detect-button"]')!.click();
        }),
    );
    await page.getByText('Streaming stopped.').waitFor();
    const stoppedAt = Date.now();
    // The bar says it stopped, and where, not the last page's event and percentage.
    expect(await page.getByTestId('status-event').textContent()).toBe('Stopped');
    const progress = await page.getByTestId('status-progress').textContent();
    expect(progress).toMatch(/^Stopped at \d+\/300 pages$/);
    expect(Number(progress!.match(/(\d+)\//)![1])).toBeLessThan(300);
    expect(await page.getByTestId('status-percent').count()).toBe(0);
    const count = await highlights(page, 'ENTITY').count();
    await page.waitForTimeout(1500);
    expect(await highlights(page, 'ENTITY').count()).toBe(count);
    expect(await page.getByTestId('stop-detection').count()).toBe(0);
    // Then it hides like a finished run: 3 s, and 0.3 s of fading.
    await page.getByTestId('detection-status').waitFor({ state: 'detached', timeout: 5000 });
    expect(Date.now() - stoppedAt).toBeGreaterThan(2500);
    await page.context().close();
  });
  it('fills the screen without a footer on desktop and phone, and switches language and theme from the user menu', async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { context, page } = await openWorkspace(suite.browser, suite.server, { viewport });
      expect(await page.locator('footer').count()).toBe(0);
      const overflow = await page.evaluate(
        () => document.scrollingElement!.scrollHeight - window.innerHeight,
      );
      expect(overflow, `page scrolls by ${overflow}px at ${viewport.width}px`).toBeLessThanOrEqual(0);

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Norsk' }).click();
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Mørkt' }).click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')))
        .toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('no');
      await page.getByTestId('user-menu').click();
      expect(await page.getByRole('menuitem', { name: 'Norsk' }).getAttribute('aria-current')).toBe('true');
      await context.close();
    }
  });
});
