import { ENTITY_CATALOGUE } from '@sladd/contract';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './settings.en.json';
import no from './settings.no.json';
import { flatten, placeholders } from './locale-tree.ts';

const english = flatten(en);
const norwegian = flatten(no);

describe('settings locales', () => {
  it('have the same keys, no empty texts and the same placeholders in English and Norwegian', () => {
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(norwegian[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('give every entity of every catalogue a readable name in both languages', () => {
    for (const code of Object.values(ENTITY_CATALOGUE).flat()) {
      expect(en.entityLabels[code as keyof typeof en.entityLabels], code).toBeTruthy();
      expect(no.entityLabels[code as keyof typeof no.entityLabels], code).toBeTruthy();
    }
    expect(no.entityLabels.NO_FODSELSNUMMER_F).toBe('Fødselsnummer');
    expect(en.entityLabels.PERSON_F).toBe('Person');
  });

  it('do not shadow the shared namespaces that settings screens fall back to', () => {
    for (const shared of ['common', 'validation', 'errors', 'settings'])
      expect(Object.keys(en)).not.toContain(shared);
  });
});

describe('clearing a settings list', () => {
  async function settingsT(language: 'en' | 'no') {
    const i18n = createInstance();
    await i18n.init({
      resources: { en: { settings: en }, no: { settings: no } },
      lng: language,
      defaultNS: 'settings',
    });
    return i18n.getFixedT(language, 'settings');
  }
  it('asks about one word or term in the singular, and about several in the plural', async () => {
    const english = await settingsT('en');
    expect(english('banlist.clearText', { count: 1 })).toBe(
      'The word is removed from the ignore list. This cannot be undone.',
    );
    expect(english('banlist.clearText', { count: 4 })).toBe(
      'All 4 words are removed from the ignore list. This cannot be undone.',
    );
    expect(english('search.clearText', { count: 1 })).toBe(
      'The saved search term is removed. This cannot be undone.',
    );
    const norwegian = await settingsT('no');
    expect(norwegian('banlist.clearText', { count: 1 })).toBe(
      'Ordet fjernes fra ignoreringslisten. Dette kan ikke angres.',
    );
    expect(norwegian('banlist.clearText', { count: 4 })).toBe(
      'Alle de 4 ordene fjernes fra ignoreringslisten. Dette kan ikke angres.',
    );
    expect(norwegian('search.clearText', { count: 1 })).toBe(
      'Det lagrede søkeordet fjernes. Dette kan ikke angres.',
    );
  });
});
