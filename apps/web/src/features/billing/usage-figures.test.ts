import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import billingEn from '../../locales/billing.en.json';
import billingNo from '../../locales/billing.no.json';
import { usageFigureTexts } from './usage-figures.tsx';

async function billingT(language: 'en' | 'no') {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { billing: billingEn }, no: { billing: billingNo } },
    lng: language,
    ns: ['billing', 'translation'],
    defaultNS: 'billing',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, ['billing', 'translation']);
}

const shown = (figures: Array<{ label: string; value: string }>) =>
  figures.map(({ label, value }) => `${label}: ${value}`);

describe('the usage figures', () => {
  it('read as sentences when the pages last the period, in both languages', async () => {
    const lasting = { dailyAverage: 1, predictedMonthly: 30, daysUntilExhaustion: null };
    expect(shown(usageFigureTexts(await billingT('en'), 'en', lasting))).toEqual([
      'Daily average: 1 page',
      'Monthly projection: 30 pages',
      'Pages last: The whole period',
    ]);
    expect(shown(usageFigureTexts(await billingT('no'), 'no', lasting))).toEqual([
      'Snitt per dag: 1 side',
      'Anslag for måneden: 30 sider',
      'Sidene rekker: Hele perioden',
    ]);
  });

  it('count the days left, and write decimals as the language does', async () => {
    const running = { dailyAverage: 2.5, predictedMonthly: 75, daysUntilExhaustion: 0.4 };
    expect(shown(usageFigureTexts(await billingT('en'), 'en', running))).toEqual([
      'Daily average: 2.5 pages',
      'Monthly projection: 75 pages',
      'Pages run out in: 1 day',
    ]);
    expect(shown(usageFigureTexts(await billingT('no'), 'no', running))[0]).toBe('Snitt per dag: 2,5 sider');
    // 0.96 a day is shown as 1: one page.
    const nearlyOne = { dailyAverage: 0.96, predictedMonthly: 1.2, daysUntilExhaustion: 3 };
    expect(shown(usageFigureTexts(await billingT('no'), 'no', nearlyOne)).slice(0, 2)).toEqual([
      'Snitt per dag: 1 side',
      'Anslag for måneden: 1 side',
    ]);
  });
});
