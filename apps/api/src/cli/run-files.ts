import { availableParallelism } from 'node:os';
import { AppError } from '../platform/errors.ts';
import type { JobPool } from '../jobs/pool.ts';
import { type CliIo } from './io.ts';
import { createLocalPool } from './local-pool.ts';
import { createProgress, type ProgressStream } from './progress.ts';
import { formatFileError, InputError, type InputFile, readInputFile } from './read-input.ts';

/** What happened to one input file: its result, or the problem, already printed to stderr. */
export type FileOutcome<T> =
  | { ok: true; path: string; name: string; value: T }
  | { ok: false; path: string; name: string; code: string; message: string; exitCode: 1 | 2 };

/** Work on one file; `report` moves the bar (fraction of this file done). */
export type FileWork<T> = (pool: JobPool, file: InputFile, report: (fraction: number) => void) => Promise<T>;

/** Error codes that mean "this input is bad" (exit 2) rather than "we failed" (exit 1). */
const BAD_INPUT_CODES = new Set([
  'NOT_A_PDF',
  'FILE_TOO_LARGE',
  'PDF_ENCRYPTED',
  'PDF_UNREADABLE',
  'TOO_MANY_PAGES',
  'PAGE_TOO_LARGE',
  'INVALID_REGEX',
  'INVALID_MARKS',
  'VALIDATION_ERROR',
]);

function toFailure(path: string, name: string, error: unknown): Extract<FileOutcome<never>, { ok: false }> {
  if (error instanceof InputError)
    return { ok: false, path, name, code: error.code, message: error.message, exitCode: 2 };
  if (error instanceof AppError) {
    return {
      ok: false,
      path,
      name,
      code: error.code,
      message: error.message,
      exitCode: BAD_INPUT_CODES.has(error.code) ? 2 : 1,
    };
  }
  // An unexpected failure may carry document text in its message; say only that it failed.
  return {
    ok: false,
    path,
    name,
    code: 'INTERNAL_ERROR',
    message: 'could not be processed because of an internal error.',
    exitCode: 1,
  };
}

/**
 * Runs `work` on every file in a worker pool sized to the cores, at most one file per thread in
 * memory at a time. Bad files are reported on stderr as they fail and the others carry on.
 * The pool is always closed, so the process can exit.
 */
export async function runOnFiles<T>(
  paths: string[],
  io: CliIo,
  label: string,
  work: FileWork<T>,
  options: {
    stream?: ProgressStream;
    /** One file's detection runs on a thread of its own beside its extraction (pipelined-detect.ts). */
    detectOnThread?: boolean;
  } = {},
): Promise<FileOutcome<T>[]> {
  const threads = Math.max(1, Math.min(paths.length, availableParallelism()));
  // Started on the first readable file: a run where every path is missing never spins up workers.
  // One file runs on this thread (same task functions, no worker start-up, piscina not even loaded).
  let pool: Promise<JobPool> | undefined;
  const openPool = () =>
    (pool ??=
      paths.length === 1
        ? createLocalPool({ detectOnThread: options.detectOnThread })
        : // No deadline: the person waits for their own files and may stop them (Ctrl-C).
          import('../jobs/pool.ts').then((module) => module.createJobPool(threads, { taskTimeoutMs: 0 })));
  const progress = createProgress(label, options.stream);
  const fractions = paths.map(() => 0);
  const outcomes: FileOutcome<T>[] = new Array(paths.length);
  const draw = () => {
    const finished = fractions.filter((f) => f >= 1).length;
    progress.update(fractions.reduce((a, b) => a + b, 0) / paths.length, `${finished}/${paths.length} files`);
  };
  let next = 0;
  const runner = async () => {
    while (next < paths.length) {
      const index = next++;
      const path = paths[index]!;
      const name = path.split(/[\\/]/).pop() ?? path;
      try {
        const file = await readInputFile(path);
        const value = await work(await openPool(), file, (fraction) => {
          fractions[index] = Math.min(fraction, 0.99);
          draw();
        });
        outcomes[index] = { ok: true, path, name, value };
      } catch (error) {
        const failure = toFailure(path, name, error);
        progress.done();
        // An output problem names the output file; everything else names the input.
        io.err(formatFileError(error instanceof InputError ? error.path : path, failure.message));
        outcomes[index] = failure;
      }
      fractions[index] = 1;
      draw();
    }
  };
  try {
    await Promise.all(Array.from({ length: threads }, runner));
  } finally {
    progress.done();
    await (await pool)?.close();
  }
  return outcomes;
}

/** 0 when every file succeeded; else the worst code (1 beats 2: a failed check matters most). */
export function exitCodeOf(outcomes: FileOutcome<unknown>[]): number {
  const codes = outcomes.flatMap((o) => (o.ok ? [] : [o.exitCode]));
  if (codes.includes(1)) return 1;
  return codes.length > 0 ? 2 : 0;
}
