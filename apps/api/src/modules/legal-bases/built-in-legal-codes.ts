import { findLegalCode, LEGAL_CODE_SETS } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';

/** What a mark's code prints and what the log cites. */
export interface ResolvedLegalCode {
  label: string;
  citation: string;
  title: string;
  language: string;
}

const languageOf = (setId: string) => LEGAL_CODE_SETS.find((set) => set.id === setId)?.language ?? 'en';

/**
 * The built-in codes among `ids` (every set, shown or not), and the ids that are not built-in. No
 * database: the CLI and the resolver of an organization's codes both start here.
 */
export function splitBuiltInLegalCodes(ids: Iterable<string>) {
  const resolved = new Map<string, ResolvedLegalCode>();
  const rest: string[] = [];
  for (const id of new Set(ids)) {
    const code = findLegalCode(id);
    if (code)
      resolved.set(id, {
        label: code.label,
        citation: code.citation,
        title: code.title,
        language: languageOf(code.set),
      });
    else rest.push(id);
  }
  return { resolved, rest };
}

/** 400 VALIDATION_ERROR naming the ids nobody knows (the first five, and how many more). */
export function unknownLegalBases(unknown: readonly string[]): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `Unknown legal basis ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}.`,
    { unknown_legal_bases: unknown },
  );
}
