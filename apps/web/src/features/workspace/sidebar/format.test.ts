import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import workspaceEn from '../../../locales/workspace.en.json';
import workspaceNo from '../../../locales/workspace.no.json';
import { formatCount, formatPages, formatPerformance, formatSeconds } from './format.ts';

// Intl uses (narrow) no-break spaces; the tests read them as ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function workspaceT(language: 'en' | 'no'): Promise<TFunction<'workspace'>> {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { workspace: workspaceEn }, no: { workspace: workspaceNo } },
    lng: language,
    defaultNS: 'workspace',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'workspace');
}

describe('formatPages', () => {
  it('lists pages in order once, with runs of three or more as a range', () => {
    expect(formatPages([2])).toBe('2');
    expect(formatPages([5, 2, 2, 3])).toBe('2, 3, 5');
    expect(formatPages([9, 7, 8, 1, 12, 13, 14, 15])).toBe('1, 7–9, 12–15');
  });
});

describe('numbers in the person’s language', () => {
  it('writes seconds with a decimal comma in Norwegian and a point in English', () => {
    expect(formatSeconds(0.36, 'no')).toBe('0,36');
    expect(formatSeconds(0.36, 'en')).toBe('0.36');
    expect(formatSeconds(12, 'no')).toBe('12,00');
  });
  it('groups thousands as each language does', () => {
    expect(plain(formatCount(12345, 'no'))).toBe('12 345');
    expect(formatCount(12345, 'en')).toBe('12,345');
  });
});

describe('a detection card’s figures', () => {
  const one = { pages_count: 1, words_count: 1, detection_time: 0.36 };
  const many = { pages_count: 3, words_count: 2048, total_time: 1.5, detection_time: 1.2 };
  it('say "1 page" and "1 word" in English, and the time with a point', async () => {
    const t = await workspaceT('en');
    expect(formatPerformance(t, 'en', one)).toBe('1 page · 1 word · 0.36 s');
    expect(formatPerformance(t, 'en', many)).toBe('3 pages · 2,048 words · 1.50 s');
  });
  it('say "1 side" in Norwegian, and the time with a comma', async () => {
    const t = await workspaceT('no');
    expect(formatPerformance(t, 'no', one)).toBe('1 side · 1 ord · 0,36 s');
    expect(plain(formatPerformance(t, 'no', many))).toBe('3 sider · 2 048 ord · 1,50 s');
  });
});
