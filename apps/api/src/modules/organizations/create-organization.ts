import { randomBytes } from 'node:crypto';
import { MAX_OWNED_ORGANIZATIONS, type Organization } from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { callAuth } from './better-auth-call.ts';
import { describeOrganization } from './describe-organization.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import * as repo from './organizations.repository.ts';

/** Organizations one person may create in an hour (on top of MAX_OWNED_ORGANIZATIONS). */
const CREATE_RATE: RateLimitRule = { limit: 10, windowMs: 3_600_000 };

/** A slug better-auth needs unique: the name's letters and a random tail. */
function slugOf(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `${base || 'org'}-${randomBytes(4).toString('hex')}`;
}

/** A new organization; the creator is its owner (spec 3 §2). better-auth writes both rows. */
export async function createOrganization(
  deps: Pick<OrganizationsDeps, 'db' | 'auth' | 'limiter' | 'subscriptions'>,
  userId: string,
  name: string,
): Promise<Organization> {
  const { db, auth, limiter } = deps;
  await limiter.consume([{ key: `org-create:user:${userId}`, rule: CREATE_RATE }]);
  if ((await repo.countOwnedOrganizations(db, userId)) >= MAX_OWNED_ORGANIZATIONS)
    throw new AppError(
      'TOO_MANY_ORGANIZATIONS',
      `You already own ${MAX_OWNED_ORGANIZATIONS} organizations, the most one person may own.`,
    );
  const created = await callAuth(() =>
    auth.api.createOrganization({ body: { name, slug: slugOf(name), userId } }),
  );
  return describeOrganization(deps, { id: created.id, name: created.name, role: 'owner' });
}
