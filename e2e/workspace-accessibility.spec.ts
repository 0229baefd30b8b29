import { rmSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openEmptyWorkspace, openTab } from './support/workspace-page.ts';
import { makeDensePdf, writePdfs } from './support/workspace-pdfs.ts';
import { startWorkspaceServer, type WorkspaceServer } from './support/workspace-server.ts';

let server: WorkspaceServer;
let browser: Browser;
let pdfs: { dir: string; paths: string[] };

beforeAll(async () => {
  server = await startWorkspaceServer();
  browser = await launchBrowser();
  pdfs = writePdfs({ 'tett.pdf': makeDensePdf(2, 84, 12, 'Oslo') });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pdfs) rmSync(pdfs.dir, { recursive: true, force: true });
});


describe('workspace accessibility', () => {
  it('has no serious or critical accessibility violations', async () => {
    const page = await openEmptyWorkspace(browser, server);
    const empty = await new AxeBuilder({ page }).include('.ws-root').analyze();
    await page.locator('[data-testid="uploader-replace-panel"] input[type=file]').setInputFiles(pdfs.paths[0]!);
    await page.locator('.ws-page[data-painted]').first().waitFor();
    const results = [empty];
    for (const tab of ['thumbnails', 'files', 'detection', 'search', 'redaction', 'settings', 'history']) {
      await openTab(page, tab);
      await page.waitForTimeout(300);
      results.push(await new AxeBuilder({ page }).include('.ws-root').analyze());
    }
    const serious = results.flatMap((r) => r.violations).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  });
});
