import { domainTxtName, domainTxtValue, type Domain } from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { toDomain } from './organization-shapes.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import * as repo from './organizations.repository.ts';

/** DNS lookups an organization may ask for in an hour (each is a query to the outside). */
const VERIFY_RATE: RateLimitRule = { limit: 30, windowMs: 3_600_000 };

const taken = (domain: string) =>
  new AppError('DOMAIN_TAKEN', `${domain} is already verified by another organization.`);

/**
 * Looks the domain's TXT record up in DNS now: verified when one of the records is exactly the
 * token's value. A domain verified by another organization meanwhile stays theirs.
 */
export async function verifyDomain(
  { db, limiter, txt }: Pick<OrganizationsDeps, 'db' | 'limiter' | 'txt'>,
  membership: OrganizationContext,
  domainId: string,
): Promise<Domain> {
  const row = await repo.findDomain(db, membership.id, domainId);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such domain in this organization.');
  if (row.verified_at) return toDomain(row);
  await limiter.consume([{ key: `org-verify-domain:org:${membership.id}`, rule: VERIFY_RATE }]);
  const name = domainTxtName(row.domain);
  const expected = domainTxtValue(row.verification_token);
  const records = await txt.resolveTxt(name);
  if (!records.some((record) => record.trim() === expected))
    throw new AppError(
      'DOMAIN_NOT_VERIFIED',
      records.length === 0
        ? `No TXT record was found at ${name}. Create it with the value shown, then verify again; new DNS records can take up to an hour to appear.`
        : `The TXT records at ${name} do not hold ${expected}. Check the value (it must match exactly), then verify again.`,
      { record_name: name, records_found: records.length },
    );
  const holder = await repo.findVerifiedDomainOwner(db, row.domain);
  if (holder && holder.organization_id !== membership.id) throw taken(row.domain);
  const at = new Date().toISOString();
  try {
    await repo.markDomainVerified(db, row.id, at);
  } catch (error) {
    // The unique index on verified domains: another organization verified it a moment ago.
    if (await repo.findVerifiedDomainOwner(db, row.domain)) throw taken(row.domain);
    throw error;
  }
  return toDomain({ ...row, verified_at: at });
}
