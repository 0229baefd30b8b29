import { z } from 'zod';
import { defineRoute } from '../define-route.ts';
import { bboxSchema } from '../geometry.ts';

/** `off` (default): words of the text layer only. `auto`: OCR every page that has no text layer. */
export const ocrModeSchema = z.enum(['off', 'auto']);
export type OcrMode = z.infer<typeof ocrModeSchema>;

/** Where a page's words came from. */
export const textSourceSchema = z.enum(['text_layer', 'ocr', 'none']);
export type TextSource = z.infer<typeof textSourceSchema>;

export const extractedPageSchema = z.object({
  page_number: z.number().int().min(1),
  width: z.number(),
  height: z.number(),
  rotation: z.number(),
  has_text_layer: z.boolean(),
  text_source: textSourceSchema,
  /** Boxes in PDF points, origin top-left of the page as displayed — the same for both sources. */
  words: z.array(
    z.object({
      text: z.string(),
      bbox: bboxSchema,
      // The layout search reads (decision 0046): with these the browser searches the words it keeps
      // exactly as the server does — lines for phrases across line ends, char edges for part of a word.
      /** Index of the visual line on the page; words of one line share it. */
      line: z.number().int().optional(),
      /** Char edges of a horizontal word (text.length + 1 values). */
      xs: z.array(z.number()).optional(),
      /** Char edges of a vertical word (text.length + 1 values). */
      ys: z.array(z.number()).optional(),
      /** The word's chars run right to left. */
      rtl: z.boolean().optional(),
      /** Low and high edge of each UTF-16 unit, for words whose chars do not run one way. */
      ranges: z.array(z.number()).optional(),
    }),
  ),
});
export type ExtractedPage = z.infer<typeof extractedPageSchema>;

/** Query of POST /pdf/extract (a multipart field `ocr` is read the same way). */
export const extractPdfQuerySchema = z.object({
  ocr: ocrModeSchema.default('off'),
  /** First page of the range to read (1-based); an answer holds at most RESOURCE_LIMITS.extractPagesPerCall pages. */
  first_page: z.coerce.number().int().min(1).optional(),
  last_page: z.coerce.number().int().min(1).optional(),
});

export const extractPdf = defineRoute({
  method: 'POST',
  path: '/pdf/extract',
  summary:
    'Words with boxes per page of one PDF (multipart `file`); ?ocr=auto (or an `ocr` field) reads pages without a text layer',
  tags: ['pdf'],
  auth: true,
  query: extractPdfQuerySchema,
  response: z.object({
    file: z.string(),
    page_count: z.number().int(),
    first_page: z.number().int(),
    last_page: z.number().int(),
    /** The first page of the next range to ask for, or null when this answer reached the end. */
    next_page: z.number().int().nullable(),
    ocr: z.object({ mode: ocrModeSchema, pages: z.array(z.number().int()), dpi: z.number().int() }),
    pages: z.array(extractedPageSchema),
  }),
});
