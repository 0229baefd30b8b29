/**
 * Screenshots of legal bases in the workspace (issue 32): the highlight menu's code picker, the
 * L dialog and the redaction tab with each mark's code, the log choice and "print legal basis",
 * in Norwegian and English, into /tmp/shots-legal-bases (or SHOTS_DIR). Starts its own server from
 * the build:
 *   npm run build -w @sladd/web && npm run build:api
 *   npx tsx apps/web/scripts/legal-bases-screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeTextPdf } from '../../api/src/test/pdfs.ts';
import type { Page } from 'playwright-core';
import { openTab, openWorkspace, uploadFiles } from '../../../e2e/support/workspace-page.ts';
import { makeCasePages, writePdfs } from '../../../e2e/support/workspace-pdfs.ts';
import { launchBrowser } from '../../../e2e/support/browser.ts';
import { startWorkspaceServer } from '../../../e2e/support/workspace-server.ts';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-legal-bases';

const FAST_TEXTS = {
  en: { clear: (model: string) => `Clear ${model} entities`, all: 'All fast entities' },
  no: {
    clear: (model: string) =>
      model === 'standard' ? 'Tøm listen over standardentiteter' : 'Tøm listen over avanserte entiteter',
    all: 'Alle raske entiteter',
  },
};

/** As e2e's chooseAllFast, in either language: every fast entity, none of the others. */
async function chooseAllFast(page: Page, language: 'en' | 'no'): Promise<void> {
  const texts = FAST_TEXTS[language];
  const seeded = Promise.all(
    [1, 2, 3].map((id) => page.waitForResponse((r) => r.url().endsWith(`/api/settings/entities/${id}`))),
  );
  await openTab(page, 'detection');
  await seeded;
  for (const model of ['standard', 'advanced']) {
    const clear = page.locator(`button[aria-label="${texts.clear(model)}"]`);
    await clear.click();
    await clear.waitFor({ state: 'detached' });
  }
  await page.getByTestId('entities-fast').click();
  await page.getByRole('option', { name: texts.all }).click();
  await page.keyboard.press('Escape');
}

async function main() {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const server = await startWorkspaceServer();
  const browser = await launchBrowser();
  const pdfs = writePdfs({ 'vedtak.pdf': makeTextPdf(makeCasePages(2, 'Kari Nordmann', '912 34 567')) });
  try {
    for (const language of ['no', 'en'] as const) {
      const { context, page } = await openWorkspace(browser, server, { isPremium: true, timeout: 20_000 });
      // After the sign-up's own init script (English), so this one wins on each load.
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      await page.getByTestId('uploader-replace-panel').waitFor();
      await uploadFiles(page, pdfs.paths);
      await chooseAllFast(page, language);
      await page.getByTestId('detect-button').click();
      await page.locator('.ws-highlight[data-legal-basis]').first().waitFor();
      await page
        .getByTestId('detection-status')
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      const person = page.locator('.ws-highlight[data-highlight-text="Kari Nordmann"]').first();
      await person.click({ button: 'right' });
      await page.locator('.ws-context-menu').waitFor();
      await page.screenshot({ path: join(SHOTS_DIR, `${language}-context-menu.png`) });
      await page.locator('[data-command="highlight.legalBasis"]').click();
      await page.getByTestId('legal-basis-picker').waitFor();
      await page.screenshot({ path: join(SHOTS_DIR, `${language}-context-picker.png`) });
      await page.getByTestId('legal-basis-picker').locator('[data-legal-basis="no-offl-13"]').click();
      // The L shortcut on a selected mark.
      await person.click();
      await page.keyboard.press('l');
      await page.getByRole('dialog').getByTestId('legal-basis-picker').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(SHOTS_DIR, `${language}-l-dialog.png`) });
      await page.keyboard.press('Escape');
      await openTab(page, 'redaction');
      await page.getByTestId('legal-bases-section').click();
      await page.getByTestId('legal-basis-list').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(SHOTS_DIR, `${language}-redaction-tab.png`) });
      await page
        .getByTestId('legal-basis-list')
        .locator('input[aria-haspopup], .mantine-Select-input')
        .nth(1)
        .click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SHOTS_DIR, `${language}-row-picker.png`) });
      await page.keyboard.press('Escape');
      await page.getByTestId('legal-bases-section').click();
      await page.locator('.mantine-Accordion-control').first().click();
      await page.getByTestId('redaction-log-format').click();
      await page.getByRole('option').nth(1).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(SHOTS_DIR, `${language}-options.png`) });
      await page.locator('.mantine-Accordion-control').nth(1).click();
      await page.getByTestId('appearance-legal-basis').check();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(SHOTS_DIR, `${language}-appearance.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
