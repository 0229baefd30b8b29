import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeProblems } from './support/axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type DnsServer } from '../apps/api/src/test/dns-server.ts';
import { launchBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { openTab } from './support/workspace-page.ts';
import { join } from 'node:path';
import { apiCall, signUp } from './support/workspace-server.ts';

// Spec 3 §2, §4 and §6 in Chromium against the built app, with the built-in test checkout
// (BILLING=local) and a real DNS server on loopback that the API asks for TXT records.
let server: RunningServer;
let browser: Browser;
let dns: DnsServer;

beforeAll(async () => {
  dns = await startDnsServer();
  server = await startServer({ env: { BILLING: 'local', DNS_SERVERS: dns.address } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
});

interface Person {
  context: BrowserContext;
  page: Page;
  email: string;
  username: string;
}

/** A new verified user, signed in, in a fresh English context (light theme) unless a test switches the language. */
async function person(): Promise<Person> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
    localStorage.setItem('theme', 'light');
  });
  const { email } = await signUp(server, context, { isPremium: false });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page, email, username: email.split('@')[0]! };
}

const ORG_NAME = 'Fjordvik kommune';

/** Screenshots for review, when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS_DIR) return;
  // The header is sticky: a full-page picture taken while scrolled would draw it mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** The page in Norwegian, then back in English: both screenshots of what a person sees now. */
async function shotInBothLanguages(page: Page, name: string, ready: (page: Page) => Promise<unknown>) {
  await shot(page, `${name}-en`);
  await page.evaluate(() => localStorage.setItem('language', 'no'));
  await page.reload();
  await ready(page);
  await shot(page, `${name}-no`);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await ready(page);
}

