import type { Kysely } from 'kysely';
import type { User } from '@sladd/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Lang } from '../../platform/language.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  mailLanguageOf,
  renderAlreadyVerifiedMail,
  renderVerificationMail,
} from '../../platform/mail/templates.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { DepartmentsService } from '../departments/departments.service.ts';
import type { EntitiesService } from '../entities/entities.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AccountsService } from '../users/accounts.service.ts';
import type { EmailChange } from '../users/email-change.ts';
import { callAuth } from './better-auth-errors.ts';
import type { PasswordReset } from './password-reset.ts';
import {
  createEmailToken,
  deleteUnusedEmailTokens,
  findEmailToken,
  markEmailTokenUsed,
} from './email-tokens.repository.ts';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Kysely<Database>;
  auth: BetterAuth;
  config: Config;
  mailer: Mailer;
  mailQueue: MailQueue;
  limiter: RateLimiter;
  passwordReset: PasswordReset;
  emailChange: EmailChange;
  departments: DepartmentsService;
  entities: EntitiesService;
  settings: SettingsService;
  accounts: AccountsService;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  department_id: number;
  language?: Lang | undefined;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, auth, config, mailer, mailQueue, limiter, passwordReset, accounts } = deps;
  const rules = config.rateLimits;

  /** Mails a fresh single-use verification link; older unused links stop working. */
  async function sendVerification(user: {
    id: string;
    email: string;
    name: string;
    language?: string | null;
  }) {
    await deleteUnusedEmailTokens(db, user.id);
    const token = await createEmailToken(db, user.id, user.email, VERIFICATION_TTL_MS);
    const link = `${config.publicUrl}/verify-email?token=${token}`;
    await mailer.send(user.email, {
      ...renderVerificationMail(mailLanguageOf(user.language), user.name, link),
      link,
    });
  }

  return {
    sendVerification,

    async register(input: RegisterInput, ip: string, lang: Lang): Promise<User> {
      await limiter.consume([{ key: `register:ip:${ip}`, rule: rules.registerPerIp }]);
      if (await accounts.isUsernameTaken(input.username))
        throw new AppError('USERNAME_TAKEN', 'This username is already taken.');
      if (await accounts.isEmailTaken(input.email))
        throw new AppError('EMAIL_TAKEN', 'An account with this e-mail address already exists.');
      await deps.departments.requireSelectable(input.department_id, lang);
      const language = input.language ?? lang;
      const created = await callAuth(() =>
        auth.api.signUpEmail({
          body: {
            name: input.username,
            email: input.email,
            password: input.password,
            username: input.username,
            displayUsername: input.username,
            departmentId: input.department_id,
            language,
          },
        }),
      );
      const userId = created.user.id;
      try {
        const applyPresets = await deps.entities.prepareDepartmentPresets(userId, input.department_id);
        const createSettings = deps.settings.prepareDefaults(userId, language);
        await db.transaction().execute(async (trx) => {
          await createSettings(trx);
          await applyPresets(trx);
        });
      } catch (error) {
        // Never leave a half-made account behind.
        await accounts.delete(userId);
        throw error;
      }
      try {
        await sendVerification({ id: userId, email: input.email, name: input.username, language });
      } catch (error) {
        // An account nobody can verify is worse than none: undo it so the person can simply retry.
        await accounts.delete(userId);
        throw error;
      }
      const user = await accounts.findById(userId, lang);
      if (!user) throw new Error('user vanished after registration');
      return user;
    },

    async verifyEmail(token: string): Promise<{ alreadyVerified: boolean }> {
      const row = await findEmailToken(db, token);
      if (!row)
        throw new AppError('TOKEN_INVALID', 'This verification link is invalid. Please request a new one.');
      const user = await accounts.findById(row.user_id);
      if (!user)
        throw new AppError('TOKEN_INVALID', 'This verification link is invalid. Please request a new one.');
      if (user.email !== row.email) {
        if (row.used_at || new Date(row.expires_at).getTime() < Date.now())
          throw new AppError(
            'TOKEN_INVALID',
            'This verification link is invalid or has expired. Please change your e-mail address again.',
          );
        if (!(await markEmailTokenUsed(db, token))) return { alreadyVerified: true };
        await deps.emailChange.complete(user.id, row.email);
        return { alreadyVerified: false };
      }
      if (row.used_at) {
        if (user.email_verified) return { alreadyVerified: true };
        throw new AppError(
          'TOKEN_INVALID',
          'This verification link has already been used. Please request a new one.',
        );
      }
      if (new Date(row.expires_at).getTime() < Date.now())
        throw new AppError('TOKEN_EXPIRED', 'This verification link has expired. Please request a new one.');
      if (!(await markEmailTokenUsed(db, token))) return { alreadyVerified: user.email_verified };
      if (user.email_verified) return { alreadyVerified: true };
      await accounts.markEmailVerified(user.id);
      return { alreadyVerified: false };
    },

    /** Same answer for every address; the lookup and the mail happen in the queue, after answering. */
    async resendVerification(email: string, ip: string): Promise<void> {
      await limiter.consume([
        { key: `resend:ip:${ip}`, rule: rules.resendPerIp },
        { key: `resend:account:${email}`, rule: rules.resendPerAccount },
      ]);
      mailQueue.enqueue('resend-verification', async () => {
        const user = await accounts.findByIdentifier(email);
        if (!user || user.email !== email) return;
        if (!user.email_verified) return sendVerification(user);
        const link = `${config.publicUrl}/login`;
        await mailer.send(user.email, {
          ...renderAlreadyVerifiedMail(mailLanguageOf(user.language), user.name, link),
          link,
        });
      });
    },

    /** Same answer and timing for every address: the reset link is made and mailed from the queue. */
    async forgotPassword(email: string, ip: string): Promise<void> {
      await limiter.consume([
        { key: `reset:ip:${ip}`, rule: rules.resetPerIp },
        { key: `reset:account:${email}`, rule: rules.resetPerAccount },
      ]);
      mailQueue.enqueue('password-reset', () => passwordReset.sendResetLink(email));
    },

    resetPassword: (token: string, newPassword: string) => passwordReset.resetPassword(token, newPassword),

    undoEmailChange: (token: string) => deps.emailChange.undo(token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
