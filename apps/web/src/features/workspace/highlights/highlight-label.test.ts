import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import settingsEn from '../../../locales/settings.en.json';
import settingsNo from '../../../locales/settings.no.json';
import workspaceEn from '../../../locales/workspace.en.json';
import workspaceNo from '../../../locales/workspace.no.json';
import type { Highlight } from '../types.ts';
import { describeHighlight } from './highlight-label.ts';

async function workspaceT(language: 'en' | 'no'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    resources: {
      en: { workspace: workspaceEn, settings: settingsEn },
      no: { workspace: workspaceNo, settings: settingsNo },
    },
    lng: language,
    defaultNS: 'workspace',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'workspace');
}

const base: Highlight = {
  id: 'h',
  fileKey: 'f',
  page: 1,
  x: 0,
  y: 0,
  w: 10,
  h: 10,
  type: 'ENTITY',
  color: '#fff',
  opacity: 0.4,
  timestamp: 0,
};

describe('highlight tooltips', () => {
  it('name entity types as the settings page does, in the person’s language', async () => {
    const entity = { ...base, entity: 'NO_FODSELSNUMMER_F', model: 'fast' as const };
    expect(describeHighlight(entity, await workspaceT('en'))).toBe('Entity: National identity number (fast)');
    const no = describeHighlight(entity, await workspaceT('no'));
    expect(no).not.toContain('NO_FODSELSNUMMER_F');
    expect(no).toContain(settingsNo.entityLabels.NO_FODSELSNUMMER_F);
  });

  it('give the reason in the person’s language', async () => {
    const entity = {
      ...base,
      entity: 'PERSON_F',
      model: 'fast' as const,
      score: 0.91,
      reason: 'name recognised by the Norwegian NER model (score 0.91)',
    };
    expect(describeHighlight(entity, await workspaceT('no'))).toBe(
      `Entitet: ${settingsNo.entityLabels.PERSON_F} (rask) — 91 % · navn gjenkjent av den norske NER-modellen (sikkerhet 0.91)`,
    );
  });

  it('say when the text was found in a form field or a comment rather than on the page', async () => {
    const entity = { ...base, entity: 'PERSON_F', model: 'fast' as const, source: 'form' as const };
    expect(describeHighlight(entity, await workspaceT('en'))).toBe(
      "Entity: Person (fast) — in a form field's value",
    );
    expect(describeHighlight({ ...entity, source: 'annotation' }, await workspaceT('no'))).toContain(
      'i teksten til en kommentar',
    );
  });

  it('name the engine that answered when it is not the one asked for, and why', async () => {
    const entity = {
      ...base,
      entity: 'PERSON_A',
      model: 'advanced' as const,
      answeredBy: 'standard' as const,
      score: 0.91,
      reason:
        'answered by the standard engine (no language model is configured): name recognised by the Norwegian NER model (score 0.91)',
    };
    expect(describeHighlight(entity, await workspaceT('en'))).toBe(
      'Entity: Person (advanced) — answered by the standard engine: no language model is configured — 91 % · name recognised by the Norwegian NER model (score 0.91)',
    );
    expect(describeHighlight(entity, await workspaceT('no'))).toBe(
      'Entitet: Person (avansert) — besvart av standardmotoren: ingen språkmodell er satt opp — 91 % · navn gjenkjent av den norske NER-modellen (sikkerhet 0.91)',
    );
    // With a language model, numbers are also read by the standard engine's recognisers beside it.
    const beside = {
      ...entity,
      entity: 'PHONE_A',
      reason:
        "found by the standard engine's recogniser alongside the language model: phone number valid for Norway",
    };
    expect(describeHighlight(beside, await workspaceT('en'))).toBe(
      'Entity: Phone number (advanced) — answered by the standard engine, alongside the language model — 91 % · phone number valid for Norway',
    );
    // The engine the person asked for answered: the method in brackets says it all.
    const standard = {
      ...entity,
      entity: 'AGE_S',
      model: 'standard' as const,
      reason: 'age after an age word',
    };
    expect(describeHighlight(standard, await workspaceT('no'))).toBe(
      'Entitet: Alder (standard) — 91 % · alder etter et aldersord',
    );
  });

  it('say what a rectangle is rather than "Highlight: " with nothing after it', async () => {
    const rectangle = { ...base, type: 'MANUAL' as const, creationMode: 'rectangular' as const };
    expect(describeHighlight(rectangle, await workspaceT('en'))).toBe('Manual highlight (rectangle)');
    expect(describeHighlight({ ...rectangle, text: 'Kari' }, await workspaceT('en'))).toBe('Highlight: Kari');
  });
});
