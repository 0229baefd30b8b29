import { z } from 'zod';
import { defineRawRoute } from '../define-raw-route.ts';
import { defineRoute } from '../define-route.ts';
import { errorEnvelopeSchema } from '../envelope.ts';

/**
 * Legal bases (reason codes) as an organization sees them, and the organization's audit trail
 * (issue 32 items 1 and 5, decision 0060). The built-in code sets live in `legal-bases/`; these are
 * the operations around them.
 */
const tags = ['legal-bases'];
const auditTags = ['audit'];

/** The languages a code's citation and title are written in (as the built-in sets). */
export const LEGAL_CODE_LANGUAGES = ['nb', 'nn', 'en'] as const;
export type LegalCodeLanguage = (typeof LEGAL_CODE_LANGUAGES)[number];

/** The longest label an organization's code may print in a redaction box. */
export const MAX_LEGAL_CODE_LABEL = 24;
/** Codes one organization may hold (retired ones included). */
export const MAX_ORGANIZATION_LEGAL_CODES = 500;

const ORG_CODE_ID_MESSAGE =
  "An organization's code id is 'org-' followed by 1 to 60 lower-case letters, digits or hyphens (e.g. org-internal-note)";

/** An organization's own code id: `org-<slug>`, so it never collides with a built-in code. */
export const organizationLegalCodeIdSchema = z
  .string()
  .regex(/^org-[a-z0-9][a-z0-9-]{0,59}$/, ORG_CODE_ID_MESSAGE);

const text = (what: string, max: number) =>
  z.string().trim().min(1, `Enter the ${what}`).max(max, `The ${what} is at most ${max} characters`);

/** What an owner or admin writes for one of the organization's codes. */
export const organizationLegalCodeInputSchema = z.object({
  label: text('label', MAX_LEGAL_CODE_LABEL),
  citation: text('citation', 500),
  title: text('title', 200),
  language: z.enum(LEGAL_CODE_LANGUAGES, { message: 'The language is nb, nn or en' }),
});

/** A code as the caller may use it now: built-in, or the organization's own. */
export const legalBasisSchema = z.object({
  id: z.string(),
  /** The built-in set it belongs to, or 'organization' for the organization's own codes. */
  set: z.string(),
  origin: z.enum(['built_in', 'organization']),
  label: z.string(),
  citation: z.string(),
  title: z.string(),
  language: z.enum(LEGAL_CODE_LANGUAGES),
});
export type LegalBasis = z.infer<typeof legalBasisSchema>;

export const legalCodeSetSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(LEGAL_CODE_LANGUAGES),
  jurisdiction: z.string(),
  code_count: z.number().int(),
});

export const organizationLegalCodeSchema = organizationLegalCodeInputSchema.extend({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When it was retired: it is no longer offered, but still resolves for marks and logs made with it. */
  retired_at: z.string().nullable(),
});
export type OrganizationLegalCode = z.infer<typeof organizationLegalCodeSchema>;

export const organizationLegalBasesSchema = z.object({
  /** Every built-in set, and whether the organization's members see it. */
  sets: z.array(legalCodeSetSummarySchema.extend({ enabled: z.boolean() })),
  /** The organization's own codes, retired ones included (newest first). */
  codes: z.array(organizationLegalCodeSchema),
});
export type OrganizationLegalBases = z.infer<typeof organizationLegalBasesSchema>;

const orgParams = z.object({ org_id: z.string().min(1).max(64) });
const codeParams = orgParams.extend({ code_id: z.string().min(1).max(64) });

export const listLegalBases = defineRoute({
  method: 'GET',
  path: '/legal-bases',
  summary:
    'The legal bases you may put on a mark now: the built-in sets your organization (org_id header) shows, and its own active codes; every built-in set outside an organization',
  tags,
  auth: true,
  apiKey: true,
  response: z.object({ sets: z.array(legalCodeSetSummarySchema), codes: z.array(legalBasisSchema) }),
});

export const getOrganizationLegalBases = defineRoute({
  method: 'GET',
  path: '/organizations/:org_id/legal-bases',
  summary:
    "The organization's choice of built-in sets and its own codes, retired ones included (every member)",
  tags,
  auth: true,
  apiKey: true,
  params: orgParams,
  response: organizationLegalBasesSchema,
});

export const updateOrganizationLegalCodeSets = defineRoute({
  method: 'PUT',
  path: '/organizations/:org_id/legal-bases/sets',
  summary: "Choose which built-in sets the organization's members see (owners and admins)",
  tags,
  auth: true,
  params: orgParams,
  body: z.object({ enabled_sets: z.array(z.string().min(1).max(64)).max(100) }),
  response: organizationLegalBasesSchema,
});

export const createOrganizationLegalCode = defineRoute({
  method: 'POST',
  path: '/organizations/:org_id/legal-bases/codes',
  summary: "Add one of the organization's own codes, id org-<slug> (owners and admins)",
  tags,
  auth: true,
  params: orgParams,
  body: organizationLegalCodeInputSchema.extend({ id: organizationLegalCodeIdSchema }),
  response: organizationLegalCodeSchema,
});

export const updateOrganizationLegalCode = defineRoute({
  method: 'PUT',
  path: '/organizations/:org_id/legal-bases/codes/:code_id',
  summary:
    "Edit one of the organization's codes; retired: false brings a retired code back (owners and admins)",
  tags,
  auth: true,
  params: codeParams,
  body: organizationLegalCodeInputSchema.extend({ retired: z.boolean().optional() }),
  response: organizationLegalCodeSchema,
});

