/**
 * Screenshots of every workspace state at 1440×900, 768×1024 and 390×844, light and dark, en and
 * no, into /tmp/shots (or SHOTS_DIR). Builds nothing: run `npm run build -w @sladd/web` first.
 *   npx tsx e2e/support/workspace-screenshots.ts
 * Narrow it with ONLY=search,redaction (shot names), VIEWPORTS=mobile, THEMES=dark, LANGS=no, or
 * PAIRED=1 for two combinations per width (light+en, dark+no) instead of all four.
 *
 * Each scenario runs in one browser context and takes several shots in order:
 *   basics:    empty, files, settings, help, fullscreen, mobile (floating menu; 768 px and under)
 *   detection: detection-streaming, detection-results, context-menu, search, redaction, verification, history
 *   free:      locked
 * Every wait is on something a person would see (a card, a counter, a dialog), never a fixed sleep
 * before acting; a step that fails is logged and the shot is still taken.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { highlights, openTab, throttle, uploadFiles } from './workspace-page.ts';
import { makeTextPdf } from '../../apps/api/src/test/pdfs.ts';
import { makeCasePages, writePdfs } from './workspace-pdfs.ts';
import { signUp, startWorkspaceServer, type WorkspaceServer } from './workspace-server.ts';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const ONLY = process.env.ONLY?.split(',');
const ALL_VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof ALL_VIEWPORTS;
const VIEWPORTS = (process.env.VIEWPORTS?.split(',') ?? Object.keys(ALL_VIEWPORTS)) as ViewportName[];
const THEMES = (process.env.THEMES?.split(',') ?? ['light', 'dark']) as Array<'light' | 'dark'>;
const LANGUAGES = (process.env.LANGS?.split(',') ?? ['en', 'no']) as Array<'en' | 'no'>;
const LOCALES = resolve(import.meta.dirname, '../../apps/web/src/locales');

type Messages = Record<string, unknown>;
function label(messages: Messages, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no locale text at ${path}`);
  return value;
}

interface Combo {
  viewportName: ViewportName;
  theme: 'light' | 'dark';
  language: 'en' | 'no';
  texts: Messages;
}

function combos(): Combo[] {
  const all: Combo[] = [];
  for (const viewportName of VIEWPORTS) {
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        if (process.env.PAIRED && (theme === 'light') !== (language === 'en')) continue;
        all.push({
          viewportName,
          theme,
          language,
          texts: JSON.parse(readFileSync(join(LOCALES, `workspace.${language}.json`), 'utf8')) as Messages,
        });
      }
    }
  }
  return all;
}

interface Run {
  page: Page;
  combo: Combo;
  isNarrow: boolean;
  shot: (name: string) => Promise<void>;
  step: (what: string, action: () => Promise<unknown>) => Promise<void>;
}

async function collapseBottomSidebar(run: Run): Promise<void> {
  if (run.combo.viewportName === 'desktop') return;
  const sidebar = run.page.locator('.ws-sidebar');
  if ((await sidebar.getAttribute('data-collapsed')) === null)
    await run.page.getByTestId('sidebar-toggle').click();
}

const SCENARIOS: Record<
  string,
  { user: 'premium' | 'free'; shots: string[]; run: (run: Run, files: Files) => Promise<void> }
> = {
  basics: {
    user: 'premium',
    shots: ['empty', 'files', 'settings', 'help', 'fullscreen', 'mobile'],
    run: async ({ page, combo, shot, step, isNarrow }, files) => {
      await shot('empty');
      await step('upload', async () => {
        await uploadFiles(page, files.small);
        await page.locator('.ws-page[data-painted]').first().waitFor();
      });
      await step('thumbnails', async () => {
        await openTab(page, 'thumbnails');
        await page.locator('.ws-sidebar img, .ws-sidebar canvas').first().waitFor();
      });
      await shot('files');
      await step('settings', () => openTab(page, 'settings'));
      await shot('settings');
      await step('help', async () => {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('Shift+H');
        await page.getByRole('dialog').waitFor();
      });
      await shot('help');
      await step('close help', async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      });
      await step('full screen', async () => {
        await page
          .getByTestId('file-card')
          .first()
          .getByRole('button', { name: label(combo.texts, 'files.fullScreen'), exact: true })
          .click();
        await page.locator('.ws-full-screen canvas').first().waitFor();
      });
      await shot('fullscreen');
      if (!isNarrow) return;
      await step('leave full screen', async () => {
        await page.getByRole('button', { name: label(combo.texts, 'fullScreen.exit') }).click();
        await page.locator('.ws-full-screen').waitFor({ state: 'hidden' });
      });
      await step('mobile menu', async () => {
        await page.getByRole('button', { name: label(combo.texts, 'mobile.menu') }).click();
        await page.getByRole('menu').waitFor();
      });
      await shot('mobile');
    },
  },
  detection: {
    user: 'premium',
    shots: [
      'detection-streaming',
      'detection-results',
      'context-menu',
      'search',
      'redaction',
      'verification',
      'history',
    ],
    run: async (run, files) => {
      const { page, shot, step } = run;
      await step('upload', async () => {
        await uploadFiles(page, [...files.small, files.long]);
        await page.locator('.ws-page[data-painted]').first().waitFor();
      });
      await step('detect', async () => {
        const seeded = page.waitForResponse((r) => r.url().includes('/api/settings/entities/3'));
        await openTab(page, 'detection');
        await seeded;
        // Only the fast engine runs on the test server: clear the department's advanced and standard presets.
        for (const model of ['advanced', 'standard']) {
          // Mantine's clear button is left out of the accessibility tree, so find it by its label.
          const clear = page.locator(
            `button[aria-label="${label(run.combo.texts, `detection.clear.${model}`)}"]`,
          );
          // The lists arrive a moment after their responses; a model without a preset has no clear button.
          await clear.waitFor({ timeout: 5000 }).catch(() => undefined);
          if (await clear.count()) await clear.click();
        }
        // Detection of 65 pages takes about a second on an idle machine: slow the answer to a
        // trickle so the shot catches the bar mid-run with pages known (undone in the next step).
        await throttle(page, 8 * 1024);
        await page.getByTestId('detect-button').click();
        await page.getByTestId('stop-detection').waitFor();
        await page
          .getByTestId('status-progress')
          .filter({ hasText: /^[1-9]\d*\// })
          .waitFor({ timeout: 30_000 });
      });
      await shot('detection-streaming');
      await step('detection results', async () => {
        await throttle(page, -1);
        await page.getByTestId('entity-results').waitFor({ timeout: 120_000 });
        await page.getByTestId('detection-status').waitFor({ state: 'hidden', timeout: 15_000 });
        await page.getByTestId('entity-results').scrollIntoViewIfNeeded();
      });
      await shot('detection-results');
      await step('context menu', async () => {
        await collapseBottomSidebar(run);
        const target = highlights(page, 'ENTITY').first();
        await target.scrollIntoViewIfNeeded();
        await target.click({ button: 'right' });
        await page.getByRole('menu').waitFor();
      });
      await shot('context-menu');
      await step('search', async () => {
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'hidden' });
        await openTab(page, 'search');
        await page.getByTestId('search-input').fill('Sommerfugl');
        await page.keyboard.press('Enter');
        await page.getByTestId('search-counter').waitFor();
        await page.getByTestId('search-next').click();
        await page.getByTestId('search-counter').filter({ hasText: /^1\b/ }).waitFor();
      });
      await shot('search');
      await step('redaction', async () => {
        await openTab(page, 'redaction');
        await page.getByTestId('redaction-preview').waitFor();
      });
      await shot('redaction');
      await step('redact', async () => {
        await page.getByTestId('redact-button').click();
        await page.getByTestId('confirm-redact').click();
        await page.getByTestId('verification-list').waitFor({ timeout: 120_000 });
        await page.getByTestId('confirm-redact').waitFor({ state: 'hidden' });
        await page
          .getByTestId('redact-button')
          .and(page.locator(':not([data-loading])'))
          .waitFor({ timeout: 60_000 });
        await page.getByTestId('verification-list').scrollIntoViewIfNeeded();
      });
      await shot('verification');
      await step('history', async () => {
        await openTab(page, 'history');
        await page.getByTestId('history-item').first().waitFor();
      });
      await shot('history');
    },
  },
  free: {
    user: 'free',
    shots: ['locked'],
    run: async ({ page, shot, step }, files) => {
      await step('locked', async () => {
        await uploadFiles(page, files.small);
        await openTab(page, 'detection');
        await page.getByTestId('locked-feature').waitFor();
      });
      await shot('locked');
    },
  },
};

interface Files {
  small: string[];
  long: string;
}

async function newPage(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  combo: Combo,
  cookies: Cookie[],
): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = ALL_VIEWPORTS[combo.viewportName];
  const context = await browser.newContext({ viewport, locale: combo.language === 'no' ? 'nb-NO' : 'en-GB' });
  await context.addCookies(cookies);
  await context.addInitScript(
    ([themeValue, languageValue]) => {
      localStorage.setItem('theme', themeValue!);
      localStorage.setItem('language', languageValue!);
    },
    [combo.theme, combo.language],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => console.warn('pageerror:', error.message));
  return { context, page };
}

/** Only the fast engine for the premium user, so detection runs quickly and shows streamed pages. */
async function chooseFastEntities(context: BrowserContext, server: WorkspaceServer): Promise<void> {
  const csrf = (await context.cookies(server.baseUrl)).find((c) => c.name === 'csrf_token')?.value;
  const headers: Record<string, string> = csrf ? { 'X-CSRF-Token': csrf } : {};
  for (const id of [1, 2, 3]) {
    const response = await context.request.delete(
      `${server.baseUrl}/api/settings/entities/delete_entities_by_method_id/${id}`,
      { headers },
    );
    if (!response.ok())
      throw new Error(`clearing entities ${id}: ${response.status()} ${await response.text()}`);
  }
  const response = await context.request.post(`${server.baseUrl}/api/settings/entities`, {
    headers,
    data: { method_id: 1, entity_texts: ['ALL_FAST'] },
  });
  if (!response.ok())
    throw new Error(`choosing fast entities: ${response.status()} ${await response.text()}`);
}

