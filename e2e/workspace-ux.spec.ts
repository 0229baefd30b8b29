import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { highlights, openTab, openWorkspace, pointOnPage, uploadFiles } from './support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { makeCasePages, writePdfs } from './support/workspace-pdfs.ts';
import { apiCall } from './support/workspace-server.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// What a new user hit in the workspace (issue 11): each test is one of those complaints, fixed.
const suite = useWorkspaceSuite(() => ({
  'sak-a.pdf': makeTextPdf(makeCasePages(2, 'Kari Nordmann', '912 34 567')),
  'sak-b.pdf': makeTextPdf(makeCasePages(1, 'Ola Hansen', '934 56 789')),
}));

function newWorkspace(isPremium: boolean): Promise<{ context: BrowserContext; page: Page }> {
  return openWorkspace(suite.browser, suite.server, {
    isPremium,
    acceptDownloads: true,
    timeout: 20_000,
    log: 'errors',
  });
}

/** With E2E_SHOTS set to a folder, keeps a screenshot of the screen a test changed (to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`) });
}

async function turnOnAutoProcessing(context: BrowserContext, page: Page): Promise<void> {
  const saved = await apiCall(context, suite.server.baseUrl, 'PUT', '/settings', { auto_processing: true });
  expect(saved.status).toBe(200);
  await page.reload();
  await page.getByTestId('uploader-replace-panel').waitFor();
}

describe('automatic processing', () => {
  it('detects on upload with the saved entity lists, without pressing Detect', async () => {
    const { context, page } = await newWorkspace(true);
    await turnOnAutoProcessing(context, page);
    await uploadFiles(page, [suite.pdfs.paths[0]!]);
    // The department's saved lists name PERSON_F among others: Kari Nordmann is found.
    await expect
      .poll(
        () =>
          page
            .locator('.ws-highlight[data-highlight-type="ENTITY"][data-highlight-text="Kari Nordmann"]')
            .count(),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByTestId('tab-detection').getAttribute('aria-selected')).not.toBe('true');
    // Result cards and tooltips name entity types as the settings page does, never by code.
    await openTab(page, 'detection');
    await page.getByTestId('entity-results').locator('.mantine-Accordion-control').first().click();
    await page
      .getByTestId('entity-results')
      // Several methods' "Person" say which method they are: "Person (fast): 1".
      .getByText(/^Person( \((fast|standard|advanced)\))?: \d+$/)
      .first()
      .waitFor();
    // The department's lists name PERSON_S and PERSON_A too, so three methods mark the name (in
    // stripes, each in its colour); the tooltip names the type and the method, never a code.
    await page.locator('.ws-highlight[data-highlight-text="Kari Nordmann"]').first().hover({ force: true });
    await expect
      .poll(() => page.locator('.ws-tooltip').textContent(), { timeout: 10_000 })
      .toMatch(
        /^Entity: Person \((fast|standard|advanced)\) — (answered by the standard engine: [^—]+ — )?\d+ % · /,
      );
    await shot(page, 'entity-names');
    await context.close();
  });

  it('warns for 8 seconds when nothing is saved to detect, and detects nothing', async () => {
    const { context, page } = await newWorkspace(true);
    // A department with no predefined entity types and a user who saved none: the lists are empty.
    const me = await apiCall(context, suite.server.baseUrl, 'GET', '/users/me');
    const userId = (me.body?.data as { id: string }).id;
    const db = new Database(join(suite.server.dataDir, 'sladd.db'));
    db.prepare('DELETE FROM model_entities WHERE user_id = ?').run(userId);
    db.close();
    await turnOnAutoProcessing(context, page);
    await uploadFiles(page, [suite.pdfs.paths[1]!]);
    const warning = page.getByText('Automatic processing is on, but no entity types are saved.', {
      exact: false,
    });
    await warning.waitFor();
    await shot(page, 'auto-processing-empty');
    await page.waitForTimeout(6500);
    expect(await warning.isVisible()).toBe(true);
    await warning.waitFor({ state: 'detached', timeout: 4000 });
    expect(await highlights(page, 'ENTITY').count()).toBe(0);
    expect(await page.getByTestId('detection-status').count()).toBe(0);
    await context.close();
  });

  it('leaves uploads alone when it is off', async () => {
    const { context, page } = await newWorkspace(true);
    const detections: string[] = [];
    page.on('request', (request) => request.url().includes('multi_detect') && detections.push(request.url()));
    await uploadFiles(page, [suite.pdfs.paths[1]!]);
    await page.waitForTimeout(1500);
    expect(detections).toEqual([]);
    await context.close();
  });
});

describe('regular-expression search', () => {
  it('names a broken pattern before sending it, then finds what a valid one matches', async () => {
    const { context, page } = await newWorkspace(true);
    await uploadFiles(page, [suite.pdfs.paths[0]!]);
    const searches: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/batch/search') && searches.push(request.url()),
    );
    await openTab(page, 'search');
    await page.getByRole('checkbox', { name: 'Regular expression' }).check();
    await page.getByTestId('search-input').fill('(unclosed');
    await page.getByText('“(unclosed” is not a valid regular expression.', { exact: false }).waitFor();
    await page.getByTestId('search-input').press('Enter');
    expect(await page.getByTestId('search-submit').isDisabled()).toBe(true);
    await page.getByTestId('search-input').fill('Kari(?= Nordmann)');
    await page.getByText('uses a look-around or a back-reference', { exact: false }).waitFor();
    await shot(page, 'regex-invalid');
    expect(searches).toEqual([]);

    // The phone number on each of the two pages, written as a pattern.
    await page.getByTestId('search-input').fill('\\d{3} \\d{2} \\d{3}');
    await page.getByTestId('search-input').press('Enter');
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('2 matches');
    expect(await page.getByTestId('search-term').getByText('Regex').count()).toBe(1);
    await shot(page, 'regex-found');
    await context.close();
  });

  it('searches a saved term with the Regex badge as a pattern', async () => {
    const { context, page } = await newWorkspace(true);
    const saved = await apiCall(context, suite.server.baseUrl, 'POST', '/settings/patterns', {
      pattern_text: 'Nord\\w+',
      pattern_type: 'regex',
    });
    expect(saved.status).toBe(201);
    await uploadFiles(page, [suite.pdfs.paths[0]!]);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.getByRole('button', { name: 'Search with default terms' }).click();
    await openTab(page, 'search');
    // "Nordmann" on each of the two pages; read literally, "Nord\w+" is found nowhere.
    await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('2 matches');
    await context.close();
  });
});

describe('upload limit', () => {
  it('adds nothing when 21 files are chosen, and says why', async () => {
    const { context, page } = await newWorkspace(false);
    const many = writePdfs(
      Object.fromEntries(
        Array.from({ length: 21 }, (_, i) => [`fil-${i + 1}.pdf`, makeTextPdf([[`Side ${i + 1}`]])]),
      ),
    );
    await page.locator('[data-testid="uploader-replace-panel"] input[type=file]').setInputFiles(many.paths);
    await page.getByText('Maximum 20 files allowed').waitFor();
    await page.waitForTimeout(1000);
    await shot(page, 'too-many-files');
    expect(await page.getByTestId('file-card').count()).toBe(0);
    expect(await page.getByTestId('uploader-replace-panel').isVisible()).toBe(true);

    // With one file open, 20 more are one too many from the add button as well.
    await uploadFiles(page, [suite.pdfs.paths[1]!]);
    await page
      .locator('[data-testid="uploader-add-icon"] input[type=file]')
      .setInputFiles(many.paths.slice(1));
    await expect.poll(() => page.getByText('Maximum 20 files allowed').count()).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('file-card').count()).toBe(1);
    rmSync(many.dir, { recursive: true, force: true });
    await context.close();
  });
});

/** Draws a manual rectangle on page 1 of the first file, from (x0, y0) to (x1, y1) in page points. */
async function drawRectangle(page: Page, x0: number, y0: number, x1: number, y1: number): Promise<void> {
  const from = await pointOnPage(page, 0, 1, x0, y0);
  const to = await pointOnPage(page, 0, 1, x1, y1);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

async function historyCount(context: BrowserContext): Promise<number> {
  const list = await apiCall(context, suite.server.baseUrl, 'GET', '/documents?page=1&pageSize=100');
  return (list.body?.data as unknown[]).length;
}

describe('print and save after a redaction', () => {
  it('reuse the redaction already made: no new redaction request, one history entry', async () => {
    const { context, page } = await newWorkspace(false);
    // Headless Chromium has no print dialog (printing a PDF frame crashes the page): record what
    // would be printed instead. The redaction and history calls under test stay real.
    await page.addInitScript(() => {
      const printed: string[] = [];
      (window as unknown as { printed: string[] }).printed = printed;
      const frameWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
      Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
        get(this: HTMLIFrameElement) {
          const real = frameWindow.get!.call(this) as Window | null;
          return real && { print: () => printed.push(this.src) };
        },
      });
    });
    await page.reload();
    await page.getByTestId('uploader-replace-panel').waitFor();
    const printedCount = () =>
      page.evaluate(() => (window as unknown as { printed: string[] }).printed.length);
    const redactions: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/batch/redact') && redactions.push(request.url()),
    );
    await uploadFiles(page, [suite.pdfs.paths[1]!]);
    await page.getByTestId('toolbar-edit').click();
    await drawRectangle(page, 70, 60, 170, 80);
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(1);
    await page.getByTestId('toolbar-edit').click();

    await openTab(page, 'redaction');
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    await page.getByTestId('verification-list').waitFor();
    await expect.poll(() => historyCount(context)).toBe(1);
    expect(redactions).toHaveLength(1);

    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(printedCount).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByTestId('toolbar-download').click();
    expect((await download).suggestedFilename()).toBe('sak-b-redacted.pdf');
    // Redact again with the same marks: the redacted file is already there.
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    await page.getByText('These marks are already redacted', { exact: false }).waitFor();
    await shot(page, 'already-redacted');
    await page.waitForTimeout(1500);
    expect(redactions).toHaveLength(1);
    expect(await historyCount(context)).toBe(1);
    expect(await page.getByTestId('file-card').count()).toBe(2);

    // A changed mark is a new redaction: one request, one more history entry, the output replaced.
    await page.getByTestId('toolbar-edit').click();
    await drawRectangle(page, 70, 110, 170, 130);
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(2);
    await page.getByTestId('toolbar-edit').click();
    await page.getByRole('button', { name: 'Print' }).click();
    await expect.poll(printedCount).toBe(2);
    expect(redactions).toHaveLength(2);
    await expect.poll(() => historyCount(context)).toBe(2);
    expect(await page.getByTestId('file-card').count()).toBe(2);
    await context.close();
  });
});

