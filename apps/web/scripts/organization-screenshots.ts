/**
 * Screenshots of /organization — overview, members, the add member modal, domains (one verified,
 * one pending with its TXT record), the legal bases (owner, with the code form, and member), review
 * and audit (with a few redactions in the trail), the empty state with the create modal and a suggestion, and a
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
import { makeCasePdf } from '../../api/src/test/pdfs.ts';
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

/**
 * Redacts a generated case file in the organization (searching it first for the marks), so the
 * audit trail has an event with these codes.
 */
async function redactInOrganization(
  context: BrowserContext,
  baseUrl: string,
  orgId: string,
  name: string,
  codes: string[],
): Promise<void> {
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'csrf_token')?.value;
  const headers = { ...(csrf ? { 'X-CSRF-Token': csrf } : {}), org_id: orgId };
  const file = { name, mimeType: 'application/pdf', buffer: Buffer.from(makeCasePdf(1, name.length)) };
  const found = await context.request.fetch(`${baseUrl}/api/batch/search`, {
    method: 'POST',
    headers,
    multipart: { files: file, search_terms: JSON.stringify(['Kari Nordmann', '912 34 567']) },
  });
  const body = (await found.json()) as {
    data: {
      file_results: Array<{
        results: {
          match_details: { pages: Array<{ page: number; matches: Array<{ text: string; bbox: unknown }> }> };
        };
      }>;
    };
  };
  const matches = body.data.file_results[0]!.results.match_details.pages[0]!.matches;
  const mapping = {
    pages: [
      {
        page: 1,
        sensitive: matches.map((match, index) => ({
          entity_type: 'SEARCH',
          original_text: match.text,
          bbox: match.bbox,
          ...(codes[index % codes.length] ? { legal_basis: codes[index % codes.length] } : {}),
        })),
      },
    ],
  };
  const redacted = await context.request.fetch(`${baseUrl}/api/batch/redact`, {
    method: 'POST',
    headers,
    multipart: { files: file, mappings: JSON.stringify({ [name]: mapping }) },
  });
  if (!redacted.ok()) throw new Error(`redact ${name}: ${redacted.status()} ${await redacted.text()}`);
}

/** A DELETE as `context`'s person (the JSON helper above sends GET, POST and PUT). */
async function fetchDelete(context: BrowserContext, baseUrl: string, path: string): Promise<void> {
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'csrf_token')?.value;
  const response = await context.request.fetch(`${baseUrl}/api${path}`, {
    method: 'DELETE',
    headers: csrf ? { 'X-CSRF-Token': csrf } : {},
  });
  if (!response.ok()) throw new Error(`DELETE ${path}: ${response.status()}`);
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
    // Legal bases: the US set hidden, two codes of the organization's own (one retired), and three
    // redactions in the audit trail.
    const sets = (await call(owner, base, 'GET', `/organizations/${orgId}/legal-bases`)) as {
      sets: Array<{ id: string }>;
    };
    await call(owner, base, 'PUT', `/organizations/${orgId}/legal-bases/sets`, {
      enabled_sets: sets.sets.map((set) => set.id).filter((id) => id !== 'us-foia'),
    });
    await call(owner, base, 'POST', `/organizations/${orgId}/legal-bases/codes`, {
      id: 'org-gammel-rutine',
      label: 'Rutine 2019 pkt. 3',
      citation: 'Fjordvik kommunes rutine for innsyn (2019), punkt 3',
      title: 'Interne rutiner',
      language: 'nb',
    });
    await call(owner, base, 'POST', `/organizations/${orgId}/legal-bases/codes`, {
      id: 'org-intern-merknad',
      label: 'Intern merknad',
      citation: 'Fjordvik kommunes retningslinje for innsyn i interne notater, punkt 4',
      title: 'Interne notater',
      language: 'nb',
    });
    await fetchDelete(owner, base, `/organizations/${orgId}/legal-bases/codes/org-gammel-rutine`);
    await redactInOrganization(owner, base, orgId, 'Sak 2026-0142.pdf', ['no-offl-13-fvl-13-1-1']);
    await redactInOrganization(owner, base, orgId, 'Sak 2026-0143 vedlegg.pdf', [
      'no-offl-13-fvl-13-1-1',
      'org-intern-merknad',
    ]);
    await redactInOrganization(owner, base, orgId, 'Klage.pdf', ['no-offl-26-5']);
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
        name: 'legal-bases',
        path: '/organization?tab=legalBases',
        account: 'owner',
        ready: '[data-testid=legal-code]',
      },
      {
        name: 'legal-code-form',
        path: '/organization?tab=legalBases',
        account: 'owner',
        ready: '[data-testid=legal-code]',
        prepare: async (page) => {
          await page.getByRole('button', { name: /^(Add code|Legg til hjemmel)$/ }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('button', { name: /^(Add code|Legg til hjemmel)$/ }).click();
          await dialog.locator('.mantine-TextInput-error').first().waitFor();
        },
        fullPage: false,
      },
      {
        name: 'legal-bases-member',
        path: '/organization?tab=legalBases',
        account: 'member',
        ready: '[data-testid=legal-code]',
      },
      {
        name: 'audit',
        path: '/organization?tab=audit',
        account: 'owner',
        ready: '[data-testid=audit-table]',
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
