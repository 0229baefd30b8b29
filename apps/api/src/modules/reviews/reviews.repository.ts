import type { Kysely } from 'kysely';
import type { Database, DocumentReviewsTable } from '../../db/schema.ts';

/** SQL of the reviews module: submissions for review and whether an organization requires them. */

export type ReviewRow = Omit<DocumentReviewsTable, 'changed_by_reviewer'> & { changed_by_reviewer: number };

export async function insertReview(db: Kysely<Database>, row: ReviewRow): Promise<void> {
  await db.insertInto('document_reviews').values(row).execute();
}

export async function findReview(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('document_reviews')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface ReviewQuery {
  organizationId: string;
  status?: string | undefined;
  documentHash?: string | undefined;
  submittedBy?: string | undefined;
  /** Everyone's but this person's (a reviewer's queue). */
  notSubmittedBy?: string | undefined;
}

function filtered(db: Kysely<Database>, query: ReviewQuery) {
  let select = db.selectFrom('document_reviews').where('organization_id', '=', query.organizationId);
  if (query.status !== undefined) select = select.where('status', '=', query.status);
  if (query.documentHash !== undefined) select = select.where('document_hash', '=', query.documentHash);
  if (query.submittedBy !== undefined) select = select.where('submitted_by', '=', query.submittedBy);
  if (query.notSubmittedBy !== undefined) select = select.where('submitted_by', '!=', query.notSubmittedBy);
  return select;
}

/** One page of reviews, newest first, without their marks, and how many match in all. */
export async function listReviews(
  db: Kysely<Database>,
  query: ReviewQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: Omit<ReviewRow, 'marks'>[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .select([
        'id',
        'organization_id',
        'submitted_by',
        'status',
        'sealed_name',
        'document_hash',
        'page_count',
        'mark_count',
        'codes',
        'sealed_note',
        'sealed_comment',
        'reviewed_by',
        'reviewed_at',
        'changed_by_reviewer',
        'released_at',
        'submitted_at',
        'updated_at',
      ])
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One person's reviews in an organization: pending ones, and all kept (the caps on submissions). */
export async function countSubmissions(
  db: Kysely<Database>,
  organizationId: string,
  submittedBy: string,
): Promise<{ pending: number; all: number }> {
  const row = await filtered(db, { organizationId, submittedBy })
    .select((eb) => [
      eb.fn.countAll<string | number>().as('all'),
      eb.fn
        .sum<string | number | null>(eb.case().when('status', '=', 'pending').then(1).else(0).end())
        .as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending ?? 0), all: Number(row.all) };
}

/**
 * Moves a review from `from` to another status with the given changes, only while it is still in
 * `from`: of two deciders at once, one wins. True when this write moved it.
 */
export async function moveReview(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  from: string,
  changes: Partial<Omit<ReviewRow, 'id' | 'organization_id'>> & { status: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('document_reviews')
    .set(changes)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Approved (and already released) reviews of one file, by the SHA-256 of its bytes, newest first. */
export async function findReleasableReviews(
  db: Kysely<Database>,
  organizationId: string,
  documentHash: string,
): Promise<ReviewRow[]> {
  return filtered(db, { organizationId, documentHash })
    .where('status', 'in', ['approved', 'released'])
    .selectAll()
    .orderBy('reviewed_at', 'desc')
    .execute();
}

/** Notes another release of a review: the first moves it to released, each one touches it. */
export async function markReleased(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('document_reviews')
    .set((eb) => ({
      status: 'released',
      released_at: eb.fn.coalesce('released_at', eb.val(at)),
      updated_at: at,
    }))
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', 'in', ['approved', 'released'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes one review (a submission whose trail entry could not be written). */
export async function deleteReview(db: Kysely<Database>, organizationId: string, id: string): Promise<void> {
  await db
    .deleteFrom('document_reviews')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/** Deletes reviews not changed since `before` (ISO); returns how many. */
export async function deleteReviewsUnchangedSince(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('document_reviews').where('updated_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findReviewRequired(db: Kysely<Database>, organizationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('organization_review_settings')
    .select('review_required')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return Number(row?.review_required ?? 0) === 1;
}

export async function upsertReviewRequired(
  db: Kysely<Database>,
  organizationId: string,
  required: boolean,
  at: string,
): Promise<void> {
  await db
    .insertInto('organization_review_settings')
    .values({ organization_id: organizationId, review_required: required ? 1 : 0, updated_at: at })
    .onConflict((oc) =>
      oc.column('organization_id').doUpdateSet({ review_required: required ? 1 : 0, updated_at: at }),
    )
    .execute();
}
