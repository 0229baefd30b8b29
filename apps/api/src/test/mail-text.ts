// Reading captured mail, for every test tier (integration, e2e) and the benches.
/** Decodes a quoted-printable body (soft line breaks and =XX bytes, UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The first link with a token to `path` (e.g. /verify-email) in a mail already QP-decoded. */
export function findLink(text: string, path: string): string {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/-]/g, '\\$&')}\\?token=[A-Za-z0-9._-]+`);
  const match = text.match(pattern);
  if (!match) throw new Error(`No ${path} link in the mail:\n${text.slice(0, 2000)}`);
  return match[0];
}

/** The first link to `path` in a mail, with its token. */
export function linkFromMail(mail: { body: string }, path: string): { url: string; token: string } {
  const url = findLink(mail.body, path);
  return { url, token: new URL(url).searchParams.get('token')! };
}
