import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newSignedInPage } from './support/workspace-page.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const suite = useWorkspaceSuite(() => ({}));
const SHOTS = process.env.SCREENSHOT_DIR;

async function openAdvanced(page: Page): Promise<void> {
  await page.goto(`${suite.server.baseUrl}/settings?tab=general`);
  await page.getByTestId('storage-monitor').waitFor();
}

describe('storage monitor (spec 1 §9)', () => {
  it("logs another script's local-storage access in the settings panel, flags it, never shows values", async () => {
    const { context, page } = await newSignedInPage(suite.browser, suite.server, {
      viewport: { width: 1280, height: 900 },
      theme: 'light',
      timeout: 20_000,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openAdvanced(page);
    // A script in the page, as an injected one would: markup stored under an innocent key, then a burst.
    await page.evaluate(() => {
      localStorage.setItem('widget.cache', '<img src=x onerror=alert(document.cookie)> Kari Nordmann');
      for (let n = 0; n < 60; n += 1) localStorage.getItem('widget.cache');
      localStorage.setItem('theme', 'light'); // exempt: not logged
    });
    const panel = page.getByTestId('storage-monitor');
    await panel.getByText('Script marker').first().waitFor();
    await panel.getByText('Over 50 per second').waitFor();
    expect(await page.getByTestId('storage-monitor-alerts').textContent()).toBe('1 alert');
    expect(warnings.filter((text) => text.includes('storage monitor'))).toEqual([
      'Sladd storage monitor: more than 50 localStorage getItem calls within one second.',
    ]);
    const shown = (await panel.textContent()) ?? '';
    expect(shown).toContain('widget.cache');
    expect(shown).not.toContain('Kari Nordmann');
    expect(shown).not.toContain('onerror');
    expect(await panel.locator('tbody tr', { hasText: /^.*theme/ }).count()).toBe(0);

    // Token-named keys are flagged once stack tracking is on; the switch lasts through a reload of the tab.
    await panel.getByText('Clear').click();
    await panel.getByText('No local storage access recorded yet.').waitFor();
    await page.getByTestId('storage-monitor-stack-tracking').click();
    await page.evaluate(() => localStorage.setItem('access_token', 'eyJhbGciOi.secret'));
    await panel.getByText('Token name').waitFor();
    const row = panel.locator('tbody tr', { hasText: 'access_token' });
    expect(await row.getAttribute('title')).toMatch(/\d+:\d+/); // the caller's stack, file:line:column

    await panel.getByRole('button', { name: 'Copy for support' }).click();
    await panel.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toMatchObject({ kind: 'sladd-storage-monitor', stackTracking: true });
    expect(copied).toContain('access_token');
    expect(copied).not.toContain('eyJhbGciOi');

    if (SHOTS) {
      await page.evaluate(() => {
        for (const key of ['sladd.sidebar', 'widget.cache', 'sladd.tutorial.progress'])
          localStorage.setItem(key, '<script>1</script>');
      });
      await page.waitForTimeout(400);
      await panel.scrollIntoViewIfNeeded();
      await panel
        .locator('xpath=ancestor::section')
        .screenshot({ path: `${SHOTS}/storage-monitor-light.png` });
      await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'dark'));
      await page.waitForTimeout(200);
      await panel
        .locator('xpath=ancestor::section')
        .screenshot({ path: `${SHOTS}/storage-monitor-dark.png` });
    }

    await page.reload();
    await page.getByTestId('storage-monitor').waitFor();
    expect(await page.getByTestId('storage-monitor-stack-tracking').isChecked()).toBe(true);
    await context.close();
  });
});
