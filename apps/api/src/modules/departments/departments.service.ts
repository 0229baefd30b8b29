import type { Kysely } from 'kysely';
import type { Department } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { findActiveDepartments, findDepartment, findDepartmentEntities, type Lang } from './departments.repository.ts';

export function createDepartmentsService(db: Kysely<Database>) {
  return {
    listActive: (lang: Lang) => findActiveDepartments(db, lang),

    /** One department (active or not: a user may still belong to a retired one). */
    async get(id: number, lang: Lang): Promise<Department> {
      const department = await findDepartment(db, id, lang);
      if (!department) throw notFound('The department');
      return department;
    },

    /** A department that may be chosen now; inactive ones are refused with a clear reason. */
    async requireSelectable(id: number, lang: Lang): Promise<Department> {
      const department = await findDepartment(db, id, lang);
      if (!department) throw new AppError('VALIDATION_ERROR', 'Please choose a department', [{ path: 'department_id', message: 'Please choose a department' }]);
      if (!department.is_active) throw new AppError('DEPARTMENT_INACTIVE', 'This department can no longer be chosen. Please pick another one.');
      return department;
    },

    predefinedEntities: (departmentId: number) => findDepartmentEntities(db, departmentId),
  };
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
