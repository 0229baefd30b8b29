import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DepartmentsService } from '../departments/departments.service.ts';
import { deletePredefinedEntities, findUserEntities, insertPredefinedEntities } from './entities.repository.ts';

export function createEntitiesService(db: Kysely<Database>, departments: DepartmentsService) {
  return {
    /**
     * Returns a step that swaps the user's predefined entities for the department's presets inside
     * the caller's transaction. The presets are read first: SQLite has one connection, and a read
     * outside the transaction would wait for it forever.
     */
    async prepareDepartmentPresets(userId: string, departmentId: number) {
      const presets = await departments.predefinedEntities(departmentId);
      return async (trx: Transaction<Database>) => {
        await deletePredefinedEntities(trx, userId);
        await insertPredefinedEntities(trx, userId, presets);
      };
    },

    listForUser: (userId: string) => findUserEntities(db, userId),
  };
}

export type EntitiesService = ReturnType<typeof createEntitiesService>;
