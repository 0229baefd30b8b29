import { access, constants } from 'node:fs/promises';
import { dirname, extname, resolve as resolvePath } from 'node:path';
import { legalCodeIdSchema } from '@sladd/contract';
import type { AppearanceMode, RedactionLogFormat, RedactionVerification } from '@sladd/pdf';
import { builtInLegalCodes, type LegalBasisText } from '../../modules/batch/legal-basis-codes.ts';
import { AppError } from '../../platform/errors.ts';
import type { RedactResultData } from '../../jobs/task-types.ts';
import { collectMarks, type MarkCounts, type MarkSources, type PagesRead } from '../collect-marks.ts';
import { OCR_OPTION, parseOcrMode, reportUnread } from '../cli-ocr.ts';
import { type CliCommand, CliUsageError } from '../io.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { printCertificate } from '../print-tables.ts';
import { InputError } from '../read-input.ts';
import { readMarksFile } from '../read-marks.ts';
import { exitCodeOf, runOnFiles } from '../run-files.ts';
import { writeFileAtomic } from '../write-output.ts';

const USAGE =
  'redact <in.pdf> -o <out.pdf> [--term T]… [--regex R]… [--case-sensitive] [--marks marks.json] [--detect fast] [--appearance MODE] [--text-source fixed|legal_basis] [--legal-basis ID] [--log log.pdf|.csv|.json] [--log-language nb|en] [--log-name NAME] [--remove-images] [--ocr auto|off] [--json]';
const MODES = [
  'fill',
  'replace_text',
  'cross_out',
  'transparent',
  'fill_and_text',
  'cross_out_and_text',
] as const;
const usageError = (message: string) => new CliUsageError(`${message}\nUsage: sladd ${USAGE}`);

interface Redacted {
  written: boolean;
  /** Where the redaction log was written, when --log asked for one. */
  log?: string;
  counts: MarkCounts;
  verification: RedactionVerification;
  read: PagesRead;
}

/** The spec's certificate fields from the engine's verification, with the per-string counts. */
const certificateOf = (v: RedactionVerification) => ({
  ok: v.ok,
  pages_checked: v.pagesChecked,
  marks_checked: v.marksChecked,
  leftover_chars: v.leftoverChars,
  requested: (v.requested ?? []).map((r) => ({
    kind: r.kind,
    text: r.text,
    before: r.before,
    after: r.after,
  })),
  strings: (v.strings ?? []).map((s) => ({
    text: s.text,
    before: s.before,
    kept: s.kept,
    after: s.after,
    in_objects: s.inObjects,
  })),
  visual: v.visual ? visualOf(v.visual) : null,
});

/** The visual check as the certificate names it (snake case, like the API's). */
export const visualOf = (v: NonNullable<RedactionVerification['visual']>) => ({
  ok: v.ok,
  pages_compared: v.pagesCompared,
  dpi: v.dpi,
  tolerance: { grey_levels: v.tolerance.greyLevels, percent_of_page: v.tolerance.percentOfPage },
  max_changed_percent: v.maxChangedPercent,
  changed_pages: v.changedPages,
  marks_with_traces: v.marksWithTraces,
});

const LOG_FORMATS: Record<string, RedactionLogFormat> = { '.json': 'json', '.csv': 'csv', '.pdf': 'pdf' };

/** The log's format from its file name's extension (decision 0059). */
function logFormatOf(path: string): RedactionLogFormat {
  const format = LOG_FORMATS[extname(path).toLowerCase()];
  if (!format)
    throw usageError(`--log ${path}: name the log .json, .csv or .pdf; its format follows the extension.`);
  return format;
}

/** Built-in codes only: the CLI acts for no organization. An unknown id is a usage error naming it. */
function resolveCodes(ids: Iterable<string>): Map<string, LegalBasisText> {
  try {
    return builtInLegalCodes(ids);
  } catch (error) {
    if (error instanceof AppError)
      throw usageError(
        `${error.message} The CLI knows the built-in codes only (e.g. no-offl-13, uk-foi-s40, us-foia-b6).`,
      );
    throw error;
  }
}

async function checkOutputDirectory(output: string): Promise<void> {
  try {
    await access(dirname(output), constants.W_OK);
  } catch {
    throw new CliUsageError(`${output}: the output folder does not exist or cannot be written to.`);
  }
}

