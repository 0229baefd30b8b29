import { z } from 'zod';
import { defineRoute } from '../define-route.ts';
import { bboxSchema } from '../geometry.ts';
import { legalCodeIdSchema } from '../legal-bases/index.ts';
import { RESOURCE_LIMITS } from '../limits.ts';

const tags = ['history'];

/** One mark of the redaction schema (spec 2 §3): type, box and the text it covered. */
export const redactionItemSchema = z.object({
  entity_type: z.string().min(1).max(100),
  bbox: bboxSchema,
  original_text: z.string().max(RESOURCE_LIMITS.maxHistoryMarkText).default(''),
  score: z.number().min(0).max(1).optional(),
  engine: z.string().max(20).optional(),
  /** The mark's legal basis (a code id), saved in clear with its box and restored (decision 0059). */
  legal_basis: legalCodeIdSchema.optional(),
});

export const redactionSchemaSchema = z.object({
  pages: z
    .array(
      z.object({
        page: z.number().int().min(1),
        sensitive: z.array(redactionItemSchema).max(RESOURCE_LIMITS.maxHistoryMarks),
      }),
    )
    .max(RESOURCE_LIMITS.maxPagesPerRequest)
    .refine(
      (pages) =>
        pages.reduce((sum, page) => sum + page.sensitive.length, 0) <= RESOURCE_LIMITS.maxHistoryMarks,
      `A history item holds at most ${RESOURCE_LIMITS.maxHistoryMarks.toLocaleString('en')} marks.`,
    ),
});
export type RedactionSchema = z.infer<typeof redactionSchemaSchema>;

export const documentSummarySchema = z.object({
  id: z.string(),
  hashed_name: z.string(),
  upload_timestamp: z.string(),
  entity_count: z.number().int(),
});

export const documentSchema = documentSummarySchema.extend({ redaction_schema: redactionSchemaSchema });

export const listDocuments = defineRoute({
  method: 'GET',
  path: '/documents',
  summary: 'Saved redaction history, newest first (meta.total_items)',
  tags,
  auth: true,
  apiKey: true,
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: z.array(documentSummarySchema),
});

export const createDocument = defineRoute({
  method: 'POST',
  path: '/documents',
  summary:
    'Save the redaction schema of a file (coordinates and types; the covered text is encrypted at rest)',
  tags,
  auth: true,
  apiKey: true,
  body: z.object({
    filename: z.string().trim().min(1, 'File name is required').max(255),
    redaction_schema: z.union([
      redactionSchemaSchema,
      z.string().transform((text, ctx) => {
        try {
          return redactionSchemaSchema.parse(JSON.parse(text));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'redaction_schema is not a valid redaction schema' });
          return z.NEVER;
        }
      }),
    ]),
  }),
  response: documentSummarySchema,
});

export const getDocument = defineRoute({
  method: 'GET',
  path: '/documents/:id',
  summary: 'One history item with its redaction schema',
  tags,
  auth: true,
  apiKey: true,
  params: z.object({ id: z.string().min(1) }),
  response: documentSchema,
});

export const deleteDocument = defineRoute({
  method: 'DELETE',
  path: '/documents/:id',
  summary: 'Delete one history item',
  tags,
  auth: true,
  apiKey: true,
  params: z.object({ id: z.string().min(1) }),
  response: z.object({ message: z.string() }),
});
