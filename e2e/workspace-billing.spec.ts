import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { addUsage } from './support/billing-data.ts';
import { chooseAllFast, highlights, openTab, pointOnPage, uploadFiles } from './support/workspace-page.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { signUp } from './support/workspace-server.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// A person on Pro (5 000 pages a month) with 2 pages left opens a 5-page file (issue 30, item 8).
const suite = useWorkspaceSuite(() => ({
  'sak-fem.pdf': makeTextPdf(makeCasePages(5, 'Kari Nordmann', '912 34 567')),
}));

const PRO_LIMIT = 5000;
const PAGES_LEFT = 2;

/** With E2E_SHOTS set to a folder, keeps a screenshot of the screen (to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`) });
}

/** A Pro user with `PAGES_LEFT` pages left this period, in the workspace in their language. */
async function nearTheQuota(language: 'en' | 'no'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({
    locale: language === 'en' ? 'en-GB' : 'nb-NO',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const { email } = await signUp(suite.server, context, { isPremium: true });
  addUsage(suite.server.dataDir, email, PRO_LIMIT - PAGES_LEFT, 10);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(`${suite.server.baseUrl}/playground`);
  await page.getByTestId('uploader-replace-panel').waitFor();
  await uploadFiles(page, suite.pdfs.paths);
  return { context, page };
}

const TEXTS = {
  en: {
    figures: `This needs 5 pages, but only ${PAGES_LEFT} of your 5,000 pages are left this period.`,
    short: `Needs 5 pages · ${PAGES_LEFT} left`,
    refused: 'Not run: not enough pages left',
    notRun: 'Not run',
    upgrade: 'Upgrade plan',
    notRedacted: '1 file was not redacted; its pages were not counted.',
    allFast: 'All fast entities',
    clear: [],
  },
  no: {
    figures: `Dette trenger 5 sider, men bare ${PAGES_LEFT} av de 5\u00a0000 sidene i abonnementet ditt er igjen denne perioden.`,
    short: `Trenger 5 sider · ${PAGES_LEFT} igjen`,
    refused: 'Ikke kjørt: ikke nok sider igjen',
    notRun: 'Ikke kjørt',
    upgrade: 'Oppgrader abonnementet',
    notRedacted: '1 fil ble ikke sladdet; sidene i den ble ikke telt.',
    allFast: 'Alle raske entiteter',
    clear: ['Tøm listen over standardentiteter', 'Tøm listen over avanserte entiteter'],
  },
} as const;

describe.each(['en', 'no'] as const)('a run refused for the page quota (%s)', (language) => {
  const texts = TEXTS[language];

  it('says how many pages it needed and how many are left, shows the files as not run, and leads to the upgrade', async () => {
    const { context, page } = await nearTheQuota(language);
    if (language === 'en') await chooseAllFast(page);
    else {
      // The same choice in Norwegian: only the fast engine (the others need models this server lacks).
      const seeded = page.waitForResponse((r) => r.url().endsWith('/api/settings/entities/3'));
      await openTab(page, 'detection');
      await seeded;
      for (const label of texts.clear) {
        const clear = page.locator(`button[aria-label="${label}"]`);
        await clear.click();
        await clear.waitFor({ state: 'detached' });
      }
      await page.getByTestId('entities-fast').click();
      await page.getByRole('option', { name: texts.allFast }).click();
      await page.keyboard.press('Escape');
    }
    const answered = page.waitForResponse((r) => r.url().includes('/api/batch/multi_detect'));
    await page.getByTestId('detect-button').click();
    await answered;

    // The toast: the numbers, in the person's language and number format.
    const toast = page.getByTestId('quota-toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain(texts.figures);

    // The status bar: refused, with the numbers and the way out; no tick, no "Stopped – Starting… 1 %".
    const bar = page.getByTestId('detection-status');
    await expect.poll(() => bar.getAttribute('data-refused')).toBe('true');
    expect(await page.getByTestId('status-event').textContent()).toBe(texts.refused);
    expect(await page.getByTestId('status-progress').textContent()).toBe(texts.short);
    expect(await page.getByTestId('status-percent').count()).toBe(0);
    const barLink = bar.getByTestId('quota-upgrade-link');
    expect(await barLink.getAttribute('href')).toBe('/pricing?upgrade=true&current=pro_monthly');
    expect(await barLink.getAttribute('target')).toBe('_blank');

    // The file: not run, never "Queued".
    const row = page.getByTestId('file-processing').getByRole('listitem');
    await expect.poll(() => row.getAttribute('data-status')).toBe('refused');
    expect(await row.textContent()).toContain(texts.notRun);

    // The detection tab: the numbers, what happened, and the upgrade button.
    const notice = page.getByTestId('quota-notice');
    expect(await notice.getByTestId('quota-figures').textContent()).toBe(texts.figures);
    expect(await notice.getByTestId('quota-upgrade').getAttribute('href')).toBe(
      '/pricing?upgrade=true&current=pro_monthly',
    );
    await shot(page, `quota-refused-detection-${language}`);

    // Still so after the 3 s a stopped or completed bar takes to go: the refusal stays until closed.
    await page.waitForTimeout(4000);
    expect(await bar.getAttribute('data-refused')).toBe('true');
    expect(await page.getByTestId('status-event').textContent()).toBe(texts.refused);
    expect(await row.getAttribute('data-status')).toBe('refused');
    expect(await highlights(page, 'ENTITY').count()).toBe(0);
    // The bar and the file row as they stay, without the toast over them.
    for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click();
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
    await shot(page, `quota-refused-bar-${language}`);
    if (process.env.E2E_SHOTS)
      await page
        .getByTestId('file-processing')
        .screenshot({ path: join(process.env.E2E_SHOTS, `quota-refused-files-${language}.png`) });

    // The upgrade link opens the pricing page's upgrade advisor in a new tab; the work stays here.
    const opened = context.waitForEvent('page');
    await notice.getByTestId('quota-upgrade').click();
    const pricing = await opened;
    await pricing.waitForURL(/\/pricing\?upgrade=true&current=pro_monthly/);
    await pricing.getByTestId('advisor').waitFor();
    await pricing.close();
    expect(await page.getByTestId('file-card').count()).toBe(1);

    // Redaction is refused the same way: the numbers and the way out in the redaction tab. (A drawn
    // mark: a search would ask the server, which counts pages too.)
    await page.getByTestId('toolbar-edit').click();
    const from = await pointOnPage(page, 0, 1, 70, 60);
    const to = await pointOnPage(page, 0, 1, 170, 80);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(1);
    await page.getByTestId('toolbar-edit').click();
    await openTab(page, 'redaction');
    const redacted = page.waitForResponse((r) => r.url().includes('/api/batch/redact'));
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    expect((await redacted).status()).toBe(402);
    const redactionNotice = page.locator('[data-testid="quota-notice"][data-operation="redaction"]');
    await redactionNotice.waitFor();
    expect(await redactionNotice.getByTestId('quota-figures').textContent()).toBe(texts.figures);
    expect(await redactionNotice.textContent()).toContain(texts.notRedacted);
    expect(await redactionNotice.getByTestId('quota-upgrade').textContent()).toBe(texts.upgrade);
    expect(await page.getByTestId('file-card').count()).toBe(1);
    // The detection bar keeps its own numbers beside the redaction's notice.
    expect(await page.getByTestId('status-progress').textContent()).toBe(texts.short);
    await shot(page, `quota-refused-redaction-${language}`);
    await context.close();
  });
});
