import { ENTITY_CATALOGUE } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { applyEntitySelection, hasSavedEntities } from './entity-selection.ts';

describe('ALL_* entity rules', () => {
  it('choosing ALL_FAST replaces the individual choices', () => {
    expect(applyEntitySelection('fast', ['PERSON_F'], ['PERSON_F', 'ALL_FAST'])).toEqual(['ALL_FAST']);
  });
  it('choosing an entry while ALL_FAST is on keeps only that entry', () => {
    expect(applyEntitySelection('fast', ['ALL_FAST'], ['ALL_FAST', 'PERSON_F'])).toEqual(['PERSON_F']);
  });
  it('choosing every entry collapses to ALL_FAST', () => {
    const every = [...ENTITY_CATALOGUE.fast];
    expect(applyEntitySelection('fast', every.slice(1), every)).toEqual(['ALL_FAST']);
  });
  it('leaves a partial choice as it is', () => {
    expect(applyEntitySelection('standard', [], ['PERSON_S', 'AGE_S'])).toEqual(['PERSON_S', 'AGE_S']);
  });
});

describe('saved entity lists', () => {
  it('count as empty when no model names a type, blank names included', () => {
    expect(hasSavedEntities({ fast: [], advanced: [' '], standard: [] })).toBe(false);
    expect(hasSavedEntities({ fast: [], advanced: [], standard: ['PERSON_S'] })).toBe(true);
  });
});