describe('context menu of a rectangle', () => {
  it('asks which text to ignore, and the tooltip stays off the open menu', async () => {
    const { context, page } = await newWorkspace(true);
    await uploadFiles(page, [suite.pdfs.paths[1]!]);
    await page.getByTestId('toolbar-edit').click();
    await drawRectangle(page, 70, 60, 170, 80);
    await expect.poll(() => highlights(page, 'MANUAL').count()).toBe(1);
    await page.getByTestId('toolbar-edit').click();

    const mark = highlights(page, 'MANUAL').first();
    await mark.hover();
    const tooltip = page.locator('.ws-tooltip');
    expect(await tooltip.textContent()).toBe('Manual highlight (rectangle)');
    await mark.click({ button: 'right' });
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await mark.hover();
    expect(await tooltip.isVisible()).toBe(false);
    await shot(page, 'context-menu');

    await menu.getByRole('menuitem', { name: 'Add to ignore list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Which text should detection ignore?' });
    await dialog.waitFor();
    await dialog.getByTestId('ask-text-input').fill('QX47');
    await shot(page, 'ignore-prompt');
    await dialog.getByRole('button', { name: 'Add to ignore list' }).click();
    await page.getByText('Added to the ignore list.').waitFor();
    const banList = await apiCall(context, suite.server.baseUrl, 'GET', '/settings/ban-list');
    expect(JSON.stringify(banList.body?.data).toLowerCase()).toContain('qx47');
    await context.close();
  });
});

