import { join } from 'node:path';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { addUsage } from './support/billing-data.ts';
import { chooseAllFast, highlights, openTab, uploadFiles } from './support/workspace-page.ts';
import { makeCasePages, popplerText } from './support/workspace-pdfs.ts';
import { apiCall, signUp } from './support/workspace-server.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// Issue 30 item 1, decision 0053: a person pays for a document once, not once per operation.
const suite = useWorkspaceSuite(() => ({
  'sak-fem.pdf': makeTextPdf(makeCasePages(5, 'Kari Nordmann', '912 34 567')),
}));

const PRO_LIMIT = 5000;
/** Room for the file once (5 pages), not twice. */
const PAGES_LEFT = 6;

describe('a person near the quota works on one file', () => {
  it('opens, detects, searches and redacts it, and is charged its 5 pages once', async () => {
    const context = await suite.browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const { email } = await signUp(suite.server, context, { isPremium: true });
    addUsage(suite.server.dataDir, email, PRO_LIMIT - PAGES_LEFT, 10);
    const used = async () => {
      const answer = await apiCall(context, suite.server.baseUrl, 'GET', '/subscription/current');
      return (answer.body?.data as { usage: { pages_used: number } }).usage.pages_used;
    };
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const refused: string[] = [];
    const watch = (response: Response) => {
      if (response.status() === 402) refused.push(new URL(response.url()).pathname);
    };
    page.on('response', watch);
    await page.goto(`${suite.server.baseUrl}/playground`);
    await page.getByTestId('uploader-replace-panel').waitFor();

    // Opening: the workspace reads the file's text in the background, and that counts the pages.
    const read = page.waitForResponse((r) => r.url().includes('/api/pdf/extract'));
    await uploadFiles(page, suite.pdfs.paths);
    expect((await read).status()).toBe(200);
    await expect.poll(used).toBe(PRO_LIMIT - PAGES_LEFT + 5);

    // Detection of the same file: its results, and no second charge.
    await chooseAllFast(page);
    const detected = page.waitForResponse((r) => r.url().includes('/api/batch/multi_detect'));
    await page.getByTestId('detect-button').click();
    expect((await detected).status()).toBe(200);
    await expect.poll(() => highlights(page, 'ENTITY').count()).toBeGreaterThan(0);

    // A search, and the redacted download: still the same 5 pages.
    await openTab(page, 'search');
    await page.getByTestId('search-input').fill('Kari Nordmann');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toMatch(/match/);
    const download = page.waitForEvent('download');
    await page.getByTestId('toolbar-download').click();
    const path = await (await download).path();
    expect(popplerText(path!)).not.toContain('Kari Nordmann');

    expect(await used()).toBe(PRO_LIMIT - PAGES_LEFT + 5);
    expect(refused).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', 'You pay for a page once a day'],
    ['no', 'Du betaler for en side én gang per døgn'],
  ] as const)('the pricing page says the rule (%s)', async (language, rule) => {
    const context = await suite.browser.newContext({ locale: language === 'en' ? 'en-GB' : 'nb-NO' });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/pricing`);
    expect(await page.getByTestId('page-count-rule').textContent()).toContain(rule);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: join(process.env.E2E_SHOTS, `pricing-page-rule-${language}.png`) });
    await context.close();
  });
});
