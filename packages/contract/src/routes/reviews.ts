import { z } from 'zod';
import { defineRoute } from '../define-route.ts';
import { redactionItemSchema } from './documents.ts';
import { RESOURCE_LIMITS } from '../limits.ts';

/**
 * A second pair of eyes (issue 32 item 4, decision 0061): a member submits a marked document for
 * review, a reviewer approves (with or without changing marks) or rejects it with a comment, and an
 * organization that requires review releases only approved documents. Sladd stores no PDF: a review
 * carries the marks (as history does, the covered texts sealed) and names its file by the SHA-256 of
 * the bytes, which the reviewer and the releaser re-open.
 */
const tags = ['reviews'];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'released'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The longest comment a reviewer may write. */
export const MAX_REVIEW_COMMENT = 2_000;

/** One mark as a review carries it: the history mark, plus the reason detection gave for it. */
export const reviewMarkSchema = redactionItemSchema.extend({
  reason: z.string().max(500).optional(),
});
export type ReviewMark = z.infer<typeof reviewMarkSchema>;

/** The marks per page, as a review answers them. */
export const reviewPagesSchema = z.array(
  z.object({
    page: z.number().int().min(1),
    sensitive: z.array(reviewMarkSchema).max(RESOURCE_LIMITS.maxHistoryMarks),
  }),
);

/** The marks per page as a submitter or reviewer sends them: at least one, at most the history's limit. */
export const reviewMarksSchema = reviewPagesSchema
  .max(RESOURCE_LIMITS.maxPagesPerRequest)
  .refine(
    (pages) => pages.some((page) => page.sensitive.length > 0),
    'A document goes to review with at least one mark.',
  )
  .refine(
    (pages) => pages.reduce((sum, page) => sum + page.sensitive.length, 0) <= RESOURCE_LIMITS.maxHistoryMarks,
    `A review holds at most ${RESOURCE_LIMITS.maxHistoryMarks.toLocaleString('en')} marks.`,
  );

const sha256 = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, "The document hash is the SHA-256 of the file's bytes, 64 hexadecimal digits")
  .transform((value) => value.toLowerCase());

export const reviewSummarySchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** The file's name as submitted (sealed at rest, shown to the organization's reviewers). */
  file_name: z.string(),
  /** The SHA-256 of the file's bytes: the reviewer and the releaser must open this very file. */
  document_hash: z.string(),
  page_count: z.number().int().nullable(),
  mark_count: z.number().int(),
  /** The legal basis ids the marks use. */
  codes: z.array(z.string()),
  submitted_by: z.object({ id: z.string(), username: z.string().nullable() }),
  submitted_at: z.string(),
  /** The submitter's note to the reviewer. */
  note: z.string().nullable(),
  reviewed_by: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  reviewed_at: z.string().nullable(),
  /** The reviewer's comment (required when rejecting). */
  comment: z.string().nullable(),
  /** Whether the reviewer changed the marks before approving. */
  changed_by_reviewer: z.boolean(),
  released_at: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewSchema = reviewSummarySchema.extend({ pages: reviewPagesSchema });
export type Review = z.infer<typeof reviewSchema>;

export const submitReview = defineRoute({
  method: 'POST',
  path: '/reviews',
  summary:
    "Submit a marked document for review in your organization (org_id header or an organization's key): its name, the SHA-256 of its bytes and its marks; never the file",
  tags,
  auth: true,
  apiKey: true,
  body: z.object({
    file_name: z.string().trim().min(1, 'File name is required').max(255),
    document_hash: sha256,
    page_count: z.number().int().min(1).max(100_000).optional(),
    note: z.string().trim().max(MAX_REVIEW_COMMENT).optional(),
    pages: reviewMarksSchema,
  }),
  response: reviewSchema,
});

export const listReviews = defineRoute({
  method: 'GET',
  path: '/reviews',
  summary:
    "Reviews in your organization, newest first: reviewers, admins and the owner see all (mine=true: their own; mine=false: everyone else's), a member their own (meta.total_items)",
  tags,
  auth: true,
  apiKey: true,
  query: z.object({
    status: z.enum(REVIEW_STATUSES).optional(),
    document_hash: sha256.optional(),
    mine: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.array(reviewSummarySchema),
});

const reviewParams = z.object({ id: z.string().min(1).max(64) });

export const getReview = defineRoute({
  method: 'GET',
  path: '/reviews/:id',
  summary: 'One review with its marks, their codes and reasons',
  tags,
  auth: true,
  apiKey: true,
  params: reviewParams,
  response: reviewSchema,
});

export const decideReview = defineRoute({
  method: 'POST',
  path: '/reviews/:id/decision',
  summary:
    'Approve (optionally with changed marks) or reject (with a comment) a pending review; not your own submission (reviewers, admins, the owner)',
  tags,
  auth: true,
  apiKey: true,
  params: reviewParams,
  body: z
    .object({
      decision: z.enum(['approve', 'reject'], { message: 'The decision is approve or reject' }),
      comment: z.string().trim().max(MAX_REVIEW_COMMENT).optional(),
      /** The marks as the reviewer leaves them; absent, the submitted marks are approved as they are. */
      pages: reviewMarksSchema.optional(),
    })
    .refine((body) => body.decision === 'approve' || (body.comment ?? '').length > 0, {
      message: 'Say why in a comment when you reject, so the submitter knows what to change.',
      path: ['comment'],
    })
    .refine((body) => body.decision === 'approve' || body.pages === undefined, {
      message: 'Marks are changed only when approving; a rejection sends the submitted marks back.',
      path: ['pages'],
    }),
  response: reviewSchema,
});

export const withdrawReview = defineRoute({
  method: 'DELETE',
  path: '/reviews/:id',
  summary: 'Withdraw your own pending review',
  tags,
  auth: true,
  apiKey: true,
  params: reviewParams,
  response: reviewSummarySchema,
});

export const reviewSettingsSchema = z.object({
  /** When true, members release (redact and download) only documents a reviewer approved. */
  review_required: z.boolean(),
});

const orgParams = z.object({ org_id: z.string().min(1).max(64) });

export const getReviewSettings = defineRoute({
  method: 'GET',
  path: '/organizations/:org_id/review-settings',
  summary: 'Whether the organization releases only reviewed documents (every member)',
  tags,
  auth: true,
  apiKey: true,
  params: orgParams,
  response: reviewSettingsSchema,
});

export const updateReviewSettings = defineRoute({
  method: 'PUT',
  path: '/organizations/:org_id/review-settings',
  summary: 'Require review before release, or not (owners and admins)',
  tags,
  auth: true,
  params: orgParams,
  body: reviewSettingsSchema,
  response: reviewSettingsSchema,
});
