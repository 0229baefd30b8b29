import type { CredentialsChanged } from './accounts.service.ts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  mailLanguageOf,
  renderEmailChangeNotice,
  renderVerificationMail,
} from '../../platform/mail/templates.ts';
import type { EmailTokensService } from '../auth/email-tokens.service.ts';
import {
  deleteAllUserSessions,
  findEmailState,
  isEmailTaken,
  isPendingEmailTaken,
  setPendingEmail,
  setVerifiedEmail,
} from './users.repository.ts';

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const UNDO_INVALID = 'This undo link is invalid or has already been used.';

interface Person {
  id: string;
  name: string;
  email: string;
  language?: string | null;
}

/**
 * An e-mail change never moves the login on its own: the new address waits in pending_email until
 * its owner clicks the link, and the old address gets a notice with a single-use undo link that also
 * works after the change went through (it restores the old address and ends every session).
 */
export function createEmailChange(deps: {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  mailQueue: MailQueue;
  tokens: EmailTokensService;
  /** The account's API keys end with the sessions when a change is undone. */
  onCredentialsChanged?: CredentialsChanged;
}) {
  const { db, config, mailer, mailQueue, tokens } = deps;

  async function requireFree(email: string, userId: string) {
    const takenByPending = await isPendingEmailTaken(db, email, userId);
    if ((await isEmailTaken(db, email, userId)) || takenByPending)
      throw new AppError('EMAIL_TAKEN', 'An account with this e-mail address already exists.');
  }

  return {
    requireFree,

    /** Mails the new address a verification link (synchronously, so a failure is reported and nothing changes). */
    async request(user: Person, newEmail: string): Promise<void> {
      await requireFree(newEmail, user.id);
      await tokens.deleteUnused(user.id, 'verify');
      const token = await tokens.issue(user.id, newEmail, VERIFY_TTL_MS, 'verify');
      const link = `${config.publicUrl}/verify-email?token=${token}`;
      const language = mailLanguageOf(user.language);
      try {
        await mailer.send(newEmail, { ...renderVerificationMail(language, user.name, link), link });
      } catch (error) {
        await tokens.deleteUnused(user.id, 'verify');
        throw error;
      }
      await setPendingEmail(db, user.id, newEmail);
      const undo = await tokens.issue(user.id, user.email, UNDO_TTL_MS, 'email-undo');
      const undoLink = `${config.publicUrl}/undo-email-change?token=${undo}`;
      mailQueue.enqueue('email-change-notice', () =>
        mailer.send(user.email, {
          ...renderEmailChangeNotice(language, user.name, newEmail, undoLink),
          link: undoLink,
        }),
      );
    },

    /** Completes a change when a verification link for the pending address is used. */
    async complete(userId: string, email: string): Promise<void> {
      const state = await findEmailState(db, userId);
      if (!state || state.pending_email !== email)
        throw new AppError('TOKEN_INVALID', 'This verification link is invalid. Please request a new one.');
      await requireFree(email, userId);
      await setVerifiedEmail(db, userId, email);
      // Reset links went to the old address: they must not outlive the change.
      await tokens.revoke(userId, ['reset']);
    },

    /** Restores the address the undo link was mailed to; every session and outstanding link ends. */
    async undo(token: string): Promise<{ email: string }> {
      const row = await tokens.find(token, 'email-undo');
      if (!row || row.used_at) throw new AppError('TOKEN_INVALID', UNDO_INVALID);
      if (new Date(row.expires_at).getTime() < Date.now())
        throw new AppError(
          'TOKEN_EXPIRED',
          'This undo link has expired. Contact support if someone else changed your address.',
        );
      const state = await findEmailState(db, row.user_id);
      if (!state) throw new AppError('TOKEN_INVALID', UNDO_INVALID);
      if (state.email !== row.email) await requireFree(row.email, row.user_id);
      if (!(await tokens.markUsed(token))) throw new AppError('TOKEN_INVALID', UNDO_INVALID);
      await setVerifiedEmail(db, row.user_id, row.email);
      await tokens.revoke(row.user_id, ['verify', 'reset', 'email-undo']);
      await deleteAllUserSessions(db, row.user_id);
      await deps.onCredentialsChanged?.(row.user_id, 'email_change_undone');
      return { email: row.email };
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