async function main() {
  rmSync(SHOTS_DIR, { recursive: true, force: true });
  mkdirSync(SHOTS_DIR, { recursive: true });
  const server = await startWorkspaceServer();
  const browser = await launchBrowser();
  const pdfs = writePdfs({
    'kommunesak-2024-118-vedlegg-til-innstilling.pdf': makeTextPdf(
      makeCasePages(3, 'Kari Nordmann', '912 34 567'),
    ),
    'sak-b.pdf': makeTextPdf(makeCasePages(2, 'Ola Hansen', '934 56 789')),
    'arkiv-lang.pdf': makeTextPdf(makeCasePages(60, 'Per Olsen', '945 67 891')),
  });
  const files: Files = { small: pdfs.paths.slice(0, 2), long: pdfs.paths[2]! };
  let failures = 0;
  try {
    const cookies: Record<'premium' | 'free', Cookie[]> = { premium: [], free: [] };
    for (const user of ['premium', 'free'] as const) {
      const setup = await browser.newContext();
      await signUp(server, setup, { isPremium: user === 'premium' });
      if (user === 'premium') await chooseFastEntities(setup, server);
      cookies[user] = await setup.cookies();
      await setup.close();
    }
    for (const combo of combos()) {
      for (const [scenarioName, scenario] of Object.entries(SCENARIOS)) {
        if (ONLY && !scenario.shots.some((s) => ONLY.includes(s))) continue;
        const started = Date.now();
        const { context, page } = await newPage(browser, combo, cookies[scenario.user]);
        const suffix = `${combo.viewportName}-${combo.theme}-${combo.language}`;
        const run: Run = {
          page,
          combo,
          isNarrow: ALL_VIEWPORTS[combo.viewportName].width <= 768,
          shot: async (name) => {
            if (ONLY && !ONLY.includes(name)) return;
            // No hover tooltip left from the last click, and not over a notice (hover pauses its auto-close):
            // the pointer rests in the bottom-left corner of the main area (the document or the uploader).
            const area = await page.locator('.ws-main').boundingBox();
            await page.mouse.move(
              (area?.x ?? 0) + 4,
              (area ? area.y + area.height : ALL_VIEWPORTS[combo.viewportName].height) - 4,
            );
            // Fonts loaded and no fade or slide still running (endless spinners aside).
            await page.evaluate(() => document.fonts.ready);
            await page
              .waitForFunction(
                () =>
                  document
                    .getAnimations()
                    .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
                undefined,
                { timeout: 5000 },
              )
              .catch(() => console.warn(`animations still running for ${name}-${suffix}`));
            await page.screenshot({ path: join(SHOTS_DIR, `${name}-${suffix}.png`) });
          },
          step: async (what, action) => {
            try {
              await action();
            } catch (error) {
              failures++;
              const lines = (error as Error).message.split('\n').filter((line) => line.trim() !== '');
              console.warn(
                `step failed: ${scenarioName}/${what} ${suffix}:`,
                lines.slice(0, 2).concat(lines.slice(-3)).join(' | '),
              );
            }
          },
        };
        try {
          await page.goto(`${server.baseUrl}/playground`);
          await page.getByTestId('uploader-replace-panel').waitFor();
          await scenario.run(run, files);
        } catch (error) {
          failures++;
          console.warn(
            `scenario failed: ${scenarioName} ${suffix}:`,
            (error as Error).message.split('\n')[0],
          );
        } finally {
          await context.close();
        }
        console.log(`${scenarioName} ${suffix} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(pdfs.dir, { recursive: true, force: true });
  }
  console.log(`Screenshots in ${SHOTS_DIR}${failures ? `; ${failures} step(s) failed` : ''}`);
  if (failures) process.exitCode = 1;
}

await main();
