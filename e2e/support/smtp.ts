import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable } from './mail.ts';

export interface CapturedMail {
  to: string[];
  /** The raw message with quoted-printable decoded: enough to find links and words. */
  body: string;
}

/** A real SMTP server on loopback that keeps every message the API sends. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise try STARTTLS against a self-signed cert.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          body: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  /** The newest mail to `to` containing `needle` that arrives after `sinceCount` messages, within 10 s. */
  async function waitForMail(to: string, needle: string, sinceCount = 0): Promise<CapturedMail> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const found = messages
        .slice(sinceCount)
        .reverse()
        .find((mail) => mail.to.includes(to.toLowerCase()) && mail.body.includes(needle));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail to ${to} containing ${needle} arrived`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
