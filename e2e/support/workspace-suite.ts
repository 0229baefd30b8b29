import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { writePdfs } from './workspace-pdfs.ts';
import { startWorkspaceServer, type WorkspaceServer } from './workspace-server.ts';

export interface WorkspaceSuite {
  server: WorkspaceServer;
  browser: Browser;
  /** The PDFs `makePdfs` made, written to a temp folder, in the order given. */
  pdfs: { dir: string; paths: string[] };
}

/**
 * Registers beforeAll/afterAll that start a workspace server and a browser and write the PDFs,
 * then stop and remove them. The returned object is filled in by beforeAll: read its fields inside tests.
 */
export function useWorkspaceSuite(makePdfs: () => Record<string, Uint8Array>): WorkspaceSuite {
  const suite = {} as Partial<WorkspaceSuite>;
  beforeAll(async () => {
    suite.server = await startWorkspaceServer();
    suite.browser = await launchBrowser();
    suite.pdfs = writePdfs(makePdfs());
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    if (suite.pdfs) rmSync(suite.pdfs.dir, { recursive: true, force: true });
  });
  return suite as WorkspaceSuite;
}
