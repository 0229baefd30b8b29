import { LIMITS } from '@sladd/contract/limits';
import { summarizeSearch } from '../../jobs/search-summary.ts';
import { OCR_OPTION, parseOcrMode, reportUnread, runTaskWithOcr } from '../cli-ocr.ts';
import type { SearchResult } from '../../jobs/task-types.ts';
import { type CliCommand, CliUsageError } from '../io.ts';
import { parseCommandArgs } from '../parse-command-args.ts';
import { printSearchTable } from '../print-tables.ts';
import { exitCodeOf, runOnFiles } from '../run-files.ts';

const USAGE = 'search <file.pdf>… --term T… [--case-sensitive] [--regex] [--ocr auto|off] [--json]';

/** Search terms from the flags: at least one, each within the server's length limit. */
export function checkSearchTerms(terms: string[] | undefined): string[] {
  const cleaned = [...new Set((terms ?? []).filter((term) => term.trim() !== ''))];
  if (cleaned.length === 0) throw new CliUsageError(`Give at least one --term.\nUsage: sladd ${USAGE}`);
  if (cleaned.some((term) => term.length > LIMITS.searchQueryMax))
    throw new CliUsageError(`A search term may be at most ${LIMITS.searchQueryMax} characters.`);
  return cleaned;
}

export const searchCommand: CliCommand = {
  name: 'search',
  usage: USAGE,
  summary: 'find every occurrence of terms in PDFs, with boxes',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(
      args,
      { term: { type: 'string', multiple: true, short: 't' }, 'case-sensitive': { type: 'boolean' }, regex: { type: 'boolean' }, json: { type: 'boolean' }, ...OCR_OPTION },
      USAGE,
    );
    if (positionals.length === 0) throw new CliUsageError(`Give at least one PDF.\nUsage: sladd ${USAGE}`);
    const terms = checkSearchTerms(values.term);
    const task = { kind: 'search' as const, terms, caseSensitive: values['case-sensitive'] === true, regex: values.regex === true };
    const ocr = parseOcrMode(values.ocr);
    const outcomes = await runOnFiles(positionals, io, 'search', (pool, file, report) =>
      runTaskWithOcr<SearchResult>(pool, { ...task, bytes: file.bytes }, ocr, { report }),
    );
    for (const outcome of outcomes) if (outcome.ok) reportUnread(io, outcome.path, outcome.value, ocr);
    const files = outcomes.map((outcome) => {
      if (!outcome.ok) return { file: outcome.name, error: { code: outcome.code, message: outcome.message } };
      const { pages, totalMatches } = summarizeSearch(outcome.value);
      return { file: outcome.name, pages_searched: outcome.value.pageCount, total_matches: totalMatches, pages };
    });
    if (values.json) io.out(JSON.stringify({ files }));
    else for (const file of files) if (file.pages) printSearchTable(io, file);
    return exitCodeOf(outcomes);
  },
};
