import { join } from 'node:path';
import * as mupdf from 'mupdf';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { openTab, openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { makeCasePages } from './support/workspace-pdfs.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// Print with several redacted files (issue 30, item 11): every file goes to the printer.
const suite = useWorkspaceSuite(() => ({
  'sak-a.pdf': makeTextPdf(makeCasePages(2, 'Kari Nordmann', '912 34 567')),
  'sak-b.pdf': makeTextPdf(makeCasePages(1, 'Ola Hansen', '934 56 789')),
}));

/** With E2E_SHOTS set to a folder, keeps a screenshot of the screen (to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: join(process.env.E2E_SHOTS, `${name}.png`), fullPage: true });
}

interface Printed {
  src: string;
  sheets: string[];
  html: string;
}

describe('print with several redacted files', () => {
  it('prints every redacted file in one print job, in the order of the file list', async () => {
    const { context, page } = await openWorkspace(suite.browser, suite.server, {
      isPremium: true,
      timeout: 20_000,
      log: 'errors',
    });
    // Headless Chromium has no print dialog: record what each print() would print instead — the
    // frame's sheets, and its document with the pictures inlined, to lay it out as a printer would.
    await page.addInitScript(() => {
      const printed: Printed[] = [];
      (window as unknown as { printed: Printed[] }).printed = printed;
      const frameWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
      Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
        get(this: HTMLIFrameElement) {
          const real = frameWindow.get!.call(this) as Window | null;
          return (
            real && {
              print: () => {
                const doc = this.contentDocument;
                const copy = doc?.documentElement.cloneNode(true) as HTMLElement | undefined;
                const pictures = [...(doc?.querySelectorAll('img') ?? [])];
                copy?.querySelectorAll('img').forEach((img, index) => {
                  const source = pictures[index]!;
                  const canvas = document.createElement('canvas');
                  canvas.width = source.naturalWidth;
                  canvas.height = source.naturalHeight;
                  canvas.getContext('2d')!.drawImage(source, 0, 0);
                  img.src = canvas.toDataURL('image/png');
                });
                printed.push({
                  src: this.src,
                  sheets: pictures.map((img) => `${img.dataset.file}#${img.dataset.page}`),
                  html: copy ? `<!doctype html>${copy.outerHTML}` : '',
                });
              },
            }
          );
        },
      });
    });
    await page.reload();
    await page.getByTestId('uploader-replace-panel').waitFor();
    await uploadFiles(page, suite.pdfs.paths);

    // A term on every page of both files, then both redacted.
    await openTab(page, 'search');
    await page.getByTestId('search-input').fill('Fjellheim');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('search-counter').textContent(), { timeout: 15_000 })
      .toBe('3 matches');
    await openTab(page, 'redaction');
    await page.getByTestId('redact-button').click();
    await page.getByTestId('confirm-redact').click();
    await expect.poll(() => page.getByTestId('file-card').count(), { timeout: 20_000 }).toBe(4);

    await page.getByRole('button', { name: 'Print' }).click();
    const printedList = () => page.evaluate(() => (window as unknown as { printed: Printed[] }).printed);
    await expect.poll(async () => (await printedList()).length, { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(500);
    const printed = await printedList();
    // One print job, with both files' pages in the order of the file list.
    expect(printed).toHaveLength(1);
    expect(printed[0]!.sheets).toEqual([
      'sak-a-redacted.pdf#1',
      'sak-a-redacted.pdf#2',
      'sak-b-redacted.pdf#1',
    ]);

    // Laid out for paper, the job is three Letter-size sheets (makeTextPdf pages), no empty paper.
    const preview = await context.newPage();
    await preview.setContent(printed[0]!.html);
    const pdf = await preview.pdf({ preferCSSPageSize: true, printBackground: true });
    const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
    try {
      expect(doc.countPages()).toBe(3);
      const [x0, y0, x1, y1] = doc.loadPage(0).getBounds();
      const [width, height] = [x1 - x0, y1 - y0];
      expect(Math.abs(width - 612)).toBeLessThan(2);
      expect(Math.abs(height - 792)).toBeLessThan(2);
    } finally {
      doc.destroy();
    }
    await preview.setViewportSize({ width: 900, height: 900 });
    await shot(preview, 'print-several-files');
    await preview.close();
    await context.close();
  });
});
