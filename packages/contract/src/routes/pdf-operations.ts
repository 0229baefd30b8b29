import { z } from 'zod';
import { bboxSchema } from '../geometry.ts';
import { legalCodeIdSchema } from '../legal-bases/index.ts';
import { streamFileRefSchema } from './detect-stream.ts';
import { extractPdf, extractPdfQuerySchema, ocrModeSchema, textSourceSchema } from './pdf.ts';

/**
 * Contracts of the multipart PDF operations: the form fields each one reads, and what it answers.
 * The API registers them through `addMultipartRoute`, which publishes them in the OpenAPI document
 * (docs/api/openapi.json); integration tests parse real answers with the response schemas, so the
 * document cannot drift from what the server sends.
 *
 * Multipart fields arrive as text: a JSON field holds JSON text, a flag is "true"/"True" (or
 * "false"), a number is its decimal text. Files repeat the field `files` (or `file`).
 */
export interface MultipartRouteDef {
  method: 'POST';
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** Whether an API key may stand in for the session (the public API). */
  apiKey?: boolean;
  query?: z.ZodType;
  /** The form's text fields (all optional unless the operation needs them) and its file field. */
  fields: z.ZodObject;
  /** Answers by status code: a JSON envelope schema, or other content types. */
  responses: Record<number, { description: string; content: Record<string, z.ZodType> }>;
}

export function defineMultipartRoute<const D extends MultipartRouteDef>(def: D): D {
  return def;
}

/** What a client puts in one form field: files for a file field, else a value sent as text. */
type FormFieldValue<T> = T extends Blob
  ? Blob
  : T extends readonly Blob[]
    ? Blob[]
    : string | number | boolean | object;

/**
 * The form fields a client sends to an operation, named exactly as the contract names them (a
 * misspelt field is a type error); flags may be booleans and JSON fields values, sent as text.
 */
export type MultipartFields<D extends MultipartRouteDef> = {
  [K in keyof z.input<D['fields']>]: FormFieldValue<z.input<D['fields']>[K]> | undefined;
};

/** The query of an operation, or undefined when it reads none. */
export type MultipartQuery<D> = D extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;

/** The data of an operation's JSON envelope (its 200 answer), or never when it answers no JSON. */
export type MultipartResponse<D> = D extends {
  responses: { 200: { content: { 'application/json': infer S extends z.ZodType } } };
}
  ? z.infer<S> extends { data: infer T }
    ? T
    : never
  : never;

const pdfFiles = (max: number) =>
  z
    .array(z.file().mime('application/pdf'))
    .min(1)
    .max(max)
    .describe(`PDF files, 1 to ${max}; repeat the field for each file.`);
