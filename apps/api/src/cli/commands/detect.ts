// The entity catalogue without the API's schemas, and @sladd/detect only when the standard engine's
// catalogue is checked: this thread opens the PDF while the detection thread loads the engines.
import { methodOfEntity } from '@sladd/contract/entities';
import type { SensitiveItem } from '@sladd/detect';
import type { DetectionRequest, DetectResult } from '../../jobs/task-types.ts';
import { type CliCommand, CliUsageError } from '../io.ts';
import { parseCommandArgs, splitList } from '../parse-command-args.ts';
import { exitCodeOf, runOnFiles } from '../run-files.ts';
import { printDetectTable } from '../print-tables.ts';
import { OCR_OPTION, parseOcrMode, reportUnread, runTaskWithOcr } from '../cli-ocr.ts';

const USAGE =
  'detect <file.pdf>… [--methods fast,standard] [--entities ALL_FAST|ALL_STANDARD|A,B] [--threshold 0.5] [--ocr auto|off] [--json]';

const ENGINES = ['fast', 'standard'] as const;
type CliEngine = (typeof ENGINES)[number];
const ALL: Record<CliEngine, string> = { fast: 'ALL_FAST', standard: 'ALL_STANDARD' };

/**
 * The detection request from the flags. The fast and the standard engine run on this machine; the
 * advanced one needs the server's language model. Without --entities each engine looks for its
 * whole catalogue; with it, each type goes to its own engine, and --methods (if given) must name it.
 */
export async function buildDetectionRequest(values: {
  methods?: string;
  entities?: string;
  threshold?: string;
}): Promise<DetectionRequest & { methods: Partial<Record<CliEngine, string[]>> }> {
  const named = values.methods === undefined ? undefined : splitList(values.methods);
  for (const method of named ?? []) {
    if (method === 'advanced')
      throw new CliUsageError(
        'The advanced engine is not available in the command line (it needs the server’s language model). Use --methods fast,standard.',
      );
    if (!(ENGINES as readonly string[]).includes(method))
      throw new CliUsageError(`Unknown method "${method}". Use --methods fast, standard or fast,standard.`);
  }
  if (named?.length === 0)
    throw new CliUsageError('Choose at least one method with --methods (fast, standard).');
  const entities = splitList(
    values.entities ?? (named ?? ['fast']).map((m) => ALL[m as CliEngine]).join(','),
  );
  if (entities.length === 0)
    throw new CliUsageError('Choose at least one entity type with --entities (for example ALL_FAST).');
  const methods: Partial<Record<CliEngine, string[]>> = {};
  for (const entity of entities) {
    const method = methodOfEntity(entity);
    if (!method)
      throw new CliUsageError(
        `Unknown entity type "${entity}". Use ALL_FAST, ALL_STANDARD or names from the fast and standard catalogues.`,
      );
    if (method === 'advanced')
      throw new CliUsageError(
        `"${entity}" belongs to the advanced engine, which the command line does not run.`,
      );
    if (named && !named.includes(method))
      throw new CliUsageError(`"${entity}" belongs to the ${method} engine; add it to --methods.`);
    (methods[method] ??= []).push(entity);
  }
  const threshold = values.threshold === undefined ? 0.5 : Number(values.threshold);
  if (values.threshold?.trim() === '' || !Number.isFinite(threshold) || threshold < 0 || threshold > 1)
    throw new CliUsageError(`--threshold must be a number from 0 to 1 (got "${values.threshold}").`);
  // As the server does: a type the standard engine cannot find yet is named and left out, and a
  // request of only such types is refused rather than answered with "nothing found".
  const unsupported = methods.standard
    ? await import('@sladd/detect').then(({ createStandardEngine, unsupportedEntities }) =>
        unsupportedEntities(createStandardEngine(), methods.standard!),
      )
    : [];
  if (unsupported.length > 0) {
    methods.standard = methods.standard!.filter((entity) => !unsupported.includes(entity));
    if (methods.standard.length === 0) delete methods.standard;
    if (!methods.fast && !methods.standard)
      throw new CliUsageError(
        `The standard engine cannot find ${unsupported.join(', ')} yet; choose other types with --entities.`,
      );
  }
  return { methods, threshold, removeWords: [], ...(unsupported.length ? { unsupported } : {}) };
}

export const detectCommand: CliCommand = {
  name: 'detect',
  usage: USAGE,
  summary: 'find sensitive entities in PDFs (redaction_mapping with --json)',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      {
        methods: { type: 'string' },
        entities: { type: 'string' },
        threshold: { type: 'string' },
        json: { type: 'boolean' },
        ...OCR_OPTION,
      },
      USAGE,
    );
    if (positionals.length === 0) throw new CliUsageError(`Give at least one PDF.\nUsage: sladd ${USAGE}`);
    const ocr = parseOcrMode(values.ocr);
    const request = await buildDetectionRequest(values);
    // Named, not silently dropped: a type the standard engine cannot find yet.
    if (request.unsupported?.length)
      io.err(
        `The standard engine cannot find ${request.unsupported.join(', ')} yet; left out of this detection.`,
      );
    const outcomes = await runOnFiles(
      positionals,
      io,
      'detect',
      (pool, file, report) => {
        let ocrShare = 0;
        return runTaskWithOcr<DetectResult>(pool, { kind: 'detect', bytes: file.bytes, request }, ocr, {
          // Completed pages only: with the detection on its own thread, pages start ahead of it.
          onPage: (event) =>
            event.type === 'page_completed' && report(ocrShare + (1 - ocrShare) * (event.page / event.totalPages)),
          report: (fraction) => {
            ocrShare = fraction;
            report(fraction);
          },
        });
      },
      { detectOnThread: true },
    );
    const files = outcomes.map((outcome) =>
      outcome.ok
        ? {
            file: outcome.name,
            pages: outcome.value.pages.map((page) => ({
              page: page.page,
              sensitive: page.sensitive as SensitiveItem[],
            })),
          }
        : { file: outcome.name, error: { code: outcome.code, message: outcome.message } },
    );
    // A page nothing could be read on is said, rather than looking clean.
    for (const outcome of outcomes) if (outcome.ok) reportUnread(io, outcome.path, outcome.value, ocr);
    if (values.json) io.out(JSON.stringify({ files }));
    else for (const file of files) if (file.pages) printDetectTable(io, file);
    return exitCodeOf(outcomes);
  },
};
