import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { axeProblems } from './support/axe.ts';
import { openTab, openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// Issue 14, acceptance: ticking standard and advanced entities on a Norwegian case note yields
// highlights in their colours, with the engine that answered in the tooltip (decision 0040).
const CASE_NOTE = [
  'Bekymringsmelding - saksnotat',
  'Saken gjelder Kari Nordmann, fødselsnummer 150385 10190.',
  'Hun er 38 år gammel og bor i Bergen sammen med sønnen.',
  'Sønnen er en 14-åring som går på ungdomsskolen.',
  'Hun har diabetes og bruker insulin hver dag.',
  'Diabetes er vanlig i befolkningen.',
  'Vedtaket ble fattet etter en samlet vurdering av saken.',
];

const suite = useWorkspaceSuite(() => ({ 'saksnotat.pdf': makeTextPdf([CASE_NOTE]) }));

/** The workspace defaults (spec 2 §3): standard #71ffa0, advanced #7171ff, as the browser computes them. */
const STANDARD = 'rgb(113, 255, 160)';
const ADVANCED = 'rgb(113, 113, 255)';

/** With E2E_SHOTS set to a folder, keeps a screenshot of the screen (to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`) });
}

/** Empties one method's list in the detection tab (the department's presets fill them). */
async function clearEntities(page: Page, method: 'fast' | 'standard' | 'advanced'): Promise<void> {
  const clear = page.locator(`button[aria-label="Clear ${method} entities"]`);
  // The presets arrive with the settings, and the list shows them a moment later on a busy
  // machine: give them time to show (a method without presets never does).
  await clear.waitFor({ timeout: 3000 }).catch(() => undefined);
  if ((await clear.count()) === 0) return;
  await clear.click();
  await clear.waitFor({ state: 'detached' });
}

/** Ticks entity types of one method by their names in the list. */
async function choose(page: Page, method: 'standard' | 'advanced', names: string[]): Promise<void> {
  await page.getByTestId(`entities-${method}`).click();
  for (const name of names) await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

/**
 * The answer to the detection request sent from now on (the Detect click), not to one the
 * workspace sent when the files arrived (auto-processing with the department's presets), which
 * may still be answering on a busy machine.
 */
async function requestedDetection(page: Page) {
  const request = await page.waitForRequest((r) => r.url().includes('/api/batch/multi_detect'));
  const response = await request.response();
  if (!response) throw new Error('the detection request got no answer');
  return response;
}

const entityHighlight = (page: Page, entity: string) =>
  page.locator(`.ws-highlight[data-highlight-type="ENTITY"][data-entity="${entity}"]`);

const backgroundOf = (page: Page, entity: string) =>
  entityHighlight(page, entity)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** The tooltip's lines over a mark: one per mark on the same words (two engines often mark one name). */
async function tooltipOf(page: Page, entity: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.locator('.ws-tooltip').waitFor({ state: 'detached' });
  await entityHighlight(page, entity).first().hover({ force: true });
  await page.locator('.ws-tooltip').waitFor();
  return page.locator('.ws-tooltip .ws-tooltip-line').allTextContents();
}

/** A premium user's workspace with the case note, on the detection tab, every method's list emptied. */
async function openEmptyDetectionTab() {
  const { context, page } = await openWorkspace(suite.browser, suite.server, {
    isPremium: true,
    timeout: 20_000,
    log: 'errors',
  });
  await uploadFiles(page, suite.pdfs.paths);
  const seeded = Promise.all(
    [1, 2, 3].map((id) => page.waitForResponse((r) => r.url().endsWith(`/api/settings/entities/${id}`))),
  );
  await openTab(page, 'detection');
  await seeded;
  for (const method of ['fast', 'standard', 'advanced'] as const) await clearEntities(page, method);
  return { context, page };
}

describe('standard and advanced detection engines', () => {
  it('mark a Norwegian case note in each engine’s colour and name the engine that answered', async () => {
    const { context, page } = await openEmptyDetectionTab();
    await choose(page, 'standard', ['Person', 'Age', 'Government ID number', 'Health information']);
    // Organisations need a language model, which this server has not: they must be named, not dropped.
    await choose(page, 'advanced', [
      'Person',
      'National identity number',
      'Health information',
      'Organisation',
    ]);

    const detection = requestedDetection(page);
    await page.getByTestId('detect-button').click();
    const response = await detection;
    expect(response.status()).toBe(200);
    // The stream's end: Detect stops loading when the run is over (the status bar's "Detection
    // complete" hides after 3 s, too short a window to wait for on a busy machine).
    await page.locator('[data-testid="detect-button"]:not([data-loading])').waitFor();
    await page.getByTestId('entity-results').waitFor();

    // Each method's hits in its own colour; the advanced ones keep theirs though the standard engine answered.
    for (const entity of [
      'PERSON_S',
      'AGE_S',
      'GOV_ID_S',
      'HEALTH_INFO_S',
      'PERSON_A',
      'NATIONAL_ID_A',
      'HEALTH_A',
    ])
      await expect.poll(() => entityHighlight(page, entity).count(), { message: entity }).toBeGreaterThan(0);
    for (const entity of ['PERSON_S', 'AGE_S', 'GOV_ID_S', 'HEALTH_INFO_S'])
      expect(await backgroundOf(page, entity), entity).toBe(STANDARD);
    for (const entity of ['PERSON_A', 'NATIONAL_ID_A', 'HEALTH_A'])
      expect(await backgroundOf(page, entity), entity).toBe(ADVANCED);
    // Health information said about her is marked; the same word in a sentence about no one is not.
    const health = await entityHighlight(page, 'HEALTH_INFO_S').evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-highlight-text')),
    );
    expect(health.sort()).toEqual(['diabetes', 'insulin']);
    expect(await tooltipOf(page, 'HEALTH_INFO_S')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Entity: Health information \(standard\) — \d+ % · health term \((condition|medication)\); context model: about a person/,
        ),
      ]),
    );
    const ages = await entityHighlight(page, 'AGE_S').evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-highlight-text')),
    );
    expect(ages).toEqual(expect.arrayContaining(['38 år gammel', '14-åring']));
    expect(await entityHighlight(page, 'PERSON_A').first().getAttribute('data-answered-by')).toBe('standard');

    // The tooltip names the type, the method asked for, the engine that answered and why.
    const standardPerson = /^Entity: Person \(standard\) — \d+ % · \S/;
    const advancedPerson =
      /^Entity: Person \(advanced\) — answered by the standard engine: no language model is configured — \d+ % · \S/;
    for (const entity of ['PERSON_S', 'PERSON_A'])
      expect(await tooltipOf(page, entity), entity).toEqual(
        expect.arrayContaining([
          expect.stringMatching(standardPerson),
          expect.stringMatching(advancedPerson),
        ]),
      );
    expect(await tooltipOf(page, 'AGE_S')).toEqual([
      expect.stringMatching(/^Entity: Age \(standard\) — \d+ % · \S/),
    ]);
    await shot(page, 'detection-engines-tooltip');

    // What could not be looked for is named in the tab, with its method.
    const notice = page.getByTestId('unsupported-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Organisation (advanced)');

    // The result card counts per engine and says who answered the advanced types.
    await page.getByTestId('entity-results').locator('.mantine-Accordion-control').first().click();
    const rows = page.getByTestId('engine-rows');
    await rows.waitFor();
    expect(await rows.locator('[data-engine="standard"]').textContent()).toMatch(
      /^Standard · \d+ entit(y|ies)/,
    );
    expect(await rows.locator('[data-engine="advanced"]').textContent()).toMatch(
      /^Advanced · \d+ entit(y|ies) · answered by the standard engine/,
    );
    await page.mouse.move(0, 0);
    await shot(page, 'detection-engines-results');
    expect(await axeProblems(page, 'detection engines')).toEqual([]);
    await context.close();
  });

  it('name the types a run could not look for when nothing else was chosen, and mark nothing', async () => {
    const { context, page } = await openEmptyDetectionTab();
    await choose(page, 'advanced', ['Organisation']);
    const refused = requestedDetection(page);
    await page.getByTestId('detect-button').click();
    expect((await refused).status()).toBe(501);
    const notice = page.getByTestId('unsupported-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Nothing was detected');
    expect(await notice.textContent()).toContain('Organisation (advanced)');
    // The list says which types this server cannot find, next to their names.
    await page.getByTestId('entities-advanced').click();
    await page.getByRole('option', { name: 'Organisation not on this server yet' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('.ws-highlight').count()).toBe(0);
    await context.close();
  });
});
