import {
  domainTxtName,
  domainTxtValue,
  ORGANIZATION_ROLES,
  type Domain,
  type Member,
  type OrganizationRole,
} from '@sladd/contract';
import type { OrganizationDomainsTable } from '../../db/schema.ts';

/**
 * Rows of better-auth's organization tables and our domains in the contract's shapes, shared by
 * the operations. A role better-auth stored that we do not know reads as the least: viewer.
 */

const isRole = (value: string): value is OrganizationRole =>
  (ORGANIZATION_ROLES as readonly string[]).includes(value);
export const roleOf = (value: string): OrganizationRole => (isRole(value) ? value : 'viewer');

export function toMember(row: {
  user_id: string;
  username: string | null;
  email: string;
  role: string;
  created_at: string;
}): Member {
  return {
    user_id: row.user_id,
    username: row.username ?? '',
    email: row.email,
    role: roleOf(row.role),
    joined_at: row.created_at,
  };
}

export function toDomain(row: OrganizationDomainsTable): Domain {
  return {
    domain_id: row.id,
    domain: row.domain,
    verified: row.verified_at !== null,
    verification_token: row.verification_token,
    txt_record: { name: domainTxtName(row.domain), value: domainTxtValue(row.verification_token) },
    created_at: row.created_at,
    verified_at: row.verified_at,
  };
}

/** The part after the @ of an e-mail address, lowercased. */
export const domainOfEmail = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
