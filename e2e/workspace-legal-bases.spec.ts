import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseAllFast, openTab, openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { makeCasePages, popplerText } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

const suite = useWorkspaceSuite(() => ({
  'vedtak.pdf': makeTextPdf(makeCasePages(1, 'Kari Nordmann', '912 34 567')),
}));

describe('legal bases on marks (issue 32)', () => {
  it('proposes a code on detected marks, changes one through the highlight menu, and prints the codes in the redacted PDF', async () => {
    const { page } = await openWorkspace(suite.browser, suite.server, {
      isPremium: true,
      acceptDownloads: true,
      timeout: 20_000,
    });
    await uploadFiles(page, suite.pdfs.paths);
    await chooseAllFast(page);
    await page.getByTestId('detect-button').click();
    await page.getByText('Detection complete').first().waitFor();

    // Every detected name and number proposes offentleglova § 13 with forvaltningsloven § 13 nr. 1.
    const person = page
      .locator('.ws-highlight[data-highlight-type="ENTITY"][data-highlight-text="Kari Nordmann"]')
      .first();
    await expect.poll(() => person.getAttribute('data-legal-basis')).toBe('no-offl-13-fvl-13-1-1');
    const phone = page.locator('.ws-highlight[data-highlight-type="ENTITY"][data-highlight-text*="912"]');
    expect(await phone.first().getAttribute('data-legal-basis')).toBe('no-offl-13-fvl-13-1-1');

    // The highlight menu: Legal basis → offl. § 13 on the name only.
    await person.click({ button: 'right' });
    await page.locator('[data-command="highlight.legalBasis"]').click();
    await page.getByTestId('legal-basis-picker').locator('[data-legal-basis="no-offl-13"]').click();
    await expect.poll(() => person.getAttribute('data-legal-basis')).toBe('no-offl-13');
    expect(await phone.first().getAttribute('data-legal-basis')).toBe('no-offl-13-fvl-13-1-1');

    // The redaction tab lists the code; print it in the boxes; redact; save the redacted PDF.
    await openTab(page, 'redaction');
    await page.getByTestId('legal-bases-section').click();
    await expect
      .poll(() => page.getByTestId('legal-basis-list').locator('[data-legal-basis="no-offl-13"]').count())
      .toBe(1);
    await page.getByRole('button', { name: 'Appearance', exact: true }).click();
    await page.getByTestId('appearance-legal-basis').check();
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    await page.getByText('1 redacted file added.').first().waitFor();

    const downloads = new Map<string, string>();
    page.on(
      'download',
      (download) =>
        void download.path().then((path) => path && downloads.set(download.suggestedFilename(), path)),
    );
    await page.getByTestId('toolbar-download').click();
    await expect.poll(() => downloads.size, { timeout: 20_000 }).toBe(1);
    const text = popplerText(downloads.get('vedtak-redacted.pdf')!);
    expect(text).not.toContain('Kari Nordmann');
    expect(text).not.toContain('912 34 567');
    // The name's box says offl. § 13 alone; the phone number's box its default code.
    expect(text).toMatch(/offl\. § 13(?! jf)/);
    expect(text).toContain('offl. § 13 jf. fvl. § 13');
    expect(text).toContain('Vedtaket ble fattet');

    // With a log asked for, the log (CSV, English) downloads beside the redacted PDF.
    await page.locator('.mantine-Accordion-control').first().click();
    const logFormat = page.getByTestId('redaction-log-format');
    await logFormat.waitFor();
    // The panel may still be opening: click until the list of formats shows.
    const csv = page.getByRole('option', { name: 'CSV (spreadsheet)' });
    await expect
      .poll(async () => {
        if (!(await csv.isVisible())) await logFormat.click();
        return csv.isVisible();
      })
      .toBe(true);
    await csv.click();
    await page.getByRole('radio', { name: 'English' }).check({ force: true });
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    await expect.poll(() => downloads.has('vedtak-redaction-log.csv'), { timeout: 20_000 }).toBe(true);
    const log = readFileSync(downloads.get('vedtak-redaction-log.csv')!, 'utf8');
    expect(log).toContain('offl. § 13');
    expect(log).not.toContain('Kari Nordmann');
  });
});
