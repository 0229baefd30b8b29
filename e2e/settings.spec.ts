import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { highlights, newSignedInPage, openTab, uploadFiles } from './support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const suite = useWorkspaceSuite(() => ({
  'sak.pdf': makeTextPdf([
    [
      'Saken gjelder Kari Nordmann, telefon 912 34 567.',
      'Svar sendes til kari.nordmann@example.no innen fristen.',
      'Saken gjelder Ola Hansen, telefon 934 56 789.',
    ],
  ]),
}));

/** A signed-in English context that starts in the light theme. */
async function newSettingsPage(isPremium: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newSignedInPage(suite.browser, suite.server, {
    isPremium,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    theme: 'light',
    timeout: 20_000,
  });
  await opened.page.goto(`${suite.server.baseUrl}/settings?tab=general`);
  await opened.page.getByTestId('general-tab').waitFor();
  return opened;
}

/** With E2E_SHOTS set to a folder, keeps a screenshot of the card a test changed (to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  const card = page.locator('section[aria-labelledby="transfer-title"]');
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await card.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`) });
}

async function openSettingsTab(page: Page, name: string): Promise<void> {
  // Premium tabs carry a lock (named "Premium") for free plans, so the name only starts with it.
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
}

const colorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** Moves the threshold slider to 0 (Home) and then n steps of 1 % up. */
async function setThreshold(page: Page, percent: number): Promise<void> {
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < percent; step++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByTestId('threshold-value').textContent()).toBe(`${percent} %`);
}

async function saveGeneral(page: Page): Promise<void> {
  await page.getByTestId('save-bar').getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('All changes are saved').waitFor();
}

async function addSearchTerm(page: Page, text: string, options: { isCaseSensitive: boolean }): Promise<void> {
  await openSettingsTab(page, 'Search list');
  await page.getByLabel('Search term').fill(text);
  if (options.isCaseSensitive) await page.getByLabel('Case-sensitive').check({ force: true });
  await page.getByTestId('search-term-form').getByRole('button', { name: 'Add' }).click();
  await page.getByTestId('search-terms').getByText(text, { exact: true }).waitFor();
}

const fastEntity = (page: Page, label: string) =>
  page.getByTestId('entity-group-fast').getByLabel(label, { exact: true });

async function saveEntities(page: Page): Promise<void> {
  await page
    .getByTestId('entity-tab')
    .getByTestId('save-bar')
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await page.getByTestId('entity-tab').getByText('All changes are saved').waitFor();
}

