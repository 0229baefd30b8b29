import { z } from 'zod';
import { defineRoute } from '../define-route.ts';
import { currentSubscriptionSchema, PLAN_CODES } from './subscription.ts';

const tags = ['organizations'];

/**
 * The roles of spec 3 §3, and the reviewer (issue 32, decision 0061): a member who may also approve
 * or reject other members' documents submitted for review.
 */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'reviewer', 'member', 'viewer'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
/** Roles that can be given when adding a member or changing a role: the owner role never is. */
export const ASSIGNABLE_ROLES = ['admin', 'reviewer', 'member', 'viewer'] as const;

/** Members per page (spec 3 §9). */
export const MEMBERS_PAGE_SIZE = 20;
/** Organizations one person may create. */
export const MAX_OWNED_ORGANIZATIONS = 5;
/** Domains one organization may hold (pending and verified). */
export const MAX_DOMAINS_PER_ORGANIZATION = 20;

/**
 * The header that carries the active organization on workspace and subscription calls (spec 2 §1).
 * Behind nginx, set `underscores_in_headers on` (it drops headers with underscores by default).
 */
export const ORG_ID_HEADER = 'org_id';

/** The DNS TXT record that proves a domain: its name and value for a token. */
export const DOMAIN_TXT_PREFIX = '_sladd-verification';
export const domainTxtName = (domain: string) => `${DOMAIN_TXT_PREFIX}.${domain}`;
export const domainTxtValue = (token: string) => `sladd-verification=${token}`;

const NAME_MESSAGE =
  'The organization name must be 3 to 100 characters: letters, digits, spaces and . - _ & ( ) ,';

/** Spec 3 §5. */
export const organizationNameSchema = z
  .string()
  .trim()
  .min(3, NAME_MESSAGE)
  .max(100, NAME_MESSAGE)
  .regex(/^[\p{L}\p{N} .\-_&(),]+$/u, NAME_MESSAGE);

const DOMAIN_MESSAGE = 'Enter a valid domain such as example.no (3 to 253 characters, no http:// or paths)';