/** An organization made by `owner` through the API, with each of `people` added in a role. */
async function organizationOf(
  owner: Person,
  name: string,
  people: [Person, 'admin' | 'member' | 'viewer'][],
) {
  const created = await apiCall(owner.context, server.baseUrl, 'POST', '/organizations', { name });
  const orgId = (created.body?.data as { org_id: string }).org_id;
  for (const [person, role] of people) {
    const added = await apiCall(owner.context, server.baseUrl, 'POST', `/organizations/${orgId}/members`, {
      identifier: person.email,
      role,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return orgId;
}

/** What a plan card offers: its link (address) or its disabled button's words. */
async function planAction(page: Page, plan: string) {
  const card = page.getByTestId(`plan-${plan}`);
  await card.waitFor();
  const link = card.getByRole('link');
  if ((await link.count()) > 0)
    return { link: await link.getAttribute('href'), text: await link.textContent() };
  return { button: await card.getByRole('button').textContent() };
}

describe('organizations in the browser', () => {
  it('an owner creates an organization, adds a member and subscribes for it; the member works on it read-only; a domain is verified by DNS', async () => {
    const owner = await person();
    const member = await person();
    const problems: string[] = [];

    // The empty state: what an organization is, and the create modal with the name rule.
    await owner.page.goto(`${server.baseUrl}/organization`);
    await owner.page.getByText('You are not in an organization').waitFor();
    problems.push(...(await axeProblems(owner.page, 'empty state')));
    await owner.page.getByRole('button', { name: 'Create organization' }).click();
    const create = owner.page.getByRole('dialog', { name: 'Create organization' });
    await create.getByLabel(/^Organization name/).fill('x');
    await create.getByRole('button', { name: 'Create organization' }).click();
    await create
      .getByText(
        'The organization name must be 3 to 100 characters: letters, digits, spaces and . - _ & ( ) ,',
      )
      .waitFor();
    problems.push(...(await axeProblems(owner.page, 'create modal')));
    await create.getByLabel(/^Organization name/).fill(ORG_NAME);
    await create.getByRole('button', { name: 'Create organization' }).click();
    await owner.page.getByRole('heading', { level: 1, name: ORG_NAME }).waitFor();
    await expect.poll(() => owner.page.getByTestId('overview-members').textContent()).toBe('1');
    expect(await owner.page.getByTestId('overview-subscription').textContent()).toBe('None');
    expect(await owner.page.getByTestId('owner-name').textContent()).toBe(owner.username);
    problems.push(...(await axeProblems(owner.page, 'overview')));

    // Members: the owner adds the member by e-mail, as a member.
    await owner.page.getByRole('tab', { name: 'Members' }).click();
    await owner.page.getByTestId('members-table').waitFor();
    await owner.page.getByRole('button', { name: 'Add member' }).click();
    const add = owner.page.getByRole('dialog', { name: 'Add member' });
    problems.push(...(await axeProblems(owner.page, 'add member modal')));
    await add.getByLabel(/^E-mail address/).fill(member.email);
    await add.getByRole('button', { name: 'Add member' }).click();
    await add.waitFor({ state: 'detached' });
    const row = owner.page.locator(`[data-testid=member-row][data-user="${member.username}"]`);
    await row.waitFor();
    expect(await owner.page.getByTestId('members-total').textContent()).toBe('2 members');
    // The person added is told by e-mail, where and by whom (decision 0034).
    const told = await server.smtp.waitForMail(member.email, ORG_NAME);
    expect(told.body).toContain(owner.username);
    expect(await row.getByLabel(`Role of ${member.username}`).inputValue()).toBe('Member');
    // The owner's own row: no role select and no remove.
    const ownerRow = owner.page.locator(`[data-testid=member-row][data-user="${owner.username}"]`);
    expect(await ownerRow.getByTestId('member-role').textContent()).toBe('Owner');
    expect(await ownerRow.getByRole('button').count()).toBe(0);
    problems.push(...(await axeProblems(owner.page, 'members')));

    // The owner subscribes for the organization through the test checkout.
    await owner.page.goto(`${server.baseUrl}/subscription/checkout?plan=pro_monthly`);
    await owner.page.waitForURL((url) => url.pathname.startsWith('/subscription/local-checkout/'));
    await owner.page.getByRole('button', { name: 'Pay (test)' }).click();
    await owner.page.waitForURL((url) => url.pathname === '/playground');
    await owner.page.goto(`${server.baseUrl}/organization?tab=subscription`);
    expect(await owner.page.getByTestId('organization-plan').textContent()).toBe('Pro');
    await owner.page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => owner.page.getByTestId('overview-subscription').textContent()).toBe('Active');

    // The member: the organization card and a read-only subscription ('Check Usage', spec 3 §6):
    // cancel, auto-renewal and another plan are not theirs, so they are not offered (spec 3 §2).
    await member.page.goto(`${server.baseUrl}/subscription/manage`);
    const card = member.page.getByTestId('organization-card');
    await card.waitFor();
    expect(await card.getByTestId('organization-card-name').textContent()).toBe(ORG_NAME);
    expect(await card.getByTestId('organization-role').textContent()).toBe('Member');
    expect(await member.page.getByTestId('plan-name').textContent()).toBe('Pro');
    await member.page.getByRole('heading', { level: 1, name: 'Check Usage' }).waitFor();
    expect(await member.page.getByRole('switch', { name: 'Renew automatically' }).count()).toBe(0);
    await member.page.getByTestId('billing-details-toggle').click();
    await member.page.getByText('Next payment').waitFor();
    expect(await member.page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    problems.push(...(await axeProblems(member.page, 'member manage')));

    // The server refuses the member's own checkout, and the checkout page says why.
    await member.page.goto(`${server.baseUrl}/subscription/checkout?plan=business_monthly`);
    await member.page
      .getByTestId('checkout-error')
      .getByText(
        'You are a member of an organization. Please ask your organization owner to manage the subscription.',
      )
      .waitFor();

    // Premium features in the workspace come from the organization's subscription.
    await member.page.goto(`${server.baseUrl}/playground`);
    await member.page.getByTestId('uploader-replace-panel').waitFor();
    await openTab(member.page, 'detection');
    await member.page.getByTestId('detect-button').waitFor();
    expect(await member.page.getByTestId('locked-feature').count()).toBe(0);

    // The member sees the organization read-only: no add button, and may only leave.
    await member.page.goto(`${server.baseUrl}/organization?tab=members`);
    await member.page.getByTestId('members-table').waitFor();
    expect(await member.page.getByRole('button', { name: 'Add member' }).count()).toBe(0);
    expect(await member.page.getByLabel(/^Role of/).count()).toBe(0);
    const memberRow = member.page.locator(`[data-testid=member-row][data-user="${member.username}"]`);
    expect(await memberRow.getByRole('button', { name: 'Leave' }).count()).toBe(1);

    // Domains: pending with its TXT record, refused while DNS has no record, verified once it has.
    await owner.page.goto(`${server.baseUrl}/organization?tab=domains`);
    await owner.page.getByRole('button', { name: 'Add domain' }).click();
    const addDomain = owner.page.getByRole('dialog', { name: 'Add domain' });
    await addDomain.getByLabel(/^Domain/).fill('https://x');
    await addDomain.getByRole('button', { name: 'Add domain' }).click();
    await addDomain
      .getByText('Enter a valid domain such as example.no (3 to 253 characters, no http:// or paths)')
      .waitFor();
    await addDomain.getByLabel(/^Domain/).fill('  Fjordvik.Example  ');
    await addDomain.getByRole('button', { name: 'Add domain' }).click();
    const domain = owner.page.locator('[data-testid=domain-card][data-domain="fjordvik.example"]');
    await domain.waitFor();
    expect(await domain.getByTestId('domain-status').textContent()).toBe('Pending');
    const txtName = (await domain.getByTestId('txt-name').textContent()) ?? '';
    const txtValue = (await domain.getByTestId('txt-value').textContent()) ?? '';
    expect(txtName).toBe('_sladd-verification.fjordvik.example');
    expect(txtValue).toMatch(/^sladd-verification=\S+$/);
    problems.push(...(await axeProblems(owner.page, 'domains')));

    await domain.getByRole('button', { name: 'Verify fjordvik.example' }).click();
    await domain.getByTestId('domain-verify-error').getByText('Not verified yet').waitFor();
    expect(await domain.getByTestId('domain-status').textContent()).toBe('Pending');

    dns.setTxt(txtName, ['v=spf1 -all', txtValue]);
    await domain.getByRole('button', { name: 'Verify fjordvik.example' }).click();
    await expect.poll(() => domain.getByTestId('domain-status').textContent()).toBe('Verified');
    expect(await domain.getByTestId('txt-record').count()).toBe(0);
    expect(await domain.getByTestId('domain-verify-error').count()).toBe(0);
    await owner.page.getByRole('tab', { name: 'Overview' }).click();
    await expect.poll(() => owner.page.getByTestId('overview-domains').textContent()).toBe('1');

    // The owner removes the member (with a confirmation); the member's refresh finds no organization.
    await owner.page.getByRole('tab', { name: 'Members' }).click();
    await row.getByRole('button', { name: `Remove ${member.username}` }).click();
    const confirm = owner.page.getByTestId('member-confirm');
    await confirm.getByText(`Remove ${member.username} from the organization?`).waitFor();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => owner.page.getByTestId('members-total').textContent()).toBe('1 member');
    await member.page.getByTestId('refresh-organization').click();
    await member.page.getByText('You are not in an organization').waitFor();

    await owner.context.close();
    await member.context.close();
    expect(problems).toEqual([]);
  });

  it('a person whose e-mail domain an organization verified finds it among the suggestions and joins as a viewer', async () => {
    const owner = await person();
    const newcomer = await person();
    // Every test account's address is on example.no.
    await owner.page.goto(`${server.baseUrl}/organization`);
    await owner.page.getByRole('button', { name: 'Create organization' }).click();
    const create = owner.page.getByRole('dialog', { name: 'Create organization' });
    await create.getByLabel(/^Organization name/).fill('Example AS');
    await create.getByRole('button', { name: 'Create organization' }).click();
    await owner.page.getByRole('heading', { level: 1, name: 'Example AS' }).waitFor();
    await owner.page.getByRole('tab', { name: 'Domains' }).click();
    await owner.page.getByRole('button', { name: 'Add domain' }).click();
    const addDomain = owner.page.getByRole('dialog', { name: 'Add domain' });
    await addDomain.getByLabel(/^Domain/).fill('example.no');
    await addDomain.getByRole('button', { name: 'Add domain' }).click();
    const domain = owner.page.locator('[data-testid=domain-card][data-domain="example.no"]');
    dns.setTxt((await domain.getByTestId('txt-name').textContent())!, [
      (await domain.getByTestId('txt-value').textContent())!,
    ]);
    await domain.getByRole('button', { name: 'Verify example.no' }).click();
    await expect.poll(() => domain.getByTestId('domain-status').textContent()).toBe('Verified');

    await newcomer.page.goto(`${server.baseUrl}/organization`);
    const suggested = newcomer.page.getByTestId('suggested-organizations');
    await suggested.getByText('Example AS').waitFor();
    await suggested.getByRole('button', { name: 'Join Example AS' }).click();
    await newcomer.page.getByRole('heading', { level: 1, name: 'Example AS' }).waitFor();
    await newcomer.page.getByRole('tab', { name: 'Members' }).click();
    const row = newcomer.page.locator(`[data-testid=member-row][data-user="${newcomer.username}"]`);
    // Joining by domain gives a viewer's seat (decision 0034): an owner or admin promotes.
    expect(await row.getByTestId('member-role').textContent()).toBe('Viewer');
    await owner.page.getByRole('tab', { name: 'Members' }).click();
    const promoted = owner.page.locator(`[data-testid=member-row][data-user="${newcomer.username}"]`);
    await promoted.getByLabel(`Role of ${newcomer.username}`).click();
    await owner.page.getByRole('option', { name: 'Member', exact: true }).click();
    await owner.page.getByText(`${newcomer.username} is now Member`).waitFor();
    await newcomer.page.getByTestId('refresh-organization').click();
    await expect.poll(() => row.getByTestId('member-role').textContent()).toBe('Member');

    // Leaving, with a confirmation: back to the empty state.
    await row.getByRole('button', { name: 'Leave' }).click();
    await newcomer.page.getByTestId('member-confirm').getByRole('button', { name: 'Leave' }).click();
    await newcomer.page.getByText('You are not in an organization').waitFor();
    await owner.context.close();
    await newcomer.context.close();
  });

  it('each role sees only what it may do on /pricing and /subscription/manage, buys for itself where allowed, and the chosen organization survives a reload (issue 30)', async () => {
    const [owner, admin, member, viewer] = [await person(), await person(), await person(), await person()];
    const orgName = 'Havbruk kommune';
    await organizationOf(owner, orgName, [
      [admin, 'admin'],
      [member, 'member'],
      [viewer, 'viewer'],
    ]);
    const problems: string[] = [];
    const pricingReady = (page: Page) => page.getByTestId('plan-pro_monthly').waitFor();

    // The organization has no plan: nobody but the owner buys for it; the others may buy their own.
    for (const [who, kind] of [
      [admin, 'noOrganizationPlan'],
      [member, 'noOrganizationPlan'],
      [viewer, 'viewerSeat'],
    ] as const) {
      await who.page.goto(`${server.baseUrl}/pricing`);
      const notice = who.page.getByTestId('purchase-notice');
      await notice.waitFor();
      expect(await notice.getAttribute('data-kind')).toBe(kind);
      expect(await notice.textContent()).toContain(orgName);
      expect(await planAction(who.page, 'pro_monthly')).toEqual({
        link: '/subscription/checkout?plan=pro_monthly&for=personal',
        text: 'Choose Pro',
      });
      expect(await who.page.getByText('Contact Organization Owner').count()).toBe(0);
    }
    await shotInBothLanguages(admin.page, 'pricing-admin-organization-without-plan', pricingReady);
    problems.push(...(await axeProblems(admin.page, 'pricing, admin, organization without a plan')));

    // The admin buys a plan of their own through the test checkout; it is theirs to cancel.
    await admin.page.getByTestId('plan-basic_monthly').getByRole('link', { name: 'Choose Basic' }).click();
    await admin.page.waitForURL((url) => url.pathname.startsWith('/subscription/local-checkout/'));
    await admin.page.getByRole('button', { name: 'Pay (test)' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/playground');
    await admin.page.goto(`${server.baseUrl}/subscription/manage`);
    expect(await admin.page.getByTestId('plan-name').textContent()).toBe('Basic');
    expect(await admin.page.getByTestId('organization-card').count()).toBe(0);
    await admin.page.getByTestId('billing-details-toggle').click();
    await admin.page.getByRole('button', { name: 'Cancel subscription' }).waitFor();

    // The owner buys for the organization by default, and could choose "Just me".
    await owner.page.goto(`${server.baseUrl}/pricing`);
    const ownerNotice = owner.page.getByTestId('purchase-notice');
    await ownerNotice.waitFor();
    expect(await ownerNotice.getAttribute('data-kind')).toBe('forOrganization');
    await shotInBothLanguages(owner.page, 'pricing-owner-organization-without-plan', pricingReady);
    await owner.page.getByTestId('buy-for').getByText('Just me').click();
    await expect.poll(() => ownerNotice.getAttribute('data-kind')).toBe('forOwner');
    expect((await planAction(owner.page, 'pro_monthly')).link).toBe(
      '/subscription/checkout?plan=pro_monthly&for=personal',
    );
    await owner.page.getByTestId('buy-for').getByText(orgName).click();
    expect((await planAction(owner.page, 'pro_monthly')).link).toBe(
      '/subscription/checkout?plan=pro_monthly',
    );
    await owner.page.getByTestId('plan-pro_monthly').getByRole('link', { name: 'Choose Pro' }).click();
    await owner.page.waitForURL((url) => url.pathname.startsWith('/subscription/local-checkout/'));
    await owner.page.getByRole('button', { name: 'Pay (test)' }).click();
    await owner.page.waitForURL((url) => url.pathname === '/playground');
    await owner.page.goto(`${server.baseUrl}/pricing`);
    expect(await planAction(owner.page, 'pro_monthly')).toEqual({ button: 'Your current plan' });
    expect(await owner.page.getByTestId('buy-for').count()).toBe(0);

    // Now the admin and the member work on the organization's plan: nothing to buy, ask the owner.
    for (const who of [admin, member]) {
      await who.page.goto(`${server.baseUrl}/pricing`);
      await who.page
        .getByText(
          'You are a member of an organization. Please ask your organization owner to manage the subscription.',
        )
        .waitFor();
      expect(await planAction(who.page, 'business_monthly')).toEqual({
        button: 'Contact Organization Owner',
      });
      expect(await who.page.getByRole('link', { name: /^Choose / }).count()).toBe(0);
    }
    problems.push(...(await axeProblems(member.page, 'pricing, member, organization plan')));
    await shotInBothLanguages(member.page, 'pricing-member', pricingReady);
    await admin.page.goto(`${server.baseUrl}/pricing`);
    await pricingReady(admin.page);
    await shotInBothLanguages(admin.page, 'pricing-admin', pricingReady);
    // A viewer's seat does not include the organization's plan: their own is still theirs to buy.
    await viewer.page.goto(`${server.baseUrl}/pricing`);
    expect((await planAction(viewer.page, 'pro_monthly')).link).toBe(
      '/subscription/checkout?plan=pro_monthly&for=personal',
    );

    // The member reads the plan ('Check Usage'): no cancel, no auto-renewal switch, no other plan.
    const manageReady = (page: Page) => page.getByTestId('plan-name').waitFor();
    await member.page.goto(`${server.baseUrl}/subscription/manage`);
    await member.page.getByRole('heading', { level: 1, name: 'Check Usage' }).waitFor();
    expect(await member.page.getByTestId('read-only-notice').textContent()).toContain(orgName);
    expect(await member.page.getByRole('switch', { name: 'Renew automatically' }).count()).toBe(0);
    expect(await member.page.getByRole('link', { name: 'Change plan' }).count()).toBe(0);
    await member.page.getByTestId('billing-details-toggle').click();
    await member.page.getByText('Next payment').waitFor();
    expect(await member.page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    problems.push(...(await axeProblems(member.page, 'manage, member')));
    await shotInBothLanguages(member.page, 'manage-member', manageReady);
    await member.page.getByTestId('user-menu').click();
    await member.page.getByRole('menuitem', { name: 'Check Usage' }).waitFor();
    await member.page.keyboard.press('Escape');
    await member.page.getByRole('heading', { level: 1, name: 'Check Usage' }).waitFor();

    // The admin cancels and changes auto-renewal, but changes no plan (the owner buys).
    await admin.page.goto(`${server.baseUrl}/subscription/manage`);
    await admin.page.getByRole('heading', { level: 1, name: 'Subscription' }).waitFor();
    expect(await admin.page.getByTestId('organization-role').textContent()).toBe('Admin');
    expect(await admin.page.getByRole('switch', { name: 'Renew automatically' }).isDisabled()).toBe(false);
    expect(await admin.page.getByRole('link', { name: 'Change plan' }).count()).toBe(0);
    await admin.page.getByTestId('billing-details-toggle').click();
    await admin.page.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    problems.push(...(await axeProblems(admin.page, 'manage, admin')));
    await shotInBothLanguages(admin.page, 'manage-admin', manageReady);
    await admin.page.getByTestId('user-menu').click();
    await admin.page.getByRole('menuitem', { name: 'Subscription' }).waitFor();
    await admin.page.keyboard.press('Escape');

    // The admin owns an organization of their own too; the one they pick stays picked on reload,
    // and an API key made after the reload is made for it, as the key form and card say.
    await organizationOf(admin, 'Adminens AS', []);
    await admin.page.goto(`${server.baseUrl}/organization`);
    await admin.page.getByRole('heading', { level: 1, name: 'Adminens AS' }).waitFor();
    await admin.page.getByTestId('organization-switcher').click();
    await admin.page.getByRole('option', { name: orgName }).click();
    await admin.page.getByRole('heading', { level: 1, name: orgName }).waitFor();
    await admin.page.reload();
    await admin.page.getByRole('heading', { level: 1, name: orgName }).waitFor();
    await admin.page.goto(`${server.baseUrl}/subscription/manage?tab=apikeys`);
    await admin.page.getByRole('button', { name: 'Create API key' }).first().click();
    const create = admin.page.getByRole('dialog', { name: 'New API key' });
    expect(await create.getByTestId('api-key-target').textContent()).toContain(`act for ${orgName}`);
    await create.getByLabel('Name', { exact: true }).fill('Arkivskript');
    await create.getByRole('button', { name: 'Create API key' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Your new API key' })
      .getByRole('button', { name: 'Done' })
      .click();
    const key = admin.page.getByTestId('api-key-card');
    await key.getByText('Arkivskript').waitFor();
    expect(await key.getByTestId('api-key-organization').textContent()).toBe(`Acts for ${orgName}`);

    for (const who of [owner, admin, member, viewer]) await who.context.close();
    expect(problems).toEqual([]);
  });
});
