import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../errors.ts';
import type { RenderedMail } from './templates.ts';

export interface Mailer {
  /** Sends one message; `link` is logged in outbox mode so a local user can follow it. */
  send(to: string, mail: RenderedMail & { link?: string }): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise one .eml per message in DATA_DIR/outbox and the link in the log. */
export function createMailer(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(to, message) {
        try {
          await transport.sendMail({
            from: mail.from,
            to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
        } catch (error) {
          // The SMTP error text quotes the recipient: log only its code.
          log.error({ code: (error as { code?: string }).code ?? 'unknown' }, 'smtp delivery failed');
          throw new AppError(
            'MAIL_FAILED',
            'We could not send the e-mail right now. Please try again in a few minutes.',
          );
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(to, message) {
      const info = await transport.sendMail({
        from: mail.from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      mkdirSync(mail.outboxDir, { recursive: true });
      const file = join(
        mail.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      log.info({ file, link: message.link }, 'e-mail written to the outbox (no SMTP_URL configured)');
    },
    close: () => transport.close(),
  };
}
