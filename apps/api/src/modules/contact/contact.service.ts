import type { RouteBody, sendContactMessage } from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { MailQueue } from '../../platform/mail/mail-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderContactMail } from '../../platform/mail/templates.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';

/** Messages per client address: the form needs no sign-in, so it must not become a mail cannon. */
export const CONTACT_PER_IP: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

/**
 * The enterprise contact form: limited per address, rendered as a mail to the sales address and
 * queued, so the visitor's answer never waits on (or reports) the mail server.
 */
export function createContactService(deps: {
  limiter: RateLimiter;
  mailer: Mailer;
  mailQueue: MailQueue;
  /** Where the messages go (CONTACT_EMAIL, else MAIL_FROM's address). */
  contactEmail: string;
}) {
  return {
    async send(ip: string, form: RouteBody<typeof sendContactMessage>): Promise<void> {
      await deps.limiter.consume([{ key: `contact:ip:${ip}`, rule: CONTACT_PER_IP }]);
      const mail = renderContactMail(form);
      deps.mailQueue.enqueue('contact', () => deps.mailer.send(deps.contactEmail, mail));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
