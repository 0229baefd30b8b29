import { randomBytes, randomUUID } from 'node:crypto';
import { MAX_DOMAINS_PER_ORGANIZATION, type Domain } from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { OrganizationDomainsTable } from '../../db/schema.ts';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { toDomain } from './organization-shapes.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import * as repo from './organizations.repository.ts';

const ADD_DOMAIN_RATE: RateLimitRule = { limit: 30, windowMs: 3_600_000 };

/** A pending domain with a fresh verification token (decision 0033); verified later by DNS. */
export async function addDomain(
  { db, limiter }: Pick<OrganizationsDeps, 'db' | 'limiter'>,
  membership: OrganizationContext,
  domain: string,
): Promise<Domain> {
  await limiter.consume([{ key: `org-add-domain:org:${membership.id}`, rule: ADD_DOMAIN_RATE }]);
  if (await repo.findDomainByName(db, membership.id, domain))
    throw new AppError('CONFLICT', `${domain} is already one of this organization's domains.`);
  const taken = await repo.findVerifiedDomainOwner(db, domain);
  if (taken) throw new AppError('DOMAIN_TAKEN', `${domain} is already verified by another organization.`);
  if ((await repo.countDomains(db, membership.id)).total >= MAX_DOMAINS_PER_ORGANIZATION)
    throw new AppError(
      'TOO_MANY_DOMAINS',
      `An organization may hold ${MAX_DOMAINS_PER_ORGANIZATION} domains. Remove one you no longer use first.`,
    );
  const row: OrganizationDomainsTable = {
    id: randomUUID(),
    organization_id: membership.id,
    domain,
    verification_token: randomBytes(24).toString('base64url'),
    verified_at: null,
    created_at: new Date().toISOString(),
  };
  await repo.insertDomain(db, row);
  return toDomain(row);
}
