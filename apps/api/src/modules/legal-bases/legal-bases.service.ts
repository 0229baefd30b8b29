import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/session.ts';
import type { OrganizationsService } from '../organizations/organizations.service.ts';
import { addLegalCode, type NewLegalCode } from './add-legal-code.ts';
import { chooseCodeSets } from './choose-code-sets.ts';
import { describeOrganizationLegalBases } from './describe-organization-legal-bases.ts';
import { editLegalCode, type LegalCodeChanges } from './edit-legal-code.ts';
import { listUsableLegalBases } from './list-usable-legal-bases.ts';
import { resolveLegalCodes } from './resolve-legal-codes.ts';
import { retireLegalCode } from './retire-legal-code.ts';

export type { ResolvedLegalCode } from './resolve-legal-codes.ts';

/**
 * Legal bases (issue 32, decision 0060): the built-in code sets (packages/contract legal-bases),
 * an organization's choice among them and its own codes. One file per operation, put together here
 * for app.ts. Nothing here decides who may: the routes ask legal-bases.policy.ts (decision 0056).
 */
export function createLegalBasesService(deps: {
  db: Kysely<Database>;
  organizations: Pick<OrganizationsService, 'membershipOf'>;
}) {
  const { db } = deps;
  return {
    /** The caller's membership of an organization, or undefined: what the policy is asked with. */
    membershipOf: (userId: string, organizationId: string) =>
      deps.organizations.membershipOf(userId, organizationId),
    usable: (actor: Actor) => listUsableLegalBases(db, actor),
    describe: (organizationId: string) => describeOrganizationLegalBases(db, organizationId),
    chooseSets: (organizationId: string, sets: readonly string[]) => chooseCodeSets(db, organizationId, sets),
    addCode: (organizationId: string, code: NewLegalCode) => addLegalCode(db, organizationId, code),
    editCode: (organizationId: string, id: string, changes: LegalCodeChanges) =>
      editLegalCode(db, organizationId, id, changes),
    retireCode: (organizationId: string, id: string) => retireLegalCode(db, organizationId, id),
    /**
     * For other modules (the redaction, its log): each code id's label, citation and title, for
     * the actor (built-ins and their organization's codes, retired included); 400 naming an
     * unknown id. The caller's route has already decided the actor may redact.
     */
    resolveLegalCodes: (actor: Actor, ids: Iterable<string>) => resolveLegalCodes(db, actor, ids),
  };
}

export type LegalBasesService = ReturnType<typeof createLegalBasesService>;
