import { z } from 'zod';
import {
  bboxSchema,
  legalCodeIdSchema,
  redactionAppearanceSchema,
  redactionLogFormatSchema,
  redactionLogLanguageSchema,
  type RedactionLogFormatName,
  type RedactionLogLanguageName,
} from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import { field, jsonField, type Uploads } from '../../platform/uploads.ts';
import { MAX_REQUESTED } from '@sladd/pdf';

// The redact form's fields (spec 2 §6): the marks per file and how a redaction looks.

const mappingSchema = z.object({
  pages: z.array(
    z.object({
      page: z.number().int().min(1),
      sensitive: z.array(
        z.object({ bbox: bboxSchema, legal_basis: legalCodeIdSchema.nullish() }).passthrough(),
      ),
    }),
  ),
});
// The appearance is the contract's (decision 0059 added text_source).
const appearanceSchema = redactionAppearanceSchema;

/** A mark as the redaction reads it: its box and, when given, its legal basis (a code id). */
export type Marks = { page: number; bbox: z.infer<typeof bboxSchema>; legalBasis?: string }[];

/**
 * Marks per file from `mappings`: an object keyed by file name, or a list in upload order. Every
 * file must get at least one mark and every key must name an uploaded file, so a request can never
 * answer an unredacted file labelled as redacted.
 */
export function parseMappings(uploads: Uploads, fileNames: string[]): Marks[] {
  const raw = jsonField(uploads, 'mappings') ?? jsonField(uploads, 'redaction_mappings');
  if (raw === undefined)
    throw new AppError('VALIDATION_ERROR', 'Send the marks to redact in the "mappings" field.');
  if (raw === null || typeof raw !== 'object')
    throw invalidMarks(
      '"mappings" must be an object keyed by file name (or a list in upload order), not a single value.',
    );
  const perFile = Array.isArray(raw) ? raw : keyedByName(raw as Record<string, unknown>, fileNames);
  if (Array.isArray(raw) && raw.length !== fileNames.length)
    throw invalidMarks(
      `"mappings" lists marks for ${raw.length} files, but ${fileNames.length} were uploaded.`,
    );
  return fileNames.map((name, index) => {
    const parsed = mappingSchema.safeParse(perFile[index] ?? { pages: [] });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // A malformed code id is a validation error naming it, as an unknown one is (decision 0059).
      if (issue?.path.at(-1) === 'legal_basis')
        throw new AppError(
          'VALIDATION_ERROR',
          `The marks for ${name} name a legal basis that is not a code id (${placeOf(perFile[index], issue.path)}): ${issue.message}`,
          [{ path: 'legal_basis', message: issue.message }],
        );
      throw invalidMarks(`The marks for ${name} are not valid: ${issue?.message ?? ''}`);
    }
    const marks = parsed.data.pages.flatMap((page) =>
      page.sensitive.map((item) => ({
        page: page.page,
        bbox: item.bbox,
        ...(item.legal_basis ? { legalBasis: item.legal_basis } : {}),
      })),
    );
    if (marks.length === 0)
      throw invalidMarks(`${name} has no marks. Mark what to remove in it, or leave it out of the request.`);
    return marks;
  });
}

/**
 * Where a bad code sits ("page 2, mark 3"), named by position rather than by value: an error answer
 * is not sealed, so a value from a sealed request must not come back in it.
 */
function placeOf(mapping: unknown, path: readonly PropertyKey[]): string {
  const [, pageIndex, , markIndex] = path;
  const page = (mapping as { pages?: { page?: unknown }[] } | undefined)?.pages?.[Number(pageIndex)]?.page;
  const pageName = typeof page === 'number' ? `page ${page}` : `page entry ${Number(pageIndex) + 1}`;
  return typeof markIndex === 'number' ? `${pageName}, mark ${markIndex + 1}` : pageName;
}

function keyedByName(raw: Record<string, unknown>, fileNames: string[]): unknown[] {
  const unknown = Object.keys(raw).filter((key) => !fileNames.includes(key));
  if (unknown.length > 0)
    throw invalidMarks(
      `"mappings" has marks for ${quoteList(unknown)}, which is not among the uploaded files (${quoteList(fileNames)}).`,
    );
  return fileNames.map((name) => raw[name]);
}

const quoteList = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
const invalidMarks = (message: string) => new AppError('INVALID_MARKS', message);

export function parseAppearance(uploads: Uploads) {
  const parsed = appearanceSchema.safeParse(jsonField(uploads, 'appearance') ?? null);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_ERROR',
      `The appearance is not valid: ${parsed.error.issues[0]?.message ?? ''}`,
    );
  return parsed.data;
}

export type Appearance = ReturnType<typeof parseAppearance>;

const searchTermsSchema = z
  .array(
    z.object({
      text: z.string().max(500),
      regex: z.boolean().optional(),
      case_sensitive: z.boolean().optional(),
    }),
  )
  .max(MAX_REQUESTED, `at most ${MAX_REQUESTED} terms`);

