import { MESSAGES } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { buildExportFileName, findSettingsFileProblem } from './settings-transfer.ts';

const jsonFile = (content: string, name = 'settings.json', type = 'application/json') =>
  new File([content], name, { type });

const validFile = {
  user_id: 'u1',
  export_date: '2026-11-21T10:00:00.000Z',
  general_settings: {
    theme: 'dark',
    auto_processing: true,
    detection_threshold: 0.7,
    use_banlist_for_detection: true,
  },
  ban_list: { id: 'u1', words: ['nav'] },
  search_patterns: [],
  model_entities: null,
};

describe('settings file', () => {
  it('is named after the calendar day', () => {
    expect(buildExportFileName(new Date(2026, 0, 5, 23, 30))).toBe('sladd-settings-2026-01-05.json');
  });

  it('passes a valid export', async () => {
    expect(await findSettingsFileProblem(jsonFile(JSON.stringify(validFile)))).toBeUndefined();
  });

  it('refuses what the server refuses, with the same words', async () => {
    expect(await findSettingsFileProblem(jsonFile('{}', 'notes.txt', 'text/plain'))).toBe(
      MESSAGES.invalidFileType,
    );
    expect(await findSettingsFileProblem(jsonFile('{', 'x.json', ''))).toBe(MESSAGES.failedToParseJson);
    expect(await findSettingsFileProblem(jsonFile('[1]'))).toBe(MESSAGES.settingsNotObject);
    expect(
      await findSettingsFileProblem(jsonFile(JSON.stringify({ ...validFile, user_id: undefined }))),
    ).toBe(MESSAGES.settingsMissingProperties);
    const badTheme = { ...validFile, general_settings: { ...validFile.general_settings, theme: 'pink' } };
    expect(await findSettingsFileProblem(jsonFile(JSON.stringify(badTheme)))).toBe(
      MESSAGES.settingsInvalidTheme,
    );
    const missing = { ...validFile, general_settings: { theme: 'dark' } };
    expect(await findSettingsFileProblem(jsonFile(JSON.stringify(missing)))).toBe(
      'Invalid settings format: missing auto_processing property',
    );
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const big = jsonFile('x'.repeat(5 * 1024 * 1024 + 1));
    expect(await findSettingsFileProblem(big)).toBe(MESSAGES.fileTooLarge);
  });
});
