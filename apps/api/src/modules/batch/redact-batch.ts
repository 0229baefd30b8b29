import { zipSync } from 'fflate';
import { z } from 'zod';
import { bboxSchema } from '@sladd/contract';
import { AppError } from '../../platform/errors.ts';
import { jsonField, type Uploads } from '../../platform/uploads.ts';
import type { JobPool } from '../../jobs/pool.ts';
import type { RedactResultData } from '../../jobs/task-types.ts';
import type { CheckedFile } from './batch.service.ts';

const mappingSchema = z.object({
  pages: z.array(
    z.object({
      page: z.number().int().min(1),
      sensitive: z.array(z.object({ bbox: bboxSchema }).passthrough()),
    }),
  ),
});
const appearanceSchema = z
  .object({
    mode: z
      .enum(['fill', 'replace_text', 'cross_out', 'transparent', 'fill_and_text', 'cross_out_and_text'])
      .optional(),
    fill_color: z.tuple([z.number(), z.number(), z.number()]).nullable().optional(),
    text: z.string().max(200).nullable().optional(),
    text_color: z.tuple([z.number(), z.number(), z.number()]).optional(),
    font_size: z.number().optional(),
    align: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  })
  .nullable();

export type Marks = { page: number; bbox: z.infer<typeof bboxSchema> }[];

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
    if (!parsed.success)
      throw invalidMarks(`The marks for ${name} are not valid: ${parsed.error.issues[0]?.message ?? ''}`);
    const marks = parsed.data.pages.flatMap((page) =>
      page.sensitive.map((item) => ({ page: page.page, bbox: item.bbox })),
    );
    if (marks.length === 0)
      throw invalidMarks(`${name} has no marks. Mark what to remove in it, or leave it out of the request.`);
    return marks;
  });
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

export interface RedactedFile {
  name: string;
  pdf: Uint8Array;
  verification: RedactResultData['verification'];
}

/** Redacts each file in the pool; any failure stops the batch with that file named. */
export async function redactFiles(
  pool: JobPool,
  files: CheckedFile[],
  marks: Marks[],
  appearance: ReturnType<typeof parseAppearance>,
  removeImages: boolean,
): Promise<RedactedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      try {
        const result = await pool.run<RedactResultData>({
          kind: 'redact',
          bytes: file.bytes,
          marks: marks[file.index] ?? [],
          appearance: appearance ?? null,
          removeImages,
        });
        return { name: redactedName(file.name), pdf: result.pdf, verification: result.verification };
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(error.code, `${file.name}: ${error.message}`, error.details);
        throw error;
      }
    }),
  );
}

/** "report.pdf" → "report-redacted.pdf". */
export function redactedName(name: string): string {
  return name.replace(/(\.pdf)?$/i, '-redacted.pdf');
}

// The header travels with every answer; a file with thousands of marks lists its first texts
// there and all of them in verification.json (zips) or the CLI.
const HEADER_STRINGS = 50;

/** The verification certificate of each file, as sent in the header (limit texts) and in verification.json. */
export function verificationSummary(files: RedactedFile[], limit = Infinity) {
  return {
    files: files.map((file) => {
      const strings = file.verification.strings ?? [];
      return {
        file: file.name,
        ok: file.verification.ok,
        pages_checked: file.verification.pagesChecked,
        marks_checked: file.verification.marksChecked,
        leftover_chars: file.verification.leftoverChars,
        strings_checked: strings.length,
        strings: strings.slice(0, limit).map((s) => ({ text: s.text, before: s.before, kept: s.kept, after: s.after, in_objects: s.inObjects })),
      };
    }),
  };
}

/** The certificate for the x-sladd-verification header, base64url JSON. */
export function verificationHeader(files: RedactedFile[]): string {
  return Buffer.from(JSON.stringify(verificationSummary(files, HEADER_STRINGS))).toString('base64url');
}

/** Several files travel as one zip with verification.json beside them. */
export function zipRedacted(files: RedactedFile[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    let name = file.name;
    for (let n = 2; entries[name]; n++) name = file.name.replace(/\.pdf$/i, `-${n}.pdf`);
    entries[name] = file.pdf;
  }
  entries['verification.json'] = new TextEncoder().encode(
    JSON.stringify(verificationSummary(files), null, 2),
  );
  return zipSync(entries, { level: 0 });
}