describe('settings golden path', () => {
  it('saves general settings, lists and entities, exports them, and an import restores everything', async () => {
    const { context, page } = await newSettingsPage(true);
    expect(await colorScheme(page)).toBe('light');

    // Theme applies at once and is saved; the threshold and ban-list switch wait for Save.
    await page.getByTestId('theme-control').getByText('Dark', { exact: true }).click();
    expect(await colorScheme(page)).toBe('dark');
    await setThreshold(page, 70);
    await page.getByLabel('Use the ignore list in detection').check({ force: true });
    await page.getByText('You have unsaved changes').waitFor();
    await saveGeneral(page);
    await page.getByText('Settings saved').first().waitFor();

    // A case-sensitive search term, refused a second time.
    await addSearchTerm(page, 'Kari Nordmann', { isCaseSensitive: true });
    await expect
      .poll(() => page.getByTestId('search-terms').locator('li', { hasText: 'Kari Nordmann' }).textContent())
      .toContain('Aa');
    await page.getByLabel('Search term').fill('  Kari Nordmann ');
    await page.getByTestId('search-term-form').getByRole('button', { name: 'Add' }).click();
    await page.getByText('This search term already exists').waitFor();

    // An ignored word, stored in lower case.
    await openSettingsTab(page, 'Ignore list');
    await page.getByTestId('ban-words-empty').waitFor();
    await page.getByLabel('Word to ignore').fill('Ola Hansen');
    await page.getByTestId('ban-word-form').getByRole('button', { name: 'Add' }).click();
    await page.getByTestId('ban-words').getByText('ola hansen', { exact: true }).waitFor();

    // Entities: the department's are pinned and cannot be unchecked; add two of our own to fast.
    await openSettingsTab(page, 'Entity list');
    await expect.poll(() => fastEntity(page, 'Person').isDisabled()).toBe(true);
    expect(await fastEntity(page, 'Person').isChecked()).toBe(true);
    await fastEntity(page, 'Email address').check({ force: true });
    await fastEntity(page, 'IBAN').check({ force: true });
    await saveEntities(page);

    // Export: a dated JSON file holding all of it.
    await openSettingsTab(page, 'General');
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export settings' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^sladd-settings-\d{4}-\d{2}-\d{2}\.json$/);
    // Saved under its own name: the import checks for a .json name or JSON type, as the spec says.
    const exportedPath = join(suite.pdfs.dir, download.suggestedFilename());
    await download.saveAs(exportedPath);
    const exported = JSON.parse(readFileSync(exportedPath, 'utf8')) as {
      general_settings: { theme: string; detection_threshold: number };
      ban_list: { words: string[] };
      search_patterns: Array<{ pattern_text: string; pattern_type: string }>;
      model_entities: Array<{ entity_text: string; is_predefined: boolean }>;
    };
    expect(exported.general_settings).toMatchObject({ theme: 'dark', detection_threshold: 0.7 });
    expect(exported.ban_list.words).toEqual(['ola hansen']);
    expect(exported.search_patterns).toEqual([
      expect.objectContaining({ pattern_text: 'Kari Nordmann', pattern_type: 'case_sensitive' }),
    ]);
    expect(
      exported.model_entities
        .filter((entity) => !entity.is_predefined)
        .map((entity) => entity.entity_text)
        .sort(),
    ).toEqual(['EMAIL_ADDRESS_F', 'IBAN_CODE_F']);

    // Change everything.
    await page.getByTestId('theme-control').getByText('Light', { exact: true }).click();
    expect(await colorScheme(page)).toBe('light');
    await setThreshold(page, 20);
    // Leaving with unsaved changes asks first; staying keeps the edit.
    await openSettingsTab(page, 'Search list');
    await page.getByRole('dialog').getByText('Leave without saving?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Stay here' }).click();
    expect(await page.getByTestId('threshold-value').textContent()).toBe('20 %');
    await saveGeneral(page);
    await openSettingsTab(page, 'Search list');
    await page.getByRole('button', { name: 'Remove Kari Nordmann' }).click();
    await page.getByTestId('search-terms-empty').waitFor();
    await addSearchTerm(page, 'Sommerfugl', { isCaseSensitive: false });
    await openSettingsTab(page, 'Ignore list');
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear all' }).click();
    await page.getByTestId('ban-words-empty').waitFor();
    await openSettingsTab(page, 'Entity list');
    await page.getByTestId('entity-group-fast').getByRole('button', { name: 'Deselect all' }).click();
    expect(await fastEntity(page, 'Email address').isChecked()).toBe(false);
    expect(await fastEntity(page, 'Person').isChecked()).toBe(true);
    await saveEntities(page);

    // A broken file is refused with the same words the server uses, and changes nothing.
    await openSettingsTab(page, 'General');
    const fileInput = page.getByTestId('general-tab').locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"user_id":1}'),
    });
    await page
      .getByTestId('import-message')
      .getByText('Invalid settings format: missing required properties')
      .waitFor();

    // Import the exported file: everything comes back, the theme at once.
    await fileInput.setInputFiles(exportedPath);
    await page.getByTestId('import-message').getByText('Settings imported').waitFor();
    await expect.poll(() => colorScheme(page)).toBe('dark');
    await expect.poll(() => page.getByTestId('threshold-value').textContent()).toBe('70 %');
    // The import message goes away after 5 s.
    await page.getByTestId('import-message').waitFor({ state: 'detached', timeout: 8000 });

    // Reloaded from the server, not just from the screen's memory.
    await page.reload();
    await expect.poll(() => page.getByTestId('threshold-value').textContent()).toBe('70 %');
    expect(await page.getByLabel('Use the ignore list in detection').isChecked()).toBe(true);
    await openSettingsTab(page, 'Search list');
    await page.getByTestId('search-terms').getByText('Kari Nordmann', { exact: true }).waitFor();
    expect(await page.getByTestId('search-terms').getByText('Sommerfugl').count()).toBe(0);
    await openSettingsTab(page, 'Ignore list');
    await page.getByTestId('ban-words').getByText('ola hansen', { exact: true }).waitFor();
    await openSettingsTab(page, 'Entity list');
    await expect.poll(() => fastEntity(page, 'Email address').isChecked()).toBe(true);
    expect(await fastEntity(page, 'IBAN').isChecked()).toBe(true);

    // The workspace detects with the saved selection and skips the ignored name.
    await page.goto(`${suite.server.baseUrl}/playground`);
    await page.getByTestId('uploader-replace-panel').waitFor();
    await uploadFiles(page, suite.pdfs.paths);
    const seeded = Promise.all(
      [1, 2, 3].map((id) => page.waitForResponse((r) => r.url().endsWith(`/api/settings/entities/${id}`))),
    );
    await openTab(page, 'detection');
    await seeded;
    // Only the fast engine runs here (the others need models this test server does not have).
    // The server seeds both lists, so each has a clear button to press.
    for (const model of ['standard', 'advanced']) {
      const clear = page.locator(`button[aria-label="Clear ${model} entities"]`);
      await clear.click();
      await clear.waitFor({ state: 'detached' });
    }
    await page.getByTestId('detect-button').click();
    await page.getByText('Detection complete').first().waitFor();
    const found = await highlights(page, 'ENTITY').evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-highlight-text') ?? ''),
    );
    const text = found.join(' | ');
    expect(text).toContain('kari.nordmann@example.no');
    expect(text).toContain('Kari Nordmann');
    expect(text).not.toContain('Ola Hansen');
    await context.close();
  });

  it('shows free plans the locked tabs and upgrade prompts', async () => {
    const { context, page } = await newSettingsPage(false);
    // The gated controls stay visible, disabled, with an upgrade prompt.
    expect(await page.getByRole('button', { name: 'Export settings' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Use the ignore list in detection').isDisabled()).toBe(true);
    expect(await page.getByText('Included in the premium plans.').count()).toBeGreaterThanOrEqual(4);
    for (const [tab, text] of [
      ['Entity list', 'Upgrade to access Entity Detection settings'],
      ['Ignore list', 'Upgrade to access Ban List settings'],
    ] as const) {
      await openSettingsTab(page, tab);
      await page.getByText('Premium Feature').waitFor();
      await page.getByText(text).waitFor();
    }
    await page.getByRole('link', { name: 'View Pricing Plans' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await context.close();
  });

  it('keeps settings export and import closed to free plans, on the page and on the server', async () => {
    const { context, page } = await newSettingsPage(false);
    const sent: string[] = [];
    page.on('request', (r) => /\/api\/settings\/(export|import)/.test(r.url()) && sent.push(r.url()));
    const card = page.locator('section[aria-labelledby="transfer-title"]');
    expect(await card.getByRole('button', { name: 'Export settings' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Import settings' }).isDisabled()).toBe(true);
    await card.getByText('Included in the premium plans.').waitFor();
    // Pressing either does nothing: no file picker, no download, no request.
    const chooser = page.waitForEvent('filechooser', { timeout: 1500 }).then(
      () => 'opened',
      () => 'none',
    );
    await card.getByRole('button', { name: 'Import settings' }).click({ force: true });
    await card.getByRole('button', { name: 'Export settings' }).click({ force: true });
    expect(await chooser).toBe('none');
    // Not even a file handed to the picker's own field is imported.
    await card
      .locator('input[type=file]')
      .setInputFiles({ name: 'settings.json', mimeType: 'application/json', buffer: Buffer.from('{}') })
      .catch(() => undefined);
    await page.waitForTimeout(1000);
    expect(sent).toEqual([]);
    expect(await page.getByTestId('import-message').count()).toBe(0);
    await shot(page, 'settings-transfer-locked-en');

    // The server refuses this person's export and import just the same.
    const csrf = (await context.cookies(suite.server.baseUrl)).find((c) => c.name === 'csrf_token')?.value;
    const headers: Record<string, string> = csrf ? { 'X-CSRF-Token': csrf } : {};
    const exported = await context.request.get(`${suite.server.baseUrl}/api/settings/export`, { headers });
    expect([exported.status(), (await exported.json()).error.code]).toEqual([403, 'PREMIUM_REQUIRED']);
    const imported = await context.request.post(`${suite.server.baseUrl}/api/settings/import`, {
      headers,
      multipart: { file: { name: 'settings.json', mimeType: 'application/json', buffer: Buffer.from('{}') } },
    });
    expect([imported.status(), (await imported.json()).error.code]).toEqual([403, 'PREMIUM_REQUIRED']);

    // The same card in Norwegian.
    await page.getByText('Norsk', { exact: true }).click();
    await card.getByRole('button', { name: 'Eksporter innstillinger' }).waitFor();
    expect(await card.getByRole('button', { name: 'Eksporter innstillinger' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Importer innstillinger' }).isDisabled()).toBe(true);
    await shot(page, 'settings-transfer-locked-no');
    await context.close();
  });

  it('has no serious or critical accessibility problems on any settings tab, light and dark', async () => {
    const { context, page } = await newSettingsPage(true);
    const problems: string[] = [];
    for (const theme of ['Light', 'Dark'] as const) {
      await openSettingsTab(page, 'General');
      await page.getByTestId('theme-control').getByText(theme, { exact: true }).click();
      for (const tab of ['General', 'Entity list', 'Search list', 'Ignore list']) {
        await openSettingsTab(page, tab);
        await page.locator('[role=tabpanel] section').first().waitFor();
        await page.waitForTimeout(300);
        const results = await new AxeBuilder({ page })
          .include('main')
          .withTags(['wcag2a', 'wcag2aa'])
          .analyze();
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          problems.push(
            `${theme} ${tab}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
