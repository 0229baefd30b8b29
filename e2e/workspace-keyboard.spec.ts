import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const suite = useWorkspaceSuite(() => ({
  'sak-a.pdf': makeTextPdf(makeCasePages(3, 'Kari Nordmann', '912 34 567')),
  'sak-b.pdf': makeTextPdf(makeCasePages(2, 'Ola Hansen', '934 56 789')),
}));

/** A premium user's workspace with both files open and the first page painted. */
async function openFilledWorkspace(): Promise<Page> {
  const { page } = await openWorkspace(suite.browser, suite.server, {
    isPremium: true,
    timeout: 20_000,
    log: 'errors',
  });
  await uploadFiles(page, suite.pdfs.paths);
  await page.locator('.ws-page[data-painted]').first().waitFor();
  return page;
}

const selectedTab = (page: Page) =>
  page.locator('[role=tab][aria-selected=true]').getAttribute('data-testid');
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
const sidebarWidth = (page: Page) =>
  page.locator('.ws-sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().width));
/** Moves the focus to the page itself, the way a person clicks into the document before using shortcuts. */
const focusDocument = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

describe('workspace keyboard', () => {
  it('tab list, resize handle and every shortcut work from the keyboard', async () => {
    const page = await openFilledWorkspace();

    // Tabs: one tab stop (roving tabindex); arrows, Home and End move the focus and show the tab.
    await page.getByTestId('tab-thumbnails').click();
    expect(await page.locator('[role=tab][tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    expect(await selectedTab(page)).toBe('tab-files');
    expect(await focusedTestId(page)).toBe('tab-files');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('tab-detection');
    await page.keyboard.press('End');
    expect(await selectedTab(page)).toBe('tab-history');
    expect(await focusedTestId(page)).toBe('tab-history');
    await page.keyboard.press('ArrowDown');
    expect(await selectedTab(page)).toBe('tab-thumbnails');
    await page.keyboard.press('ArrowUp');
    expect(await selectedTab(page)).toBe('tab-history');
    await page.keyboard.press('Home');
    expect(await selectedTab(page)).toBe('tab-thumbnails');
    expect(await page.locator('[role=tab][tabindex="0"]').getAttribute('data-testid')).toBe('tab-thumbnails');
    // The page does not move while arrows work the tab list.
    expect(await page.getByLabel('Page number').first().inputValue()).toBe('1');

    // Resize handle: 5 px per arrow, 20 px with Shift.
    const before = await sidebarWidth(page);
    await page.getByRole('separator', { name: 'Resize sidebar' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await sidebarWidth(page)).toBe(before + 5);
    await page.keyboard.press('Shift+ArrowRight');
    expect(await sidebarWidth(page)).toBe(before + 25);
    await page.keyboard.press('ArrowLeft');
    expect(await sidebarWidth(page)).toBe(before + 20);
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await sidebarWidth(page)).toBe(before);

    // Sidebar shortcuts: Shift+1…7 choose the tabs, Shift+B collapses to 50 px and back.
    await focusDocument(page);
    const tabs = ['thumbnails', 'files', 'detection', 'search', 'redaction', 'settings', 'history'];
    for (const [index, tab] of tabs.entries()) {
      await page.keyboard.press(`Shift+Digit${index + 1}`);
      expect(await selectedTab(page)).toBe(`tab-${tab}`);
    }
    await page.keyboard.press('Shift+B');
    await expect.poll(() => sidebarWidth(page)).toBe(50);
    await page.keyboard.press('Shift+B');
    await expect.poll(() => sidebarWidth(page)).toBe(before);

    // Shift+0: the sidebar's user menu with its four entries; Esc closes it.
    await page.keyboard.press('Shift+Digit0');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const entry of ['Subscription', 'Organization', 'Settings', 'Log out'])
      await menu.getByRole('menuitem', { name: entry }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // Help: Shift+H, ? and Shift+/ open the list of shortcuts; Esc closes it.
    await focusDocument(page);
    for (const combo of ['Shift+H', 'Shift+Slash']) {
      await page.keyboard.press(combo);
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }

    // Zoom: = and - step, 0 resets; Ctrl+= works too.
    await focusDocument(page);
    const zoom = () => page.getByTestId('zoom-level').textContent();
    await page.keyboard.press('Equal');
    expect(await zoom()).toBe('120%');
    await page.keyboard.press('Control+Equal');
    expect(await zoom()).toBe('140%');
    await page.keyboard.press('Minus');
    expect(await zoom()).toBe('120%');
    await page.keyboard.press('Digit0');
    expect(await zoom()).toBe('100%');

    // Navigation within the current file: End, Home, PageDown, ArrowRight, ArrowLeft.
    await page.keyboard.press('Shift+Digit1');
    const pageNumber = () => page.getByLabel('Page number').first().inputValue();
    await focusDocument(page);
    await page.keyboard.press('End');
    await expect.poll(pageNumber).toBe('3');
    await page.keyboard.press('Home');
    await expect.poll(pageNumber).toBe('1');
    await page.keyboard.press('PageDown');
    await expect.poll(pageNumber).toBe('2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(pageNumber).toBe('3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(pageNumber).toBe('2');

    // Toolbar shortcuts: Shift+E edit mode, / search dropdown, Shift+D and Shift+R their tabs, Shift+O the file picker.
    await page.keyboard.press('Shift+E');
    await page.getByText('Edit mode is on.').first().waitFor();
    expect(await page.getByTestId('toolbar-edit').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Shift+E');
    expect(await page.getByTestId('toolbar-edit').getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Shift+D');
    expect(await selectedTab(page)).toBe('tab-detection');
    await page.keyboard.press('Shift+R');
    expect(await selectedTab(page)).toBe('tab-redaction');
    await focusDocument(page);
    await page.keyboard.press('Slash');
    expect(await selectedTab(page)).toBe('tab-search');
    // The quick-search dropdown opens with the focus in its field; Escape closes it. Wait for both,
    // so a slow machine cannot type the next shortcut into a dropdown that opened late.
    const quickSearch = page.locator('.mantine-Popover-dropdown input');
    await expect
      .poll(() => quickSearch.evaluate((el) => el === document.activeElement).catch(() => false))
      .toBe(true);
    await page.keyboard.press('Escape');
    await quickSearch.waitFor({ state: 'detached' });
    await focusDocument(page);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Shift+O');
    expect((await chooser).isMultiple()).toBe(true);

    await page.context().close();
  });
});
