import type { Department } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import { filterDepartments } from './filter-departments.ts';

const make = (id: number, name: string): Department => ({
  id,
  code: `d${id}`,
  name,
  description: '',
  is_active: true,
});
const departments = [make(1, 'Helse og omsorg'), make(2, 'Økonomi'), make(3, 'Skole')];

describe('filterDepartments', () => {
  it('matches part of the name regardless of case, including æøå', () => {
    expect(filterDepartments(departments, 'øko').map((d) => d.id)).toEqual([2]);
    expect(filterDepartments(departments, 'HELSE').map((d) => d.id)).toEqual([1]);
  });

  it('returns everything for an empty or blank filter', () => {
    expect(filterDepartments(departments, '  ')).toHaveLength(3);
  });
});
