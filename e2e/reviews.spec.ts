import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { axeProblems } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { callAs, newPerson, type Person, shot } from './support/people.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { makeCasePages, popplerText, writePdfs } from './support/workspace-pdfs.ts';

// Issue 32 item 4 (decision 0061) in Chromium against the built app: a member's review is decided
// by a reviewer, who changes one mark's code, and released by the member with the very file.
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

const person = () => newPerson(browser, server, { language: 'no' });

const call = (
  who: Person,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { data?: unknown; multipart?: Record<string, unknown>; orgId?: string } = {},
) => callAs(server, who, method, path, options);

const FILE_NAME = 'Barnevernsak 2026-14.pdf';
const CASE = makeTextPdf(makeCasePages(1, 'Kari Nordmann', '912 34 567'));
const OTHER = makeTextPdf(makeCasePages(1, 'Ola Nordmann', '913 45 678'));

type Match = { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } };

describe('reviews in the browser', () => {
  it('a reviewer changes a code and approves a member’s review; the member releases the very file with the codes in the boxes', async () => {
    const owner = await person();
    const reviewer = await person();
    const member = await person();
    const problems: string[] = [];
    // Outside an organization: what reviews belong to, and the way there; no entry in the menu.
    await owner.page.goto(`${server.baseUrl}/reviews`);
    await owner.page.getByText('Godkjenning hører til en organisasjon').waitFor();
    expect(
      await owner.page.getByRole('link', { name: 'Gå til organisasjonen din' }).getAttribute('href'),
    ).toBe('/organization');
    await shot(owner.page, 'reviews-no-organization-no');
    await owner.page.getByTestId('user-menu').click();
    await owner.page.getByRole('menuitem', { name: 'Organisasjon' }).waitFor();
    expect(await owner.page.getByTestId('menu-reviews').count()).toBe(0);

    const created = (await call(owner, 'POST', '/organizations', { data: { name: 'Fjordvik kommune' } })) as {
      org_id: string;
    };
    const orgId = created.org_id;
    for (const [who, role] of [
      [reviewer, 'reviewer'],
      [member, 'member'],
    ] as const)
      await call(owner, 'POST', `/organizations/${orgId}/members`, { data: { identifier: who.email, role } });

    // The member's marks: the name and the phone number, found by the server's search, under offl. § 13.
    const found = (await call(member, 'POST', '/batch/search', {
      orgId,
      multipart: {
        files: { name: FILE_NAME, mimeType: 'application/pdf', buffer: Buffer.from(CASE) },
        search_terms: JSON.stringify(['Kari Nordmann', '912 34 567']),
      },
    })) as {
      file_results: { results: { match_details: { pages: { page: number; matches: Match[] }[] } } }[];
    };
    const matches = found.file_results[0]!.results.match_details.pages.find((p) => p.page === 1)!.matches;
    expect(matches.map((m) => m.text)).toEqual(['Kari Nordmann', '912 34 567']);
    await call(member, 'POST', '/reviews', {
      orgId,
      data: {
        file_name: FILE_NAME,
        document_hash: createHash('sha256').update(CASE).digest('hex'),
        page_count: 1,
        note: 'Innsynskrav fra VG',
        pages: [
          {
            page: 1,
            sensitive: matches.map((m, i) => ({
              entity_type: i === 0 ? 'PERSON_F' : 'NO_PHONE_NUMBER_F',
              original_text: m.text,
              bbox: m.bbox,
              legal_basis: 'no-offl-13',
            })),
          },
        ],
      },
    });

    // The reviewer: the menu counts one review waiting, the list shows it, the detail lets them change a code.
    const rp = reviewer.page;
    await rp.goto(`${server.baseUrl}/reviews`);
    await rp.getByTestId('user-menu').click();
    await rp.getByRole('menuitem', { name: /^Godkjenning\s*1 venter på godkjenning$/ }).waitFor();
    await shot(rp, 'reviews-menu-no');
    await rp.keyboard.press('Escape');
    const row = rp.getByTestId('review-row').filter({ hasText: FILE_NAME });
    await row.waitFor();
    expect(await row.textContent()).toContain('Venter på godkjenning');
    expect(await row.textContent()).toContain('offl. § 13');
    await shot(rp, 'reviews-list-reviewer-no');
    problems.push(...(await axeProblems(rp, 'list')));
    await row.getByRole('button', { name: `Åpne godkjenningen av ${FILE_NAME}` }).click();
    const detail = rp.getByTestId('review-detail');
    await detail.getByText('Innsynskrav fra VG').waitFor();
    await detail.getByLabel('Hjemmel for «912 34 567»').fill('24 andre');
    await rp.getByRole('option', { name: /offl\. § 24 andre ledd/ }).click();
    await detail
      .getByTestId('review-changes')
      .getByText('Du har endret 1 sladd.', { exact: false })
      .waitFor();
    await shot(rp, 'reviews-detail-reviewer-no');
    problems.push(...(await axeProblems(rp, 'detail')));
    // Rejecting waits for a comment.
    expect(await detail.getByRole('button', { name: 'Avvis' }).isDisabled()).toBe(true);
    await detail.getByRole('button', { name: 'Godkjenn' }).click();
    await rp.getByText('Dokumentet er godkjent med endringene dine').waitFor();
    await detail.getByTestId('changed-by-reviewer').waitFor();
    expect(await detail.getByTestId('review-status').textContent()).toBe('Godkjent');
    expect(await detail.getByRole('button', { name: 'Godkjenn' }).count()).toBe(0);

    // The member: only their own list; a different file is refused before anything is sent.
    const mp = member.page;
    await mp.goto(`${server.baseUrl}/reviews`);
    expect(await mp.getByRole('radiogroup', { name: 'Hvilke godkjenninger' }).count()).toBe(0);
    const mine = mp.getByTestId('review-row').filter({ hasText: FILE_NAME });
    await mine.getByText('Godkjent av').waitFor();
    await mine.getByRole('button', { name: `Åpne godkjenningen av ${FILE_NAME}` }).click();
    await mp.getByRole('button', { name: 'Utlever …' }).click();
    const dialog = mp.getByRole('dialog', { name: `Utlever ${FILE_NAME}` });
    const { paths } = writePdfs({ [FILE_NAME]: CASE, 'annen.pdf': OTHER });
    await dialog.locator('input[type=file]').setInputFiles(paths[1]!);
    await dialog.getByText('Dette er ikke filen som ble godkjent').waitFor();
    expect(await dialog.getByRole('button', { name: 'Utlever', exact: true }).isDisabled()).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles(paths[0]!);
    await dialog.getByText('Dette er filen som ble godkjent.').waitFor();
    await dialog.getByLabel('Ta med sladdeloggen (PDF)').check();
    await dialog.getByLabel('Dokumentnavn i loggen').waitFor();
    await shot(mp, 'reviews-release-no');
    problems.push(...(await axeProblems(mp, 'release dialog')));
    await dialog.getByLabel('Ta med sladdeloggen (PDF)').uncheck();

    const download = mp.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Utlever', exact: true }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('Barnevernsak 2026-14-redacted.pdf');
    const text = popplerText((await saved.path())!);
    expect(text).toContain('offl. § 13');
    expect(text).toContain('offl. § 24');
    expect(text).not.toContain('Kari Nordmann');
    expect(text).not.toContain('912 34 567');
    expect(text).toContain('Vedtaket ble fattet');
    await mp.getByText('Det sladdede dokumentet er lastet ned.').waitFor();
    await expect.poll(() => mine.getByTestId('review-status').textContent()).toBe('Utlevert');

    // Released once, the approval is released again with the redaction log: a zip whose log names
    // the document by the name given, not by the file's name.
    await mp.getByRole('button', { name: 'Utlever …' }).click();
    await dialog.locator('input[type=file]').setInputFiles(paths[0]!);
    await dialog.getByText('Dette er filen som ble godkjent.').waitFor();
    await dialog.getByLabel('Ta med sladdeloggen (PDF)').check();
    await dialog.getByLabel('Dokumentnavn i loggen').fill('Sak 2026/14');
    const zipped = mp.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Utlever', exact: true }).click();
    const zip = await zipped;
    expect(zip.suggestedFilename()).toBe('Barnevernsak 2026-14-redacted.zip');
    const unpacked = mkdtempSync(join(tmpdir(), 'sladd-e2e-release-'));
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync((await zip.path())!))))
      writeFileSync(join(unpacked, name), bytes);
    const entries = readdirSync(unpacked);
    const log = entries.find((name) => name.endsWith('-redaction-log.pdf'));
    const redacted = entries.find((name) => name.endsWith('.pdf') && name !== log);
    expect(log, entries.join(', ')).toBeTruthy();
    const logText = popplerText(join(unpacked, log!));
    expect(logText).toContain('Sak 2026/14');
    expect(logText).toContain('offentleglova § 24 andre ledd');
    expect(logText).not.toContain('Kari Nordmann');
    expect(logText).not.toContain('Barnevernsak');
    expect(popplerText(join(unpacked, redacted!))).not.toContain('Kari Nordmann');

    expect(problems).toEqual([]);
    for (const who of [owner, reviewer, member]) await who.context.close();
  });
});