export const retireOrganizationLegalCode = defineRoute({
  method: 'DELETE',
  path: '/organizations/:org_id/legal-bases/codes/:code_id',
  summary:
    'Retire a code: no longer offered, still resolvable for marks and logs made with it (owners and admins)',
  tags,
  auth: true,
  params: codeParams,
  response: organizationLegalCodeSchema,
});

// ---------------------------------------------------------------------------------------------
// The audit trail

/** What an audit event records someone did with a document. */
export const AUDIT_ACTIONS = [
  'marked',
  'submitted',
  'reviewed',
  'changed',
  'approved',
  'rejected',
  'withdrawn',
  'released',
  'redacted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long an organization keeps its audit events, in days (default, least, most). */
export const AUDIT_RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const;
export const AUDIT_EVENTS_PAGE_SIZE = 50;

/** One event. The document is named by a keyed hash of its file name, never by the name or content. */
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor_user_id: z.string(),
  /** The actor's username now; null when the account is gone. */
  actor_username: z.string().nullable(),
  /** HMAC-SHA-256 (hex) of the file name under a server key. */
  document_name_hash: z.string(),
  /** The SHA-256 of the file's bytes (hex), when the client gave it. */
  document_hash: z.string().nullable(),
  /** The legal basis ids used. */
  codes: z.array(z.string()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const DATE_MESSAGE = 'Give a date (2026-11-28) or a date and time (2026-11-28T12:00:00Z)';
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: DATE_MESSAGE });

/** The filters of the list and the CSV export: `from` and `to` are inclusive (a date means the whole day, UTC). */
export const auditEventFilterSchema = z.object({
  from: instant.optional(),
  to: instant.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /**
   * A file name: the server hashes it as it hashes the names it records (names are never stored).
   * It travels in the URL, which Sladd's own logs leave out but a proxy in front may keep; prefer
   * `document_name_hash` (from an event) or `document_hash` where you can.
   */
  document_name: z.string().min(1).max(255).optional(),
  /** An event's `document_name_hash`: every step of that document. */
  document_name_hash: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'A document name hash is 64 hexadecimal digits, as an event shows it')
    .optional(),
  /** The SHA-256 of the file's bytes (hex). */
  document_hash: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "A document hash is the SHA-256 of the file's bytes, 64 hexadecimal digits")
    .optional(),
});

export const listAuditEvents = defineRoute({
  method: 'GET',
  path: '/organizations/:org_id/audit-events',
  summary:
    "The organization's audit trail, newest first (owners and admins; meta.total_items, meta.page, meta.page_size)",
  tags: auditTags,
  auth: true,
  apiKey: true,
  params: orgParams,
  query: auditEventFilterSchema.extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(AUDIT_EVENTS_PAGE_SIZE),
  }),
  response: z.array(auditEventSchema),
});

/** The most events one CSV export holds (the oldest first; narrow the dates for more). */
export const AUDIT_CSV_MAX_ROWS = 100_000;

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'action',
  'actor_user_id',
  'actor_username',
  'document_name_hash',
  'document_hash',
  'codes',
] as const;

/** The CSV export's path under /api (registered by hand: the answer is text/csv, not the envelope). */
export const AUDIT_EVENTS_CSV_PATH = '/organizations/:org_id/audit-events.csv';

export const exportAuditEvents = defineRawRoute({
  method: 'GET',
  url: `/api${AUDIT_EVENTS_CSV_PATH}`,
  summary: "The organization's audit trail as CSV, oldest first, with the list's filters (owners and admins)",
  description:
    'Columns: at, action, actor_user_id, actor_username, document_name_hash, document_hash, codes (separated by spaces). Session or API key.',
  tags: auditTags,
  responses: {
    200: { description: 'The events', content: { 'text/csv': z.string() } },
    400: { description: 'A bad filter', content: { 'application/json': errorEnvelopeSchema } },
    401: { description: 'Not signed in', content: { 'application/json': errorEnvelopeSchema } },
    403: { description: 'Not an owner or admin', content: { 'application/json': errorEnvelopeSchema } },
    404: { description: 'No such organization', content: { 'application/json': errorEnvelopeSchema } },
  },
});

export const auditSettingsSchema = z.object({
  retention_days: z.number().int(),
});

export const getAuditSettings = defineRoute({
  method: 'GET',
  path: '/organizations/:org_id/audit-settings',
  summary: 'How long the organization keeps its audit events (owners and admins)',
  tags: auditTags,
  auth: true,
  params: orgParams,
  response: auditSettingsSchema,
});

export const updateAuditSettings = defineRoute({
  method: 'PUT',
  path: '/organizations/:org_id/audit-settings',
  summary: `Set how long audit events are kept: ${AUDIT_RETENTION_DAYS.min} to ${AUDIT_RETENTION_DAYS.max} days (owners and admins)`,
  tags: auditTags,
  auth: true,
  params: orgParams,
  body: z.object({
    retention_days: z
      .number()
      .int()
      .min(AUDIT_RETENTION_DAYS.min, `Keep events at least ${AUDIT_RETENTION_DAYS.min} days`)
      .max(AUDIT_RETENTION_DAYS.max, `Keep events at most ${AUDIT_RETENTION_DAYS.max} days`),
  }),
  response: auditSettingsSchema,
});
