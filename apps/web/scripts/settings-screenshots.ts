/**
 * Captures the settings tabs at 1440×900 and 390×844, light and dark, Norwegian and English, for a
 * premium and a free account, into /tmp/shots-settings (or SHOTS_DIR). Needs a running API that
 * serves the built app, and its DATA_DIR (premium is granted through the operator CLI):
 *   npm run build -w @sladd/web
 *   PORT=18391 DATA_DIR=/tmp/sladd-settings-shots npx tsx apps/api/src/main.ts &
 *   BASE_URL=http://localhost:18391 DATA_DIR=/tmp/sladd-settings-shots npx tsx apps/web/scripts/settings-screenshots.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../../e2e/support/browser.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:18391';
const DATA_DIR = process.env.DATA_DIR ?? '/tmp/sladd-settings-shots';
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-settings';
const ONLY = process.env.ONLY?.split(',');
const ROOT = resolve(import.meta.dirname, '../../..');
const PASSWORD = 'Skjerm#Bilde1';

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;

interface Screen {
  name: string;
  tab: string;
  isPremium: boolean;
  prepare?: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  { name: 'general', tab: 'general', isPremium: true },
  { name: 'general-free', tab: 'general', isPremium: false },
  {
    name: 'general-unsaved',
    tab: 'general',
    isPremium: true,
    prepare: async (page) => {
      await page.locator('[role=slider]').focus();
      await page.keyboard.press('ArrowRight');
      await page.locator('[data-testid=save-bar] button:not([disabled])').last().scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'general-import-error',
    tab: 'general',
    isPremium: true,
    prepare: async (page) => {
      const bad = join(SHOTS_DIR, 'bad-settings.json');
      writeFileSync(
        bad,
        JSON.stringify({
          user_id: 'x',
          export_date: 'y',
          general_settings: {
            theme: 'pink',
            auto_processing: true,
            detection_threshold: 0.5,
            use_banlist_for_detection: false,
          },
        }),
      );
      await page.locator('input[type=file]').setInputFiles(bad);
      await page.getByTestId('import-message').waitFor();
      await page.getByTestId('import-message').scrollIntoViewIfNeeded();
    },
  },
  { name: 'entity', tab: 'entity', isPremium: true },
  { name: 'entity-locked', tab: 'entity', isPremium: false },
  { name: 'search', tab: 'search', isPremium: true },
  { name: 'search-free', tab: 'search', isPremium: false },
  { name: 'banlist', tab: 'banlist', isPremium: true },
  { name: 'banlist-empty', tab: 'banlist', isPremium: true, prepare: async () => {} },
];

async function api(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const csrf = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === 'csrf_token')?.value;
  const response = await context.request.fetch(`${BASE_URL}/api${path}`, {
    method,
    data,
    headers: csrf ? { 'X-CSRF-Token': csrf } : {},
  });
  return (await response.json()) as { success: boolean; data?: unknown };
}

async function waitForMailTo(address: string): Promise<string> {
  const outbox = join(DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of readdirSync(outbox).sort().reverse()) {
      const raw = readFileSync(join(outbox, file), 'utf8');
      if (raw.includes(`To: ${address}`)) return raw;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No mail to ${address}`);
}

/** A verified account; premium ones get a plan and some saved terms, words and entities to show. */
async function createAccount(
  context: BrowserContext,
  kind: string,
  isPremium: boolean,
  isEmpty = false,
): Promise<string> {
  const username = `${kind}.${Date.now().toString(36)}`;
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
  // The outbox keeps the raw quoted-printable text: soft breaks and =3D are undone before reading.
  const mail = (await waitForMailTo(email)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /verify-email\?token=([A-Za-z0-9._-]+)/.exec(mail)?.[1];
  const verified = await api(context, 'POST', '/auth/verify-email', { token });
  if (!verified.success) throw new Error(`verify failed: ${JSON.stringify(verified)}`);
  if (isPremium)
    execFileSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['apps/api/src/cli/main.ts', 'grant-plan', email, 'pro_monthly'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR }, stdio: 'ignore' },
    );
  const login = await api(context, 'POST', '/auth/login', { identifier: username, password: PASSWORD });
  if (!login.success) throw new Error(`login failed: ${JSON.stringify(login)}`);
  if (!isEmpty) {
    await api(context, 'POST', '/settings/patterns', {
      pattern_text: 'Kari Nordmann',
      pattern_type: 'normal',
    });
    if (isPremium) {
      await api(context, 'POST', '/settings/patterns', {
        pattern_text: 'Saksnummer 2026/1234',
        pattern_type: 'case_sensitive',
      });
      await api(context, 'POST', '/settings/patterns', {
        pattern_text: 'helseopplysninger om barn',
        pattern_type: 'ai_search',
      });
      await api(context, 'POST', '/settings/ban-list/words', {
        words: ['nav', 'oslo kommune', 'statsforvalteren'],
      });
      await api(context, 'POST', '/settings/entities', {
        method_id: 1,
        entity_texts: ['EMAIL_ADDRESS_F', 'NO_FODSELSNUMMER_F'],
      });
    }
  }
  return username;
}

async function main() {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const browser = await launchBrowser();
  // One login per account (the login rate limit is strict); every screenshot reuses its cookies.
  const sessions: Record<string, Awaited<ReturnType<BrowserContext['storageState']>>> = {};
  for (const [kind, isPremium, isEmpty] of [
    ['premium', true, false],
    ['free', false, false],
    ['empty', true, true],
  ] as const) {
    const setup = await browser.newContext();
    await createAccount(setup, kind, isPremium, isEmpty);
    sessions[kind] = await setup.storageState();
    await setup.close();
  }

  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      for (const language of ['no', 'en'] as const) {
        for (const screen of SCREENS) {
          if (ONLY && !ONLY.includes(screen.name)) continue;
          const kind = screen.name === 'banlist-empty' ? 'empty' : screen.isPremium ? 'premium' : 'free';
          const context = await browser.newContext({
            viewport,
            locale: language === 'no' ? 'nb-NO' : 'en-GB',
            deviceScaleFactor: 1,
            storageState: sessions[kind],
          });
          await context.addInitScript(
            ([themeValue, languageValue]) => {
              localStorage.setItem('theme', themeValue!);
              localStorage.setItem('language', languageValue!);
            },
            [theme, language],
          );
          const page = await context.newPage();
          await page.goto(`${BASE_URL}/settings?tab=${screen.tab}`);
          await page
            .locator('[role=tabpanel] section, [role=tabpanel] [data-testid^=locked]')
            .first()
            .waitFor({ timeout: 15_000 });
          await page.waitForTimeout(500);
          await screen.prepare?.(page);
          await page.waitForTimeout(300);
          const file = join(SHOTS_DIR, `${screen.name}-${viewportName}-${theme}-${language}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
          await context.close();
        }
      }
    }
  }
  await browser.close();
}

await main();
