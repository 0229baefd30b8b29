import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PUBLIC_PAGES = [
  '/login',
  '/login?verifyEmail=true',
  '/signup',
  '/forgot-password',
  '/reset-password?token=abcdefghijkl',
  '/verify-email',
  '/resend-verification',
  '/pricing',
  '/no-such-page',
];

describe('accessibility of the public screens (axe, WCAG 2 A and AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical violations in ${theme} mode, Norwegian`, async () => {
      const context = await browser.newContext({ locale: 'nb-NO', viewport: { width: 1280, height: 900 } });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        const page = await context.newPage();
        await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator('main, [role=alert]').first().waitFor();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ');
          problems.push(`${path}: ${violation.id} (${violation.impact}) ${targets}`);
        }
        await page.close();
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
});