/** Spec 3 §5: trimmed, lowercased, 3–253 characters, a valid domain name (at least two labels). */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, DOMAIN_MESSAGE)
  .max(253, DOMAIN_MESSAGE)
  .regex(
    /^(?=.{3,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    DOMAIN_MESSAGE,
  );

const ROLE_MESSAGE = 'Invalid role. Must be owner, admin, reviewer, member, or viewer';
const roleSchema = z.enum(ORGANIZATION_ROLES, { message: ROLE_MESSAGE });

export const organizationSummarySchema = z.object({
  org_id: z.string(),
  name: z.string(),
  owner_user_id: z.string(),
  /** The caller's role in it. */
  role: z.enum(ORGANIZATION_ROLES),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const organizationSchema = organizationSummarySchema.extend({
  owner_username: z.string(),
  owner_email: z.string(),
  created_at: z.string(),
  member_count: z.number().int(),
  verified_domain_count: z.number().int(),
  /** The organization's subscription in brief: null when it has none. */
  subscription: z
    .object({
      plan_code: z.enum(PLAN_CODES),
      plan_name: z.string(),
      status: z.string(),
      active: z.boolean(),
    })
    .nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const memberSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const domainSchema = z.object({
  domain_id: z.string(),
  domain: z.string(),
  verified: z.boolean(),
  verification_token: z.string(),
  /** The TXT record to create: its name and its value. */
  txt_record: z.object({ name: z.string(), value: z.string() }),
  created_at: z.string(),
  verified_at: z.string().nullable(),
});
export type Domain = z.infer<typeof domainSchema>;

const orgParams = z.object({ org_id: z.string().min(1).max(64) });
const memberParams = orgParams.extend({ user_id: z.string().min(1).max(64) });
const domainParams = orgParams.extend({ domain_id: z.string().min(1).max(64) });

export const listMyOrganizations = defineRoute({
  method: 'GET',
  path: '/organizations',
  summary: 'The organizations you belong to, with your role in each (the one you own first)',
  tags,
  auth: true,
  response: z.array(organizationSummarySchema),
});

export const createOrganization = defineRoute({
  method: 'POST',
  path: '/organizations',
  summary: 'Create an organization; you become its owner',
  tags,
  auth: true,
  body: z.object({ name: organizationNameSchema }),
  response: organizationSchema,
});

export const getOrganization = defineRoute({
  method: 'GET',
  path: '/organizations/:org_id',
  summary: 'One organization you belong to (404 for everyone else)',
  tags,
  auth: true,
  params: orgParams,
  response: organizationSchema,
});

export const listMembers = defineRoute({
  method: 'GET',
  path: '/organizations/:org_id/members',
  summary: 'Members, 20 to a page (meta.total_items, meta.page, meta.page_size)',
  tags,
  auth: true,
  params: orgParams,
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(MEMBERS_PAGE_SIZE),
  }),
  response: z.array(memberSchema),
});

export const addMember = defineRoute({
  method: 'POST',
  path: '/organizations/:org_id/members',
  summary: 'Add a Sladd user by e-mail or username, with a role (owners and admins)',
  tags,
  auth: true,
  params: orgParams,
  body: z.object({
    identifier: z.string().trim().min(1, 'Enter an e-mail address or a username').max(254),
    identifier_type: z.enum(['email', 'username']).default('email'),
    role: roleSchema,
  }),
  response: memberSchema,
});

export const updateMemberRole = defineRoute({
  method: 'PUT',
  path: '/organizations/:org_id/members/:user_id',
  summary: "Change a member's role (owners; admins for members and viewers)",
  tags,
  auth: true,
  params: memberParams,
  body: z.object({ role: roleSchema }),
  response: memberSchema,
});

export const removeMember = defineRoute({
  method: 'DELETE',
  path: '/organizations/:org_id/members/:user_id',
  summary: 'Remove a member (the owner is not removable); a member may also leave',
  tags,
  auth: true,
  params: memberParams,
  response: z.object({ removed: z.literal(true) }),
});

export const getOrganizationSubscription = defineRoute({
  method: 'GET',
  path: '/organizations/:org_id/subscription',
  summary: "The organization's subscription (read-only for members); 404 NO_SUBSCRIPTION when none",
  tags,
  auth: true,
  params: orgParams,
  response: currentSubscriptionSchema,
});

export const listDomains = defineRoute({
  method: 'GET',
  path: '/organizations/:org_id/domains',
  summary: "The organization's domains, pending and verified",
  tags,
  auth: true,
  params: orgParams,
  response: z.array(domainSchema),
});

export const addDomain = defineRoute({
  method: 'POST',
  path: '/organizations/:org_id/domains',
  summary: 'Add a domain: it is pending until its DNS TXT record is verified (owners and admins)',
  tags,
  auth: true,
  params: orgParams,
  body: z.object({ domain: domainNameSchema }),
  response: domainSchema,
});

export const verifyDomain = defineRoute({
  method: 'POST',
  path: '/organizations/:org_id/domains/:domain_id/verify',
  summary: "Look up the domain's DNS TXT record now; verified when it holds the token",
  tags,
  auth: true,
  params: domainParams,
  response: domainSchema,
});

export const removeDomain = defineRoute({
  method: 'DELETE',
  path: '/organizations/:org_id/domains/:domain_id',
  summary: 'Remove a domain (owners and admins)',
  tags,
  auth: true,
  params: domainParams,
  response: z.object({ removed: z.literal(true) }),
});

export const suggestedOrganizationSchema = z.object({
  org_id: z.string(),
  name: z.string(),
  domain: z.string(),
});

export const listSuggestedOrganizations = defineRoute({
  method: 'GET',
  path: '/organizations/suggested',
  summary: 'Organizations that verified the domain of your e-mail address and that you may join',
  tags,
  auth: true,
  response: z.array(suggestedOrganizationSchema),
});

export const joinOrganization = defineRoute({
  method: 'POST',
  path: '/organizations/:org_id/join',
  summary: 'Join as a member an organization that verified the domain of your e-mail address',
  tags,
  auth: true,
  params: orgParams,
  response: organizationSummarySchema,
});
