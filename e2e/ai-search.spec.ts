import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { openTab, openWorkspace, uploadFiles } from './support/workspace-page.ts';
import { useWorkspaceSuite } from './support/workspace-suite.ts';

// A child-welfare note: a definite form, a compound, a synonym and a phone number (decision 0039).
const suite = useWorkspaceSuite(() => ({
  'notat.pdf': makeTextPdf([
    [
      'Barnevernet i Bergen mottok en melding.',
      'Barnevernstjenesten ringte moren, telefon 912 34 567.',
      'Legen og doktoren ble kontaktet.',
    ],
  ]),
}));

describe('AI search', () => {
  it('finds forms, compounds and a kind of data, and the results say why each matched', async () => {
    const { context, page } = await openWorkspace(suite.browser, suite.server, {
      isPremium: true,
      timeout: 20_000,
      log: 'errors',
    });
    try {
      await uploadFiles(page, suite.pdfs.paths);
      await openTab(page, 'search');
      await page.getByLabel('AI search').check();
      await page.getByTestId('search-input').fill('barnevern');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('2 matches');
      const reasons = page.getByTestId('search-reasons');
      await expect.poll(() => reasons.innerText()).toContain('Barnevernet — inflected form of “barnevern”');
      expect(await reasons.innerText()).toContain('Barnevernstjenesten — compound of “barnevern”');

      await page.getByTestId('search-input').fill('telefonnumre');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('search-counter').textContent()).toBe('3 matches');
      await expect.poll(() => reasons.innerText()).toContain('912 34 567 — kind of data: phone numbers');
    } finally {
      await context.close();
    }
  });
});
