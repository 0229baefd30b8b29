import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../apps/web/src/features/workspace/commands/registry/commands.ts';
import { formatKey } from '../apps/web/src/features/workspace/lib/shortcuts.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// Issue 11, item 5: the toolbar, full-screen toolbar, mobile menu and help dialog render from one
// command registry, and its shortcuts do what they say (decision 0027).
const suite = useWorkspaceSuite(() => ({
  'sak-a.pdf': makeTextPdf(makeCasePages(3, 'Kari Nordmann', '912 34 567')),
  'sak-b.pdf': makeTextPdf(makeCasePages(2, 'Ola Hansen', '934 56 789')),
}));

const idsOn = (surface: string) =>
  COMMANDS.filter((c) => c.surfaces.includes(surface as never)).map((c) => c.id);
const shownIds = (page: Page, selector: string) =>
  page
    .locator(`${selector} [data-command]`)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-command')));
const focusDocument = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** With E2E_SHOTS set to a folder, keeps a screenshot of the screen (to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`) });
}

async function openFilled(viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await openWorkspace(suite.browser, suite.server, {
    isPremium: true,
    timeout: 20_000,
    log: 'errors',
    viewport,
  });
  await uploadFiles(page, suite.pdfs.paths);
  await page.locator('.ws-page[data-painted]').first().waitFor();
  return page;
}

describe('workspace command registry', () => {
  it('the toolbar shows the registry’s toolbar commands and the help dialog every shortcut', async () => {
    const page = await openFilled();
    expect(await shownIds(page, '.ws-toolbar')).toEqual(idsOn('toolbar'));
    await shot(page, 'registry-toolbar');

    await focusDocument(page);
    await page.keyboard.press('Shift+H');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    await shot(page, 'registry-help');
    const keyed = COMMANDS.filter((c) => c.keys?.length);
    expect(await shownIds(page, '[role=dialog]')).toEqual(expect.arrayContaining(keyed.map((c) => c.id)));
    for (const command of keyed) {
      const row = dialog.locator(`[data-command="${command.id}"]`);
      const text = await row.innerText();
      for (const key of command.keys!) expect(text, command.id).toContain(formatKey(key, false));
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('a sample of shortcuts does what it says: search, help, zoom, undo and full screen', async () => {
    const page = await openFilled();
    const zoom = () => page.getByTestId('zoom-level').textContent();

    // Search: the search tab and the quick search with the focus in its field.
    await focusDocument(page);
    await page.keyboard.press('Shift+F');
    expect(await page.locator('[role=tab][aria-selected=true]').getAttribute('data-testid')).toBe(
      'tab-search',
    );
    const quickSearch = page.locator('.mantine-Popover-dropdown input');
    await expect
      .poll(() => quickSearch.evaluate((el) => el === document.activeElement).catch(() => false))
      .toBe(true);
    await page.keyboard.press('Escape');
    await quickSearch.waitFor({ state: 'detached' });

    // Help by ?.
    await focusDocument(page);
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Zoom in and back.
    await focusDocument(page);
    await page.keyboard.press('Equal');
    expect(await zoom()).toBe('120%');
    await page.keyboard.press('Control+Digit0');
    expect(await zoom()).toBe('100%');

    // Undo: a removed file comes back with Ctrl+Z; the toolbar's undo is disabled again.
    await page.getByTestId('file-card').nth(1).getByRole('button', { name: 'Remove sak-b.pdf' }).click();
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(1);
    await focusDocument(page);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(2);

    // Full screen by F: its toolbar is the registry's full-screen commands; zoom keys act on it.
    await page.keyboard.press('f');
    const toolbar = page.locator('.ws-full-screen-toolbar');
    await toolbar.waitFor();
    expect(await shownIds(page, '.ws-full-screen-toolbar')).toEqual(idsOn('fullscreen'));
    await page.keyboard.press('Equal');
    expect(await page.getByTestId('full-screen-zoom').textContent()).toBe('125%');
    expect(await zoom()).toBe('100%');
    await shot(page, 'registry-full-screen');
    // Sidebar keys are not the full-screen viewer's.
    await page.keyboard.press('Shift+Digit3');
    expect(await page.locator('[role=tab][aria-selected=true]').getAttribute('data-testid')).toBe(
      'tab-search',
    );
    await page.keyboard.press('f');
    await page.locator('.ws-full-screen').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('the mobile menu shows the registry’s mobile commands', async () => {
    const page = await openFilled({ width: 600, height: 900 });
    await page.getByRole('button', { name: 'Actions' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await shot(page, 'registry-mobile');
    expect(await shownIds(page, '[role=menu]')).toEqual(idsOn('mobile'));
    await page.context().close();
  });
});
