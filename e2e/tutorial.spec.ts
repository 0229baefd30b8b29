import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS } from '../apps/web/src/features/tutorial/steps.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { newSignedInPage } from './support/workspace-page.ts';
import { apiCall } from './support/workspace-server.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const suite = useWorkspaceSuite(() => ({ 'sak.pdf': makeTextPdf([['Saken gjelder Kari Nordmann.']]) }));
const SHOTS = process.env.SHOTS_DIR;

const card = (page: Page) => page.getByTestId('tutorial-card');
const overlay = (page: Page) => page.getByTestId('tutorial-overlay');

/** Waits until the overlay shows step `id` with its card visible (and, for a step with a target, its spotlight). */
async function waitForStep(page: Page, id: string): Promise<void> {
  await page.locator(`[data-testid="tutorial-overlay"][data-step="${id}"][data-settled]`).waitFor();
  await card(page).waitFor({ state: 'visible' });
  const step = TUTORIAL_STEPS.find((s) => s.id === id)!;
  if (step.target) await page.getByTestId('tutorial-spotlight').waitFor({ timeout: 5000 });
}

async function newPerson(
  options: {
    language?: 'en' | 'no';
    theme?: 'light' | 'dark';
    viewport?: { width: number; height: number };
  } = {},
) {
  const opened = await newSignedInPage(suite.browser, suite.server, {
    isPremium: true,
    hasTakenTour: false,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    timeout: 20_000,
  });
  if (options.language === 'no' || options.theme === 'dark')
    await opened.context.addInitScript(
      ({ language, theme }) => {
        if (language) localStorage.setItem('language', language);
        if (theme) localStorage.setItem('theme', theme);
      },
      { language: options.language, theme: options.theme },
    );
  return opened;
}

const tutorialFinished = async (page: Page) =>
  (
    (await apiCall(page.context(), suite.server.baseUrl, 'GET', '/users/me')).body?.data as {
      tutorial_finished: boolean;
    }
  ).tutorial_finished;