export const redactCommand: CliCommand = {
  name: 'redact',
  usage: USAGE,
  summary: 'remove terms, patterns, marks or detected entities and verify the result',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        output: { type: 'string', short: 'o' },
        term: { type: 'string', multiple: true, short: 't' },
        regex: { type: 'string', multiple: true },
        'case-sensitive': { type: 'boolean' },
        marks: { type: 'string' },
        detect: { type: 'string' },
        appearance: { type: 'string' },
        'text-source': { type: 'string' },
        'legal-basis': { type: 'string' },
        log: { type: 'string' },
        'log-language': { type: 'string' },
        'log-name': { type: 'string' },
        'remove-images': { type: 'boolean' },
        json: { type: 'boolean' },
        ...OCR_OPTION,
      },
      USAGE,
    );
    if (positionals.length !== 1)
      throw usageError(positionals.length === 0 ? 'Give the PDF to redact.' : 'Redact one PDF at a time.');
    const output = values.output;
    if (!output) throw usageError('Missing -o <out.pdf>: say where to write the redacted PDF.');
    if (values.detect !== undefined && values.detect !== 'fast')
      throw usageError(`--detect ${values.detect} is not available; use --detect fast.`);
    const mode = values.appearance;
    if (mode !== undefined && !(MODES as readonly string[]).includes(mode))
      throw usageError(`Unknown --appearance "${mode}". Choose one of ${MODES.join(', ')}.`);
    const textSource = values['text-source'];
    if (textSource !== undefined && textSource !== 'fixed' && textSource !== 'legal_basis')
      throw usageError(`Unknown --text-source "${textSource}". Choose fixed or legal_basis.`);
    const defaultCode = values['legal-basis'];
    if (defaultCode !== undefined && !legalCodeIdSchema.safeParse(defaultCode).success)
      throw usageError(`--legal-basis "${defaultCode}" is not a code id (e.g. no-offl-13).`);
    const logPath = values.log;
    const logFormat = logPath === undefined ? undefined : logFormatOf(logPath);
    const logLanguage = values['log-language'] ?? 'nb';
    if (logLanguage !== 'nb' && logLanguage !== 'en')
      throw usageError(`Unknown --log-language "${logLanguage}". Choose nb or en.`);
    if (values['log-language'] !== undefined && logPath === undefined)
      throw usageError('--log-language needs --log <file>.');
    // The name the log prints for the document (a case number); "" leaves it out.
    const logName = values['log-name'];
    if (logName !== undefined && logPath === undefined) throw usageError('--log-name needs --log <file>.');
    if (logName !== undefined && logName.length > 200)
      throw usageError('--log-name is at most 200 characters.');
    if (logPath !== undefined && resolvePath(logPath) === resolvePath(output))
      throw usageError('--log and -o name the same file: the log would replace the redacted PDF.');
    const sources: MarkSources = {
      terms: (values.term ?? []).filter((t) => t.trim() !== ''),
      regexes: (values.regex ?? []).filter((r) => r !== ''),
      caseSensitive: values['case-sensitive'] === true,
      fromFile: values.marks ? await readMarksFile(values.marks) : [],
      detect: values.detect === 'fast',
      ocr: parseOcrMode(values.ocr),
    };
    if (!values.marks && !sources.detect && sources.terms.length + sources.regexes.length === 0)
      throw usageError('Say what to remove: --term, --regex, --marks or --detect fast.');
    await checkOutputDirectory(output);
    if (logPath !== undefined) await checkOutputDirectory(logPath);
    // Codes in the marks file, and --legal-basis, are checked before any file is read.
    const knownCodes = resolveCodes([
      ...sources.fromFile.flatMap((mark) => (mark.legalBasis ? [mark.legalBasis] : [])),
      ...(defaultCode ? [defaultCode] : []),
    ]);

    const [outcome] = await runOnFiles(
      positionals,
      io,
      'redact',
      async (pool, file, report): Promise<Redacted> => {
        const collected = await collectMarks(pool, file.bytes, sources, report);
        const { counts, read, recognized } = collected;
        // --legal-basis gives its code to every mark that has none; labels are resolved here.
        const marks = collected.marks.map((mark) => {
          const legalBasis = mark.legalBasis ?? defaultCode;
          const code = legalBasis ? knownCodes.get(legalBasis) : undefined;
          return code && legalBasis ? { ...mark, legalBasis, label: code.label } : mark;
        });
        report(0.5);
        const requested = [
          ...sources.terms.map((text) => ({
            kind: 'term' as const,
            text,
            caseSensitive: sources.caseSensitive,
          })),
          ...sources.regexes.map((text) => ({
            kind: 'pattern' as const,
            text,
            caseSensitive: sources.caseSensitive,
          })),
        ];
        const task = {
          kind: 'redact' as const,
          bytes: file.bytes,
          marks,
          appearance:
            mode || textSource
              ? {
                  ...(mode ? { mode: mode as AppearanceMode } : {}),
                  ...(textSource ? { text_source: textSource as 'fixed' | 'legal_basis' } : {}),
                }
              : null,
          removeImages: values['remove-images'] === true,
          texts: sources.terms,
          requested,
          recognized,
          ...(logFormat
            ? {
                log: {
                  format: logFormat,
                  language: logLanguage as 'nb' | 'en',
                  documentName: logName === undefined ? file.name : logName.trim() || null,
                  createdAt: new Date().toISOString(),
                  codes: Object.fromEntries(knownCodes),
                },
              }
            : {}),
        };
        let result: RedactResultData;
        try {
          result = await pool.run<RedactResultData>(task);
        } catch (error) {
          // A failed check is an answer to show (the certificate), not a crash; nothing is written.
          if (error instanceof AppError && error.code === 'REDACTION_VERIFICATION_FAILED' && error.details)
            return { written: false, counts, read, verification: error.details as RedactionVerification };
          throw error;
        }
        try {
          await writeFileAtomic(output, result.pdf);
        } catch (error) {
          throw new InputError(
            output,
            'OUTPUT_NOT_WRITABLE',
            `the redacted PDF could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
          );
        }
        if (logPath !== undefined && result.log) {
          try {
            await writeFileAtomic(logPath, result.log.bytes);
          } catch (error) {
            throw new InputError(
              logPath,
              'OUTPUT_NOT_WRITABLE',
              `the redaction log could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
            );
          }
          return { written: true, log: logPath, counts, read, verification: result.verification };
        }
        return { written: true, counts, read, verification: result.verification };
      },
    );
    if (!outcome!.ok) {
      if (values.json)
        io.out(
          JSON.stringify({ file: outcome!.name, error: { code: outcome!.code, message: outcome!.message } }),
        );
      return exitCodeOf([outcome!]);
    }
    const { written, counts, verification, read, log } = outcome!.value;
    const certificate = {
      ...certificateOf(verification),
      ocr_pages: read.ocrPages,
      unreadable_pages: read.unreadablePages,
    };
    if (values.json)
      io.out(
        JSON.stringify({
          file: outcome!.name,
          output: written ? output : null,
          ...(logPath !== undefined ? { log: log ?? null } : {}),
          ...certificate,
          marks: counts,
        }),
      );
    else {
      printCertificate(io, positionals[0]!, written ? output : null, certificate);
      if (log) io.out(`  redaction log    ${log}`);
    }
    if (!written) {
      const left = certificate.strings.filter((s) => s.after > s.kept || s.in_objects > 0).length;
      const visual = verification.visual;
      const why =
        verification.leftoverChars > 0
          ? `${verification.leftoverChars} characters remain under marks`
          : left > 0
            ? `${left} redacted ${left === 1 ? 'text is' : 'texts are'} still in the file`
            : visual?.marksWithTraces[0]
              ? `picture content remains under ${visual.marksWithTraces[0].marks} mark(s) on page ${visual.marksWithTraces[0].page}`
              : visual?.changedPages[0]
                ? `page ${visual.changedPages[0].page} would look different outside the marks`
                : 'the redacted file could not be re-read';
      io.err(`${positionals[0]}: redaction could not be confirmed (${why}); no file was written.`);
      return 1;
    }
    const unmatched = certificate.requested.filter((r) => r.before === 0).map((r) => JSON.stringify(r.text));
    if (unmatched.length > 0)
      io.err(`${positionals[0]}: not found in the file, so nothing was removed for ${unmatched.join(', ')}.`);
    reportUnread(io, positionals[0]!, read, sources.ocr ?? 'auto');
    if (certificate.marks_checked === 0)
      io.err(
        read.unreadablePages.length > 0
          ? `${positionals[0]}: nothing matched where text could be read, so nothing was removed; pages nothing could be read on are not checked. The output is a cleaned copy (metadata, scripts, attachments).`
          : `${positionals[0]}: nothing matched, so nothing was removed; the output is a cleaned copy (metadata, scripts, attachments).`,
      );
    return 0;
  },
};
