import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import workspaceEn from '../../../locales/workspace.en.json';
import workspaceNo from '../../../locales/workspace.no.json';
import { quotaRefusalOf, quotaTexts, upgradePath } from './quota.ts';

async function tOf(language: 'en' | 'no'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { workspace: workspaceEn }, no: { workspace: workspaceNo } },
    lng: language,
    defaultNS: 'workspace',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'workspace');
}

// The QUOTA_EXCEEDED error body the API sends (subscription.service.ts quotaExceeded): the same
// details in a JSON answer's error and in a detection stream's `error` event.
const DETAILS = {
  pages_requested: 1550,
  pages_used: 4907,
  pages_limit: 5000,
  period_end: '2026-12-30T10:00:00.000Z',
};

describe('a page-quota refusal', () => {
  it('is read from a stream event or an API error, with the pages left worked out', () => {
    const fromStream = quotaRefusalOf('detection', { error_code: 'QUOTA_EXCEEDED', details: DETAILS });
    expect(fromStream).toEqual({
      operation: 'detection',
      pagesRequested: 1550,
      pagesLeft: 93,
      pagesLimit: 5000,
      periodEnd: DETAILS.period_end,
    });
    expect(quotaRefusalOf('redaction', { code: 'QUOTA_EXCEEDED', details: DETAILS })?.pagesLeft).toBe(93);
    expect(quotaRefusalOf('detection', { error_code: 'PDF_UNREADABLE', details: DETAILS })).toBeUndefined();
    // Pages held by running requests can make "used" pass the limit: none left, never a negative count.
    expect(
      quotaRefusalOf('detection', { code: 'QUOTA_EXCEEDED', details: { ...DETAILS, pages_used: 5004 } })
        ?.pagesLeft,
    ).toBe(0);
  });

  it('says the numbers in the person’s language, Norwegian numbers in Norwegian', async () => {
    const refusal = quotaRefusalOf('detection', { error_code: 'QUOTA_EXCEEDED', details: DETAILS })!;
    const en = quotaTexts(await tOf('en'), refusal, 'en');
    expect(en.figures).toBe('This needs 1,550 pages, but only 93 of your 5,000 pages are left this period.');
    expect(en.short).toBe('Needs 1,550 pages · 93 left');
    expect(en.resets).toBe('The page count starts over on 30 Dec 2026.');
    const no = quotaTexts(await tOf('no'), refusal, 'no');
    // Norwegian groups thousands with a no-break space.
    expect(no.figures).toBe(
      'Dette trenger 1\u00a0550 sider, men bare 93 av de 5\u00a0000 sidene i abonnementet ditt er igjen denne perioden.',
    );
    expect(no.short).toBe('Trenger 1\u00a0550 sider · 93 igjen');
    expect(no.resets).toBe('Sidetellingen starter på nytt 30. des. 2026.');
  });

  it('says the plan is used up when nothing is left, and says less (never something wrong) without details', async () => {
    const t = await tOf('en');
    const usedUp = quotaRefusalOf('detection', {
      code: 'QUOTA_EXCEEDED',
      details: { ...DETAILS, pages_used: 5000 },
    })!;
    expect(quotaTexts(t, usedUp, 'en').figures).toBe(
      'You have used all 5,000 pages of your plan this period.',
    );
    const bare = quotaRefusalOf('detection', { code: 'QUOTA_EXCEEDED' })!;
    expect(quotaTexts(t, bare, 'en')).toEqual({
      figures: 'This would pass your plan’s page limit for the period.',
      resets: undefined,
    });
  });

  it('leads to the upgrade advisor for the current plan, else to the plans', () => {
    expect(upgradePath('pro_monthly')).toBe('/pricing?upgrade=true&current=pro_monthly');
    expect(upgradePath(null)).toBe('/pricing');
    expect(upgradePath(undefined)).toBe('/pricing');
  });
});
