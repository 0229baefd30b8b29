import { describe, expect, it } from 'vitest';
import { openTab, openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { makeCasePages, popplerText } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// A file whose name already says "redacted", though nothing has been redacted in it.
const suite = useWorkspaceSuite(() => ({
  'vedtak-redacted.pdf': makeTextPdf(makeCasePages(1, 'Kari Nordmann', '912 34 567')),
}));

describe('saving the redacted result', () => {
  it('redacts an upload named "…-redacted.pdf" before downloading it, never hands out the original', async () => {
    const { context, page } = await openWorkspace(suite.browser, suite.server, {
      acceptDownloads: true,
      timeout: 20_000,
    });
    await uploadFiles(page, suite.pdfs.paths);
    await openTab(page, 'search');
    await page.getByTestId('search-input').fill('Kari Nordmann');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('1 match');

    const downloads = new Map<string, string>();
    page.on(
      'download',
      (download) =>
        void download.path().then((path) => path && downloads.set(download.suggestedFilename(), path)),
    );
    await page.getByTestId('toolbar-download').click();
    await expect.poll(() => downloads.size, { timeout: 20_000 }).toBe(1);
    expect([...downloads.keys()]).toEqual(['vedtak-redacted-redacted.pdf']);
    const text = popplerText(downloads.get('vedtak-redacted-redacted.pdf')!);
    expect(text).not.toContain('Kari Nordmann');
    expect(text).toContain('Vedtaket ble fattet');
    await context.close();
  });
});
