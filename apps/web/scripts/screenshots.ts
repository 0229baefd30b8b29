/**
 * Captures every screen at 1440×900 and 390×844, light and dark, Norwegian and English, into
 * /tmp/shots (or SHOTS_DIR). Needs a running API that serves the built app:
 *   npm run build -w @sladd/web
 *   PORT=8090 DATA_DIR=/tmp/sladd-shots npx tsx apps/api/src/main.ts &
 *   BASE_URL=http://localhost:8090 OUTBOX_DIR=/tmp/sladd-shots/outbox npx tsx apps/web/scripts/screenshots.ts
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../../e2e/support/browser.ts';
import { decodeQuotedPrintable, findLink } from '../../api/src/test/mail-text.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8090';
const OUTBOX_DIR = process.env.OUTBOX_DIR ?? '/tmp/sladd-shots/outbox';
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const ONLY = process.env.ONLY?.split(',');

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const LANGUAGES = ['no', 'en'] as const;

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Brings the page into the state worth looking at. */
  prepare?: (page: Page) => Promise<void>;
}

const PASSWORD = 'Skjerm#Bilde1';

const SCREENS: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'login-check-email', path: '/login?verifyEmail=true' },
  {
    name: 'login-error',
    path: '/login',
    prepare: async (page) => {
      await page.getByRole('textbox').first().fill('nobody@example.no');
      await page.locator('input[type=password]').fill('wrong');
      await page.locator('form button[type=submit]').click();
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'signup-1',
    path: '/signup',
    prepare: async (page) => {
      await page.locator('input').nth(0).fill('ny.bruker');
      await page.locator('input').nth(1).fill('ny.bruker@example.no');
      await page.waitForTimeout(1600);
    },
  },
  {
    name: 'signup-2',
    path: '/signup',
    prepare: async (page) => {
      await page.locator('input').nth(0).fill('ny.bruker2');
      await page.locator('input').nth(1).fill('ny.bruker2@example.no');
      await page.locator('form button[type=submit]:not([disabled])').click({ timeout: 5000 });
      await page.locator('[role=radio]').first().waitFor();
      await page.locator('[role=radio]').nth(2).click();
    },
  },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=abcdefghijklmnop' },
  { name: 'verify-email-invalid', path: '/verify-email' },
  { name: 'resend-verification', path: '/resend-verification?email=kari%40example.no' },
  { name: 'pricing', path: '/pricing' },
  { name: 'not-found', path: '/finnes-ikke' },
  { name: 'playground', path: '/playground', signedIn: true },
  { name: 'settings', path: '/user/settings', signedIn: true },
  {
    name: 'settings-department',
    path: '/settings',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('section[aria-labelledby=department-title] button').click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'user-menu',
    path: '/playground',
    signedIn: true,
    prepare: async (page) => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menu').waitFor();
    },
  },
];

async function api(context: BrowserContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const cookies = await context.cookies(BASE_URL);
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value;
  const response = await context.request.fetch(`${BASE_URL}/api${path}`, {
    method,
    data,
    headers: csrf ? { 'X-CSRF-Token': csrf } : {},
  });
  return (await response.json()) as { success: boolean; data?: unknown; error?: { code: string } };
}

function latestMailTo(address: string): string {
  const files = readdirSync(OUTBOX_DIR).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(join(OUTBOX_DIR, file), 'utf8');
    if (raw.includes(`To: ${address}`)) return raw;
  }
  throw new Error(`No mail to ${address} in ${OUTBOX_DIR}`);
}

/** Creates and verifies a fresh account through the API, so signed-in screens have someone to show. */
async function createAccount(context: BrowserContext): Promise<{ identifier: string }> {
  const username = `kari.${Date.now().toString(36)}`;
  const email = `${username}@example.no`;
  const registered = await api(context, 'POST', '/auth/register', {
    username,
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    department_id: 2,
    language: 'no',
  });
  if (!registered.success) throw new Error(`register failed: ${JSON.stringify(registered)}`);
  const token = new URL(
    findLink(decodeQuotedPrintable(latestMailTo(email)), '/verify-email'),
  ).searchParams.get('token');
  await api(context, 'POST', '/auth/verify-email', { token });
  return { identifier: username };
}

async function main() {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const browser = await launchBrowser();
  const setup = await browser.newContext();
  const { identifier } = await createAccount(setup);
  await setup.close();

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      for (const language of LANGUAGES) {
        const context = await browser.newContext({
          viewport,
          locale: language === 'no' ? 'nb-NO' : 'en-GB',
          deviceScaleFactor: 1,
        });
        await context.addInitScript(
          ([themeValue, languageValue]) => {
            localStorage.setItem('theme', themeValue!);
            localStorage.setItem('language', languageValue!);
          },
          [theme, language],
        );
        let isSignedIn = false;
        for (const screen of SCREENS) {
          if (ONLY && !ONLY.includes(screen.name)) continue;
          if (screen.signedIn && !isSignedIn) {
            const result = await api(context, 'POST', '/auth/login', { identifier, password: PASSWORD });
            if (!result.success) throw new Error(`login failed: ${JSON.stringify(result)}`);
            isSignedIn = true;
          }
          if (!screen.signedIn && isSignedIn) continue;
          const page = await context.newPage();
          page.setDefaultTimeout(8000);
          await page.goto(`${BASE_URL}${screen.path}`, { waitUntil: 'networkidle' });
          await page.waitForTimeout(300);
          try {
            await screen.prepare?.(page);
          } catch (error) {
            console.warn(`prepare failed for ${screen.name}:`, (error as Error).message);
          }
          const file = join(SHOTS_DIR, `${screen.name}-${viewportName}-${theme}-${language}.png`);
          await page.screenshot({ path: file, fullPage: true });
          await page.close();
        }
        await context.close();
      }
    }
  }
  await browser.close();
  console.log(`Screenshots in ${SHOTS_DIR}`);
}

await main();