export type SearchTerms = { kind: 'term' | 'pattern'; text: string; caseSensitive: boolean }[];

/**
 * The terms and patterns the marks were searched with (optional): the certificate reports each
 * with its count before and after the redaction, 0 found included.
 */
export function parseRequestedTerms(uploads: Uploads): SearchTerms {
  const raw = jsonField(uploads, 'search_terms');
  if (raw === undefined || raw === null) return [];
  const parsed = searchTermsSchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_ERROR',
      `"search_terms" must be a list of {"text", "regex", "case_sensitive"}: ${parsed.error.issues[0]?.message ?? ''}`,
    );
  return parsed.data
    .filter((t) => t.text.trim() !== '')
    .map((t) => ({
      kind: t.regex ? 'pattern' : 'term',
      text: t.text,
      caseSensitive: t.case_sensitive === true,
    }));
}

/** The redaction log asked for with the redaction (decision 0059), or null. */
export interface LogRequest {
  format: RedactionLogFormatName;
  language: RedactionLogLanguageName;
  /**
   * Per file (upload order), the name the log prints instead of the file name: a case number, or
   * null to leave it out. Undefined: the file's own name.
   */
  documentNames?: (string | null | undefined)[];
}

/** The longest name a log prints for a document. */
const MAX_LOG_DOCUMENT_NAME = 200;

/** `log` (json, csv, pdf) and `log_language` (nb, the default, or en); absent log → null. */
export function parseLogRequest(uploads: Uploads, fileNames: readonly string[] = []): LogRequest | null {
  const format = field(uploads, 'log');
  const language = field(uploads, 'log_language');
  const names = jsonField(uploads, 'log_document_names');
  if (format === undefined || format === '') {
    if (language !== undefined && language !== '')
      throw new AppError(
        'VALIDATION_ERROR',
        '"log_language" needs "log": say which format the log is wanted in.',
        [{ path: 'log', message: 'Required with log_language' }],
      );
    if (names !== undefined)
      throw new AppError(
        'VALIDATION_ERROR',
        '"log_document_names" needs "log": say which format the log is wanted in.',
        [{ path: 'log', message: 'Required with log_document_names' }],
      );
    return null;
  }
  const parsedFormat = redactionLogFormatSchema.safeParse(format.toLowerCase());
  if (!parsedFormat.success)
    throw new AppError('VALIDATION_ERROR', '"log" must be json, csv or pdf.', [
      { path: 'log', message: 'Expected json, csv or pdf' },
    ]);
  const parsedLanguage = redactionLogLanguageSchema.safeParse((language || 'nb').toLowerCase());
  if (!parsedLanguage.success)
    throw new AppError('VALIDATION_ERROR', '"log_language" must be nb or en.', [
      { path: 'log_language', message: 'Expected nb or en' },
    ]);
  return {
    format: parsedFormat.data,
    language: parsedLanguage.data,
    ...(names === undefined ? {} : { documentNames: parseLogDocumentNames(names, fileNames) }),
  };
}

const logNameSchema = z
  .string()
  .trim()
  .max(MAX_LOG_DOCUMENT_NAME, `A name in "log_document_names" is at most ${MAX_LOG_DOCUMENT_NAME} characters`)
  .nullable();

/**
 * `log_document_names`: the name each file's log prints, an object keyed by file name or a list in
 * upload order; "" or null leaves the name out. A file not named keeps its own name.
 */
function parseLogDocumentNames(raw: unknown, fileNames: readonly string[]): (string | null | undefined)[] {
  const invalid = (message: string) =>
    new AppError('VALIDATION_ERROR', message, [{ path: 'log_document_names', message }]);
  if (raw === null || typeof raw !== 'object')
    throw invalid('"log_document_names" is an object keyed by file name (or a list in upload order).');
  if (Array.isArray(raw) && raw.length !== fileNames.length)
    throw invalid(
      `"log_document_names" lists ${raw.length} names, but ${fileNames.length} files were uploaded: give one per file ("" to leave a name out).`,
    );
  if (!Array.isArray(raw)) {
    const unknown = Object.keys(raw).filter((name) => !fileNames.includes(name));
    if (unknown.length > 0)
      throw invalid(`"log_document_names" names ${unknown.length} file(s) that were not uploaded.`);
  }
  return fileNames.map((name, index) => {
    const value = Array.isArray(raw)
      ? (raw[index] as unknown)
      : Object.hasOwn(raw, name)
        ? (raw as Record<string, unknown>)[name]
        : undefined;
    if (value === undefined) return undefined;
    const parsed = logNameSchema.safeParse(value);
    if (!parsed.success)
      throw invalid(parsed.error.issues[0]?.message ?? 'A name in "log_document_names" is a string or null.');
    return parsed.data === null || parsed.data === '' ? null : parsed.data;
  });
}
