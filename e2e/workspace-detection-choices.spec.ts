import { join } from 'node:path';
import { ENTITY_CATALOGUE } from '@sladd/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { highlights, openTab, openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { apiCall } from './support/workspace-server.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// The detection tab's choices (issue 30, items 9 and 10). New users join the health department
// (e2e/support/workspace-server.ts), whose presets are fast, advanced and standard types.
const suite = useWorkspaceSuite(() => ({
  'sak-a.pdf': makeTextPdf(makeCasePages(2, 'Kari Nordmann', '912 34 567')),
}));

const HEALTH_ADVANCED = ['HEALTH_A', 'PERSON_A', 'GENETIC_DATA_A', 'BIOMETRIC_DATA_A', 'AGE_A'].sort();
const HEALTH_STANDARD = ['HEALTH_INFO_S', 'medical condition', 'medication', 'PERSON_S'].sort();

/** With E2E_SHOTS set to a folder, keeps a screenshot of the screen (to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`) });
}

async function detectionTab(language: 'en' | 'no' = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openWorkspace(suite.browser, suite.server, {
    isPremium: true,
    timeout: 20_000,
    log: 'errors',
  });
  if (language === 'no') {
    await opened.page.evaluate(() => localStorage.setItem('language', 'no'));
    await opened.context.addInitScript(() => localStorage.setItem('language', 'no'));
    await opened.page.reload();
    await opened.page.getByTestId('uploader-replace-panel').waitFor();
  }
  await uploadFiles(opened.page, suite.pdfs.paths);
  const seeded = Promise.all(
    [1, 2, 3].map((id) =>
      opened.page.waitForResponse((r) => r.url().endsWith(`/api/settings/entities/${id}`)),
    ),
  );
  await openTab(opened.page, 'detection');
  await seeded;
  await opened.page.getByTestId('department-types').waitFor();
  return opened;
}

/** The codes a list holds now (sorted), read from its hidden input (Mantine keeps the value there). */
async function listOf(page: Page, method: 'fast' | 'advanced' | 'standard'): Promise<string[]> {
  const value = await page.getByTestId(`entities-${method}-value`).inputValue();
  return value === '' ? [] : value.split(',').sort();
}

async function chooseAllFastOnly(page: Page): Promise<void> {
  await page.getByTestId('entities-fast').click();
  await page.getByRole('option', { name: 'All fast entities' }).click();
  await page.keyboard.press('Escape');
}

describe('the department’s entity types in the detection tab', () => {
  it('are shown as the department’s, can be left out, and stay left out across tabs: only what was chosen runs', async () => {
    const { context, page } = await detectionTab();
    // Seeded from the saved settings, marked as the department's, and said so with their names.
    expect(await listOf(page, 'advanced')).toEqual(HEALTH_ADVANCED);
    expect(await page.locator('[data-department="true"]').count()).toBe(
      HEALTH_ADVANCED.length + HEALTH_STANDARD.length + 6,
    );
    const notice = page.getByTestId('department-types');
    expect(await notice.textContent()).toContain('Your department (Health and care) always looks for these');
    await chooseAllFastOnly(page);
    // "All fast entities" is the person's own choice; the advanced and standard ones are the department's.
    await expect
      .poll(async () => (await notice.getAttribute('data-entities'))?.split(',').sort())
      .toEqual([...HEALTH_ADVANCED, ...HEALTH_STANDARD].sort());
    expect(await notice.locator('[data-method="advanced"]').textContent()).toContain('Person');
    await shot(page, 'department-types-en');

    await page.getByTestId('department-types-leave-out').click();
    expect(await listOf(page, 'fast')).toEqual(['ALL_FAST']);
    expect(await listOf(page, 'advanced')).toEqual([]);
    expect(await listOf(page, 'standard')).toEqual([]);
    await page.getByTestId('department-types-left-out').waitFor();
    await shot(page, 'department-types-left-out-en');

    // Another tab and back (to pick files, say): the choice is as the person left it.
    await openTab(page, 'thumbnails');
    await openTab(page, 'detection');
    await page.getByTestId('department-types-left-out').waitFor();
    expect(await listOf(page, 'fast')).toEqual(['ALL_FAST']);
    expect(await listOf(page, 'advanced')).toEqual([]);
    expect(await listOf(page, 'standard')).toEqual([]);

    await page.getByTestId('detect-button').click();
    await page.getByText('Detection complete').first().waitFor();
    const found = await highlights(page, 'ENTITY').evaluateAll((els) =>
      els.map((el) => `${el.getAttribute('data-entity')}:${el.getAttribute('data-model')}`),
    );
    expect(found.length).toBeGreaterThan(0);
    // Only the fast engine's types: no PERSON_A, PERSON_S or HEALTH_A added behind the person's back.
    expect(found.filter((hit) => !hit.endsWith(':fast'))).toEqual([]);

    // And back in: "Add them back" puts the department's types in again.
    await page.getByRole('button', { name: 'Add them back' }).click();
    expect(await listOf(page, 'advanced')).toEqual(HEALTH_ADVANCED);
    await context.close();
  });

  it('are explained in Norwegian too', async () => {
    const { context, page } = await detectionTab('no');
    const notice = page.getByTestId('department-types');
    expect(await notice.textContent()).toContain('Avdelingen din (Helse og omsorg) ser alltid etter disse');
    await page.getByTestId('entities-fast').click();
    await page.getByRole('option', { name: 'Alle raske entiteter' }).click();
    await page.keyboard.press('Escape');
    await shot(page, 'department-types-no');
    await page.getByTestId('department-types-leave-out').click();
    await page.getByTestId('department-types-left-out').waitFor();
    await shot(page, 'department-types-left-out-no');
    await context.close();
  });
});

describe('Save to settings in the detection tab', () => {
  it('saves without an error (no 409 for the department’s types), and "All fast entities" comes back as chosen', async () => {
    const { context, page } = await detectionTab();
    const answers: Array<{ status: number; url: string }> = [];
    page.on(
      'response',
      (r) => r.url().includes('/api/settings') && answers.push({ status: r.status(), url: r.url() }),
    );
    await chooseAllFastOnly(page);
    // The department's advanced and standard types stay chosen: they are saved already.
    expect(await listOf(page, 'advanced')).toEqual(HEALTH_ADVANCED);
    await page.getByRole('button', { name: 'Save to settings' }).click();
    await page.getByText('Detection settings saved.').waitFor();
    expect(await page.getByText('Could not save the settings', { exact: false }).count()).toBe(0);
    expect(answers.filter((a) => a.status >= 400)).toEqual([]);
    await shot(page, 'detection-saved-en');

    // Saved: every fast type (the department's and the person's), shown again as "All fast entities".
    const fast = await apiCall(context, suite.server.baseUrl, 'GET', '/settings/entities/1');
    const saved = (fast.body?.data as Array<{ entity_text: string }>).map((e) => e.entity_text);
    expect(saved.sort()).toEqual([...ENTITY_CATALOGUE.fast].sort());
    await page.reload();
    await page.getByTestId('uploader-replace-panel').or(page.getByTestId('file-card').first()).waitFor();
    await openTab(page, 'detection');
    await expect.poll(() => listOf(page, 'fast')).toEqual(['ALL_FAST']);
    expect(await listOf(page, 'advanced')).toEqual(HEALTH_ADVANCED);
    await context.close();
  });
});
