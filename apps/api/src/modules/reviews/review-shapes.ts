import type { Review, ReviewMark, ReviewStatus, ReviewSummary } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import type { FieldCipher } from '../../platform/field-cipher.ts';
import type { ReviewsDeps } from './reviews.deps.ts';
import type { ReviewRow } from './reviews.repository.ts';

/** The pieces the review operations share: sealing the marks, the answer's shape, the clock. */

export type ReviewPages = { page: number; sensitive: ReviewMark[] }[];

/** Marks as stored: everything in clear but the covered texts, sealed together in one value. */
interface StoredMarks {
  pages: ReviewPages;
  sealed_texts: string;
}

export const nowOf = (deps: Pick<ReviewsDeps, 'now'>) => (deps.now ?? (() => new Date()))();

export function sealMarks(cipher: FieldCipher, pages: ReviewPages): string {
  const texts: string[] = [];
  const stored: StoredMarks = {
    pages: pages.map((page) => ({
      page: page.page,
      sensitive: page.sensitive.map(({ original_text, ...mark }) => {
        texts.push(original_text);
        return { ...mark, original_text: '' };
      }),
    })),
    sealed_texts: cipher.encrypt(JSON.stringify(texts)),
  };
  return JSON.stringify(stored);
}

export function openMarks(cipher: FieldCipher, marks: string): ReviewPages {
  const stored = JSON.parse(marks) as StoredMarks;
  const texts = JSON.parse(cipher.decrypt(stored.sealed_texts)) as string[];
  let next = 0;
  return stored.pages.map((page) => ({
    page: page.page,
    sensitive: page.sensitive.map((mark) => ({ ...mark, original_text: texts[next++] ?? '' })),
  }));
}

export const markCount = (pages: ReviewPages) => pages.reduce((sum, page) => sum + page.sensitive.length, 0);

/** The legal basis ids the marks use, sorted, each once. */
export const codesOf = (pages: ReviewPages) =>
  [
    ...new Set(
      pages.flatMap((page) => page.sensitive.flatMap((m) => (m.legal_basis ? [m.legal_basis] : []))),
    ),
  ].sort();

/** Rows as the API shows them, with the people's usernames now (null once an account is gone). */
export async function toSummaries(
  deps: Pick<ReviewsDeps, 'accounts' | 'cipher'>,
  rows: readonly Omit<ReviewRow, 'marks'>[],
): Promise<ReviewSummary[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.submitted_by, ...(row.reviewed_by ? [row.reviewed_by] : [])])),
  ];
  const names = ids.length > 0 ? await deps.accounts.usernames(ids) : new Map<string, string>();
  const person = (id: string) => ({ id, username: names.get(id) ?? null });
  const open = (sealed: string | null) => (sealed === null ? null : deps.cipher.decrypt(sealed));
  return rows.map((row) => ({
    id: row.id,
    status: row.status as ReviewStatus,
    file_name: deps.cipher.decrypt(row.sealed_name),
    document_hash: row.document_hash,
    page_count: row.page_count === null ? null : Number(row.page_count),
    mark_count: Number(row.mark_count),
    codes: JSON.parse(row.codes) as string[],
    submitted_by: person(row.submitted_by),
    submitted_at: row.submitted_at,
    note: open(row.sealed_note),
    reviewed_by: row.reviewed_by ? person(row.reviewed_by) : null,
    reviewed_at: row.reviewed_at,
    comment: open(row.sealed_comment),
    changed_by_reviewer: Number(row.changed_by_reviewer) === 1,
    released_at: row.released_at,
  }));
}

export async function toReview(
  deps: Pick<ReviewsDeps, 'accounts' | 'cipher'>,
  row: ReviewRow,
): Promise<Review> {
  const [summary] = await toSummaries(deps, [row]);
  return { ...summary!, pages: openMarks(deps.cipher, row.marks) };
}

/** Marks must lie in the document: a review the redaction would refuse is refused now, not after approval. */
export function assertPagesWithin(pages: ReviewPages, pageCount: number | null | undefined): void {
  if (pageCount === null || pageCount === undefined) return;
  const beyond = pages.find((page) => page.page > pageCount && page.sensitive.length > 0);
  if (beyond)
    throw new AppError(
      'VALIDATION_ERROR',
      `A mark is on page ${beyond.page}, but the document has ${pageCount} page${pageCount === 1 ? '' : 's'}.`,
      [{ path: 'pages', message: 'Marks must be on pages of the document' }],
    );
}
