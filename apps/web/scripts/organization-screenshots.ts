/**
 * Screenshots of /organization — overview, members, the add member modal, domains (one verified,
 * one pending with its TXT record), the empty state with the create modal and a suggestion, and a
 * member's /subscription/manage after pressing cancel — in English and Norwegian, light and dark,
 * at 1280 and 390 px wide, into /tmp/shots-organization (or SHOTS_DIR). Starts its own server
 * from the build (BILLING=local) and a DNS server on loopback for the verified domain:
 *   npm run build -w @sladd/web && npm run build:api
 *   npx tsx apps/web/scripts/organization-screenshots.ts
 * Narrow it with ONLY=overview,members (shot names). AXE=1 also prints the serious and critical
 * axe findings (WCAG 2 A and AA) of every shot.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startDnsServer } from '../../api/src/test/dns-server.ts';
import { launchBrowser } from '../../../e2e/support/browser.ts';
import { startServer } from '../../../e2e/support/server.ts';
import { signUp } from '../../../e2e/support/workspace-server.ts';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-organization';
const ONLY = process.env.ONLY?.split(',');
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
type Account = 'owner' | 'member' | 'newcomer';

interface Shot {
  name: string;
  path: string;
  account: Account;
  /** What to wait for before the picture. */
  ready: string;
  prepare?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

/** A JSON call as `context`'s person, in the organization `orgId` when given (the org_id header). */
async function call(
  context: BrowserContext,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  orgId?: string,
): Promise<unknown> {
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'csrf_token')?.value;
  const response = await context.request.fetch(`${baseUrl}/api${path}`, {
    method,
    data,
    headers: { ...(csrf ? { 'X-CSRF-Token': csrf } : {}), ...(orgId ? { org_id: orgId } : {}) },
  });
  const body = (await response.json()) as { success: boolean; data?: unknown };
  if (!body.success) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
  return body.data;
}

async function main() {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const dns = await startDnsServer();
  const server = await startServer({ env: { BILLING: 'local', DNS_SERVERS: dns.address } });
  const browser = await launchBrowser();
  const base = server.baseUrl;
  try {
    // The owner's organization: a Pro subscription, four more people, one domain verified
    // (example.no, so the newcomer is offered to join) and one pending.
    const owner = await browser.newContext();
    await signUp(server, owner, { isPremium: false });
    const org = (await call(owner, base, 'POST', '/organizations', { name: 'Fjordvik kommune' })) as {
      org_id: string;
    };
    const orgId = org.org_id;
    const checkout = (await call(
      owner,
      base,
      'POST',
      '/subscription/checkout',
      { plan_code: 'pro_monthly' },
      orgId,
    )) as {
      session_id: string;
    };
    await call(
      owner,
      base,
      'POST',
      `/subscription/checkout/${checkout.session_id}/complete`,
      undefined,
      orgId,
    );
    const sessions: Partial<Record<Account, Session>> = {};
    for (const role of ['admin', 'member', 'member', 'viewer'] as const) {
      const other = await browser.newContext();
      const { email } = await signUp(server, other, { isPremium: false });
      await call(owner, base, 'POST', `/organizations/${orgId}/members`, {
        identifier: email,
        identifier_type: 'email',
        role,
      });
      if (role === 'member' && !sessions.member) sessions.member = await other.storageState();
      await other.close();
    }
    const verified = (await call(owner, base, 'POST', `/organizations/${orgId}/domains`, {
      domain: 'example.no',
    })) as { domain_id: string; txt_record: { name: string; value: string } };
    dns.setTxt(verified.txt_record.name, [verified.txt_record.value]);
    await call(owner, base, 'POST', `/organizations/${orgId}/domains/${verified.domain_id}/verify`);
    await call(owner, base, 'POST', `/organizations/${orgId}/domains`, { domain: 'fjordvik.kommune.no' });
    sessions.owner = await owner.storageState();
    await owner.close();
    const newcomer = await browser.newContext();
    await signUp(server, newcomer, { isPremium: false });
    sessions.newcomer = await newcomer.storageState();
    await newcomer.close();

    const shots: Shot[] = [
      { name: 'overview', path: '/organization', account: 'owner', ready: '[data-testid=overview-members]' },
      {
        name: 'members',
        path: '/organization?tab=members',
        account: 'owner',
        ready: '[data-testid=members-table]',
      },
      {
        name: 'add-member',
        path: '/organization?tab=members',
        account: 'owner',
        ready: '[data-testid=members-table]',
        prepare: async (page) => {
          await page.getByRole('button', { name: /^(Add member|Legg til medlem)$/ }).click();
          await page.getByRole('dialog').waitFor();
        },
        fullPage: false,
      },
      {
        name: 'domains',
        path: '/organization?tab=domains',
        account: 'owner',
        ready: '[data-testid=txt-record]',
      },
      {
        name: 'subscription',
        path: '/organization?tab=subscription',
        account: 'member',
        ready: '[data-testid=organization-subscription]',
      },
      {
        name: 'empty',
        path: '/organization',
        account: 'newcomer',
        ready: '[data-testid=suggested-organizations]',
      },
      {
        name: 'create',
        path: '/organization',
        account: 'newcomer',
        ready: '[data-testid=no-organization]',
        prepare: async (page) => {
          await page.getByRole('button', { name: /^(Create organization|Opprett organisasjon)$/ }).click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^(Create|Opprett)/ })
            .click();
          await page.getByRole('dialog').locator('.mantine-TextInput-error').waitFor();
        },
        fullPage: false,
      },
      {
        name: 'member-manage',
        path: '/subscription/manage',
        account: 'member',
        ready: '[data-testid=organization-card]',
        prepare: async (page) => {
          await page.getByTestId('billing-details-toggle').click();
          const cancel = page.getByRole('button', { name: /^(Cancel subscription|Si opp abonnementet)$/ });
          // The details open with an animation: press again if the first press landed mid-way.
          for (let attempt = 0; attempt < 3; attempt += 1) {
            await cancel.click();
            const shown = await page
              .getByTestId('cancel-refused')
              .waitFor({ timeout: 3000 })
              .then(() => true)
              .catch(() => false);
            if (shown) break;
          }
        },
      },
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
            await page.goto(`${base}${shot.path}`);
            await page.locator(shot.ready).first().waitFor({ timeout: 20_000 });
            await shot.prepare?.(page);
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.waitForTimeout(500);
            if (process.env.AXE) {
              const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
              for (const violation of results.violations)
                if (violation.impact === 'serious' || violation.impact === 'critical')
                  console.error(
                    `axe ${shot.name}-${viewportName}-${theme}-${language}: ${violation.id}`,
                    violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
                  );
            }
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            if (overflow > 0)
              console.error(`${shot.name}-${viewportName}: ${overflow} px wider than the window`);
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
    await dns.close();
  }
}

await main();
