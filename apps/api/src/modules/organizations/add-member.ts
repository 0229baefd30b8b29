import type { Member, OrganizationRole } from '@sladd/contract';
import type { RateLimitRule } from '../../config.ts';
import type { OrganizationContext } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { mailLanguageOf, renderAddedToOrganizationMail } from '../../platform/mail/templates.ts';
import { callAuth } from './better-auth-call.ts';
import { memberOrThrow } from './membership.ts';
import { toMember } from './organization-shapes.ts';
import type { OrganizationsDeps } from './organizations.deps.ts';
import * as repo from './organizations.repository.ts';

/**
 * People an owner or admin may add in an hour. Adding by e-mail tells whether a Sladd account has
 * that address; the rate keeps that from becoming a way to test addresses in bulk (decision 0034).
 */
const ADD_MEMBER_RATE: RateLimitRule = { limit: 30, windowMs: 3_600_000 };
/** Times one person may be added to organizations in a day (each addition mails them). */
const ADDED_PER_PERSON_RATE: RateLimitRule = { limit: 10, windowMs: 86_400_000 };

export interface NewMember {
  identifier: string;
  identifier_type: 'email' | 'username';
  role: OrganizationRole;
}

/**
 * Adds an existing Sladd account, found by e-mail or username, with a role, and mails them. The
 * route has asked the policy (`assertMayAdd`) whether the caller may give that role.
 */
export async function addMember(
  deps: Pick<OrganizationsDeps, 'db' | 'auth' | 'accounts' | 'limiter' | 'mail'>,
  membership: OrganizationContext,
  actorId: string,
  input: NewMember,
): Promise<Member> {
  const { db, auth, accounts, limiter } = deps;
  await limiter.consume([{ key: `org-add-member:user:${actorId}`, rule: ADD_MEMBER_RATE }]);
  const identifier = input.identifier.trim().toLowerCase();
  const found = await accounts.findByIdentifier(identifier);
  const matches =
    found &&
    Boolean(found.email_verified) &&
    (input.identifier_type === 'email' ? found.email === identifier : found.username === identifier);
  const user = matches ? found : undefined;
  if (!user)
    throw new AppError(
      'NOT_FOUND',
      input.identifier_type === 'email'
        ? 'No Sladd account has this e-mail address. Ask the person to sign up first, then add them.'
        : 'No Sladd account has this username. Check the spelling, or add the person by e-mail.',
    );
  if (await repo.findMember(db, membership.id, user.id))
    throw new AppError('ALREADY_A_MEMBER', 'This person is already a member of the organization.');
  // One person is not added (and mailed) by organizations over and over.
  await limiter.consume([{ key: `org-added:user:${user.id}`, rule: ADDED_PER_PERSON_RATE }]);
  await repo.clearRemoval(db, membership.id, user.id);
  await callAuth(() =>
    auth.api.addMember({ body: { userId: user.id, role: input.role, organizationId: membership.id } }),
  );
  const adder = await accounts.findById(actorId);
  const link = `${deps.mail.publicUrl}/organization`;
  const mail = renderAddedToOrganizationMail(
    mailLanguageOf(user.language),
    user.username ?? user.name,
    { organization: membership.name, role: input.role, addedBy: adder?.username ?? 'An administrator' },
    link,
  );
  deps.mail.queue.enqueue('organization-member-added', () =>
    deps.mail.mailer.send(user.email, { ...mail, link }),
  );
  return toMember(await memberOrThrow(db, membership.id, user.id));
}
