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
    // The field's value is proposed whole and says so on hover; the name on the page line is an
    // ordinary entity (the name rules now mark it whole too).
    const named = highlights(page, 'ENTITY').and(page.locator('[data-highlight-text^="Kari"]'));
    await expect.poll(() => named.count()).toBeGreaterThanOrEqual(2);
    const marks: Array<{ text: string | null; tip: string }> = [];
    for (let i = 0; i < (await named.count()); i++)
      marks.push({
        text: await named.nth(i).getAttribute('data-highlight-text'),
        tip: (await tooltipOf(named.nth(i))).join(' '),
      });
    const inField = marks.filter((m) => m.tip.includes("in a form field's value"));
    expect(inField.map((m) => m.text)).toEqual(['Kari Nordmann']);
    await page.screenshot({ path: join(process.env.SHOTS_DIR ?? '/tmp/ws-shots', 'form-field-hover.png') });
    expect(marks.some((m) => /^Entity: /.test(m.tip) && !m.tip.includes('form field'))).toBe(true);
    await context.close();
  });
});
