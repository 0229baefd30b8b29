import { describe, expect, it } from 'vitest';
import { LEGAL_CODE_SETS } from '@sladd/contract';
import { createWorkspaceStore } from '../store/workspace-store.ts';
import { legalBasisDefaulter } from '../lib/legal-basis.ts';
import type { LegalBases } from '../../../lib/queries/use-legal-bases.ts';
import {
  addHighlights,
  addManualHighlight,
  highlightsFromMapping,
  redo,
  setLegalBasis,
  undo,
} from './index.ts';

const box = { x0: 10, y0: 10, x1: 50, y1: 22 };

/** What GET /legal-bases answers for an organization that shows the given built-in sets. */
function basesOf(setIds: string[]): LegalBases {
  const sets = LEGAL_CODE_SETS.filter((set) => setIds.includes(set.id));
  return {
    sets: sets.map((set) => ({
      id: set.id,
      name: set.name,
      language: set.language,
      jurisdiction: 'NO',
      code_count: set.codes.length,
    })),
    codes: sets.flatMap((set) =>
      set.codes.map((code) => ({
        id: code.id,
        set: set.id,
        origin: 'built_in' as const,
        label: code.label,
        citation: code.citation,
        title: code.title,
        language: set.language,
      })),
    ),
  };
}

const mapping = {
  pages: [
    {
      page: 1,
      sensitive: [
        { entity_type: 'PERSON_S', original_text: 'Kari Nordmann', bbox: box },
        { entity_type: 'NO_FODSELSNUMMER_F', original_text: '01018012345', bbox: box },
        { entity_type: 'URL_S', original_text: 'sladd.no', bbox: box },
        { entity_type: 'PERSON_S', original_text: 'Ola', bbox: box, legal_basis: 'no-offl-24-3' },
      ],
    },
  ],
};

describe('default legal bases of detected marks', () => {
  it('gives each detected mark the default its entity proposes among the enabled sets', () => {
    const marks = highlightsFromMapping(
      'a',
      mapping,
      undefined,
      legalBasisDefaulter(basesOf(['no-offentleglova'])),
    );
    expect(marks.map((m) => m.legalBasis)).toEqual([
      'no-offl-13-fvl-13-1-1',
      'no-offl-26-5',
      undefined,
      'no-offl-24-3',
    ]);
  });

  it("follows the organization's sets: UK FOI proposes s.40(2), none proposes nothing", () => {
    const uk = highlightsFromMapping('a', mapping, undefined, legalBasisDefaulter(basesOf(['uk-foi'])));
    expect(uk[0]!.legalBasis).toBe('uk-foi-s40');
    const none = highlightsFromMapping('a', mapping, undefined, legalBasisDefaulter(basesOf([])));
    expect(none[0]!.legalBasis).toBeUndefined();
    // Without the list of codes (not loaded), no default rather than a guess.
    expect(
      highlightsFromMapping('a', mapping, undefined, legalBasisDefaulter(undefined))[0]!.legalBasis,
    ).toBeUndefined();
  });

  it('leaves marks made by hand without a legal basis', () => {
    const store = createWorkspaceStore();
    expect(addManualHighlight(store, { fileKey: 'a', page: 1, box }).legalBasis).toBeUndefined();
  });
});

describe('setLegalBasis', () => {
  it('sets one code on many marks as one undo step, and undo and redo bring each back', () => {
    const store = createWorkspaceStore();
    const [a, b, c] = addHighlights(store, [
      { fileKey: 'a', page: 1, box, type: 'ENTITY', entity: 'PERSON_S', legalBasis: 'no-offl-13-fvl-13-1-1' },
      { fileKey: 'a', page: 1, box, type: 'SEARCH', text: 'Oslo' },
      { fileKey: 'a', page: 2, box, type: 'MANUAL' },
    ]);
    const steps = store.getState().past.length;
    expect(setLegalBasis(store, [a!.id, b!.id], 'no-offl-24-3')).toBe(2);
    const codes = () => [a, b, c].map((h) => store.getState().highlights[h!.id]!.legalBasis);
    expect(codes()).toEqual(['no-offl-24-3', 'no-offl-24-3', undefined]);
    expect(store.getState().past.length).toBe(steps + 1);
    undo(store);
    expect(codes()).toEqual(['no-offl-13-fvl-13-1-1', undefined, undefined]);
    redo(store);
    expect(codes()).toEqual(['no-offl-24-3', 'no-offl-24-3', undefined]);
  });

  it('removes the code with none, and changes nothing (no undo step) when the marks already carry it', () => {
    const store = createWorkspaceStore();
    const [a] = addHighlights(store, [
      { fileKey: 'a', page: 1, box, type: 'MANUAL', legalBasis: 'no-offl-13' },
    ]);
    const steps = store.getState().past.length;
    expect(setLegalBasis(store, [a!.id], 'no-offl-13')).toBe(0);
    expect(store.getState().past.length).toBe(steps);
    expect(setLegalBasis(store, [a!.id], undefined)).toBe(1);
    expect('legalBasis' in store.getState().highlights[a!.id]!).toBe(false);
  });
});

describe('the L shortcut', () => {
  it('opens the legal basis picker for the selected marks, and only with marks selected', async () => {
    const { findCommand } = await import('./registry/commands.ts');
    const command = findCommand('edit.legalBasis')!;
    expect(command.keys).toEqual(['l']);
    const store = createWorkspaceStore({ selectedHighlightIds: [] });
    expect(command.isEnabled(store.getState())).toBe(false);
    store.setState({ selectedHighlightIds: ['x', 'y'] });
    expect(command.isEnabled(store.getState())).toBe(true);
    command.run({ store } as never);
    expect(store.getState().ui.legalBasisFor).toEqual(['x', 'y']);
  });
});
