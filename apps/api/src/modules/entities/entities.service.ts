import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DepartmentsService } from '../departments/departments.service.ts';
import { ENTITY_CATALOGUE, MESSAGES, type MethodName } from '@sladd/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  deleteCustomEntities,
  deleteEntityRow,
  deletePredefinedEntities,
  findEntity,
  findMethodEntities,
  findUserEntities,
  insertCustomEntities,
  insertPredefinedEntities,
} from './entities.repository.ts';

const METHOD_BY_ID: Record<number, MethodName> = { 1: 'fast', 2: 'advanced', 3: 'standard' };

/** A method id from a path: 1–3, else the spec's 'Invalid method ID: {n}'. */
export function parseMethodId(raw: string | number): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || !METHOD_BY_ID[id])
    throw new AppError('VALIDATION_ERROR', `Invalid method ID: ${raw}`);
  return id;
}

const toEntity = (row: {
  id: string;
  method_id: number;
  entity_text: string;
  is_predefined: number | boolean;
}) => ({
  id: row.id,
  method_id: Number(row.method_id),
  entity_text: row.entity_text,
  is_predefined: Boolean(row.is_predefined),
});

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

    /** A step that replaces the user's custom entities with `rows` inside the caller's transaction (settings import). */
    prepareCustomReplacement(userId: string, rows: { method_id: number; entity_text: string }[]) {
      return async (trx: Transaction<Database>) => {
        await deleteCustomEntities(trx, userId);
        await insertCustomEntities(trx, userId, rows);
      };
    },

    listForUser: async (userId: string) => (await findUserEntities(db, userId)).map(toEntity),

    listForMethod: async (userId: string, methodId: number) =>
      (await findMethodEntities(db, userId, methodId)).map(toEntity),

    /** Adds entities of the method's catalogue; when some already existed, adds the rest and answers 409. */
    async add(userId: string, methodId: number, texts: string[]) {
      const method = METHOD_BY_ID[parseMethodId(methodId)]!;
      const catalogue: readonly string[] = ENTITY_CATALOGUE[method];
      const wanted = [...new Set(texts.filter((text) => !text.startsWith('ALL_')))];
      const unknown = wanted.filter((text) => !catalogue.includes(text));
      if (unknown.length > 0)
        throw new AppError('VALIDATION_ERROR', `Unknown entity type for this method: ${unknown.join(', ')}`, {
          unknown,
        });
      const existing = new Set(
        (await findMethodEntities(db, userId, methodId)).map((row) => row.entity_text),
      );
      const fresh = wanted.filter((text) => !existing.has(text));
      await insertCustomEntities(
        db,
        userId,
        fresh.map((entity_text) => ({ method_id: methodId, entity_text })),
      );
      const all = (await findMethodEntities(db, userId, methodId)).map(toEntity);
      const already = wanted.filter((text) => existing.has(text));
      if (already.length > 0)
        throw new AppError('CONFLICT', MESSAGES.entitiesExist, {
          existing: already,
          added: fresh,
          entities: all,
        });
      return all;
    },

    /** Removes one custom entity; predefined ones (the department's) cannot be removed. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await findEntity(db, userId, id);
      if (!row) throw notFound('This entity');
      if (row.is_predefined)
        throw new AppError(
          'PREDEFINED_ENTITY',
          'This entity is predefined by your department and cannot be removed.',
        );
      await deleteEntityRow(db, userId, id);
    },

    /** Removes the custom entities of a method; the predefined ones stay. */
    async removeCustom(userId: string, methodId: number) {
      const deleted = await deleteCustomEntities(db, userId, parseMethodId(methodId));
      const kept = (await findMethodEntities(db, userId, methodId)).length;
      return { deleted, kept_predefined: kept };
    },
  };
}

export type EntitiesService = ReturnType<typeof createEntitiesService>;
