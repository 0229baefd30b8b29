import { ENTITY_CATALOGUE, type ModelEntity } from '@sladd/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import {
  deselectAllEntities,
  entitiesToAdd,
  sectionsOf,
  isSameSelection,
  selectableOf,
  selectAllEntities,
  splitSaved,
  toggleEntity,
} from './entity-selection.ts';
import { saveEntityLists } from './save-entity-lists.ts';

const entity = (entity_text: string, is_predefined: boolean): ModelEntity => ({
  id: entity_text,
  method_id: 1,
  entity_text,
  is_predefined,
});

describe('entity selection', () => {
  it('splits the saved list into pinned predefined and own entities, hiding ALL_ options', () => {
    const saved = [entity('PERSON_F', true), entity('EMAIL_ADDRESS_F', false), entity('ALL_FAST', false)];
    expect(splitSaved(saved)).toEqual({ predefined: ['PERSON_F'], custom: ['EMAIL_ADDRESS_F'] });
  });

  it('never lets a predefined entity be unchecked or counted as selectable', () => {
    expect(toggleEntity(['URL_F'], 'PERSON_F', ['PERSON_F'])).toEqual(['URL_F']);
    expect(toggleEntity(['URL_F'], 'URL_F', ['PERSON_F'])).toEqual([]);
    expect(toggleEntity([], 'URL_F', [])).toEqual(['URL_F']);
    expect(selectableOf('fast', ['PERSON_F'])).not.toContain('PERSON_F');
  });

  it('selects every selectable entity, and deselect all leaves only the predefined ones', () => {
    const all = selectAllEntities('fast', ['PERSON_F']);
    expect(all).toHaveLength(ENTITY_CATALOGUE.fast.length - 1);
    expect(all.some((code) => code.startsWith('ALL_'))).toBe(false);
    expect(deselectAllEntities()).toEqual([]);
  });

  it('compares selections as sets and sends only real, non-predefined entities', () => {
    expect(isSameSelection(['A', 'B'], ['B', 'A'])).toBe(true);
    expect(isSameSelection(['A'], ['A', 'B'])).toBe(false);
    expect(entitiesToAdd('fast', ['URL_F', 'PERSON_F', 'ALL_FAST', 'URL_F'], ['PERSON_F'])).toEqual([
      'URL_F',
    ]);
  });
});

describe('entity sections', () => {
  it('shows the fixed types of the standard method apart from its free-text labels', () => {
    expect(
      sectionsOf('standard', ['AGE_S', 'medication'], ['PERSON_S', 'date', 'NO_ADDRESS_S', 'postal code']),
    ).toEqual([
      { key: 'types', pinned: ['AGE_S'], codes: ['PERSON_S', 'NO_ADDRESS_S'] },
      { key: 'labels', pinned: ['medication'], codes: ['date', 'postal code'] },
    ]);
    expect(sectionsOf('fast', ['URL_F'], ['PERSON_F'])).toEqual([
      { key: 'all', pinned: ['URL_F'], codes: ['PERSON_F'] },
    ]);
  });
});

describe('saving entity lists', () => {
  it('replaces each method in turn, 50 ms apart, and reports the methods that failed', async () => {
    const calls: string[] = [];
    const writer = {
      deleteCustom: vi.fn(async (id: number) => void calls.push(`delete ${id}`)),
      add: vi.fn(async (id: number, texts: string[]) => {
        calls.push(`add ${id} ${texts.join(',')}`);
        if (id === 2) throw new ApiError(500, 'INTERNAL_ERROR', 'boom');
        if (id === 3)
          throw new ApiError(409, 'CONFLICT', 'Some entities already exist and were not added again');
      }),
      wait: vi.fn(async (ms: number) => void calls.push(`wait ${ms}`)),
    };
    const result = await saveEntityLists(
      { fast: ['URL_F'], advanced: ['AGE_A'], standard: ['iban'] },
      writer,
    );
    expect(calls).toEqual([
      'delete 1',
      'add 1 URL_F',
      'wait 50',
      'delete 2',
      'add 2 AGE_A',
      'wait 50',
      'delete 3',
      'add 3 iban',
    ]);
    expect(result.failed).toEqual(['advanced']);
  });

  it('only removes when nothing of a method is chosen', async () => {
    const writer = {
      deleteCustom: vi.fn(async () => undefined),
      add: vi.fn(async () => undefined),
      wait: async () => undefined,
    };
    await saveEntityLists({ fast: [], advanced: [], standard: [] }, writer);
    expect(writer.deleteCustom).toHaveBeenCalledTimes(3);
    expect(writer.add).not.toHaveBeenCalled();
  });
});
