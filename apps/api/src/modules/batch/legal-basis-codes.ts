import type { Actor } from '../../platform/auth/session.ts';
import { splitBuiltInLegalCodes, unknownLegalBases } from '../legal-bases/built-in-legal-codes.ts';

/** What a mark's legal basis prints in its box and cites in the redaction log. */
export interface LegalBasisText {
  label: string;
  citation: string;
  title: string;
}

/**
 * The seam through which the redaction learns what its marks' code ids mean (decision 0059): each
 * id → its label, citation and title, for this actor; an id it does not know is 400
 * VALIDATION_ERROR naming it. app.ts passes the legal-bases module's `resolveLegalCodes`, which
 * knows the built-in sets and the actor's organization's own codes (retired ones included).
 */
export type ResolveLegalCodes = (
  actor: Actor,
  ids: Iterable<string>,
) => Promise<ReadonlyMap<string, LegalBasisText>>;

/**
 * The built-in codes only (the contract's `findLegalCode`): what the CLI resolves with, and the
 * redaction's default when it is built without the legal-bases module (tests).
 */
export const resolveBuiltInLegalCodes: ResolveLegalCodes = async (_actor, ids) => builtInLegalCodes(ids);

/** As resolveBuiltInLegalCodes, without an actor or a promise (the CLI). */
export function builtInLegalCodes(ids: Iterable<string>): Map<string, LegalBasisText> {
  const { resolved, rest } = splitBuiltInLegalCodes(ids);
  if (rest.length > 0) throw unknownLegalBases(rest);
  return resolved;
}
