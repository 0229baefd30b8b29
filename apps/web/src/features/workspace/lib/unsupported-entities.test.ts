import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import settingsNo from '../../../locales/settings.no.json';
import workspaceNo from '../../../locales/workspace.no.json';
import { unsupportedEntitiesOf, unsupportedLabels } from './unsupported-entities.ts';

describe('unsupported entity types', () => {
  it('are read from the list in details when the server sends one', () => {
    expect(
      unsupportedEntitiesOf({
        error_code: 'ENTITIES_UNSUPPORTED',
        details: { unsupported_entities: ['HEALTH_A', 'x'] },
      }),
    ).toEqual(['HEALTH_A']);
  });

  it('are read from the server’s sentence otherwise, keeping only real codes', () => {
    const message =
      'Sladd cannot find HEALTH_INFO_S, medical condition, TRADE_UNION_A on this server yet; they were left out of this detection.';
    expect(unsupportedEntitiesOf({ error_code: 'ENGINE_NOT_CONFIGURED', error_message: message })).toEqual([
      'HEALTH_INFO_S',
      'medical condition',
      'TRADE_UNION_A',
    ]);
    expect(
      unsupportedEntitiesOf({ error_code: 'ENTITIES_UNSUPPORTED', error_message: 'something else' }),
    ).toEqual([]);
  });

  it('are not what other notices are about', () => {
    expect(
      unsupportedEntitiesOf({ error_code: 'ENGINE_NOT_CONFIGURED', error_message: 'no engine' }),
    ).toBeUndefined();
    expect(
      unsupportedEntitiesOf({ error_code: 'PAGE_FAILED', error_message: 'cannot find X on this server' }),
    ).toBeUndefined();
  });

  it('are named in the person’s language with their method', async () => {
    const i18n = createInstance();
    await i18n.init({
      resources: { no: { workspace: workspaceNo, settings: settingsNo } },
      lng: 'no',
      defaultNS: 'workspace',
      interpolation: { escapeValue: false },
    });
    expect(unsupportedLabels(['HEALTH_INFO_S', 'CRIMINAL_A'], i18n.getFixedT('no', 'workspace'))).toBe(
      'Helseopplysninger (standard), Straffbare forhold (avansert)',
    );
  });
});
