import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseAllFast, highlights, openWorkspace } from './support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const suite = useWorkspaceSuite(() => ({}));

// Two different documents that both arrive as "vedtak.pdf".
const KARI = Buffer.from(makeTextPdf(makeCasePages(1, 'Kari Nordmann', '912 34 567')));
const OLA = Buffer.from(makeTextPdf(makeCasePages(1, 'Ola Hansen Bakkestuen', '934 56 789')));

/** The texts of the entity highlights on one file card (its pages scrolled into view first). */
async function entityTextsOf(page: Page, card: number): Promise<string> {
  const file = page.getByTestId('file-card').nth(card);
  await file.locator('[data-page-number="1"]').scrollIntoViewIfNeeded();
  const texts = await file
    .locator('.ws-highlight[data-highlight-type="ENTITY"]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-highlight-text') ?? ''));
  return texts.join(' | ');
}

describe('files of the same name', () => {
  it('each gets its own highlights; the run is one undo step; undoing a removal brings file and marks back', async () => {
    const { context, page } = await openWorkspace(suite.browser, suite.server, {
      isPremium: true,
      timeout: 20_000,
    });
    await page.locator('[data-testid="uploader-replace-panel"] input[type=file]').setInputFiles([
      { name: 'vedtak.pdf', mimeType: 'application/pdf', buffer: KARI },
      { name: 'vedtak.pdf', mimeType: 'application/pdf', buffer: OLA },
    ]);
    await page.getByTestId('file-card').nth(1).waitFor();

    await chooseAllFast(page);
    await page.getByTestId('detect-button').click();
    await page.getByText('Detection complete').first().waitFor();
    await expect.poll(() => entityTextsOf(page, 0)).toContain('Kari Nordmann');
    expect(await entityTextsOf(page, 0)).not.toContain('Ola');
    await expect.poll(() => entityTextsOf(page, 1)).toContain('Ola Hansen');
    expect(await entityTextsOf(page, 1)).not.toContain('Kari');
    const detected = await highlights(page, 'ENTITY').count();

    // One Ctrl+Z takes the whole run back, one Shift+Ctrl+Z brings it again.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => highlights(page, 'ENTITY').count()).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => highlights(page, 'ENTITY').count()).toBe(detected);

    // Removing the second file is one step: undo brings the file back with its own highlights.
    await page.getByTestId('file-card').nth(1).getByRole('button', { name: 'Remove vedtak.pdf' }).click();
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(1);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('file-card').count()).toBe(2);
    await expect.poll(() => entityTextsOf(page, 1)).toContain('Ola Hansen');
    await expect.poll(() => entityTextsOf(page, 0)).toContain('Kari Nordmann');
    await context.close();
  });
});
