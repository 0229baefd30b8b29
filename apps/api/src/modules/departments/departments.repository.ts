import type { Kysely } from 'kysely';
import type { Department } from '@sladd/contract';
import type { Database, DepartmentsTable } from '../../db/schema.ts';

export type Lang = 'en' | 'no';

function toDepartment(row: DepartmentsTable, lang: Lang): Department {
  return {
    id: row.id,
    code: row.code,
    name: lang === 'en' ? row.name_en : row.name_no,
    description: lang === 'en' ? row.description_en : row.description_no,
    is_active: Boolean(row.is_active),
  };
}

export async function findActiveDepartments(db: Kysely<Database>, lang: Lang): Promise<Department[]> {
  const rows = await db.selectFrom('departments').selectAll().where('is_active', '=', 1).orderBy('id').execute();
  return rows.map((row) => toDepartment(row, lang)).sort((a, b) => a.name.localeCompare(b.name, lang === 'en' ? 'en' : 'nb'));
}

export async function findDepartment(db: Kysely<Database>, id: number, lang: Lang): Promise<Department | undefined> {
  const row = await db.selectFrom('departments').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toDepartment(row, lang) : undefined;
}

/** Predefined entities of a department, as {method_id, entity_text} rows. */
export async function findDepartmentEntities(db: Kysely<Database>, departmentId: number) {
  return db
    .selectFrom('department_entities')
    .select(['method_id', 'entity_text'])
    .where('department_id', '=', departmentId)
    .execute();
}
