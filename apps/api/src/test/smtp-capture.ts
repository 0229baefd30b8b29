import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable decoded, enough to find links and words. */
  body: string;
}

/** Decodes quoted-printable text (soft breaks and =XX escapes) as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeSubject(header: string): string {
  return header.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
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
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
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

  /** Waits (up to 5 s) for a message to `to` that matches, and returns it. */
  async function waitForMail(to: string, match: (mail: CapturedMail) => boolean = () => true): Promise<CapturedMail> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = [...messages].reverse().find((mail) => mail.to.includes(to) && match(mail));
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

/** The first link in a mail that points at `path` (e.g. /verify-email), with its token. */
export function linkFromMail(mail: CapturedMail, path: string): { url: string; token: string } {
  const match = new RegExp(`https?://[^\\s"<]+${path}\\?token=([A-Za-z0-9._-]+)`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return { url: match[0], token: match[1]! };
}
