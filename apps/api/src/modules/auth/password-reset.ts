import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { BetterAuth } from '../../platform/auth/better-auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { mailLanguageOf, renderResetMail } from '../../platform/mail/templates.ts';
import type { AccountsService, CredentialsChanged } from '../users/accounts.service.ts';
import {
  createEmailToken,
  findEmailToken,
  markEmailTokenUsed,
  revokeEmailTokens,
} from './email-tokens.repository.ts';

export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;
const INVALID = 'This reset link is invalid or has already been used. Please request a new one.';

/**
 * Password reset on our own hashed, single-use tokens: issuing one revokes the older ones, and a
 * reset or password change revokes them all, so only the newest link in the inbox ever works.
 */
export function createPasswordReset(deps: {
  db: Kysely<Database>;
  auth: BetterAuth;
  config: Config;
  mailer: Mailer;
  accounts: AccountsService;
  /** The account's API keys end with the old password (docs/SECURITY.md). */
  onCredentialsChanged?: CredentialsChanged;
}) {
  const { db, auth, config, mailer, accounts } = deps;

  return {
    /** Runs from the mail queue, after the request has been answered. */
    async sendResetLink(email: string): Promise<void> {
      const user = await accounts.findByIdentifier(email);
      if (!user || user.email !== email.trim().toLowerCase()) return;
      await revokeEmailTokens(db, user.id, ['reset']);
      const token = await createEmailToken(db, user.id, user.email, RESET_TOKEN_TTL_MS, 'reset');
      const link = `${config.publicUrl}/reset-password?token=${token}`;
      await mailer.send(user.email, {
        ...renderResetMail(mailLanguageOf(user.language), user.name, link),
        link,
      });
    },

    /** Sets the new password, then revokes every reset link and ends every session. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const row = await findEmailToken(db, token, 'reset');
      if (!row || row.used_at) throw new AppError('TOKEN_INVALID', INVALID);
      if (new Date(row.expires_at).getTime() < Date.now())
        throw new AppError('TOKEN_EXPIRED', 'This reset link has expired. Please request a new one.');
      const user = await accounts.findEmail(row.user_id);
      // A link mailed to an address the account no longer uses is dead.
      if (!user || user.email !== row.email) throw new AppError('TOKEN_INVALID', INVALID);
      if (!(await markEmailTokenUsed(db, token))) throw new AppError('TOKEN_INVALID', INVALID);
      const context = await auth.$context;
      await context.internalAdapter.updatePassword(user.id, await context.password.hash(newPassword));
      await revokeEmailTokens(db, user.id, ['reset']);
      await accounts.endAllSessions(user.id);
      await deps.onCredentialsChanged?.(user.id, 'password_reset');
    },

    /** After a password change: links mailed earlier must not undo it. */
    revokeResetLinks: (userId: string) => revokeEmailTokens(db, userId, ['reset']),
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
