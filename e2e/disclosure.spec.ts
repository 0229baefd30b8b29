import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeTextPdf, popplerText as popplerTextOf } from '../apps/api/src/test/pdfs.ts';
import { openTab, uploadFiles } from './support/workspace-page.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { callAs, newPerson, type Person, shot } from './support/people.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// Issue 32's acceptance, in Norwegian, in Chromium against the built app: a caseworker detects,
// keeps the proposed legal bases but one, sends the document for review; a reviewer changes one
// mark's code and approves; the caseworker releases the very file with the codes in the boxes and
// the redaction log; the owner reads each step in the audit trail.
const FILE_NAME = 'Vedtak barnevern 2026-14.pdf';
const suite = useWorkspaceSuite(() => ({
  [FILE_NAME]: makeTextPdf(makeCasePages(1, 'Kari Nordmann', '912 34 567')),
}));
const REMOVED = ['Kari Nordmann', '912 34 567'];

describe('disclosure with legal bases, review and the audit trail (issue 32)', () => {
  const person = () =>
    newPerson(suite.browser, suite.server, { language: 'no', viewport: { width: 1440, height: 900 } });
  /** A JSON call as `who`, in the organization when `orgId` is given; fails the test unless it succeeds. */
  const call = async (
    who: Person,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    data?: unknown,
    orgId?: string,
  ) =>
    (await callAs(suite.server, who, method, path, {
      ...(data === undefined ? {} : { data }),
      ...(orgId ? { orgId } : {}),
    })) as Record<string, unknown>;

  it('a caseworker detects and codes, a reviewer changes one code and approves, the caseworker releases; the trail shows each step', async () => {
    const owner = await person();
    const reviewer = await person();
    const caseworker = await person();

    // The organization: a business plan (detection is premium), a reviewer, a caseworker, review required.
    const orgId = (await call(owner, 'POST', '/organizations', { name: 'Fjordvik kommune' }))
      .org_id as string;
    const checkout = await call(
      owner,
      'POST',
      '/subscription/checkout',
      { plan_code: 'business_monthly' },
      orgId,
    );
    await call(owner, 'POST', `/subscription/checkout/${String(checkout.session_id)}/complete`, {}, orgId);
    await call(owner, 'POST', `/organizations/${orgId}/members`, {
      identifier: reviewer.email,
      role: 'reviewer',
    });
    await call(owner, 'POST', `/organizations/${orgId}/members`, {
      identifier: caseworker.email,
      role: 'member',
    });
    await call(owner, 'PUT', `/organizations/${orgId}/review-settings`, { review_required: true });

    // The caseworker detects with the fast engine; each name and number proposes offl. § 13 jf. fvl. § 13.
    const cw = caseworker.page;
    await cw.goto(`${suite.server.baseUrl}/playground`);
    await cw.getByTestId('uploader-replace-panel').waitFor();
    await uploadFiles(cw, suite.pdfs.paths);
    const seeded = Promise.all(
      [1, 2, 3].map((id) => cw.waitForResponse((r) => r.url().endsWith(`/api/settings/entities/${id}`))),
    );
    await openTab(cw, 'detection');
    await seeded;
    for (const list of ['standardentiteter', 'avanserte entiteter']) {
      const clear = cw.locator(`button[aria-label="Tøm listen over ${list}"]`);
      await clear.click();
      await clear.waitFor({ state: 'detached' });
    }
    await cw.getByTestId('entities-fast').click();
    await cw.getByRole('option', { name: 'Alle raske entiteter' }).click();
    await cw.keyboard.press('Escape');
    await cw.getByTestId('detect-button').click();
    await cw.getByText('Gjenkjenning fullført').first().waitFor();
    const person_ = cw
      .locator('.ws-highlight[data-highlight-type="ENTITY"][data-highlight-text="Kari Nordmann"]')
      .first();
    const phone = cw
      .locator('.ws-highlight[data-highlight-type="ENTITY"][data-highlight-text*="912"]')
      .first();
    await expect.poll(() => person_.getAttribute('data-legal-basis')).toBe('no-offl-13-fvl-13-1-1');
    expect(await phone.getAttribute('data-legal-basis')).toBe('no-offl-13-fvl-13-1-1');

    // One changed by hand: the name under offl. § 13 alone, from the highlight menu.
    await person_.click({ button: 'right' });
    await cw.locator('[data-command="highlight.legalBasis"]').click();
    await cw.getByTestId('legal-basis-picker').locator('[data-legal-basis="no-offl-13"]').click();
    await expect.poll(() => person_.getAttribute('data-legal-basis')).toBe('no-offl-13');

    // The organization requires review: redacting now is refused with the way forward.
    await openTab(cw, 'redaction');
    await cw.getByTestId('redact-button').click();
    await cw.getByTestId('confirm-redact').click();
    await cw
      .getByText('Organisasjonen din utleverer bare godkjente dokumenter', { exact: false })
      .first()
      .waitFor();

    // Send for review, with a note.
    await cw.getByTestId('submit-review').click();
    await cw.getByTestId('review-note').fill('Innsynskrav fra Fjordvik Avis');
    await shot(cw, 'disclosure-submit-no');
    await cw.getByTestId('confirm-review').click();
    await cw.getByText('Dokumentet ble sendt til godkjenning i Fjordvik kommune.').waitFor();

    // The reviewer: the phone number under offl. § 24 andre ledd instead, then approve.
    const rp = reviewer.page;
    await rp.goto(`${suite.server.baseUrl}/reviews`);
    const row = rp.getByTestId('review-row').filter({ hasText: FILE_NAME });
    await row.getByRole('button', { name: `Åpne godkjenningen av ${FILE_NAME}` }).click();
    const detail = rp.getByTestId('review-detail');
    await detail.getByText('Innsynskrav fra Fjordvik Avis').waitFor();
    const phoneText = (await phone.getAttribute('data-highlight-text'))!;
    await detail.getByLabel(`Hjemmel for «${phoneText}»`).fill('24 andre');
    await rp.getByRole('option', { name: /offl\. § 24 andre ledd/ }).click();
    await detail.getByRole('button', { name: 'Godkjenn' }).click();
    await rp.getByText('Dokumentet er godkjent med endringene dine').waitFor();

    // The caseworker releases the very file, codes in the boxes, with the redaction log (PDF, bokmål).
    await cw.goto(`${suite.server.baseUrl}/reviews`);
    const mine = cw.getByTestId('review-row').filter({ hasText: FILE_NAME });
    await mine.getByText('Godkjent av').waitFor();
    await mine.getByRole('button', { name: `Åpne godkjenningen av ${FILE_NAME}` }).click();
    await cw.getByRole('button', { name: 'Utlever …' }).click();
    const dialog = cw.getByRole('dialog', { name: `Utlever ${FILE_NAME}` });
    await dialog.locator('input[type=file]').setInputFiles(suite.pdfs.paths[0]!);
    await dialog.getByText('Dette er filen som ble godkjent.').waitFor();
    await dialog.getByLabel('Ta med sladdeloggen (PDF)').check();
    await dialog.getByLabel('Dokumentnavn i loggen').fill('Sak 2026/14');
    const download = cw.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Utlever', exact: true }).click();
    const zip = unzipSync(readFileSync((await (await download).path())!));
    const names = Object.keys(zip);
    const logName = names.find((name) => name.endsWith('-redaction-log.pdf'))!;
    const pdfName = names.find((name) => name.endsWith('.pdf') && name !== logName)!;
    expect(logName, names.join(', ')).toBeTruthy();
    const redacted = popplerTextOf(zip[pdfName]!);
    expect(redacted).toMatch(/offl\. § 13(?! jf)/);
    expect(redacted).toContain('offl. § 24');
    for (const word of REMOVED) expect(redacted).not.toContain(word);
    expect(redacted).toContain('Vedtaket ble fattet');
    // The log: the provisions with their citations and the counts; never the removed words or the file name.
    const log = popplerTextOf(zip[logName]!);
    expect(log).toContain('Sladdelogg');
    expect(log).toContain('Sak 2026/14');
    expect(log).toContain('offentleglova § 13');
    expect(log).toContain('offentleglova § 24 andre ledd');
    expect(log).toMatch(/\d+ sladding/);
    for (const word of [...REMOVED, 'Vedtak barnevern']) expect(log).not.toContain(word);

    // The owner's audit trail: each step, by whom, with the codes.
    const op = owner.page;
    await op.goto(`${suite.server.baseUrl}/organization?tab=audit`);
    const rows = op.getByTestId('audit-row');
    await expect.poll(() => rows.count()).toBe(4);
    await shot(op, 'disclosure-audit-no');
    expect(await rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-action')))).toEqual([
      'released',
      'approved',
      'changed',
      'submitted',
    ]);
    const trail = (await op.getByTestId('audit-table').textContent())!;
    for (const step of [
      'Sendt til godkjenning',
      'Markeringer endret ved godkjenning',
      'Godkjent',
      'Utlevert',
    ])
      expect(trail).toContain(step);
    expect(trail).toContain('offl. § 24 andre ledd');
    for (const word of [...REMOVED, FILE_NAME]) expect(trail).not.toContain(word);

    for (const who of [owner, reviewer, caseworker]) await who.context.close();
  });
});
