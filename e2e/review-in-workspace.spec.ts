import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { launchBrowser } from './support/browser.ts';
import { callAs, newPerson, type Person, shot } from './support/people.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { makeCasePages, writePdfs } from './support/workspace-pdfs.ts';

// Issue 32 item 4 (decision 0061) in Chromium against the built app: the reviewer re-opens the very
// file (matched by its SHA-256) in the workspace, sees the submitted marks on it, changes one code
// through the highlight menu and approves from the review banner; the submitter then sees the
// outcome in the same banner, without buttons to decide.
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

const FILE_NAME = 'Barnevernsak 2026-15.pdf';
const CASE = makeTextPdf(makeCasePages(1, 'Kari Nordmann', '912 34 567'));
const OTHER = makeTextPdf(makeCasePages(1, 'Ola Nordmann', '913 45 678'));

type Match = { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } };
type AnsweredReview = {
  status: string;
  changed_by_reviewer: boolean;
  pages: {
    page: number;
    sensitive: { original_text: string; legal_basis?: string; bbox: Match['bbox'] }[];
  }[];
};

/** Opens the review's drawer on /reviews, then the workspace with `path` chosen as its file. */
async function openInWorkspace(page: Page, path: string): Promise<void> {
  const row = page.getByTestId('review-row').filter({ hasText: FILE_NAME });
  await row.getByRole('button', { name: `Åpne godkjenningen av ${FILE_NAME}` }).click();
  await page.getByTestId('review-detail').getByRole('button', { name: 'Åpne i arbeidsflaten' }).click();
  const dialog = page.getByRole('dialog', { name: `Åpne ${FILE_NAME} i arbeidsflaten` });
  await dialog.locator('input[type=file]').setInputFiles(path);
  await page.waitForURL(/\/playground$/);
}

describe('a review in the workspace', () => {
  it('the reviewer opens the very file with its marks, changes a code in the highlight menu and approves from the banner', async () => {
    const owner = await person();
    const reviewer = await person();
    const member = await person();
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
    const submitted = (await call(member, 'POST', '/reviews', {
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
              reason: 'Funnet av søk',
            })),
          },
        ],
      },
    })) as { id: string };
    const { paths } = writePdfs({ [FILE_NAME]: CASE, 'annen.pdf': OTHER });

    // The reviewer: a different file is refused in the dialog; the very file opens the workspace.
    const rp = reviewer.page;
    await rp.goto(`${server.baseUrl}/reviews`);
    const row = rp.getByTestId('review-row').filter({ hasText: FILE_NAME });
    await row.getByRole('button', { name: `Åpne godkjenningen av ${FILE_NAME}` }).click();
    await rp.getByTestId('review-detail').getByRole('button', { name: 'Åpne i arbeidsflaten' }).click();
    const dialog = rp.getByRole('dialog', { name: `Åpne ${FILE_NAME} i arbeidsflaten` });
    await dialog.locator('input[type=file]').setInputFiles(paths[1]!);
    await dialog.getByText('Dette er ikke filen som ble sendt til godkjenning').waitFor();
    expect(rp.url()).toContain('/reviews');
    await shot(rp, 'review-open-mismatch-no');
    await dialog.locator('input[type=file]').setInputFiles(paths[0]!);
    await rp.waitForURL(/\/playground$/);

    // The banner names the document, its submitter and its marks; the marks lie on the file with their code.
    const banner = rp.getByTestId('review-banner');
    const submitter = member.username;
    await banner.getByText(`Du går gjennom «${FILE_NAME}», sendt av ${submitter} · 2 markeringer`).waitFor();
    await banner.getByText('Innsynskrav fra VG').waitFor();
    expect(await rp.getByTestId('file-card').count()).toBe(1);
    const marks = rp.locator('.ws-highlight');
    await expect.poll(() => marks.count()).toBe(2);
    const name = rp.locator('.ws-highlight[data-highlight-text="Kari Nordmann"]');
    const phone = rp.locator('.ws-highlight[data-highlight-text*="912"]');
    expect(await name.getAttribute('data-legal-basis')).toBe('no-offl-13');
    expect(await phone.getAttribute('data-legal-basis')).toBe('no-offl-13');
    expect(await name.getAttribute('data-highlight-type')).toBe('ENTITY');
    expect(await banner.getByTestId('review-banner-changed').count()).toBe(0);
    await shot(rp, 'review-in-workspace-no');

    // The highlight menu: Legal basis → offl. § 24 andre ledd on the phone number only.
    await phone.click({ button: 'right' });
    await rp.locator('[data-command="highlight.legalBasis"]').click();
    await rp.getByTestId('legal-basis-picker').locator('[data-legal-basis="no-offl-24-2"]').click();
    await expect.poll(() => phone.getAttribute('data-legal-basis')).toBe('no-offl-24-2');
    expect(await name.getAttribute('data-legal-basis')).toBe('no-offl-13');
    await banner.getByTestId('review-banner-changed').waitFor();
    await shot(rp, 'review-in-workspace-changed-no');

    // Approve from the banner: the toast, then back to the review on /reviews.
    await banner.getByRole('button', { name: 'Godkjenn', exact: true }).click();
    await rp.getByText('Dokumentet er godkjent med endringene dine').waitFor();
    await rp.waitForURL(
      (url) => url.pathname === '/reviews' && url.searchParams.get('review') === submitted.id,
    );
    await rp.getByTestId('review-detail').getByTestId('changed-by-reviewer').waitFor();

    const answered = (await call(reviewer, 'GET', `/reviews/${submitted.id}`, { orgId })) as AnsweredReview;
    expect(answered.status).toBe('approved');
    expect(answered.changed_by_reviewer).toBe(true);
    const byText = new Map(answered.pages[0]!.sensitive.map((mark) => [mark.original_text, mark]));
    expect(byText.get('912 34 567')?.legal_basis).toBe('no-offl-24-2');
    expect(byText.get('Kari Nordmann')?.legal_basis).toBe('no-offl-13');
    // The boxes are the submitted ones, to the hundredth of a point.
    for (const match of matches)
      for (const side of ['x0', 'y0', 'x1', 'y1'] as const)
        expect(byText.get(match.text)?.bbox[side]).toBeCloseTo(match.bbox[side], 2);

    // The submitter opens the same review in the workspace: the status and the way back, no decision.
    const mp = member.page;
    await mp.goto(`${server.baseUrl}/reviews`);
    await openInWorkspace(mp, paths[0]!);
    const own = mp.getByTestId('review-banner');
    await own.getByTestId('review-banner-status').getByText('Godkjent').waitFor();
    expect(await own.getByRole('button', { name: 'Godkjenn', exact: true }).count()).toBe(0);
    expect(await own.getByRole('button', { name: 'Avvis…' }).count()).toBe(0);
    await expect.poll(() => mp.locator('.ws-highlight[data-legal-basis="no-offl-24-2"]').count()).toBe(1);
    await shot(mp, 'review-in-workspace-submitter-no');
    await own.getByRole('button', { name: 'Tilbake til godkjenninger' }).click();
    await mp.waitForURL(
      (url) => url.pathname === '/reviews' && url.searchParams.get('review') === submitted.id,
    );

    for (const who of [owner, reviewer, member]) await who.context.close();
  });
});
