import { methodOfEntity } from '@sladd/contract';
import type { SensitiveItem } from '@sladd/detect';
import type { DetectionRequest, DetectResult } from '../../jobs/task-types.ts';
import { type CliCommand, CliUsageError } from '../io.ts';
import { parseCommandArgs, splitList } from '../parse-command-args.ts';
import { exitCodeOf, runOnFiles } from '../run-files.ts';
import { formatPageRanges, printDetectTable } from '../print-tables.ts';

const USAGE = 'detect <file.pdf>… [--methods fast] [--entities ALL_FAST|A,B] [--threshold 0.5] [--json]';

/** The detection request from the flags; only the fast engine runs without a server configuration. */
export function buildDetectionRequest(values: { methods?: string; entities?: string; threshold?: string }): DetectionRequest {
  const methods = splitList(values.methods ?? 'fast');
  for (const method of methods) {
    if (method === 'standard' || method === 'advanced')
      throw new CliUsageError(`The ${method} engine is not available in the command line. Use --methods fast.`);
    if (method !== 'fast') throw new CliUsageError(`Unknown method "${method}". Use --methods fast.`);
  }
  const entities = splitList(values.entities ?? 'ALL_FAST');
  if (entities.length === 0) throw new CliUsageError('Choose at least one entity type with --entities (for example ALL_FAST).');
  for (const entity of entities) {
    const method = methodOfEntity(entity);
    if (!method) throw new CliUsageError(`Unknown entity type "${entity}". Use ALL_FAST or names from the fast catalogue.`);
    if (method !== 'fast') throw new CliUsageError(`"${entity}" belongs to the ${method} engine, which the command line does not run.`);
  }
  const threshold = values.threshold === undefined ? 0.5 : Number(values.threshold);
  if (values.threshold?.trim() === '' || !Number.isFinite(threshold) || threshold < 0 || threshold > 1)
    throw new CliUsageError(`--threshold must be a number from 0 to 1 (got "${values.threshold}").`);
  return { methods: { fast: entities }, threshold, removeWords: [] };
}

export const detectCommand: CliCommand = {
  name: 'detect',
  usage: USAGE,
  summary: 'find sensitive entities in PDFs (redaction_mapping with --json)',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      { methods: { type: 'string' }, entities: { type: 'string' }, threshold: { type: 'string' }, json: { type: 'boolean' } },
      USAGE,
    );
    if (positionals.length === 0) throw new CliUsageError(`Give at least one PDF.\nUsage: sladd ${USAGE}`);
    const request = buildDetectionRequest(values);
    const outcomes = await runOnFiles(positionals, io, 'detect', (pool, file, report) =>
      pool.run<DetectResult>({ kind: 'detect', bytes: file.bytes, request }, { onPage: (event) => report(event.page / event.totalPages) }),
    );
    const files = outcomes.map((outcome) =>
      outcome.ok
        ? { file: outcome.name, pages: outcome.value.pages.map((page) => ({ page: page.page, sensitive: page.sensitive as SensitiveItem[] })) }
        : { file: outcome.name, error: { code: outcome.code, message: outcome.message } },
    );
    for (const outcome of outcomes) {
      // A scanned page has nothing to detect in without OCR; say so rather than look clean.
      const blank = outcome.ok ? outcome.value.pagesWithoutText : [];
      if (blank.length > 0) io.err(`${outcome.path}: no text layer on ${blank.length === 1 ? 'page' : 'pages'} ${formatPageRanges(blank)} (scanned?); the command line does not run OCR, so nothing was found there.`);
    }
    if (values.json) io.out(JSON.stringify({ files }));
    else for (const file of files) if (file.pages) printDetectTable(io, file);
    return exitCodeOf(outcomes);
  },
};
