import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  API_KEY_DURATION_DAYS,
  type ApiKey,
  type ApiKeyDuration,
  DEFAULT_API_KEY_DURATION,
  MAX_API_KEYS_PER_USER,
} from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { ApiKeysTable, Database } from '../../db/schema.ts';
import type {
  Actor,
  OrganizationContext,
  OrganizationResolver,
  RequestSession,
} from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { createAccountsService } from '../users/accounts.service.ts';
import {
  countUserApiKeys,
  deleteAllUserApiKeys,
  deleteOrganizationKeys,
  deleteUserApiKey,
  findApiKeyByHash,
  insertApiKey,
  listUserApiKeys,
  touchApiKey,
} from './api-keys.repository.ts';

/** Every key starts so, which lets people (and secret scanners) recognise a leaked one. */
export const API_KEY_PREFIX = 'sladd_';
const DAY_MS = 86_400_000;
/** Calls one key may make per minute (shared by every API process when Redis is configured). */
export const API_KEY_RATE: RateLimitRule = { limit: 120, windowMs: 60_000 };
/**
 * Calls all of one person's keys may make per minute together: more keys must not mean more
 * capacity (20 keys × 120 would be 2,400 a minute from one account).
 */
export const API_KEYS_PER_USER_RATE: RateLimitRule = { limit: 240, windowMs: 60_000 };
/** last_used is written at most this often per key, so a busy script does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

function toApiKey(row: ApiKeysTable & { organization_name?: string | null }): ApiKey {
  return {
    organization_id: row.organization_id,
    organization_name: row.organization_name ?? null,
    id: row.id,
    name: row.name,
    key_prefix: row.key_prefix,
    created_at: row.created_at,
    last_used: row.last_used_at,
    expires_at: row.expires_at,
    duration: row.duration,
  };
}

/** A valid, unexpired key, its owner, and the organization it acts for (membership checked now). */
export interface KeyCaller {
  row: ApiKeysTable;
  user: { id: string; email: string; username: string };
  organization?: OrganizationContext | undefined;
}

export function createApiKeysService(deps: {
  db: Kysely<Database>;
  limiter: RateLimiter;
  accounts: ReturnType<typeof createAccountsService>;
  /** The key owner's membership of the key's organization, checked on every call. */
  resolveOrganization: OrganizationResolver;
}) {
  const { db, limiter, accounts } = deps;

  return {
    list: async (userId: string) => (await listUserApiKeys(db, userId)).map(toApiKey),

    /**
     * A new key; the key itself is in this answer only (only its hash is stored). Made while
     * working in an organization, the key acts for it: its plan, its pages, while the maker is a
     * member. The route has asked the policies (a seat on the plan, API access).
     */
    async create(
      actor: Actor,
      input: { name: string; duration?: ApiKeyDuration | undefined; expires_in_days?: number | undefined },
    ): Promise<ApiKey & { key: string }> {
      const userId = actor.userId;
      if ((await countUserApiKeys(db, userId)) >= MAX_API_KEYS_PER_USER)
        throw new AppError(
          'TOO_MANY_API_KEYS',
          `You already have ${MAX_API_KEYS_PER_USER} API keys. Delete one you no longer use first.`,
        );
      const duration = input.expires_in_days
        ? `${input.expires_in_days}d`
        : (input.duration ?? DEFAULT_API_KEY_DURATION);
      const days = input.expires_in_days ?? API_KEY_DURATION_DAYS[input.duration ?? DEFAULT_API_KEY_DURATION];
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = Date.now();
      const row: ApiKeysTable = {
        id: randomUUID(),
        user_id: userId,
        organization_id: actor.organization?.id ?? null,
        name: input.name,
        key_hash: hashKey(key),
        key_prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        duration,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + days * DAY_MS).toISOString(),
        last_used_at: null,
      };
      await insertApiKey(db, row);
      return { ...toApiKey({ ...row, organization_name: actor.organization?.name ?? null }), key };
    },

    /**
     * The keys made for an organization stop for good: one person's when they leave it or are
     * removed, everyone's when the organization is deleted.
     */
    revokeForOrganization: (organizationId: string, userId?: string) =>
      deleteOrganizationKeys(db, organizationId, userId),

    /**
     * Every key of the user stops for good: after a password change or reset, or an undone e-mail
     * change. A key made from a stolen session must not outlive the password that ended it
     * (docs/SECURITY.md); returns the names of the keys revoked, for the mail to their owner.
     */
    revokeAllForUser: (userId: string) => deleteAllUserApiKeys(db, userId),

    async remove(userId: string, id: string): Promise<{ deleted: true }> {
      if (!(await deleteUserApiKey(db, userId, id)))
        throw new AppError('NOT_FOUND', 'There is no such API key (it may have been deleted already).');
      return { deleted: true };
    },

    /**
     * The first half of a request made with an API key: the key must exist and be unexpired, its
     * owner must exist, and a key made for an organization needs its owner still a member. Then
     * app.ts asks the premium policy (the plan must include API access on every call: a plan that
     * lapsed stops its keys) before `admit`.
     */
    async identify(key: string): Promise<KeyCaller> {
      const row = key.startsWith(API_KEY_PREFIX) ? await findApiKeyByHash(db, hashKey(key)) : undefined;
      if (!row)
        throw new AppError(
          'API_KEY_INVALID',
          'This API key is not valid. It may have been deleted; create a new one on the subscription page.',
        );
      if (Date.parse(row.expires_at) <= Date.now())
        throw new AppError(
          'API_KEY_EXPIRED',
          `This API key expired on ${row.expires_at.slice(0, 10)}. Create a new one on the subscription page.`,
        );
      const user = await accounts.findById(row.user_id);
      if (!user) throw new AppError('API_KEY_INVALID', 'This API key is not valid.');
      const organization = row.organization_id
        ? await deps.resolveOrganization(user.id, row.organization_id)
        : undefined;
      if (row.organization_id && !organization)
        throw new AppError(
          'API_KEY_INVALID',
          'This API key acted for an organization its owner no longer belongs to. Create a new one on the subscription page.',
        );
      return { row, user: { id: user.id, email: user.email, username: user.username }, organization };
    },

    /** The second half: the key must be within its rate (and its owner's keys within theirs); the request's session. */
    async admit({ row, user, organization }: KeyCaller): Promise<RequestSession> {
      await limiter.consume([
        { key: `api-key:${row.id}`, rule: API_KEY_RATE },
        { key: `api-keys:user:${row.user_id}`, rule: API_KEYS_PER_USER_RATE },
      ]);
      const now = Date.now();
      if (!row.last_used_at || now - Date.parse(row.last_used_at) > TOUCH_EVERY_MS)
        await touchApiKey(db, row.id, new Date(now).toISOString());
      return {
        user: { id: user.id, email: user.email, name: user.username, username: user.username },
        session: { id: `api-key:${row.id}`, token: '', expiresAt: new Date(row.expires_at) },
        via: 'api_key',
        apiKeyId: row.id,
        ...(organization ? { organization } : {}),
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
