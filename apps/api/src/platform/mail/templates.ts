export type MailLanguage = 'en' | 'no';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailCopy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  fallback: string;
  expiry: string;
  ignore: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Wraps one call-to-action message in plain text and a small, client-safe HTML layout. */
function renderAction(copy: MailCopy, name: string, link: string): RenderedMail {
  const text = [
    copy.greeting(name),
    '',
    copy.body,
    '',
    link,
    '',
    copy.expiry,
    copy.ignore,
    '',
    '— Sladd',
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1b2233">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:#1c2f6b;padding-bottom:16px">Sladd</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
<p>${escapeHtml(copy.greeting(name))}</p><p>${escapeHtml(copy.body)}</p>
<p style="padding:12px 0"><a href="${escapeHtml(link)}" style="background:#1c2f6b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(copy.button)}</a></p>
<p style="font-size:13px;color:#5b6478">${escapeHtml(copy.fallback)}<br><a href="${escapeHtml(link)}" style="color:#1c2f6b;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#5b6478">${escapeHtml(copy.expiry)} ${escapeHtml(copy.ignore)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: copy.subject, text, html };
}

const VERIFY: Record<MailLanguage, MailCopy> = {
  en: {
    subject: 'Confirm your e-mail address for Sladd',
    greeting: (name) => `Hi ${name},`,
    body: 'Please confirm your e-mail address to start using Sladd.',
    button: 'Confirm e-mail address',
    fallback: 'If the button does not work, open this link:',
    expiry: 'The link is valid for 24 hours and can be used once.',
    ignore: 'If you did not create an account, you can ignore this e-mail.',
  },
  no: {
    subject: 'Bekreft e-postadressen din for Sladd',
    greeting: (name) => `Hei ${name},`,
    body: 'Bekreft e-postadressen din for å ta i bruk Sladd.',
    button: 'Bekreft e-postadresse',
    fallback: 'Hvis knappen ikke virker, åpne denne lenken:',
    expiry: 'Lenken er gyldig i 24 timer og kan brukes én gang.',
    ignore: 'Hvis du ikke har opprettet en konto, kan du se bort fra denne e-posten.',
  },
};

const RESET: Record<MailLanguage, MailCopy> = {
  en: {
    subject: 'Reset your Sladd password',
    greeting: (name) => `Hi ${name},`,
    body: 'We received a request to reset the password of your Sladd account.',
    button: 'Choose a new password',
    fallback: 'If the button does not work, open this link:',
    expiry: 'The link expires in 15 minutes and can be used once.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  no: {
    subject: 'Tilbakestill passordet ditt i Sladd',
    greeting: (name) => `Hei ${name},`,
    body: 'Vi har fått en forespørsel om å tilbakestille passordet til Sladd-kontoen din.',
    button: 'Velg nytt passord',
    fallback: 'Hvis knappen ikke virker, åpne denne lenken:',
    expiry: 'Lenken utløper om 15 minutter og kan brukes én gang.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra e-posten: passordet ditt forblir uendret.',
  },
};

/** The e-mail verification message. */
export function renderVerificationMail(language: MailLanguage, name: string, link: string): RenderedMail {
  return renderAction(VERIFY[language], name, link);
}

/** The password reset message. */
export function renderResetMail(language: MailLanguage, name: string, link: string): RenderedMail {
  return renderAction(RESET[language], name, link);
}

/** Norwegian unless the person chose English. */
export function mailLanguageOf(language: string | null | undefined): MailLanguage {
  return language === 'en' ? 'en' : 'no';
}

const EMAIL_CHANGE_NOTICE: Record<MailLanguage, (newEmail: string) => MailCopy> = {
  en: (newEmail) => ({
    subject: 'Your Sladd e-mail address is being changed',
    greeting: (name) => `Hi ${name},`,
    body: `Someone signed in to your Sladd account asked to change its e-mail address to ${newEmail}. You keep logging in with this address until the new one is confirmed. If this was not you, undo the change: every session is signed out and this address stays yours.`,
    button: 'Undo the change',
    fallback: 'If the button does not work, open this link:',
    expiry: 'The link is valid for 7 days and can be used once, even after the new address is confirmed.',
    ignore: 'If you made this change yourself, you do not need to do anything.',
  }),
  no: (newEmail) => ({
    subject: 'E-postadressen din i Sladd endres',
    greeting: (name) => `Hei ${name},`,
    body: `Noen som er logget inn på Sladd-kontoen din, har bedt om å endre e-postadressen til ${newEmail}. Du logger fortsatt inn med denne adressen til den nye er bekreftet. Hvis det ikke var deg, angre endringen: alle økter logges ut, og denne adressen forblir din.`,
    button: 'Angre endringen',
    fallback: 'Hvis knappen ikke virker, åpne denne lenken:',
    expiry: 'Lenken er gyldig i 7 dager og kan brukes én gang, også etter at den nye adressen er bekreftet.',
    ignore: 'Hvis du gjorde endringen selv, trenger du ikke gjøre noe.',
  }),
};

const ALREADY_VERIFIED: Record<MailLanguage, MailCopy> = {
  en: {
    subject: 'Your Sladd e-mail address is already confirmed',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone asked for a new confirmation link for this address, but it is already confirmed. You can log in.',
    button: 'Log in',
    fallback: 'If the button does not work, open this link:',
    expiry: 'No link was needed.',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  no: {
    subject: 'E-postadressen din i Sladd er allerede bekreftet',
    greeting: (name) => `Hei ${name},`,
    body: 'Noen ba om en ny bekreftelseslenke for denne adressen, men den er allerede bekreftet. Du kan logge inn.',
    button: 'Logg inn',
    fallback: 'Hvis knappen ikke virker, åpne denne lenken:',
    expiry: 'Ingen lenke var nødvendig.',
    ignore: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten.',
  },
};

/** To the old address when a change of e-mail is asked for: what changes, and the undo link. */
export function renderEmailChangeNotice(
  language: MailLanguage,
  name: string,
  newEmail: string,
  link: string,
): RenderedMail {
  return renderAction(EMAIL_CHANGE_NOTICE[language](newEmail), name, link);
}

/** Answer to a resend request for an address that is already verified (only its owner reads it). */
export function renderAlreadyVerifiedMail(language: MailLanguage, name: string, link: string): RenderedMail {
  return renderAction(ALREADY_VERIFIED[language], name, link);
}

const ROLE_NAMES: Record<MailLanguage, Record<string, string>> = {
  en: { admin: 'an admin', member: 'a member', viewer: 'a viewer' },
  no: { admin: 'administrator', member: 'medlem', viewer: 'leser' },
};

/**
 * To someone an owner or admin added to an organization: who added them, where and as what, so a
 * person added without their knowing sees it (and can leave on the organization page). The
 * organization's name (chosen by whoever made it) stays out of the subject and is quoted in the body.
 */
export function renderAddedToOrganizationMail(
  language: MailLanguage,
  name: string,
  details: { organization: string; role: string; addedBy: string },
  link: string,
): RenderedMail {
  const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
  const organization = oneLine(details.organization);
  const addedBy = oneLine(details.addedBy);
  const role = ROLE_NAMES[language][details.role] ?? details.role;
  const copy: MailCopy =
    language === 'no'
      ? {
          subject: 'Du er lagt til i en organisasjon i Sladd',
          greeting: (n) => `Hei ${n},`,
          body: `${addedBy} har lagt deg til i organisasjonen «${organization}» som ${role}.`,
          button: 'Åpne organisasjonen',
          fallback: 'Hvis knappen ikke virker, åpne denne lenken:',
          expiry: 'Du kan forlate organisasjonen på organisasjonssiden.',
          ignore: 'Hvis du ikke kjenner til dette, kontakt avsenderen eller forlat organisasjonen.',
        }
      : {
          subject: 'You were added to an organization on Sladd',
          greeting: (n) => `Hi ${n},`,
          body: `${addedBy} added you to the organization “${organization}” as ${role}.`,
          button: 'Open the organization',
          fallback: 'If the button does not work, open this link:',
          expiry: 'You can leave the organization on its page.',
          ignore: 'If you do not know about this, contact the sender or leave the organization.',
        };
  return renderAction(copy, name, link);
}

/** Why every API key of an account was revoked. */
export type KeysRevokedReason = 'password_changed' | 'password_reset' | 'email_change_undone';

const KEYS_REVOKED_REASON: Record<MailLanguage, Record<KeysRevokedReason, string>> = {
  en: {
    password_changed: 'the password of your account was changed',
    password_reset: 'the password of your account was reset',
    email_change_undone: 'a change of your e-mail address was undone',
  },
  no: {
    password_changed: 'passordet til kontoen din ble endret',
    password_reset: 'passordet til kontoen din ble tilbakestilt',
    email_change_undone: 'en endring av e-postadressen din ble angret',
  },
};

/**
 * To the owner when every API key was revoked: which keys, why, and how to make new ones. A key
 * made from a stolen session must not outlive the password that ended it; the owner makes new
 * keys for the scripts they do run.
 */
export function renderKeysRevokedMail(
  language: MailLanguage,
  name: string,
  details: { keys: string[]; reason: KeysRevokedReason },
  link: string,
): RenderedMail {
  const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
  const keys = details.keys.map((key) => `“${oneLine(key)}”`).join(', ');
  const reason = KEYS_REVOKED_REASON[language][details.reason];
  const copy: MailCopy =
    language === 'no'
      ? {
          subject: 'API-nøklene dine i Sladd er trukket tilbake',
          greeting: (n) => `Hei ${n},`,
          body: `Fordi ${reason}, er alle API-nøklene dine trukket tilbake og virker ikke lenger: ${keys}. Lag nye nøkler på abonnementssiden for skriptene du bruker.`,
          button: 'Lag nye nøkler',
          fallback: 'Hvis knappen ikke virker, åpne denne lenken:',
          expiry:
            'En nøkkel som ble laget fra en stjålet økt, skal ikke overleve passordet som avsluttet den.',
          ignore: 'Hvis du ikke endret noe selv, bytt passord nå.',
        }
      : {
          subject: 'Your Sladd API keys were revoked',
          greeting: (n) => `Hi ${n},`,
          body: `Because ${reason}, every API key of your account was revoked and no longer works: ${keys}. Make new keys on the subscription page for the scripts you run.`,
          button: 'Make new keys',
          fallback: 'If the button does not work, open this link:',
          expiry: 'A key made from a stolen session must not outlive the password that ended it.',
          ignore: 'If you did not change anything yourself, change your password now.',
        };
  return renderAction(copy, name, link);
}

/** The enterprise contact form, as a message to the sales address. Every field is the sender's own text. */
export function renderContactMail(form: {
  name: string;
  email: string;
  organization?: string | undefined;
  subject: string;
  message: string;
}): RenderedMail {
  const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();
  const rows: [string, string][] = [
    ['Name', oneLine(form.name)],
    ['E-mail', oneLine(form.email)],
    ['Organization', oneLine(form.organization ?? '') || '—'],
    ['Subject', oneLine(form.subject)],
  ];
  const text = [
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    form.message,
    '',
    '— Sent from the Sladd contact form',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1b2233">
<table role="presentation" cellpadding="4">${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(form.message)}</p><p style="color:#5b6478">— Sent from the Sladd contact form</p></body></html>`;
  return { subject: `Sladd contact: ${oneLine(form.subject)}`, text, html };
}
