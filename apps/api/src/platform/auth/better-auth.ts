import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { organization, username } from 'better-auth/plugins';
import { adminAc, defaultAc, memberAc, ownerAc } from 'better-auth/plugins/organization/access';
import type { Db } from '../../db/database.ts';

const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const DAY_SECONDS = 24 * 60 * 60;
/**
 * The organization roles of spec 3 §3 in better-auth's access control: its own owner, admin and
 * member, a reviewer who has a member's rights there (reviewing is ours, decision 0061), and a
 * viewer who may change nothing (decision 0031). They are kept because better-auth's
 * server API needs the role names; nothing we call asks this access control, and its HTTP endpoints
 * are not mounted. Who may do what is modules/organizations/organization.policy.ts alone (decision
 * 0056; organization-roles.int.test.ts checks both tables agree).
 */
const organizationRoles = {
  owner: ownerAc,
  admin: adminAc,
  member: memberAc,
  reviewer: memberAc,
  viewer: defaultAc.newRole({ organization: [], member: [], invitation: [], team: [], ac: [] }),
};

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  secureCookies: boolean;
}

/**
 * better-auth owns passwords (scrypt) and sessions, stored in our database with
 * snake_case columns. Our modules call its server API; its own HTTP routes are not mounted. Reset
 * links are ours (modules/auth/password-reset.ts): hashed, revocable, deleted with the user.
 */
export function createBetterAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Sladd',
    baseURL: options.publicUrl,
    secret: options.secret,
    database: { db: options.db.kysely, type: options.db.dialect === 'postgres' ? 'postgres' : 'sqlite' },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    emailVerification: { sendOnSignUp: false, sendOnSignIn: false },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        departmentId: { type: 'number', fieldName: 'department_id', required: false, input: true },
        tutorialFinished: {
          type: 'boolean',
          fieldName: 'tutorial_finished',
          defaultValue: false,
          input: false,
        },
        language: { type: 'string', fieldName: 'language', required: false, input: true },
      },
    },
    session: {
      modelName: 'sessions',
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      expiresIn: 7 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    advanced: {
      cookiePrefix: 'sladd',
      useSecureCookies: options.secureCookies,
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      organization({
        roles: organizationRoles,
        creatorRole: 'owner',
        // Sladd's routes decide who may create (modules/organizations) and send the organization
        // with each request, so the session's active organization is not used.
        allowUserToCreateOrganization: true,
        membershipLimit: 10_000,
        schema: {
          organization: { modelName: 'organizations', fields: { createdAt: 'created_at' } },
          member: {
            modelName: 'members',
            fields: { organizationId: 'organization_id', userId: 'user_id', createdAt: 'created_at' },
          },
          invitation: {
            modelName: 'invitations',
            fields: {
              organizationId: 'organization_id',
              expiresAt: 'expires_at',
              createdAt: 'created_at',
              inviterId: 'inviter_id',
            },
          },
          session: { fields: { activeOrganizationId: 'active_organization_id' } },
        },
      }),
      username({
        minUsernameLength: 3,
        maxUsernameLength: 50,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
        schema: { user: { fields: { displayUsername: 'display_username' } } },
      }),
    ],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
