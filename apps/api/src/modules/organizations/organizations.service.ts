import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { APIError } from 'better-auth/api';
import {
  domainTxtName,
  domainTxtValue,
  isPremiumStatus,
  MAX_DOMAINS_PER_ORGANIZATION,
  MAX_OWNED_ORGANIZATIONS,
  type Domain,
  type Member,
  type Organization,
  type OrganizationRole,
  type OrganizationSummary,
} from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { Database, OrganizationDomainsTable } from '../../db/schema.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import { mailLanguageOf, renderAddedToOrganizationMail } from '../../platform/mail/templates.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { noneIfNoSubscription, type SubscriptionService } from '../subscription/subscription.service.ts';
import type { createAccountsService } from '../users/accounts.service.ts';
import {
  assertMay,
  assertMayAdd,
  assertMayChangeRole,
  assertMayRemove,
  ORGANIZATION_ROLES,
  type OrganizationAction,
} from './organization.policy.ts';
import * as repo from './organizations.repository.ts';

/** Looks up the TXT records of a DNS name (platform/dns/txt-records.ts). */
export interface TxtLookup {
  resolveTxt(name: string): Promise<string[]>;
}

/** Organizations one person may create in an hour (on top of MAX_OWNED_ORGANIZATIONS). */
const CREATE_RATE: RateLimitRule = { limit: 10, windowMs: 3_600_000 };
/**
 * People an owner or admin may add in an hour. Adding by e-mail tells whether a Sladd account has
 * that address; the rate keeps that from becoming a way to test addresses in bulk (decision 0034).
 */
const ADD_MEMBER_RATE: RateLimitRule = { limit: 30, windowMs: 3_600_000 };
/** DNS lookups an organization may ask for in an hour (each is a query to the outside). */
const VERIFY_RATE: RateLimitRule = { limit: 30, windowMs: 3_600_000 };
const ADD_DOMAIN_RATE: RateLimitRule = { limit: 30, windowMs: 3_600_000 };
/** Times one person may be added to organizations in a day (each addition mails them). */
const ADDED_PER_PERSON_RATE: RateLimitRule = { limit: 10, windowMs: 86_400_000 };

const isRole = (value: string): value is OrganizationRole =>
  (ORGANIZATION_ROLES as readonly string[]).includes(value);
const roleOf = (value: string): OrganizationRole => (isRole(value) ? value : 'viewer');

/** better-auth's organization errors in our codes; its words are kept when there is no better. */
async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const body = error.body as { code?: string; message?: string } | undefined;
    const message = body?.message ?? 'The organization could not be changed.';
    if (body?.code === 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION')
      throw new AppError('ALREADY_A_MEMBER', 'This person is already a member of the organization.');
    const status = String(error.status);
    if (status === 'FORBIDDEN') throw new AppError('FORBIDDEN', message);
    if (status === 'NOT_FOUND') throw new AppError('NOT_FOUND', message);
    if (status === 'UNAUTHORIZED') throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    throw new AppError('BAD_REQUEST', message);
  }
}

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