describe('guided tutorial', () => {
  it('starts 2 s after a new person arrives, walks every step on its page to Complete, and does not start again', async () => {
    const { context, page } = await newPerson();
    await page.goto(`${suite.server.baseUrl}/playground`);
    const loaded = Date.now();
    await page.getByTestId('uploader-replace-panel').waitFor();
    await overlay(page).waitFor();
    expect(Date.now() - loaded).toBeGreaterThanOrEqual(1900);
    await waitForStep(page, 'welcome');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tutorial-title');
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    for (const [index, step] of TUTORIAL_STEPS.entries()) {
      await waitForStep(page, step.id);
      const path = step.route.split('?')[0];
      expect(new URL(page.url()).pathname, step.id).toBe(path);
      if (index > 0) {
        expect(await card(page).getByText(`Step ${index} of 26`).count(), step.id).toBe(1);
        expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(1);
        // The spotlight sits around the step's own element (8 px out).
        const target = await page
          .locator(`[data-tutorial="${step.target}"]`)
          .filter({ visible: true })
          .first()
          .boundingBox();
        const spot = await page.getByTestId('tutorial-spotlight').boundingBox();
        expect(target && spot, step.id).toBeTruthy();
        expect(Math.abs(spot!.x - (target!.x - 8)), step.id).toBeLessThan(2);
        expect(Math.abs(spot!.y - (target!.y - 8)), step.id).toBeLessThan(2);
      }
      if (
        SHOTS &&
        [
          'welcome',
          'toolbar-detect',
          'sidebar-detection',
          'navigation-settings',
          'settings-entity',
          'subscription-apikeys',
        ].includes(step.id)
      ) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: join(SHOTS, `tutorial-${step.id}-en-light-desktop.png`) });
      }
      const isLast = index === TUTORIAL_STEPS.length - 1;
      const finished = isLast
        ? page.waitForResponse((r) => r.url().endsWith('/api/users/me/tutorial/finish'))
        : null;
      await card(page)
        .getByRole('button', { name: isLast ? 'Complete' : index === 0 ? 'Start the tour' : 'Next' })
        .click();
      if (finished) expect((await finished).status()).toBe(200);
    }
    await overlay(page).waitFor({ state: 'detached' });
    expect(await tutorialFinished(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('sladd.tutorial.progress'))).toBeNull();

    await page.goto(`${suite.server.baseUrl}/playground`);
    await page.getByTestId('uploader-replace-panel').waitFor();
    await page.waitForTimeout(3500);
    expect(await overlay(page).count()).toBe(0);

    // Restart from settings starts it again, on the workspace.
    await page.goto(`${suite.server.baseUrl}/user/settings?tab=general`);
    await page.getByRole('button', { name: 'Restart tutorial' }).click();
    await waitForStep(page, 'welcome');
    expect(new URL(page.url()).pathname).toBe('/playground');
    await context.close();
  }, 240_000);

  it('goes on with Right and Enter, back with Left, skips with Escape, and is accessible', async () => {
    const { context, page } = await newPerson();
    // A new person on another page (pricing, a checkout) is not pulled to the workspace…
    await page.goto(`${suite.server.baseUrl}/pricing`);
    await page.waitForTimeout(3000);
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(await overlay(page).count()).toBe(0);
    // …the tour starts when they open it.
    await page.goto(`${suite.server.baseUrl}/playground`);
    await waitForStep(page, 'welcome');
    await page.keyboard.press('ArrowLeft');
    await waitForStep(page, 'welcome');
    await page.keyboard.press('ArrowRight');
    await waitForStep(page, 'toolbar-upload');
    await page.getByText('Showing: Open').waitFor({ state: 'attached' });
    // The step's video, recorded from the real product, plays in the card.
    const video = card(page).locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe('/videos/toolbar-upload.webm');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    await page.locator('body').press('Enter');
    await waitForStep(page, 'toolbar-search');
    await page.keyboard.press('ArrowLeft');
    await waitForStep(page, 'toolbar-upload');

    // Tab and Shift+Tab go round the tour's own buttons, never to the page behind the spotlight.
    const focusInTour = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="tutorial-overlay"]')));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInTour()).toBe(true);
    }
    // Space on a control of the page (the focused Open button) does not press it.
    let fileChoosers = 0;
    page.on('filechooser', () => (fileChoosers += 1));
    const focusOpen = () =>
      page.evaluate(() =>
        (document.querySelector('[data-tutorial="toolbar-upload"]') as HTMLElement).focus(),
      );
    await focusOpen();
    await page.keyboard.press('Space');
    await page.waitForTimeout(500);
    expect(fileChoosers).toBe(0);
    await waitForStep(page, 'toolbar-upload');

    const axe = await new AxeBuilder({ page })
      .include('[data-testid="tutorial-card"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);

    // The card can be dragged by its header and stays where it was put until the step changes.
    const before = (await card(page).boundingBox())!;
    const handle = (await page.getByTestId('tutorial-drag-handle').boundingBox())!;
    await page.mouse.move(handle.x + 40, handle.y + 10);
    await page.mouse.down();
    await page.mouse.move(handle.x + 240, handle.y + 210, { steps: 5 });
    await page.mouse.up();
    const moved = (await card(page).boundingBox())!;
    expect(Math.round(moved.x - before.x)).toBe(200);
    expect(Math.round(moved.y - before.y)).toBe(200);
    await page.waitForTimeout(700);
    expect(Math.round((await card(page).boundingBox())!.y)).toBe(Math.round(moved.y));

    const finished = page.waitForResponse((r) => r.url().endsWith('/api/users/me/tutorial/finish'));
    await page.keyboard.press('Escape');
    expect((await finished).status()).toBe(200);
    await overlay(page).waitFor({ state: 'detached' });
    expect(await tutorialFinished(page)).toBe(true);
    // Without the tour, the same Space presses the button (so the check above could fail).
    await focusOpen();
    await page.keyboard.press('Space');
    await expect.poll(() => fileChoosers).toBe(1);
    await context.close();
  }, 120_000);

  it('offers to resume after a reload mid-way, in Norwegian', async () => {
    const { context, page } = await newPerson({ language: 'no' });
    await page.goto(`${suite.server.baseUrl}/playground`);
    await waitForStep(page, 'welcome');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await waitForStep(page, 'toolbar-detect');
    await card(page).getByText('Steg 3 av 26').waitFor();
    await page.reload();
    const prompt = page.getByRole('dialog', { name: 'Fortsette omvisningen?' });
    await prompt.waitFor();
    await prompt.getByText('steg 3 av 26').waitFor();
    await prompt.getByRole('button', { name: 'Fortsett' }).click();
    await waitForStep(page, 'toolbar-detect');
    // Norwegian has its own recording; the HEAD check finds it.
    const video = card(page).locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe('/videos/toolbar-detect_no.webm');
    expect(await tutorialFinished(page)).toBe(false);
    await context.close();
  }, 120_000);

  it('offers to resume on the settings page under its short address too (/settings)', async () => {
    const { context, page } = await newPerson();
    await page.goto(`${suite.server.baseUrl}/playground`);
    await waitForStep(page, 'welcome');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await waitForStep(page, 'toolbar-detect');
    await page.goto(`${suite.server.baseUrl}/settings`);
    const prompt = page.getByRole('dialog', { name: 'Continue the tour?' });
    await prompt.waitFor();
    await prompt.getByText('step 3 of 26').waitFor();
    await context.close();
  }, 120_000);

  it('centres the card and offers the emergency close when a step’s element is missing', async () => {
    const { context, page } = await newPerson({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${suite.server.baseUrl}/playground`);
    await waitForStep(page, 'welcome');
    // The sidebar's history tab taken off the page: its step can find nothing.
    await page.evaluate(() =>
      document.querySelector('[data-tutorial="sidebar-history"]')?.removeAttribute('data-tutorial'),
    );
    const index = TUTORIAL_STEPS.findIndex((s) => s.id === 'sidebar-history');
    for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowRight');
    await page.locator('[data-testid="tutorial-overlay"][data-step="sidebar-history"]').waitFor();
    const close = page.getByRole('button', { name: 'Close tutorial (target element not found)' });
    await close.waitFor({ timeout: 6000 });
    const box = (await card(page).boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2);
    await close.click();
    await overlay(page).waitFor({ state: 'detached' });
    await context.close();
  }, 120_000);
});
