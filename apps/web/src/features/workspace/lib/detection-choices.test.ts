import { ENTITY_CATALOGUE } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import {
  chosenDepartmentTypes,
  departmentTypesOf,
  missingDepartmentTypes,
  ownTypesToSave,
  savedListsSignature,
  seededLists,
  signatureAfterSave,
  withDepartmentTypes,
  withoutDepartmentTypes,
  type SavedLists,
} from './detection-choices.ts';

const rows = (predefined: string[], own: string[] = []) => [
  ...own.map((entity_text) => ({ entity_text, is_predefined: false })),
  ...predefined.map((entity_text) => ({ entity_text, is_predefined: true })),
];

// The health department's presets (apps/api/src/db/seeds/departments.ts), as a new member has them.
const HEALTH: SavedLists = {
  fast: rows([
    'PERSON_F',
    'NO_FODSELSNUMMER_F',
    'MEDICAL_LICENSE_F',
    'NO_PHONE_NUMBER_F',
    'NO_ADDRESS_F',
    'DATE_TIME_F',
  ]),
  advanced: rows(['HEALTH_A', 'PERSON_A', 'GENETIC_DATA_A', 'BIOMETRIC_DATA_A', 'AGE_A']),
  standard: rows(['HEALTH_INFO_S', 'medical condition', 'medication', 'PERSON_S']),
};
const department = departmentTypesOf(HEALTH);

describe('the department’s types in the detection tab', () => {
  it('are seeded into the lists, department first, and known as the department’s', () => {
    const lists = seededLists({ ...HEALTH, fast: rows(department.fast, ['EMAIL_ADDRESS_F']) });
    expect(lists.advanced).toEqual(['HEALTH_A', 'PERSON_A', 'GENETIC_DATA_A', 'BIOMETRIC_DATA_A', 'AGE_A']);
    expect(lists.fast).toEqual([...department.fast, 'EMAIL_ADDRESS_F']);
    expect(chosenDepartmentTypes(lists, department).standard).toEqual(department.standard);
  });

  it('under "All fast entities" are the person’s own choice; elsewhere they can be left out and added back', () => {
    const lists = { ...seededLists(HEALTH), fast: ['ALL_FAST'] };
    const chosen = chosenDepartmentTypes(lists, department);
    expect(chosen.fast).toEqual([]);
    expect(chosen.advanced).toEqual(department.advanced);
    const without = withoutDepartmentTypes(lists, department);
    // Only what the person chose runs: All fast entities, nothing the department added.
    expect(without).toEqual({ fast: ['ALL_FAST'], advanced: [], standard: [] });
    expect(missingDepartmentTypes(without, department).advanced).toEqual(department.advanced);
    expect(withDepartmentTypes({ ...without, advanced: ['ORGANIZATION_A'] }, department)).toEqual({
      fast: ['ALL_FAST'],
      advanced: [...department.advanced, 'ORGANIZATION_A'],
      standard: department.standard,
    });
  });

  it('are never saved again (the server has them and answers 409), and "All" saves every other type', () => {
    expect(
      ownTypesToSave('advanced', [...department.advanced, 'ORGANIZATION_A'], department.advanced),
    ).toEqual(['ORGANIZATION_A']);
    const all = ownTypesToSave('fast', ['ALL_FAST'], department.fast);
    expect(all).not.toContain('ALL_FAST');
    expect(all).not.toContain('PERSON_F');
    expect([...all, ...department.fast].sort()).toEqual([...ENTITY_CATALOGUE.fast].sort());
    // Saved so, the list comes back as "All fast entities".
    expect(seededLists({ ...HEALTH, fast: rows(department.fast, all) }).fast).toEqual(['ALL_FAST']);
  });

  it('follow the saved lists only when those change, whatever order the server lists them in', () => {
    const reversed: SavedLists = {
      fast: [...HEALTH.fast!].reverse(),
      advanced: [...HEALTH.advanced!].reverse(),
      standard: HEALTH.standard,
    };
    expect(savedListsSignature(reversed)).toBe(savedListsSignature(HEALTH));
    const own = { fast: ['EMAIL_ADDRESS_F'], advanced: [], standard: [] };
    expect(signatureAfterSave(department, own)).toBe(
      savedListsSignature({ ...HEALTH, fast: rows(department.fast, ['EMAIL_ADDRESS_F']) }),
    );
    expect(signatureAfterSave(department, own)).not.toBe(savedListsSignature(HEALTH));
  });
});
