/**
 * Sentences the server sends in English (organization refusals and the organization forms'
 * rules), with the locale key of each: the person reads them in their language, and English
 * readers read the server's (and the spec's) words to the letter.
 */
const SERVER_TEXT_KEYS: Readonly<Record<string, string>> = {
  'You are a member of an organization. Please ask your organization owner to manage the subscription.':
    'billing:pricing.orgMember.warning',
  'Your work in this organization already runs on its plan. A plan of your own would not be used here.':
    'billing:errors.coveredByOrganization',
  'Only organization owners and admins can cancel the subscription':
    'billing:manage.details.memberCannotCancel',
  'There is no such organization.': 'organization:server.noSuchOrganization',
  'Only organization owners and admins can change auto-renewal': 'organization:server.changeAutoRenew',
  'Only organization owners and admins can add members': 'organization:server.addMembers',
  'Only organization owners and admins can remove members': 'organization:server.removeMembers',
  'Only organization owners and admins can change roles': 'organization:server.changeRoles',
  'Only organization owners and admins can manage domains': 'organization:server.manageDomains',
  "A viewer's seat does not include working on the organization's subscription.":
    'organization:server.viewerSeat',
  'The owner role cannot be given or taken away.': 'organization:server.ownerRole',
  "Only the organization owner can change an admin's role.": 'organization:server.adminRole',
  'The organization owner cannot be removed.': 'organization:server.ownerNotRemovable',
  'Only the organization owner can remove an admin.': 'organization:server.adminRemove',
  'The organization name must be 3 to 100 characters: letters, digits, spaces and . - _ & ( ) ,':
    'organization:server.name',
  'Enter a valid domain such as example.no (3 to 253 characters, no http:// or paths)':
    'organization:server.domain',
  'Enter an e-mail address or a username': 'organization:server.identifier',
  'Invalid role. Must be owner, admin, reviewer, member, or viewer': 'organization:server.role',
  'Only the organization owner can make someone an admin.': 'organization:server.makeAdmin',
  'The owner role cannot be given: an organization has one owner.': 'organization:server.ownerGiven',
  'This person is not a member of the organization.': 'organization:server.notAMember',
  'There is no such domain in this organization.': 'organization:server.noSuchDomain',
  'You are already a member of this organization.': 'organization:server.alreadyJoined',
  'No Sladd account has this e-mail address. Ask the person to sign up first, then add them.':
    'organization:server.noAccountEmail',
  'No Sladd account has this username. Check the spelling, or add the person by e-mail.':
    'organization:server.noAccountUsername',
  "Only organization owners and admins can change the organization's legal bases":
    'organization:server.legalBases',
  'Only organization owners and admins can see the audit trail': 'organization:server.auditTrail',
  'Only organization owners and admins can change how long the audit trail is kept':
    'organization:server.auditRetention',
  'Enter the label': 'organization:server.codeLabel',
  'The label is at most 24 characters': 'organization:server.codeLabelLong',
  'Enter the citation': 'organization:server.codeCitation',
  'The citation is at most 500 characters': 'organization:server.codeCitationLong',
  'Enter the title': 'organization:server.codeTitle',
  'The title is at most 200 characters': 'organization:server.codeTitleLong',
  'The language is nb, nn or en': 'organization:server.codeLanguage',
  "An organization's code id is 'org-' followed by 1 to 60 lower-case letters, digits or hyphens (e.g. org-internal-note)":
    'organization:server.codeId',
};

/** The locale key of a known server sentence; undefined for other texts. */
export function serverTextKey(message: string): string | undefined {
  return SERVER_TEXT_KEYS[message];
}

/** Every known sentence, for the test that keeps this table and the locales in step. */
export const KNOWN_SERVER_TEXTS = Object.keys(SERVER_TEXT_KEYS);