const jsonText = (what: string) => z.string().describe(`JSON text: ${what}`);
const flag = (what: string) => z.enum(['true', 'false', 'True', 'False']).describe(what);
const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** One file's failure inside a batch answer; the other files are still answered. */
export const fileErrorResultSchema = z.object({
  file: z.string(),
  status: z.literal('error'),
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** A detected (or searched) item with its box: the items of redaction_mapping. */
export const sensitiveItemSchema = z.object({
  entity_type: z.string(),
  original_text: z.string(),
  score: z.number(),
  start: z.number().int(),
  end: z.number().int(),
  engine: z.string(),
  reason: z.string(),
  bbox: bboxSchema,
  /** Found in a form field's value ("form") or an annotation's text, not in the page content. */
  source: z.enum(['form', 'annotation']).optional(),
  /**
   * The legal basis the part is withheld under: a code id, built-in ("no-offl-13") or the
   * organization's own ("org-…"). Printed in the box when the appearance's text_source is
   * "legal_basis", and counted in the redaction log (decision 0059).
   */
  legal_basis: legalCodeIdSchema.optional(),
});
export const redactionMappingSchema = z.object({
  pages: z.array(z.object({ page: z.number().int().min(1), sensitive: z.array(sensitiveItemSchema) })),
});

const ocrPagesFields = {
  /** Pages whose words were read by OCR. */
  ocr_pages: z.array(z.number().int()),
  /** Pages without a text layer on which no words could be read. */
  unreadable_pages: z.array(z.number().int()),
};

// ---------------------------------------------------------------- POST /pdf/extract

export const extractOperation = defineMultipartRoute({
  method: 'POST',
  path: extractPdf.path,
  summary: extractPdf.summary,
  tags: ['pdf'],
  apiKey: true,
  description:
    "At most 200 pages, and at most 8 MB of page JSON, per answer: a range that would pass either ends early and next_page names the first page not answered. A page with more than 200,000 characters, or drawing forms more than 100,000 times, is refused (422 PAGE_TOO_COMPLEX); a file whose reading passes the server's time limit is stopped (422 PROCESSING_TIMEOUT). Pages are counted against the plan only when answered.",
  query: extractPdfQuerySchema,
  fields: z.object({
    file: z.file().mime('application/pdf').describe('One PDF (the field may also be called files).'),
    ocr: ocrModeSchema.optional().describe('As the ocr query parameter; the field wins.'),
  }),
  responses: {
    200: {
      description: 'Words with boxes of the page range',
      content: { 'application/json': envelope(extractPdf.response) },
    },
  },
});

// ---------------------------------------------------------------- POST /batch/search

/** How an AI search match matched (decision 0039), most direct first. */
export const aiMatchKindSchema = z
  .enum(['entity', 'exact', 'inflection', 'compound', 'synonym', 'expansion', 'pattern'])
  .describe(
    "entity: a kind of personal data the query names; exact: the word or phrase as written; inflection: another form of it; compound: a word that begins with it; synonym: from the curated list; expansion: a term from the language model; pattern: the language model's checked regular expression.",
  );

/** Something the caller should know about an AI search: a fallback, a refused expansion, an option not applied. */
export const aiSearchNoticeSchema = z.object({
  code: z.enum([
    'AI_MODEL_NOT_CONFIGURED',
    'AI_EXPANSION_FAILED',
    'AI_EXPANSION_REFUSED',
    'AI_ENTITY_UNSUPPORTED',
    'AI_CASE_SENSITIVE_IGNORED',
  ]),
  /** The query the notice is about, when it is about one. */
  term: z.string().optional(),
  message: z.string(),
});

/** How each query of an AI search was understood, and what a language model added to it. */
export const aiSearchSummarySchema = z.object({
  /** The language model asked to expand the queries, or null when none is configured. */
  language_model: z.string().nullable(),
  queries: z.array(
    z.object({
      term: z.string(),
      understood_as: z.enum(['entity', 'words']),
      /** The kind of personal data an entity query names ("phone numbers"). */
      entity: z.string().optional(),
      /** Terms the language model added (checked). */
      expanded_terms: z.array(z.string()),
      /** The language model's pattern (checked), or null. */
      regex: z.string().nullable(),
    }),
  ),
  notices: z.array(aiSearchNoticeSchema),
});

export const searchFileResultSchema = z.object({
  file: z.string(),
  status: z.literal('success'),
  results: z.object({
    total_matches: z.number().int(),
    pages_searched: z.number().int(),
    ...ocrPagesFields,
    match_details: z.object({
      pages: z.array(
        z.object({
          page: z.number().int(),
          /** One item per line of a match (as redaction_mapping has it). */
          matches: z.array(
            z.object({
              term: z.string(),
              text: z.string(),
              start: z.number().int(),
              end: z.number().int(),
              bbox: bboxSchema,
              /** AI search only: why this matched ("inflected form of \"barnevern\""). */
              reason: z.string().optional(),
              /** AI search only: the kind of match. */
              kind: aiMatchKindSchema.optional(),
            }),
          ),
        }),
      ),
    }),
  }),
});

export const batchSearchOperation = defineMultipartRoute({
  method: 'POST',
  path: '/batch/search',
  summary: 'Search terms across files (pages without a text layer are read by OCR first)',
  tags: ['pdf'],
  apiKey: true,
  query: z.object({
    ai_search: z.string().optional().describe('"true" for AI search by meaning (premium; decision 0039)'),
  }),
  fields: z.object({
    files: pdfFiles(20),
    search_terms: z
      .string()
      .describe('The terms: a JSON list of strings, or one term per field; each 1–500 characters.'),
    case_sensitive: flag('Match upper and lower case exactly (premium).').optional(),
    regex: flag('The terms are regular expressions (premium).').optional(),
    ai_search: flag(
      'AI search (premium): each term is read by meaning — a kind of personal data ("telefonnumre", "names") runs its recognizers; words match their forms, compounds and synonyms; a configured language model may add terms and one checked pattern. Every match carries reason and kind; batch_summary.ai_search tells how each term was understood. Not with regex.',
    ).optional(),
  }),
  responses: {
    200: {
      description: 'Matches per file; a file that could not be searched has its own error entry',
      content: {
        'application/json': envelope(
          z.object({
            batch_summary: z.object({
              total_files: z.number().int(),
              successful: z.number().int(),
              failed: z.number().int(),
              total_matches: z.number().int(),
              search_terms: z.array(z.string()),
              search_time: z.number(),
              /** Present for AI search only. */
              ai_search: aiSearchSummarySchema.optional(),
            }),
            file_results: z.array(z.union([searchFileResultSchema, fileErrorResultSchema])),
          }),
        ),
      },
    },
  },
});

// ---------------------------------------------------------------- POST /batch/find_words

export const findWordsOperation = defineMultipartRoute({
  method: 'POST',
  path: '/batch/find_words',
  summary: 'Words inside a box, across files',
  tags: ['pdf'],
  apiKey: true,
  fields: z.object({
    files: pdfFiles(20),
    bounding_box: jsonText(
      '{"page":1,"x0":…,"y0":…,"x1":…,"y1":…} in PDF points, origin top-left of the displayed page.',
    ),
  }),
  responses: {
    200: {
      description: 'The words of that page inside the box, per file',
      content: {
        'application/json': envelope(
          z.object({
            file_results: z.array(
              z.union([
                z.object({
                  file: z.string(),
                  status: z.literal('success'),
                  results: z.object({
                    pages: z.array(
                      z.object({
                        page: z.number().int(),
                        matches: z.array(z.object({ text: z.string(), bbox: bboxSchema })),
                      }),
                    ),
                  }),
                }),
                fileErrorResultSchema,
              ]),
            ),
          }),
        ),
      },
    },
  },
});

// ---------------------------------------------------------------- POST /batch/multi_detect

/**
 * The language model's share of a detection (the advanced method with LLM_* configured, decision
 * 0035): counts only, never text. Token counts are as the model server reports them.
 */
export const languageModelStatsSchema = z.object({
  /** The model that answered (LLM_MODEL). */
  model: z.string(),
  /** Chunks of page text sent, one call each. */
  chunks: z.number().int(),
  /** Calls that answered (retries not included). */
  calls: z.number().int(),
  /** Failed attempts that were tried again (429, 5xx, network). */
  retries: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
  /** Quotes the model gave that are not in the text: dropped, never guessed. */
  unaligned_quotes: z.number().int(),
  /** Entities of a category that was not asked for: dropped. */
  dropped_categories: z.number().int(),
});
export type LanguageModelStats = z.infer<typeof languageModelStatsSchema>;

const detectionPerformanceSchema = z.object({
  pages_count: z.number().int(),
  words_count: z.number().int(),
  detection_time: z.number(),
  extraction_time: z.number(),
  total_time: z.number(),
  entity_density: z.number(),
  pages_without_text: z.array(z.number().int()),
  ...ocrPagesFields,
  /** Present when the language model answered the advanced method for this file. */
  language_model: languageModelStatsSchema.optional(),
  /** Each engine that ran: its share of detection_time, in seconds (the language model's included). */
  engines: z
    .partialRecord(z.enum(['fast', 'standard', 'advanced']), z.object({ detection_time: z.number() }))
    .optional(),
});
const entitiesDetectedSchema = z.object({
  total: z.number().int(),
  by_type: z.record(z.string(), z.number().int()),
  by_page: z.record(z.string(), z.number().int()),
});
export const detectFileResultsSchema = z.object({
  entities_detected: entitiesDetectedSchema,
  performance: detectionPerformanceSchema,
  redaction_mapping: redactionMappingSchema,
});
export const detectBatchSummarySchema = z.object({
  total_files: z.number().int(),
  successful_files: z.number().int(),
  failed_files: z.number().int(),
  total_pages: z.number().int(),
  total_processing_time: z.number(),
  success_rate: z.number(),
  pages_per_second: z.number(),
  /** The language model's counts over the batch's files (a failed file's calls included), when it answered the advanced method. */
  language_model: languageModelStatsSchema.optional(),
});

const eventBase = { timestamp: z.string() };
// Events about one file name it and give its position in the upload (two files may share a name).
const fileRef = streamFileRefSchema.shape;
const pageOfFile = {
  ...fileRef,
  page_number: z.number().int(),
  total_pages: z.number().int(),
  ...eventBase,
};

/** The events of ?stream=true, by event name, in the order they come (spec 2 §7; decision 0020). */
export const detectStreamEventSchemas = {
  reading_files: z.object({ total_files: z.number().int(), ...eventBase }),
  files_read: z.object({
    total_files: z.number().int(),
    total_pages: z.number().int(),
    file_names: z.array(z.string()),
    ...eventBase,
  }),
  file_started: z.object({
    ...fileRef,
    total_pages: z.number().int(),
    total_files: z.number().int(),
    ...eventBase,
  }),
  page_ocr_started: z.object({ ...pageOfFile, ocr: z.literal('started') }),
  page_ocr_completed: z.object({
    ...pageOfFile,
    ocr: z.literal('completed'),
    words_count: z.number().int(),
    ocr_time: z.number(),
  }),
  page_started: z.object(pageOfFile),
  page_completed: z.object({
    ...pageOfFile,
    processing_time: z.number(),
    has_text_layer: z.boolean(),
    text_source: textSourceSchema,
    pages_completed: z.number().int(),
    batch_total_pages: z.number().int(),
    progress_percentage: z.number(),
    results: z.object({
      performance: z.object({ words_count: z.number().int(), detection_time: z.number() }),
      entities_detected: z.object({
        total: z.number().int(),
        by_type: z.record(z.string(), z.number().int()),
      }),
      redaction_mapping: redactionMappingSchema,
    }),
  }),
  file_completed: z.object({
    ...fileRef,
    total_pages: z.number().int(),
    successful_pages: z.number().int(),
    processing_time: z.number(),
    results: detectFileResultsSchema,
    ...eventBase,
  }),
  batch_completed: detectBatchSummarySchema.extend(eventBase),
  /** Every 10 s (TIMINGS.streamHeartbeatMs) while the stream is open, so proxies keep it. */
  heartbeat: z.object({ status: z.literal('processing'), ...eventBase }),
  /** A file's failure (with file_name), a skipped engine, or the batch's end by an error. */
  error: z.object({
    file_name: z.string().optional(),
    file_index: z.number().int().min(0).optional(),
    /** The page the file failed at, when one page's work failed (the language model's answer to it). */
    page_number: z.number().int().min(1).optional(),
    error_code: z.string(),
    error_message: z.string(),
    details: z.unknown().optional(),
    ...eventBase,
  }),
} as const;
export type DetectStreamEventName = keyof typeof detectStreamEventSchemas;
/** The data of an event as the server builds it; the timestamp is added when it is sent. */
export type DetectStreamEventData<N extends DetectStreamEventName> = Omit<
  z.input<(typeof detectStreamEventSchemas)[N]>,
  'timestamp'
>;

const eventOf = <N extends DetectStreamEventName>(name: N) =>
  z.object({ event: z.literal(name), data: detectStreamEventSchemas[name] });

/** One event of the stream, discriminated by its name: `event: <event>` then `data: <JSON of data>`. */
export const detectStreamEventSchema = z.discriminatedUnion('event', [
  eventOf('reading_files'),
  eventOf('files_read'),
  eventOf('file_started'),
  eventOf('page_ocr_started'),
  eventOf('page_ocr_completed'),
  eventOf('page_started'),
  eventOf('page_completed'),
  eventOf('file_completed'),
  eventOf('batch_completed'),
  eventOf('heartbeat'),
  eventOf('error'),
]);
export type DetectStreamEvent = z.infer<typeof detectStreamEventSchema>;

export const multiDetectOperation = defineMultipartRoute({
  method: 'POST',
  path: '/batch/multi_detect',
  summary: 'Detect entities; ?stream=true answers with server-sent events',
  description:
    'With ?stream=true and the option fields sent before the files, each file is processed as soon as it has arrived (events still come in the documented order after the upload ends); options that change after the first file are refused. The event-stream answer sends `event: <event>` and `data: <JSON of data>` per event, as the text/event-stream schema describes.',
  tags: ['pdf'],
  apiKey: true,
  query: z.object({ stream: z.string().optional().describe('"true" for server-sent events') }),
  fields: z.object({
    files: pdfFiles(20),
    requested_entities: jsonText(
      'a list of entity codes, e.g. ["PERSON_F","NO_FODSELSNUMMER_F"] or ["ALL_FAST"].',
    ),
    threshold: z.string().optional().describe('Lowest score kept, 0 to 1 (default 0.5).'),
    remove_words: jsonText('a list of words never to report (the ignore list).').optional(),
    use_fast: flag('Run the fast engine (default: when its entities are requested).').optional(),
    use_standard: flag('Run the standard engine.').optional(),
    use_advanced: flag('Run the advanced (AI) engine.').optional(),
  }),
  responses: {
    200: {
      description: 'Detected entities per file (JSON), or the progress and results as server-sent events',
      content: {
        'application/json': envelope(
          z.object({
            batch_summary: detectBatchSummarySchema.extend({
              /** Engines not run (none since the advanced method's fallback; kept for callers that read it). */
              skipped_engines: z.array(z.string()),
              /** Standard entity types the standard engine cannot find yet (left out, not answered as none). */
              unsupported_entities: z.array(z.string()),
            }),
            file_results: z.array(
              z.union([
                z.object({
                  file: z.string(),
                  status: z.literal('success'),
                  results: detectFileResultsSchema,
                }),
                fileErrorResultSchema,
              ]),
            ),
          }),
        ),
        'text/event-stream': detectStreamEventSchema,
      },
    },
  },
});

// ---------------------------------------------------------------- POST /batch/redact

/** How the redacted areas look (spec 2 §3, §4): the JSON of the redact form's `appearance` field. */
export const redactionAppearanceSchema = z
  .object({
    mode: z
      .enum(['fill', 'replace_text', 'cross_out', 'transparent', 'fill_and_text', 'cross_out_and_text'])
      .optional(),
    fill_color: z.tuple([z.number(), z.number(), z.number()]).nullable().optional(),
    text: z.string().max(200).nullable().optional(),
    text_color: z.tuple([z.number(), z.number(), z.number()]).optional(),
    font_size: z.number().optional(),
    align: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    /**
     * What each box says (decision 0059), like Acrobat's overlay text: "fixed" (the default) prints
     * `text` in the text modes; "legal_basis" prints each mark's code label ("offl. § 13"), and a
     * mark without a code gets `text` in the text modes and no label in the others.
     */
    text_source: z.enum(['fixed', 'legal_basis']).optional(),
  })
  .nullable();
export type RedactionAppearanceInput = z.infer<typeof redactionAppearanceSchema>;

/** The redaction log's formats and languages (decision 0059). */
export const redactionLogFormatSchema = z.enum(['json', 'csv', 'pdf']);
export const redactionLogLanguageSchema = z.enum(['nb', 'en']);
export type RedactionLogFormatName = z.infer<typeof redactionLogFormatSchema>;
export type RedactionLogLanguageName = z.infer<typeof redactionLogLanguageSchema>;

export const redactFilesOperation = defineMultipartRoute({
  method: 'POST',
  path: '/batch/redact',
  summary: 'Redact files; answers the PDF (or a zip of several) and the verification',
  description:
    "Every uploaded file needs at least one mark, and every key of mappings must name an uploaded file (400 INVALID_MARKS otherwise). The x-sladd-verification header holds the certificate per file: the visual check (every page rendered before and after: unchanged outside the marks, no picture left inside them), the per-string before/after counts of the re-extracted result, and each search term with its counts. A file that fails any check is not answered (422 REDACTION_VERIFICATION_FAILED names the page). With body encryption (decision 0044) the header is sealed like the answer's JSON would be (x-sladd-sealed-headers names it) and the download is named redacted.pdf or redacted.zip.",
  tags: ['pdf'],
  apiKey: true,
  fields: z.object({
    files: pdfFiles(20),
    mappings: jsonText(
      'the marks per file: an object keyed by file name (or a list in upload order) of {"pages":[{"page":1,"sensitive":[{"bbox":{…},"entity_type":…,"original_text":…}]}]}; also accepted as redaction_mappings.',
    ),
    appearance: jsonText(
      'how the marks look: {"mode","fill_color","text","text_color","font_size","align","text_source"} (all optional); text_source "legal_basis" prints each mark\'s legal basis label in its box.',
    ).optional(),
    remove_images: flag('Also remove whole images that a mark touches.').optional(),
    search_terms: jsonText(
      'the terms and patterns the marks were found with, [{"text":"Kari Nordmann","regex":false,"case_sensitive":false}] (at most 200); the verification reports each with how often it was found before and after, 0 found included.',
    ).optional(),
    ocr: ocrModeSchema
      .optional()
      .describe(
        'With search_terms: pages without a text layer are read by OCR to count them (auto, the default, at most 50 pages a file) or not (off); the verification names those pages (ocr_pages, unreadable_pages). As the ocr query parameter; the field wins.',
      ),
    log: redactionLogFormatSchema
      .optional()
      .describe(
        'Also answer the redaction log of each file in this format (decision 0059): per page the number of marks per legal basis, and the provisions used with their full citations; never the removed text. The answer is then always a zip: each redacted PDF, its log (<name>-redaction-log.json|csv|pdf) and verification.json. An unknown legal_basis is 400 VALIDATION_ERROR naming it.',
      ),
    log_language: redactionLogLanguageSchema
      .optional()
      .describe('The language of the log: nb (Norwegian bokmål, the default) or en.'),
    log_document_names: jsonText(
      'with log: the name each log prints for its document instead of the file name (a case number; a file name can itself name a person), {"sak.pdf":"Sak 2026/14"} or a list in upload order; "" or null leaves the name out.',
    ).optional(),
  }),
  responses: {
    200: {
      description:
        "The redacted PDF (one file) or a zip of them (several, or any number with log: then each file's redaction log too)",
      content: {
        'application/pdf': z.file().describe('The redacted PDF.'),
        'application/zip': z
          .file()
          .describe(
            "The redacted PDFs, one entry per file, and verification.json; with log, each file's redaction log beside its PDF.",
          ),
      },
    },
  },
});

// ---------------------------------------------------------------- POST /settings/import

export const importSettingsOperation = defineMultipartRoute({
  method: 'POST',
  path: '/settings/import',
  summary: 'Import a settings file (multipart field "file"); all or nothing',
  tags: ['settings'],
  fields: z.object({ file: z.file().describe('A settings file exported by Sladd (JSON, at most 5 MB).') }),
  responses: {
    200: {
      description: 'Imported',
      content: { 'application/json': envelope(z.object({ message: z.string() })) },
    },
  },
});

/** Every multipart operation, for the OpenAPI document and the test that it lists them all. */
export const MULTIPART_OPERATIONS = [
  extractOperation,
  batchSearchOperation,
  findWordsOperation,
  multiDetectOperation,
  redactFilesOperation,
  importSettingsOperation,
] as const;
