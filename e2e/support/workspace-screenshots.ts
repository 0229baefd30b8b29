/**
 * Screenshots of every workspace state at 1440×900, 768×1024 and 390×844, light and dark, en and
 * no, into /tmp/ws-shots (or SHOTS_DIR). Builds nothing: run `npm run build -w @sladd/web` first.
 *   npx tsx e2e/support/workspace-screenshots.ts            (ONLY=search,redaction to pick states)
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { highlights, openTab, uploadFiles } from './workspace-page.ts';
import { makeCasePages, makeTextPdf, writePdfs } from './workspace-pdfs.ts';
import { signUp, startWorkspaceServer } from './workspace-server.ts';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/ws-shots';
const ONLY = process.env.ONLY?.split(',');
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, tablet: { width: 768, height: 1024 }, mobile: { width: 390, height: 844 } } as const;
const THEMES = (process.env.THEMES?.split(',') ?? ['light', 'dark']) as Array<'light' | 'dark'>;
const LANGUAGES = (process.env.LANGS?.split(',') ?? ['en', 'no']) as Array<'en' | 'no'>;

interface State {
  name: string;
  needsFiles: boolean;
  prepare?: (page: Page) => Promise<void>;
}

const STATES: State[] = [
  { name: 'empty', needsFiles: false },
  { name: 'thumbnails', needsFiles: true, prepare: (page) => openTab(page, 'thumbnails') },
  { name: 'files', needsFiles: true, prepare: (page) => openTab(page, 'files') },
  {
    name: 'search',
    needsFiles: true,
    prepare: async (page) => {
      await openTab(page, 'search');
      await page.getByTestId('search-input').fill('Sommerfugl');
      await page.keyboard.press('Enter');
      await highlights(page, 'SEARCH').first().waitFor();
      await page.getByTestId('search-next').click();
    },
  },
  {
    name: 'detection',
    needsFiles: true,
    prepare: async (page) => {
      await openTab(page, 'detection');
      for (const model of ['standard', 'advanced', 'standard', 'avansert']) {
        const clear = page.locator(`[data-testid="entities-${model}"]`).locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")]').locator('button[aria-label]');
        if (await clear.count()) await clear.first().click();
      }
      await page.getByTestId('entities-fast').click();
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await page.getByTestId('detect-button').click();
      await page.getByTestId('entity-results').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(400);
    },
  },
  { name: 'redaction', needsFiles: true, prepare: (page) => openTab(page, 'redaction') },
  { name: 'settings', needsFiles: true, prepare: (page) => openTab(page, 'settings') },
  { name: 'history', needsFiles: true, prepare: (page) => openTab(page, 'history') },
  {
    name: 'context-menu',
    needsFiles: true,
    prepare: async (page) => {
      await openTab(page, 'search');
      await page.getByTestId('search-input').fill('Sommerfugl');
      await page.keyboard.press('Enter');
      await highlights(page, 'SEARCH').first().click({ button: 'right' });
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'help',
    needsFiles: true,
    prepare: async (page) => {
      await page.locator('body').click({ position: { x: 2, y: 300 } });
      await page.keyboard.press('Shift+H');
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'collapsed', needsFiles: true, prepare: (page) => page.getByTestId('sidebar-toggle').click() },
];

async function main() {
  rmSync(SHOTS_DIR, { recursive: true, force: true });
  mkdirSync(SHOTS_DIR, { recursive: true });
  const server = await startWorkspaceServer();
  const browser = await launchBrowser();
  const pdfs = writePdfs({
    'kommunesak-2024-118-vedlegg.pdf': makeTextPdf(makeCasePages(3, 'Kari Nordmann', '912 34 567')),
    'sak-b.pdf': makeTextPdf(makeCasePages(2, 'Ola Hansen', '934 56 789')),
  });
  try {
    const setup = await browser.newContext();
    await signUp(server, setup, { isPremium: true });
    const cookies = await setup.cookies();
    await setup.close();
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        for (const language of LANGUAGES) {
          for (const state of STATES) {
            if (ONLY && !ONLY.includes(state.name)) continue;
            const context = await browser.newContext({ viewport, locale: language === 'no' ? 'nb-NO' : 'en-GB' });
            await context.addCookies(cookies);
            await context.addInitScript(
              ([themeValue, languageValue]) => {
                localStorage.setItem('theme', themeValue!);
                localStorage.setItem('language', languageValue!);
              },
              [theme, language],
            );
            const page = await context.newPage();
            page.setDefaultTimeout(10_000);
            await page.goto(`${server.baseUrl}/playground`, { waitUntil: 'networkidle' });
            try {
              if (state.needsFiles) await uploadFiles(page, pdfs.paths);
              if (state.needsFiles && viewport.width < 768) await page.getByTestId('sidebar-toggle').click();
              await state.prepare?.(page);
              await page.waitForTimeout(600);
            } catch (error) {
              console.warn(`prepare failed for ${state.name} ${viewportName} ${theme} ${language}:`, (error as Error).message.split('\n')[0]);
            }
            await page.screenshot({ path: join(SHOTS_DIR, `${state.name}-${viewportName}-${theme}-${language}.png`) });
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(pdfs.dir, { recursive: true, force: true });
  }
  console.log(`Screenshots in ${SHOTS_DIR}`);
}

await main();
