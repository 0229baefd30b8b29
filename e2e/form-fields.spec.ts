import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeLeakyPdf } from '../packages/pdf/scripts/make-fixtures.ts';
import { chooseAllFast, highlights, openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// A letter with the addressee's name typed into a form field as well as written on the page.
const suite = useWorkspaceSuite(() => ({ 'brev-med-skjema.pdf': makeLeakyPdf() }));

describe('detection in form fields', () => {
  it("proposes a name typed into a form field, and says on hover that it is a field's value", async () => {
    const { context, page } = await openWorkspace(suite.browser, suite.server, {
      isPremium: true,
      timeout: 30_000,
    });
    const tooltipOf = async (mark: Locator): Promise<string[]> => {
      await page.mouse.move(0, 0);
      await page.locator('.ws-tooltip').waitFor({ state: 'detached' });
      await mark.first().hover({ force: true });
      await page.locator('.ws-tooltip').waitFor();
      return page.locator('.ws-tooltip .ws-tooltip-line').allTextContents();
    };
    await uploadFiles(page, suite.pdfs.paths);
    await chooseAllFast(page);
    await page.getByTestId('detect-button').click();
    await page.getByText('Detection complete').first().waitFor({ timeout: 60_000 });
    // The field's value is proposed whole; on the page line the name model marks the first name.
    const field = highlights(page, 'ENTITY').and(page.locator('[data-highlight-text="Kari Nordmann"]'));
    const onPage = highlights(page, 'ENTITY').and(page.locator('[data-highlight-text="Kari"]'));
    await expect.poll(() => field.count()).toBe(1);
    expect(await tooltipOf(field)).toEqual([expect.stringContaining("in a form field's value")]);
    await page.screenshot({ path: join(process.env.SHOTS_DIR ?? '/tmp/ws-shots', 'form-field-hover.png') });
    const pageLine = await tooltipOf(onPage);
    expect(pageLine.join(' ')).toMatch(/^Entity: /);
    expect(pageLine.join(' ')).not.toContain('form field');
    await context.close();
  });
});
