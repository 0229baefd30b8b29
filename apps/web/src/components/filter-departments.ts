import type { Department } from '@sladd/contract';

/** Departments whose name contains the filter text, ignoring case (Norwegian collation for æøå). */
export function filterDepartments(departments: Department[], filter: string): Department[] {
  const needle = filter.trim().toLocaleLowerCase('nb');
  if (!needle) return departments;
  return departments.filter((department) => department.name.toLocaleLowerCase('nb').includes(needle));
}
