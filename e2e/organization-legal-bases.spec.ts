import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { newPerson } from './support/people.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { apiCall } from './support/workspace-server.ts';

// Issue 32 items 1, 4 (the setting) and 5 on /organization (decisions 0060, 0061): the legal bases
// every member reads, and the review switch, the audit trail and its retention for owners and admins.
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

const person = () => newPerson(browser, server, { language: 'en' });

const setRow = (page: Page, id: string) => page.locator(`[data-testid=legal-code-set][data-set="${id}"]`);
const codeCard = (page: Page, id: string) => page.locator(`[data-testid=legal-code][data-code="${id}"]`);

describe('legal bases, review and audit on the organization page', () => {
  it('an owner hides a set, adds, edits and retires a code of their own, sets the retention and exports the trail; a member reads the codes and sees no audit', async () => {
    const owner = await person();
    const member = await person();
    const problems: string[] = [];
    const created = await apiCall(owner.context, server.baseUrl, 'POST', '/organizations', {
      name: 'Fjordvik kommune',
    });
    const orgId = (created.body?.data as { org_id: string }).org_id;
    const added = await apiCall(owner.context, server.baseUrl, 'POST', `/organizations/${orgId}/members`, {
      identifier: member.email,
      role: 'member',
    });
    expect(added.status).toBe(201);

    // The reviewer role is offered when adding a member, with what it does.
    await owner.page.goto(`${server.baseUrl}/organization?tab=members`);
    await owner.page.getByRole('button', { name: 'Add member' }).click();
    const addMember = owner.page.getByRole('dialog', { name: 'Add member' });
    await addMember.getByTestId('member-role').click();
    expect(await owner.page.getByRole('option').allTextContents()).toEqual([
      'Admin',
      'Reviewer',
      'Member',
      'Viewer',
    ]);
    await owner.page.getByRole('option', { name: 'Reviewer' }).click();
    await addMember.getByText('Approves, changes or rejects documents sent for review').waitFor();
    await addMember.getByRole('button', { name: 'Cancel' }).click();

    // The owner: every built-in set is shown at first; hiding the US set is saved on the server.
    await owner.page.goto(`${server.baseUrl}/organization`);
    await owner.page.getByRole('tab', { name: 'Legal bases' }).click();
    const us = setRow(owner.page, 'us-foia');
    await us.waitFor();
    const usSwitch = us.getByRole('switch', { name: /Freedom of Information Act \(US\)/ });
    expect(await usSwitch.isChecked()).toBe(true);
    expect(await us.textContent()).toMatch(/United States · \d+ codes/);
    await usSwitch.click({ force: true });
    await owner.page.getByText('Freedom of Information Act (US) is hidden from members').waitFor();
    await expect.poll(() => us.getAttribute('data-enabled')).toBe('false');
    const sets = await apiCall(owner.context, server.baseUrl, 'GET', `/organizations/${orgId}/legal-bases`);
    const usSet = (sets.body?.data as { sets: Array<{ id: string; enabled: boolean }> }).sets.find(
      (set) => set.id === 'us-foia',
    );
    expect(usSet?.enabled).toBe(false);

    // Adding a code: the contract's rules show by each field before anything is sent.
    await owner.page.getByText('The organization has no codes of its own yet.').waitFor();
    await owner.page.getByRole('button', { name: 'Add code' }).click();
    const form = owner.page.getByRole('dialog', { name: 'Add code' });
    await form.getByRole('button', { name: 'Add code' }).click();
    await form.getByText('Enter the label').waitFor();
    await form.getByText('Enter the citation').waitFor();
    await form.getByLabel(/^Short label/).fill('x'.repeat(25));
    await form.getByRole('button', { name: 'Add code' }).click();
    await form.getByText('The label is at most 24 characters').waitFor();
    problems.push(...(await axeProblems(owner.page, 'legal code form')));
    await form.getByLabel(/^Short label/).fill('Intern merknad');
    // The id is suggested from the label.
    expect(await form.getByLabel(/^ID/).inputValue()).toBe('org-intern-merknad');
    await form.getByLabel(/^Title/).fill('Internt notat');
    await form.getByLabel(/^Citation/).fill('Intern retningslinje for Fjordvik kommune, punkt 4');
    await form.getByRole('button', { name: 'Add code' }).click();
    await form.waitFor({ state: 'detached' });
    const code = codeCard(owner.page, 'org-intern-merknad');
    await code.waitFor();
    expect(await code.getByTestId('legal-code-label').textContent()).toBe('Intern merknad');
    expect(await code.textContent()).toContain('Intern retningslinje for Fjordvik kommune, punkt 4');
    expect(await code.textContent()).toContain('Norwegian Bokmål');

    // The same id again: the server's refusal shows in the form.
    await owner.page.getByRole('button', { name: 'Add code' }).click();
    await form.getByLabel(/^Short label/).fill('Intern merknad');
    await form.getByLabel(/^Title/).fill('Igjen');
    await form.getByLabel(/^Citation/).fill('Igjen');
    await form.getByRole('button', { name: 'Add code' }).click();
    await form
      .getByTestId('legal-code-error')
      .getByText(/already has a code org-intern-merknad/)
      .waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    // Editing keeps the id; the new title is shown.
    await code.getByRole('button', { name: 'Edit Intern merknad' }).click();
    const edit = owner.page.getByRole('dialog', { name: 'Edit Intern merknad' });
    await edit.getByLabel(/^Title/).fill('Internt arbeidsnotat');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await code.getByText('Internt arbeidsnotat').waitFor();
    problems.push(...(await axeProblems(owner.page, 'legal bases (owner)')));

    // Retire, and bring back.
    await code.getByRole('button', { name: 'Retire Intern merknad' }).click();
    await code.getByTestId('legal-code-retired').waitFor();
    expect(await code.getAttribute('data-retired')).toBe('true');
    const usable = await apiCall(member.context, server.baseUrl, 'GET', '/legal-bases');
    expect(JSON.stringify(usable.body)).not.toContain('org-intern-merknad');
    await code.getByRole('button', { name: 'Bring back Intern merknad' }).click();
    await expect.poll(() => code.getAttribute('data-retired')).toBe('false');
    await code.getByRole('button', { name: 'Retire Intern merknad' }).click();
    await expect.poll(() => code.getAttribute('data-retired')).toBe('true');

    // Review and audit: retention outside 30–3650 is refused with the range, a good value is saved.
    await owner.page.getByRole('tab', { name: 'Review and audit' }).click();
    await owner.page.getByTestId('audit-trail').waitFor();
    await owner.page.getByText('No events match.').waitFor();
    const days = owner.page.getByLabel(/^Days/);
    await expect.poll(() => days.inputValue()).toBe('365');
    await days.fill('10');
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText('Keep events 30 to 3650 days.').waitFor();
    await days.fill('90');
    await owner.page.getByText('Keep events 30 to 3650 days.').waitFor({ state: 'detached' });
    await owner.page.getByRole('button', { name: 'Save' }).click();
    await owner.page.getByText('Events are kept for 90 days').waitFor();
    const settings = await apiCall(
      owner.context,
      server.baseUrl,
      'GET',
      `/organizations/${orgId}/audit-settings`,
    );
    expect(settings.body?.data).toEqual({ retention_days: 90 });
    // The review switch: on, and the server requires review from now on.
    const reviewSwitch = owner.page.getByRole('switch', { name: 'Require review before release' });
    await expect.poll(() => reviewSwitch.isChecked()).toBe(false);
    await reviewSwitch.click({ force: true });
    await owner.page.getByText('Documents now need an approved review before release').waitFor();
    const review = await apiCall(
      owner.context,
      server.baseUrl,
      'GET',
      `/organizations/${orgId}/review-settings`,
    );
    expect(review.body?.data).toEqual({ review_required: true });
    problems.push(...(await axeProblems(owner.page, 'review and audit')));

    // The CSV export is saved as audit-events.csv, with the columns of the contract.
    const [download] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-events.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe(
      'at,action,actor_user_id,actor_username,document_name_hash,document_hash,codes',
    );

    // The member: the codes read-only (the retired one marked), no switches or buttons, no audit tab.
    await member.page.goto(`${server.baseUrl}/organization?tab=legalBases`);
    const memberCode = codeCard(member.page, 'org-intern-merknad');
    await memberCode.waitFor();
    await memberCode.getByTestId('legal-code-retired').waitFor();
    expect(await memberCode.getByRole('button').count()).toBe(0);
    expect(await member.page.getByRole('switch').count()).toBe(0);
    expect(await member.page.getByRole('button', { name: 'Add code' }).count()).toBe(0);
    expect(await setRow(member.page, 'us-foia').textContent()).toContain('Hidden');
    await member.page
      .getByText("Only the owner and admins choose the sets and manage the organization's codes.")
      .waitFor();
    expect(await member.page.getByRole('tab', { name: 'Review and audit' }).count()).toBe(0);
    problems.push(...(await axeProblems(member.page, 'legal bases (member)')));
    // An address naming the audit tab opens the overview for a member.
    await member.page.goto(`${server.baseUrl}/organization?tab=audit`);
    await member.page.getByTestId('overview-members').waitFor();
    expect(await member.page.getByTestId('audit-trail').count()).toBe(0);

    expect(problems).toEqual([]);
    await owner.context.close();
    await member.context.close();
  }, 180_000);
});
