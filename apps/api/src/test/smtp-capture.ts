// The loopback SMTP server every test tier (integration, e2e) captures the API's mail with.
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from './mail-text.ts';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable decoded, enough to find links and words. */
  body: string;
}

function decodeSubject(header: string): string {
  return header.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*(?:\r?\n\s+.*)*)/im.exec(raw)?.[1]?.replace(/\r?\n\s+/g, '') ?? '';
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodeSubject(subject),
          body: decodeQuotedPrintable(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  /**
   * Waits (up to 10 s) for the newest message to `to` that matches (a text the body contains, or a
   * test), among those that arrived after the first `since` messages, and returns it.
   */
  async function waitForMail(
    to: string,
    match: string | ((mail: CapturedMail) => boolean) = () => true,
    since = 0,
  ): Promise<CapturedMail> {
    const matches = typeof match === 'string' ? (mail: CapturedMail) => mail.body.includes(match) : match;
    const address = to.toLowerCase();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = messages
        .slice(since)
        .reverse()
        .find((mail) => mail.to.includes(address) && matches(mail));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
