import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { addUsage } from './support/billing-data.ts';
import { newSignedInPage, openTab, uploadFiles } from './support/workspace-page.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { apiCall, signUp } from './support/workspace-server.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// Counted words, decimal commas and whole sentences, as walking the app found them (issue 30, item 14),
// in English and in Norwegian.
const suite = useWorkspaceSuite(() => ({
  'sak.pdf': makeTextPdf(makeCasePages(1, 'Ola Hansen', '934 56 789')),
}));

type Language = 'en' | 'no';
const LANGUAGES: Language[] = ['en', 'no'];
const locale = (name: string, language: Language) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../apps/web/src/locales/${name}.${language}.json`), 'utf8'),
  ) as Record<string, Record<string, string>>;

/** Makes the context's pages start in `language` (after the English default the sign-in set). */
async function speak(context: BrowserContext, language: Language): Promise<void> {
  if (language === 'no') await context.addInitScript(() => localStorage.setItem('language', 'no'));
}

/** With E2E_SHOTS set to a folder, keeps a screenshot of what a test checked (to look at). */
async function shot(page: Page, name: string, target?: ReturnType<Page['locator']>): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  const path = join(process.env.E2E_SHOTS, `${name}.png`);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3000,
    })
    .catch(() => undefined);
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path });
}

describe.each(LANGUAGES)('wording (%s)', (language) => {
  it('the usage figures say the pages last the whole period, and count "1 page" apart from "pages"', async () => {
    const context = await suite.browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
    });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await speak(context, language);
    const { email } = await signUp(suite.server, context, { isPremium: false });
    const checkout = await apiCall(context, suite.server.baseUrl, 'POST', '/subscription/checkout', {
      plan_code: 'basic_monthly',
    });
    const sessionId = (checkout.body?.data as { session_id: string }).session_id;
    await apiCall(context, suite.server.baseUrl, 'POST', `/subscription/checkout/${sessionId}/complete`);
    // 10 pages in the first 10 days of 30: one a day, 30 a month, far from the plan's limit.
    addUsage(suite.server.dataDir, email, 10, 10);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${suite.server.baseUrl}/subscription/manage`);
    const alert = page.getByTestId('usage-alert');
    await alert.waitFor();
    const figures = await alert
      .locator('dl > div')
      .evaluateAll((rows) =>
        rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`),
      );
    expect(figures).toEqual(
      language === 'no'
        ? ['Snitt per dag: 1 side', 'Anslag for måneden: 30 sider', 'Sidene rekker: Hele perioden']
        : ['Daily average: 1 page', 'Monthly projection: 30 pages', 'Pages last: The whole period'],
    );
    await shot(page, `usage-figures-${language}`, alert);
    await context.close();
  });

  it('clearing an ignore list of one word asks about that one word', async () => {
    const settings = locale('settings', language);
    const { context, page } = await newSignedInPage(suite.browser, suite.server, {
      isPremium: true,
      viewport: { width: 1280, height: 900 },
      timeout: 20_000,
    });
    await speak(context, language);
    const added = await apiCall(context, suite.server.baseUrl, 'POST', '/settings/ban-list/words', {
      words: ['sommerfugl'],
    });
    expect(added.status).toBeLessThan(300);
    await page.goto(`${suite.server.baseUrl}/settings?tab=banlist`);
    await page.getByTestId('ban-words').getByText('sommerfugl', { exact: true }).waitFor();
    await page.getByRole('button', { name: settings.banlist!.clear!, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      language === 'no'
        ? 'Ordet fjernes fra ignoreringslisten. Dette kan ikke angres.'
        : 'The word is removed from the ignore list. This cannot be undone.',
    );
    await shot(page, `ignore-list-clear-one-${language}`, dialog);
    await context.close();
  });

  it('a detection card counts "1 page" and writes seconds as the language does', async () => {
    const { context, page } = await newSignedInPage(suite.browser, suite.server, {
      isPremium: true,
      timeout: 20_000,
    });
    await speak(context, language);
    const csrf = (await context.cookies(suite.server.baseUrl)).find((c) => c.name === 'csrf_token')?.value;
    const headers: Record<string, string> = csrf ? { 'X-CSRF-Token': csrf } : {};
    // Only the fast engine (the others need models this server has not).
    for (const id of [1, 2, 3])
      await context.request.delete(
        `${suite.server.baseUrl}/api/settings/entities/delete_entities_by_method_id/${id}`,
        { headers },
      );
    await context.request.post(`${suite.server.baseUrl}/api/settings/entities`, {
      headers,
      data: { method_id: 1, entity_texts: ['ALL_FAST'] },
    });
    await page.goto(`${suite.server.baseUrl}/playground`);
    await page.getByTestId('uploader-replace-panel').waitFor();
    await uploadFiles(page, suite.pdfs.paths);
    await openTab(page, 'detection');
    const detect = page.getByTestId('detect-button');
    await expect.poll(() => detect.isEnabled()).toBe(true);
    await detect.click();
    const results = page.getByTestId('entity-results');
    await results.waitFor({ timeout: 30_000 });
    await results.locator('.mantine-Accordion-control').first().click();
    const line = results.getByText(language === 'no' ? /^1 side · / : /^1 page · /);
    await line.waitFor();
    expect(await line.textContent()).toMatch(
      language === 'no' ? /^1 side · \d+ ord · \d+,\d\d s$/ : /^1 page · \d+ words · \d+\.\d\d s$/,
    );
    await page.mouse.move(5, 5);
    await shot(page, `detection-figures-${language}`, results);
    await context.close();
  });
});
