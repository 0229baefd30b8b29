import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { openTab, openWorkspace } from './support/workspace-page.ts';
import { makeDensePdf } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const suite = useWorkspaceSuite(() => ({ 'tett.pdf': makeDensePdf(2, 84, 12, 'Oslo') }));

describe('workspace accessibility', () => {
  it('has no serious or critical accessibility violations', async () => {
    const { page } = await openWorkspace(suite.browser, suite.server, { timeout: 30_000 });
    const empty = await new AxeBuilder({ page }).include('.ws-root').analyze();
    await page
      .locator('[data-testid="uploader-replace-panel"] input[type=file]')
      .setInputFiles(suite.pdfs.paths[0]!);
    await page.locator('.ws-page[data-painted]').first().waitFor();
    const results = [empty];
    for (const tab of ['thumbnails', 'files', 'detection', 'search', 'redaction', 'settings', 'history']) {
      await openTab(page, tab);
      await page.waitForTimeout(300);
      results.push(await new AxeBuilder({ page }).include('.ws-root').analyze());
    }
    const serious = results
      .flatMap((r) => r.violations)
      .filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  });
});