function toMember(row: {
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

function toDomain(row: OrganizationDomainsTable): Domain {
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
const domainOfEmail = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export function createOrganizationsService(deps: {
  db: Kysely<Database>;
  auth: BetterAuth;
  subscriptions: SubscriptionService;
  accounts: ReturnType<typeof createAccountsService>;
  limiter: RateLimiter;
  txt: TxtLookup;
  mail: { mailer: Mailer; queue: MailQueue; publicUrl: string };
  /**
   * Runs when someone leaves or is removed (their keys for the organization stop), and without a
   * user when the organization is deleted (every key made for it stops).
   */
  onMemberGone?: (organizationId: string, userId?: string) => Promise<void>;
}) {
  const { db, auth, subscriptions, accounts, limiter, txt } = deps;

  /** The caller's membership (an OrganizationContext), or undefined for someone outside. */
  async function resolve(userId: string, organizationId: string): Promise<OrganizationContext | undefined> {
    const row = await repo.findMembership(db, userId, organizationId);
    return row ? { id: row.id, name: row.name, role: roleOf(row.role) } : undefined;
  }

  /**
   * The caller's membership, if they may do `action`: someone outside gets 404 (the organization is
   * not confirmed to exist), a member without the right 403 with the policy's words.
   */
  async function authorize(
    userId: string,
    organizationId: string,
    action: OrganizationAction,
  ): Promise<OrganizationContext> {
    const membership = await resolve(userId, organizationId);
    assertMay(membership?.role ?? null, action);
    return membership!;
  }

  async function describe(membership: OrganizationContext): Promise<Organization> {
    const organization = await repo.findOrganization(db, membership.id);
    if (!organization) throw new AppError('NOT_FOUND', 'There is no such organization.');
    const subscription = await subscriptions.getForOrganization(membership).catch(noneIfNoSubscription);
    return {
      org_id: organization.id,
      name: organization.name,
      owner_user_id: organization.owner_user_id ?? '',
      role: membership.role,
      owner_username: organization.owner_username ?? '',
      owner_email: organization.owner_email ?? '',
      created_at: organization.created_at,
      member_count: await repo.countMembers(db, organization.id),
      verified_domain_count: (await repo.countDomains(db, organization.id)).verified,
      subscription: subscription
        ? {
            plan_code: subscription.plan_code,
            plan_name: subscription.plan.plan_name,
            status: subscription.status,
            active: isPremiumStatus(subscription.status),
          }
        : null,
    };
  }

  async function memberOrThrow(organizationId: string, userId: string) {
    const member = await repo.findMember(db, organizationId, userId);
    if (!member) throw new AppError('NOT_FOUND', 'This person is not a member of the organization.');
    return member;
  }

  async function domainOrThrow(organizationId: string, domainId: string) {
    const domain = await repo.findDomain(db, organizationId, domainId);
    if (!domain) throw new AppError('NOT_FOUND', 'There is no such domain in this organization.');
    return domain;
  }

  /** The organizations the user owns, after checking none has a running plan (CONFLICT otherwise). */
  async function assertOwnedDeletable(userId: string): Promise<string[]> {
    const ids = await repo.findOwnedOrganizationIds(db, userId);
    for (const id of ids) {
      const membership = await resolve(userId, id);
      const running = membership
        ? await subscriptions.getForOrganization(membership).catch(noneIfNoSubscription)
        : undefined;
      if (running && isPremiumStatus(running.status) && !running.cancel_at_period_end)
        throw new AppError(
          'CONFLICT',
          `You own ${membership!.name}, which has a running subscription. Cancel it on the subscription page (working in the organization) before you delete your account.`,
        );
    }
    return ids;
  }

  return {
    resolve,
    authorize,

    async list(userId: string): Promise<OrganizationSummary[]> {
      return (await repo.listUserOrganizations(db, userId)).map((row) => ({
        org_id: row.id,
        name: row.name,
        owner_user_id: row.owner_user_id ?? '',
        role: roleOf(row.role),
      }));
    },

    /** A new organization; the creator is its owner (spec 3 §2). */
    async create(userId: string, name: string): Promise<Organization> {
      await limiter.consume([{ key: `org-create:user:${userId}`, rule: CREATE_RATE }]);
      if ((await repo.countOwnedOrganizations(db, userId)) >= MAX_OWNED_ORGANIZATIONS)
        throw new AppError(
          'TOO_MANY_ORGANIZATIONS',
          `You already own ${MAX_OWNED_ORGANIZATIONS} organizations, the most one person may own.`,
        );
      const created = await callAuth(() =>
        auth.api.createOrganization({ body: { name, slug: slugOf(name), userId } }),
      );
      return describe({ id: created.id, name: created.name, role: 'owner' });
    },

    get: (membership: OrganizationContext) => describe(membership),

    async members(organizationId: string, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        repo.listMembers(db, organizationId, { offset: (page - 1) * pageSize, limit: pageSize }),
        repo.countMembers(db, organizationId),
      ]);
      return { members: rows.map(toMember), total };
    },

    /** Adds an existing Sladd account, found by e-mail or username, with a role. */
    async addMember(
      membership: OrganizationContext,
      actorId: string,
      input: { identifier: string; identifier_type: 'email' | 'username'; role: OrganizationRole },
    ): Promise<Member> {
      assertMayAdd(membership.role, input.role);
      await limiter.consume([{ key: `org-add-member:user:${actorId}`, rule: ADD_MEMBER_RATE }]);
      const identifier = input.identifier.trim().toLowerCase();
      const found = await accounts.findByIdentifier(identifier);
      const matches =
        found &&
        Boolean(found.email_verified) &&
        (input.identifier_type === 'email' ? found.email === identifier : found.username === identifier);
      const user = matches ? found : undefined;
      if (!user)
        throw new AppError(
          'NOT_FOUND',
          input.identifier_type === 'email'
            ? 'No Sladd account has this e-mail address. Ask the person to sign up first, then add them.'
            : 'No Sladd account has this username. Check the spelling, or add the person by e-mail.',
        );
      if (await repo.findMember(db, membership.id, user.id))
        throw new AppError('ALREADY_A_MEMBER', 'This person is already a member of the organization.');
      // One person is not added (and mailed) by organizations over and over.
      await limiter.consume([{ key: `org-added:user:${user.id}`, rule: ADDED_PER_PERSON_RATE }]);
      await repo.clearRemoval(db, membership.id, user.id);
      await callAuth(() =>
        auth.api.addMember({ body: { userId: user.id, role: input.role, organizationId: membership.id } }),
      );
      const adder = await accounts.findById(actorId);
      const link = `${deps.mail.publicUrl}/organization`;
      const mail = renderAddedToOrganizationMail(
        mailLanguageOf(user.language),
        user.username ?? user.name,
        { organization: membership.name, role: input.role, addedBy: adder?.username ?? 'An administrator' },
        link,
      );
      deps.mail.queue.enqueue('organization-member-added', () =>
        deps.mail.mailer.send(user.email, { ...mail, link }),
      );
      return toMember(await memberOrThrow(membership.id, user.id));
    },

    async changeRole(
      membership: OrganizationContext,
      targetUserId: string,
      role: OrganizationRole,
      headers: Headers,
    ): Promise<Member> {
      assertMay(membership.role, 'change_member_role');
      const target = await memberOrThrow(membership.id, targetUserId);
      assertMayChangeRole(membership.role, roleOf(target.role), role);
      if (target.role !== role)
        await callAuth(() =>
          auth.api.updateMemberRole({
            body: { memberId: target.member_id, role, organizationId: membership.id },
            headers,
          }),
        );
      return toMember(await memberOrThrow(membership.id, targetUserId));
    },

    /** Removes a member; a member (other than the owner) may also remove themselves: leave. */
    async removeMember(
      membership: OrganizationContext,
      actorId: string,
      targetUserId: string,
      headers: Headers,
    ): Promise<{ removed: true }> {
      const target = await memberOrThrow(membership.id, targetUserId);
      if (targetUserId === actorId) {
        if (membership.role === 'owner')
          throw new AppError(
            'FORBIDDEN',
            'The organization owner cannot leave it. The owner is not removable (spec 3 §6).',
          );
        await callAuth(() =>
          auth.api.leaveOrganization({ body: { organizationId: membership.id }, headers }),
        );
        await deps.onMemberGone?.(membership.id, targetUserId);
        return { removed: true };
      }
      assertMayRemove(membership.role, roleOf(target.role));
      await callAuth(() =>
        auth.api.removeMember({
          body: { memberIdOrEmail: target.member_id, organizationId: membership.id },
          headers,
        }),
      );
      // Removed, not left: no coming back through the e-mail domain until an owner or admin re-adds.
      await repo.recordRemoval(db, membership.id, targetUserId);
      await deps.onMemberGone?.(membership.id, targetUserId);
      return { removed: true };
    },

    subscription: (membership: OrganizationContext) => subscriptions.getForOrganization(membership),

    domains: async (organizationId: string) => (await repo.listDomains(db, organizationId)).map(toDomain),

    async addDomain(membership: OrganizationContext, domain: string): Promise<Domain> {
      assertMay(membership.role, 'add_domain');
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
    },

    /**
     * Looks the domain's TXT record up in DNS now: verified when one of the records is exactly the
     * token's value. A domain verified by another organization meanwhile stays theirs.
     */
    async verifyDomain(membership: OrganizationContext, domainId: string): Promise<Domain> {
      assertMay(membership.role, 'verify_domain');
      const row = await domainOrThrow(membership.id, domainId);
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
      const taken = await repo.findVerifiedDomainOwner(db, row.domain);
      if (taken && taken.organization_id !== membership.id)
        throw new AppError('DOMAIN_TAKEN', `${row.domain} is already verified by another organization.`);
      const at = new Date().toISOString();
      try {
        await repo.markDomainVerified(db, row.id, at);
      } catch (error) {
        // The unique index on verified domains: another organization verified it a moment ago.
        if (await repo.findVerifiedDomainOwner(db, row.domain))
          throw new AppError('DOMAIN_TAKEN', `${row.domain} is already verified by another organization.`);
        throw error;
      }
      return toDomain({ ...row, verified_at: at });
    },

    async removeDomain(membership: OrganizationContext, domainId: string): Promise<{ removed: true }> {
      assertMay(membership.role, 'remove_domain');
      if (!(await repo.deleteDomain(db, membership.id, domainId)))
        throw new AppError('NOT_FOUND', 'There is no such domain in this organization.');
      return { removed: true };
    },

    /** Organizations that verified the domain of the user's (verified) e-mail address. */
    async suggested(user: { id: string; email: string }) {
      const rows = await repo.listOrganizationsVerifying(db, domainOfEmail(user.email), user.id);
      return rows.map((row) => ({ org_id: row.id, name: row.name, domain: row.domain }));
    },

    /**
     * Joins an organization that verified the domain of the user's e-mail address, as a viewer
     * (decision 0034): an owner or admin gives more. Anyone else's organization is 404. The TXT
     * record is checked again first; a domain whose record is gone becomes pending.
     */
    async join(user: { id: string; email: string }, organizationId: string): Promise<OrganizationSummary> {
      const offered = (await repo.listOrganizationsVerifying(db, domainOfEmail(user.email), user.id)).find(
        (row) => row.id === organizationId,
      );
      if (!offered) {
        const membership = await resolve(user.id, organizationId);
        if (membership)
          throw new AppError('ALREADY_A_MEMBER', 'You are already a member of this organization.');
        throw new AppError('NOT_FOUND', 'There is no such organization.');
      }
      // The domain is looked up again: one that lapsed (and may have a new holder) gives nothing.
      const records = await txt.resolveTxt(domainTxtName(offered.domain));
      if (!records.some((record) => record.trim() === domainTxtValue(offered.verification_token))) {
        await repo.markDomainUnverified(db, offered.domain_id);
        throw new AppError(
          'DOMAIN_NOT_VERIFIED',
          `${offered.domain} no longer shows its verification record in DNS, so joining by e-mail domain is paused. Ask the organization's owner or an admin to add you.`,
        );
      }
      await callAuth(() => auth.api.addMember({ body: { userId: user.id, role: 'viewer', organizationId } }));
      const organization = await repo.findOrganization(db, organizationId);
      return {
        org_id: organizationId,
        name: offered.name,
        owner_user_id: organization?.owner_user_id ?? '',
        role: 'viewer',
      };
    },

    /**
     * With the user's account go the organizations they own (members, domains, keys made for
     * them) — refused while one of them has a running plan, which would go on being billed with
     * nobody left to cancel it.
     */
    /** Refuses (CONFLICT) when an organization the user owns has a running plan: it must be cancelled first. */
    assertOwnedDeletable: (userId: string) => assertOwnedDeletable(userId).then(() => undefined),

    async deleteOwnedBy(userId: string): Promise<void> {
      const ids = await assertOwnedDeletable(userId);
      for (const id of ids) await deps.onMemberGone?.(id);
      await repo.deleteOrganizations(db, ids);
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
