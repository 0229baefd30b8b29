/**
 * Screenshots of the subscription screens — /pricing (visitor, and upgrade mode), the built-in
 * test checkout, /subscription/manage with usage (alert banner and gauge), the Welcome to Premium
 * celebration and /contact — in English and Norwegian, light and dark, at 1280 and 390 px wide,
 * into /tmp/shots-billing (or SHOTS_DIR). Starts its own server from the build (BILLING=local):
 *   npm run build -w @sladd/web && npm run build:api
 *   npx tsx apps/web/scripts/billing-screenshots.ts
 * Narrow it with ONLY=pricing,manage (shot names).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { addUsage } from '../../../e2e/support/billing-data.ts';
import { launchBrowser } from '../../../e2e/support/browser.ts';
import { startServer } from '../../../e2e/support/server.ts';
import { apiCall, signUp } from '../../../e2e/support/workspace-server.ts';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-billing';
const ONLY = process.env.ONLY?.split(',');
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Shot {
  name: string;
  /** The page to open; a function when it needs the account's data. */
  path: string;
  account: 'visitor' | 'premium';
  /** What to wait for before the picture. */
  ready: string;
  prepare?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

async function main() {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const server = await startServer({ env: { BILLING: 'local' } });
  const browser = await launchBrowser();
  try {
    // A Pro subscriber 20 days into the period with 4 300 of 5 000 pages used: the alert shows.
    const setup = await browser.newContext();
    const { email } = await signUp(server, setup, { isPremium: false });
    const checkout = await apiCall(setup, server.baseUrl, 'POST', '/subscription/checkout', {
      plan_code: 'pro_monthly',
    });
    const sessionId = (checkout.body?.data as { session_id: string }).session_id;
    await apiCall(setup, server.baseUrl, 'POST', `/subscription/checkout/${sessionId}/complete`);
    addUsage(server.dataDir, email, 4300, 20);
    const open = await apiCall(setup, server.baseUrl, 'POST', '/subscription/checkout', {
      plan_code: 'business_monthly',
    });
    const openSession = (open.body?.data as { session_id: string }).session_id;
    const sessions: Record<Shot['account'], Session | undefined> = {
      visitor: undefined,
      premium: await setup.storageState(),
    };
    await setup.close();

    const shots: Shot[] = [
      { name: 'pricing', path: '/pricing', account: 'visitor', ready: '[data-testid=plan-pro_monthly]' },
      {
        name: 'pricing-upgrade',
        path: '/pricing?upgrade=true&current=pro_monthly',
        account: 'premium',
        ready: '[data-testid=advisor]',
      },
      {
        name: 'local-checkout',
        path: `/subscription/local-checkout/${openSession}`,
        account: 'premium',
        ready: '[data-testid=checkout-price]',
      },
      {
        name: 'manage',
        path: '/subscription/manage',
        account: 'premium',
        ready: '[data-testid=usage-gauge]',
        prepare: (page) => page.getByTestId('billing-details-toggle').click(),
      },
      {
        name: 'celebration',
        path: '/playground?subscription=success',
        account: 'premium',
        ready: '[data-testid=celebration]',
        fullPage: false,
      },
      { name: 'contact', path: '/contact', account: 'visitor', ready: 'form' },
    ];

    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      for (const theme of ['light', 'dark'] as const) {
        for (const language of ['en', 'no'] as const) {
          for (const shot of shots) {
            if (ONLY && !ONLY.includes(shot.name)) continue;
            const context = await browser.newContext({
              viewport,
              locale: language === 'no' ? 'nb-NO' : 'en-GB',
              storageState: sessions[shot.account],
            });
            await context.addInitScript(
              ([themeValue, languageValue]) => {
                localStorage.setItem('theme', themeValue!);
                localStorage.setItem('language', languageValue!);
              },
              [theme, language],
            );
            const page = await context.newPage();
            await page.goto(`${server.baseUrl}${shot.path}`);
            await page.locator(shot.ready).first().waitFor({ timeout: 20_000 });
            await shot.prepare?.(page);
            // A full-page picture of a scrolled page would draw the sticky header in the middle.
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.waitForTimeout(shot.name === 'celebration' ? 900 : 500);
            const file = join(SHOTS_DIR, `${shot.name}-${viewportName}-${theme}-${language}.png`);
            await page.screenshot({ path: file, fullPage: shot.fullPage ?? true });
            console.log(file);
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
