import type { Kysely } from 'kysely';
import type { SessionInfo, User } from '@sladd/contract';
import type { Database } from '../../db/schema.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Lang } from '../../platform/language.ts';
import { callAuth } from '../auth/better-auth-errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PasswordReset } from '../auth/password-reset.ts';
import type { Config } from '../../config.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { EmailChange } from './email-change.ts';
import type { DepartmentsService } from '../departments/departments.service.ts';
import type { EntitiesService } from '../entities/entities.service.ts';
import {
  deleteUserById,
  deleteUserSession,
  findUserById,
  findUserLanguage,
  findUserSessions,
  isEmailTaken,
  isUsernameTaken,
  setTutorialFinished,
  setUserDepartment,
  toIso,
  updateUserProfile,
} from './users.repository.ts';
import type { CredentialsChanged } from './accounts.service.ts';

export interface UsersServiceDeps {
  db: Kysely<Database>;
  auth: BetterAuth;
  config: Config;
  limiter: RateLimiter;
  emailChange: EmailChange;
  passwordReset: PasswordReset;
  authService: AuthService;
  departments: DepartmentsService;
  entities: EntitiesService;
  /** Runs before an account is deleted (the organizations it owns go with it). */
  beforeDelete?: (userId: string) => Promise<void>;
  /** Runs after the password changed: the account's API keys are revoked and the owner told. */
  onCredentialsChanged?: CredentialsChanged;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { db, auth } = deps;

  async function getUser(userId: string, lang: Lang): Promise<User> {
    const user = await findUserById(db, userId, lang);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    return user;
  }

  /** Checks the current password, under the per-account login limit so a session cannot be used to guess it. */
  async function verifyPassword(userId: string, password: string | undefined): Promise<void> {
    if (!password)
      throw new AppError('WRONG_PASSWORD', 'Enter your current password to change your e-mail address.');
    await deps.limiter.consume([
      { key: `password-check:${userId}`, rule: deps.config.rateLimits.loginPerAccount },
    ]);
    const context = await auth.$context;
    const accounts = await context.internalAdapter.findAccounts(userId);
    const hash = accounts.find((account) => account.providerId === 'credential')?.password;
    if (!hash || !(await context.password.verify({ hash, password })))
      throw new AppError('WRONG_PASSWORD', 'The password is not correct.');
  }

  return {
    getUser,

    isUsernameAvailable: async (username: string) => !(await isUsernameTaken(db, username)),
    isEmailAvailable: async (email: string) => !(await isEmailTaken(db, email)),

    /**
     * Saves username and e-mail together. A new e-mail needs the current password (a stolen session
     * alone must not move the account) and stays pending until verified; the login keeps the old one.
     */
    async updateProfile(
      userId: string,
      input: { username: string; email: string; password?: string | undefined },
      lang: Lang,
    ) {
      const current = await getUser(userId, lang);
      if (await isUsernameTaken(db, input.username, userId))
        throw new AppError('USERNAME_TAKEN', 'This username is already taken.');
      const email = input.email.trim().toLowerCase();
      const emailChanged = email !== current.email;
      if (emailChanged) {
        await deps.emailChange.requireFree(email, userId);
        await verifyPassword(userId, input.password);
      }
      await updateUserProfile(db, userId, { username: input.username });
      if (emailChanged) {
        const language = (await findUserLanguage(db, userId)) ?? lang;
        await deps.emailChange.request(
          { id: userId, name: input.username, email: current.email, language },
          email,
        );
      }
      return { user: await getUser(userId, lang), emailChanged };
    },

    /** Changes the password and signs out every other session; returns headers with the new session cookie. */
    async changePassword(headers: Headers, currentPassword: string, newPassword: string): Promise<Headers> {
      const result = await callAuth(() =>
        auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        }),
      );
      // A reset link mailed before the change must not undo it.
      const userId = result.response?.user.id;
      if (userId) {
        await deps.passwordReset.revokeResetLinks(userId);
        await deps.onCredentialsChanged?.(userId, 'password_changed');
      }
      return result.headers;
    },

    /** Checks the password, then deletes the user and, by cascade, all of their data. */
    async deleteAccount(userId: string, password: string): Promise<void> {
      await verifyPassword(userId, password);
      await deps.beforeDelete?.(userId);
      await deleteUserById(db, userId);
    },

    async listSessions(userId: string, currentSessionId: string): Promise<SessionInfo[]> {
      const now = Date.now();
      const rows = await findUserSessions(db, userId);
      return rows
        .filter((row) => new Date(row.expires_at).getTime() > now)
        .map((row) => ({
          session_id: row.id,
          created_at: toIso(row.created_at),
          updated_at: toIso(row.updated_at),
          expires_at: toIso(row.expires_at),
          ip_address: row.ip_address,
          user_agent: row.user_agent,
          is_current: row.id === currentSessionId,
        }));
    },

    /** Revokes one of the user's own sessions; another user's session id is simply not found. */
    async revokeSession(userId: string, sessionId: string): Promise<void> {
      if (!(await deleteUserSession(db, userId, sessionId)))
        throw new AppError('NOT_FOUND', 'This session was not found. It may have ended already.');
    },

    /** Moves the user to another active department and swaps the predefined entities. */
    async changeDepartment(userId: string, departmentId: number, lang: Lang): Promise<User> {
      const user = await getUser(userId, lang);
      if (user.department_id === departmentId)
        throw new AppError('DEPARTMENT_UNCHANGED', 'Choose a department different from your current one');
      await deps.departments.requireSelectable(departmentId, lang);
      const applyPresets = await deps.entities.prepareDepartmentPresets(userId, departmentId);
      await db.transaction().execute(async (trx) => {
        await setUserDepartment(trx, userId, departmentId);
        await applyPresets(trx);
      });
      return getUser(userId, lang);
    },

    finishTutorial: (userId: string) => setTutorialFinished(db, userId),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