describe('full-screen toolbar', () => {
  it('opens more PDFs from full screen', async () => {
    const { context, page } = await newWorkspace(false);
    await uploadFiles(page, [suite.pdfs.paths[1]!]);
    await page.getByTestId('file-card').getByRole('button', { name: 'Full screen' }).click();
    const toolbar = page.locator('.ws-full-screen-toolbar');
    await toolbar.waitFor();
    await shot(page, 'full-screen-toolbar');
    const chooser = page.waitForEvent('filechooser');
    await toolbar.getByRole('button', { name: 'Open PDF' }).click();
    await (await chooser).setFiles([suite.pdfs.paths[0]!]);
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(2);
    await context.close();
  });
});

describe('one settings cache', () => {
  it('shows a setting saved on the settings page in the workspace at once, without a reload', async () => {
    const { context, page } = await newWorkspace(true);
    await openTab(page, 'settings');
    const workspaceColour = page.getByLabel('Manual highlight colour', { exact: true });
    expect(await workspaceColour.inputValue()).not.toBe('#123456');
    // A marker on the document: it is gone if anything below reloads the page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByTestId('sidebar-user-menu').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: /^General/ }).click();
    await page.getByTestId('general-tab').waitFor();
    const settingsColour = page.getByLabel('Manual', { exact: true });
    await settingsColour.fill('#123456');
    await page.getByTestId('save-bar').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes are saved').waitFor();

    await page.goBack();
    await page.getByTestId('uploader-replace-panel').waitFor();
    await openTab(page, 'settings');
    expect(await page.getByLabel('Manual highlight colour', { exact: true }).inputValue()).toBe('#123456');
    await shot(page, 'settings-in-workspace');

    // And back: a colour changed in the workspace is what the settings page shows.
    await page.getByLabel('Manual highlight colour', { exact: true }).fill('#654321');
    await expect
      .poll(async () => {
        const saved = await apiCall(context, suite.server.baseUrl, 'GET', '/settings');
        return (saved.body?.data as { color_method_manual: string }).color_method_manual;
      })
      .toBe('#654321');
    await page.goForward();
    await page.getByTestId('general-tab').waitFor();
    // The server has the colour once its answer is written, a moment before the browser has read
    // that answer into the cache: the page shows it as soon as it has it, without a reload.
    await expect
      .poll(() => page.getByLabel('Manual', { exact: true }).inputValue(), { timeout: 5000 })
      .toBe('#654321');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await context.close();
  });
});
