import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import {
  highlights,
  openTab,
  openWorkspace,
  pointOnPage,
  uploadFiles,
  type SignedInPageOptions,
} from './support/workspace-page.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { apiCall } from './support/workspace-server.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// Marking by hand, as found walking the workspace (issue 30, item 12): each test one complaint, fixed,
// in English and in Norwegian.
const suite = useWorkspaceSuite(() => ({
  'sak-b.pdf': makeTextPdf(makeCasePages(1, 'Ola Hansen', '934 56 789')),
}));

type Language = 'en' | 'no';
type Texts = Record<string, Record<string, string>>;
const TEXTS: Record<Language, Texts> = {
  en: JSON.parse(
    readFileSync(join(import.meta.dirname, '../apps/web/src/locales/workspace.en.json'), 'utf8'),
  ),
  no: JSON.parse(
    readFileSync(join(import.meta.dirname, '../apps/web/src/locales/workspace.no.json'), 'utf8'),
  ),
};
const LANGUAGES: Language[] = ['en', 'no'];

/** A new user's workspace in `language`. */
async function workspaceIn(
  language: Language,
  options: SignedInPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openWorkspace(suite.browser, suite.server, {
    timeout: 20_000,
    log: 'errors',
    ...options,
  });
  if (language === 'no') {
    // Runs after the English default the sign-in set, so the page starts in Norwegian.
    await opened.context.addInitScript(() => localStorage.setItem('language', 'no'));
    await opened.page.reload();
    await opened.page.getByTestId('uploader-replace-panel').waitFor();
  }
  return opened;
}

/** With E2E_SHOTS set to a folder, keeps a screenshot of the screen a test changed (to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  // Notices that are still sliding in are shot once they are in place.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3000,
    })
    .catch(() => undefined);
  await page.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`) });
}

/** A drag on page 1 of a file, from (x0, y0) to (x1, y1) in screen pixels from the page's corner. */
async function drag(
  page: Page,
  fileIndex: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): Promise<void> {
  const from = await pointOnPage(page, fileIndex, 1, x0, y0);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (x1 - x0), from.y + (y1 - y0), { steps: 4 });
  await page.mouse.up();
}

describe.each(LANGUAGES)('a rectangle too small to mean anything (%s)', (language) => {
  it('is not kept and the person is told, however far the page is zoomed out', async () => {
    const texts = TEXTS[language];
    const { context, page } = await workspaceIn(language, { viewport: { width: 600, height: 900 } });
    await uploadFiles(page, [suite.pdfs.paths[0]!]);
    await page.locator('.ws-page[data-painted]').first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let step = 0; step < 3; step++) await page.keyboard.press('-');
    await expect.poll(() => page.locator('[data-zoom]').first().getAttribute('data-zoom')).toBe('0.5');
    // Zoomed out on a narrow screen the page shows at under half its size: a 1 px drag there
    // spans more than 2 page points, and is still a 1 px drag.
    const shown = (await page
      .getByTestId('file-card')
      .first()
      .locator('[data-page-number="1"]')
      .boundingBox())!;
    expect(shown.width / 612).toBeLessThan(0.5);
    await page.keyboard.press('Shift+E');
    await page.getByTestId('marking-1').waitFor();

    await drag(page, 0, 120, 150, 121, 151);
    await page.getByText(texts.viewer!.selectionTooSmall!).waitFor();
    await shot(page, `selection-too-small-${language}`);
    await page.waitForTimeout(300);
    expect(await highlights(page, 'MANUAL').count()).toBe(0);

    // A real rectangle at this zoom is kept.
    await drag(page, 0, 60, 40, 160, 60);
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(1);
    await context.close();
  });
});

/**
 * Saves "all of the fast engine" as the person's entity lists (the other engines need models this
 * server has not), then opens the file and detects, whatever the page's language.
 */
async function detectWithFastEngine(context: BrowserContext, page: Page): Promise<void> {
  const csrf = (await context.cookies(suite.server.baseUrl)).find((c) => c.name === 'csrf_token')?.value;
  const headers: Record<string, string> = csrf ? { 'X-CSRF-Token': csrf } : {};
  for (const id of [1, 2, 3]) {
    const cleared = await context.request.delete(
      `${suite.server.baseUrl}/api/settings/entities/delete_entities_by_method_id/${id}`,
      { headers },
    );
    expect(cleared.ok()).toBe(true);
  }
  const chosen = await context.request.post(`${suite.server.baseUrl}/api/settings/entities`, {
    headers,
    data: { method_id: 1, entity_texts: ['ALL_FAST'] },
  });
  expect(chosen.ok()).toBe(true);
  await page.reload();
  await page.getByTestId('uploader-replace-panel').waitFor();
  await uploadFiles(page, [suite.pdfs.paths[0]!]);
  await openTab(page, 'detection');
  const detect = page.getByTestId('detect-button');
  await expect.poll(() => detect.isEnabled()).toBe(true);
  await detect.click();
}

