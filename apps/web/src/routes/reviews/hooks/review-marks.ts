import { findLegalCode, type LegalBasis, type Review, type ReviewMark } from '@sladd/contract';

export type ReviewPages = Review['pages'];

/** The label printed for a code id: the organization's usable codes first, the built-ins second, else the id. */
export function codeLabel(id: string, usable: readonly Pick<LegalBasis, 'id' | 'label'>[]): string {
  return usable.find((code) => code.id === id)?.label ?? findLegalCode(id)?.label ?? id;
}

export interface CodeGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The code picker's options, grouped by set in the order the API lists them; a mark's current code
 * that is no longer offered (a retired code) stays choosable under `otherGroup`, so the picker shows it.
 */
export function codeOptions(
  codes: readonly LegalBasis[],
  setNames: Readonly<Record<string, string>>,
  current: readonly string[],
  otherGroup: string,
): CodeGroup[] {
  const groups = new Map<string, CodeGroup>();
  for (const code of codes) {
    const name = setNames[code.set] ?? code.set;
    const group = groups.get(name) ?? { group: name, items: [] };
    group.items.push({ value: code.id, label: code.label });
    groups.set(name, group);
  }
  const offered = new Set(codes.map((code) => code.id));
  const missing = [...new Set(current)].filter((id) => !offered.has(id));
  if (missing.length > 0)
    groups.set(otherGroup, {
      group: otherGroup,
      items: missing.map((id) => ({ value: id, label: codeLabel(id, codes) })),
    });
  return [...groups.values()];
}

/** The marks with one mark's code changed (null: no code). */
export function changeCode(
  pages: ReviewPages,
  page: number,
  index: number,
  code: string | null,
): ReviewPages {
  return pages.map((entry) =>
    entry.page !== page
      ? entry
      : {
          ...entry,
          sensitive: entry.sensitive.map((mark, i) => (i === index ? withCode(mark, code) : mark)),
        },
  );
}

function withCode(mark: ReviewMark, code: string | null): ReviewMark {
  const { legal_basis: _previous, ...rest } = mark;
  return code ? { ...rest, legal_basis: code } : rest;
}

/** The marks without one mark. */
export function removeMark(pages: ReviewPages, page: number, index: number): ReviewPages {
  return pages.map((entry) =>
    entry.page !== page ? entry : { ...entry, sensitive: entry.sensitive.filter((_, i) => i !== index) },
  );
}

export const markCount = (pages: ReviewPages): number =>
  pages.reduce((sum, entry) => sum + entry.sensitive.length, 0);

/** Whether the reviewer changed anything: then, and only then, approving sends the marks. */
export function marksChanged(original: ReviewPages, edited: ReviewPages): boolean {
  const key = (pages: ReviewPages) =>
    JSON.stringify(
      pages.map((entry) => [
        entry.page,
        entry.sensitive.map((mark) => [mark.bbox, mark.entity_type, mark.legal_basis ?? null]),
      ]),
    );
  return key(original) !== key(edited);
}

/** The decision's body: approve sends `pages` only when the reviewer changed them (pages without marks left out). */
export function approvalBody(original: ReviewPages, edited: ReviewPages, comment: string) {
  const text = comment.trim();
  return {
    decision: 'approve' as const,
    ...(text ? { comment: text } : {}),
    ...(marksChanged(original, edited)
      ? { pages: edited.filter((entry) => entry.sensitive.length > 0) }
      : {}),
  };
}

/** How many submitted marks the reviewer changed: a changed code or a removed mark counts once. */
export function countChanges(original: ReviewPages, edited: ReviewPages): number {
  let count = 0;
  for (const page of original) {
    const now = edited.find((entry) => entry.page === page.page)?.sensitive ?? [];
    const left = new Map(now.map((mark) => [JSON.stringify(mark.bbox), mark]));
    for (const mark of page.sensitive) {
      const kept = left.get(JSON.stringify(mark.bbox));
      if (!kept || (kept.legal_basis ?? null) !== (mark.legal_basis ?? null)) count += 1;
    }
  }
  return count;
}
