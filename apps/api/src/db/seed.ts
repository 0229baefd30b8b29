import type { Db } from './database.ts';
import { toDbBool } from './database.ts';
import { DEPARTMENTS, departmentEntityRows } from './seeds/departments.ts';
import { PLANS } from './seeds/plans.ts';

/** Idempotent: upserts departments with their predefined entities and the plan catalogue. */
export async function seedDatabase(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const d of DEPARTMENTS) {
      const row = {
        id: d.id,
        code: d.code,
        name_no: d.name.no,
        name_en: d.name.en,
        description_no: d.description.no,
        description_en: d.description.en,
        is_active: toDbBool(d.isActive),
      };
      const { id: _id, ...update } = row;
      await trx
        .insertInto('departments')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(update))
        .execute();
      await trx.deleteFrom('department_entities').where('department_id', '=', d.id).execute();
      const rows = departmentEntityRows(d);
      if (rows.length > 0) await trx.insertInto('department_entities').values(rows).execute();
    }
    for (const [index, plan] of PLANS.entries()) {
      const row = {
        code: plan.code,
        name: plan.name,
        period_unit: plan.periodUnit,
        price_nok: plan.priceNok,
        pages_monthly_limit: plan.pagesMonthly,
        pages_yearly_limit: plan.pagesYearly,
        features: JSON.stringify(plan.features),
        savings: plan.savings,
        is_active: toDbBool(true),
        sort_order: index,
      };
      const { code: _code, ...update } = row;
      await trx
        .insertInto('plans')
        .values(row)
        .onConflict((oc) => oc.column('code').doUpdateSet(update))
        .execute();
    }
  });
}