describe.each(LANGUAGES)('adding a detected entity to the ignore list (%s)', (language) => {
  it('asks which text to ignore, with the entity’s text to edit first', async () => {
    const texts = TEXTS[language];
    const { context, page } = await workspaceIn(language, { isPremium: true });
    await detectWithFastEngine(context, page);
    const entity = page.locator(
      '.ws-highlight[data-highlight-type="ENTITY"][data-highlight-text="Ola Hansen"]',
    );
    await expect.poll(() => entity.count(), { timeout: 30_000 }).toBeGreaterThan(0);

    await entity.first().click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: texts.contextMenu!.addToIgnoreList! }).click();
    const dialog = page.getByRole('dialog', { name: texts.contextMenu!.ignorePrompt! });
    await dialog.waitFor();
    const input = dialog.getByTestId('ask-text-input');
    expect(await input.inputValue()).toBe('Ola Hansen');
    await shot(page, `ignore-entity-prompt-${language}`);

    // Only the surname: that is what goes on the list.
    await input.fill('Hansen');
    await dialog.getByRole('button', { name: texts.contextMenu!.addToIgnoreList! }).click();
    await page.getByText(texts.notices!.addedToIgnoreList!).waitFor();
    const banList = await apiCall(context, suite.server.baseUrl, 'GET', '/settings/ban-list');
    const listed = JSON.stringify(banList.body?.data).toLowerCase();
    expect(listed).toContain('"hansen"');
    expect(listed).not.toContain('ola hansen');
    await context.close();
  });

  it('adds nothing when the question is cancelled', async () => {
    const texts = TEXTS[language];
    const { context, page } = await workspaceIn(language, { isPremium: true });
    await detectWithFastEngine(context, page);
    const entity = page.locator(
      '.ws-highlight[data-highlight-type="ENTITY"][data-highlight-text="Ola Hansen"]',
    );
    await expect.poll(() => entity.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await entity.first().click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: texts.contextMenu!.addToIgnoreList! }).click();
    const dialog = page.getByRole('dialog', { name: texts.contextMenu!.ignorePrompt! });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const banList = await apiCall(context, suite.server.baseUrl, 'GET', '/settings/ban-list');
    expect(JSON.stringify(banList.body?.data).toLowerCase()).not.toContain('hansen');
    await context.close();
  });
});

// Two different documents that both arrive as "vedtak.pdf".
const KARI = Buffer.from(makeTextPdf(makeCasePages(1, 'Kari Nordmann', '912 34 567')));
const OLA = Buffer.from(makeTextPdf(makeCasePages(1, 'Ola Hansen Bakkestuen', '934 56 789')));

describe.each(LANGUAGES)('redacting two files of the same name (%s)', (language) => {
  it('gives each its own redacted file and certificate', async () => {
    const texts = TEXTS[language];
    const { context, page } = await workspaceIn(language);
    await page.locator('[data-testid="uploader-replace-panel"] input[type=file]').setInputFiles([
      { name: 'vedtak.pdf', mimeType: 'application/pdf', buffer: KARI },
      { name: 'vedtak.pdf', mimeType: 'application/pdf', buffer: OLA },
    ]);
    await page.getByTestId('file-card').nth(1).waitFor();
    await page.getByTestId('toolbar-edit').click();
    for (const fileIndex of [0, 1]) {
      await drag(page, fileIndex, 70, 60, 170, 80);
      await expect
        .poll(() =>
          page
            .getByTestId('file-card')
            .nth(fileIndex)
            .locator('.ws-highlight[data-highlight-type="MANUAL"]')
            .count(),
        )
        .toBe(1);
    }
    await page.getByTestId('toolbar-edit').click();

    await openTab(page, 'redaction');
    const preview = await page.getByTestId('redaction-preview').textContent();
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    const certificates = page.getByTestId('verification-list').getByRole('alert');
    await expect.poll(() => certificates.count(), { timeout: 60_000 }).toBe(2);
    const verified = texts.redaction!.verified!.split('{{')[0]!;
    for (const certificate of await certificates.all()) {
      expect(await certificate.textContent()).toContain('vedtak-redacted.pdf');
      expect(await certificate.textContent()).toContain(verified);
    }
    // Counted in each language's plural: "2 files", and "funnet 1 gang før" (found once before).
    expect(preview).toContain(language === 'no' ? '2 områder i 2 filer' : '2 areas in 2 files');
    expect(await certificates.first().textContent()).toContain(
      language === 'no' ? 'funnet 1 gang før' : 'found 1× before',
    );
    // Each original's redacted file is in the list: two originals, two outputs.
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(4);
    await page.getByTestId('verification-list').scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await shot(page, `same-name-certificates-${language}`);
    await context.close();
  });
});
