import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import workspaceEn from '../../../locales/workspace.en.json';
import workspaceNo from '../../../locales/workspace.no.json';

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

// Counts in the redaction tab and its certificates follow each language's plural rules, never "(s)".
describe('counted redaction texts', () => {
  it('say "1 file" and "2 files", "1 fil" and "2 filer"', async () => {
    const en = await workspaceT('en');
    const no = await workspaceT('no');
    const total = (t: TFunction<'workspace'>, areas: number, files: number) =>
      t('redaction.previewTotal', { count: areas, files: t('redaction.fileCount', { count: files }) });
    expect(total(en, 1, 1)).toBe('1 area in 1 file');
    expect(total(en, 3, 2)).toBe('3 areas in 2 files');
    expect(total(no, 1, 1)).toBe('1 område i 1 fil');
    expect(total(no, 3, 2)).toBe('3 områder i 2 filer');
    expect(no('redaction.confirmText', { count: 2, files: no('redaction.fileCount', { count: 1 }) })).toBe(
      'Fjerne 2 markerte områder permanent fra 1 fil? Originalene blir ikke endret.',
    );
  });

  it('say "funnet 1 gang" in Norwegian, and "ganger" for more', async () => {
    const no = await workspaceT('no');
    expect(no('redaction.stringCount', { count: 1, text: 'Kari', before: 1, after: 0 })).toBe(
      '«Kari»: funnet 1 gang før, 0 nå',
    );
    expect(no('redaction.stringCount', { count: 3, text: 'Kari', before: 3, after: 0 })).toBe(
      '«Kari»: funnet 3 ganger før, 0 nå',
    );
    expect(no('redaction.requestedCount', { count: 1, label: '«Ola»', before: 1, after: 0 })).toBe(
      '«Ola»: funnet 1 gang før, 0 nå',
    );
    const en = await workspaceT('en');
    expect(en('redaction.stringCount', { count: 1, text: 'Kari', before: 1, after: 0 })).toBe(
      '“Kari”: found 1× before, 0× now',
    );
  });

  it('name one mark with picture content left under it in the singular', async () => {
    const en = await workspaceT('en');
    const no = await workspaceT('no');
    expect(en('redaction.visualTraces', { marks: en('redaction.markCount', { count: 1 }), page: 2 })).toBe(
      'Picture content is left under 1 mark on page 2.',
    );
    expect(no('redaction.visualTraces', { marks: no('redaction.markCount', { count: 1 }), page: 2 })).toBe(
      'Bildeinnhold står igjen under 1 markering på side 2.',
    );
  });
});
