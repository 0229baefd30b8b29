// `npm run bench:cli`: the sladd command line's start-up and its whole-process detection speed
// against `pdftotext -bbox` (poppler) on the same 250-page text PDF, in one run (issue 9, item 7).
// Builds the CLI first (npm run build:api) and runs it as users do, through apps/api/bin/sladd.mjs.
// Prints one JSON line; the figures go to docs/PERFORMANCE.md by hand, with the date and machine.
//
//   npm run bench:cli                          this build against pdftotext
//   npm run bench:cli -- --before /path/to/old another checkout's build (its apps/api/dist, built
//                                              there first) in the same alternation: before, after,
//                                              pdftotext, round after round, outputs compared byte
//                                              for byte each round
//   npm run bench:cli -- --runs 11             rounds of the alternation (default 7)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCorpus } from './corpus.ts';
import { describeMachine } from './machine.ts';
import { makeTextPdf } from './make-pdfs.ts';

const PAGES = 250;
const START_RUNS = 15;
const { values: options } = parseArgs({
  options: { before: { type: 'string' }, runs: { type: 'string', default: '7' } },
});
const DETECT_RUNS = Number(options.runs);
if (!Number.isInteger(DETECT_RUNS) || DETECT_RUNS < 1) throw new Error('--runs takes a whole number ≥ 1');
const root = new URL('..', import.meta.url).pathname;
const sladd = join(root, 'apps/api/bin/sladd.mjs');
const before = options.before ? join(options.before, 'apps/api/bin/sladd.mjs') : undefined;
if (before && !existsSync(join(options.before!, 'apps/api/dist/cli.js')))
  throw new Error(
    `--before ${options.before}: no apps/api/dist/cli.js there; run npm run build:api in it first`,
  );

interface Run {
  wallS: number;
  cpuS: number;
}

/** One whole-process run: wall clock here, user+system CPU of the child from GNU time. */
function timeProcess(command: string, args: string[]): Run {
  return timeProcessWithOutput(command, args).run;
}

function timeProcessWithOutput(command: string, args: string[]): { run: Run; stdout: string } {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', command, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const wallS = (performance.now() - started) / 1000;
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status}): ${result.stderr.slice(-400)}`,
    );
  const [, user, system] = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr) ?? [];
  return { run: { wallS, cpuS: Number(user) + Number(system) }, stdout: result.stdout };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const summarise = (runs: Run[]) => ({
  medianWallS: Number(median(runs.map((r) => r.wallS)).toFixed(3)),
  medianCpuS: Number(median(runs.map((r) => r.cpuS)).toFixed(3)),
  // The fastest run is the one least disturbed by other work on a shared machine.
  bestWallS: Number(Math.min(...runs.map((r) => r.wallS)).toFixed(3)),
  wallS: runs.map((r) => Number(r.wallS.toFixed(3))),
});

const machine = describeMachine();
console.error(
  `bench:cli: ${machine.cores} cores, ${machine.model}, load ${machine.loadAverage.join(' / ')}; building the CLI…`,
);
const build = spawnSync('npm', ['run', 'build:api'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error(`npm run build:api failed (exit ${build.status})`);

const dir = mkdtempSync(join(tmpdir(), 'sladd-cli-bench-'));
try {
  const pdf = join(dir, `text-${PAGES}.pdf`);
  writeFileSync(pdf, makeTextPdf(makeCorpus(PAGES)));
  const bboxOut = join(dir, 'bbox.html');

  // Start-up: help and --version, which must not load the engine, the model or a database.
  const help: Run[] = [];
  const version: Run[] = [];
  const bareNode: Run[] = [];
  for (let i = 0; i < START_RUNS; i++) {
    help.push(timeProcess(process.execPath, [sladd, 'help']));
    version.push(timeProcess(process.execPath, [sladd, '--version']));
    bareNode.push(timeProcess(process.execPath, ['-e', '0']));
  }

  const onePage = join(dir, 'text-1.pdf');
  writeFileSync(onePage, makeTextPdf(makeCorpus(1)));
  const detectArgs = (cli: string, file: string) => [cli, 'detect', file, '--methods', 'fast', '--json'];

  // Alternating runs, so load from other work on the machine falls on every tool alike.
  const poppler: Run[] = [];
  const detect: Run[] = [];
  const detectOnePage: Run[] = [];
  const old: Run[] = [];
  const oldOnePage: Run[] = [];
  let outputsDiffer = 0;
  for (let i = 0; i < DETECT_RUNS; i++) {
    let oldOutput: string | undefined;
    if (before) {
      const run = timeProcessWithOutput(process.execPath, detectArgs(before, pdf));
      old.push(run.run);
      oldOutput = run.stdout;
      oldOnePage.push(timeProcess(process.execPath, detectArgs(before, onePage)));
    }
    poppler.push(timeProcess('pdftotext', ['-bbox', pdf, bboxOut]));
    const run = timeProcessWithOutput(process.execPath, detectArgs(sladd, pdf));
    detect.push(run.run);
    if (oldOutput !== undefined && oldOutput !== run.stdout) outputsDiffer += 1;
    detectOnePage.push(timeProcess(process.execPath, detectArgs(sladd, onePage)));
  }
  const pdftotext = summarise(poppler);
  const sladdDetect = summarise(detect);
  const ratios = (runs: ReturnType<typeof summarise>) => ({
    ratioWall: Number((runs.medianWallS / pdftotext.medianWallS).toFixed(2)),
    ratioCpu: Number((runs.medianCpuS / pdftotext.medianCpuS).toFixed(2)),
    ratioBestWall: Number((runs.bestWallS / pdftotext.bestWallS).toFixed(2)),
  });
  console.log(
    JSON.stringify({
      date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      machine,
      pages: PAGES,
      rounds: DETECT_RUNS,
      startup: { help: summarise(help), version: summarise(version), bareNode: summarise(bareNode) },
      pdftotext,
      sladdDetect,
      ...ratios(sladdDetect),
      sladdDetectOnePage: summarise(detectOnePage),
      ...(before
        ? {
            before: {
              checkout: options.before,
              sladdDetect: summarise(old),
              ...ratios(summarise(old)),
              sladdDetectOnePage: summarise(oldOnePage),
              roundsWithDifferentOutput: outputsDiffer,
            },
          }
        : {}),
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
