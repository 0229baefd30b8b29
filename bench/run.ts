// `npm run bench`: builds the corpora, runs each measurement in its own child process (so one
// phase's memory never counts against another's), and rewrites the bench section of
// docs/PERFORMANCE.md. Every phase has a time limit and the whole run a hard deadline.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCorpus } from './corpus.ts';
import { type LocalFigures, type PoolFigures, type RssFigures, type StreamFigures, formatReport } from './format-report.ts';
import { describeMachine } from './machine.ts';
import { makeHeavyPdf } from './make-pdfs.ts';
import { writeBenchSection } from './write-report.ts';

const DEADLINE_MS = 20 * 60_000;
const root = new URL('..', import.meta.url).pathname;
setTimeout(() => {
  console.error('bench: over the 20-minute deadline; stopping.');
  process.exit(3);
}, DEADLINE_MS).unref();

/** Runs one bench script under tsx in a child process and parses its last stdout line as JSON. */
function runPhase<T>(script: string, args: string[], timeoutMs: number): Promise<T | { error: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', script), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').pop() ?? '';
      try {
        if (code === 0) return resolve(JSON.parse(last) as T);
      } catch {
        // fall through to the error report
      }
      const why = signal ? `killed after ${timeoutMs / 1000} s` : `exit ${code}`;
      console.error(`bench: ${script} ${args[0] ?? ''} failed (${why})\n${err.split('\n').slice(-15).join('\n')}`);
      resolve({ error: why });
    });
  });
}

const machine = describeMachine();
const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
console.log(`bench: ${machine.cores} cores, ${machine.model}, load ${machine.loadAverage.join(' / ')}`);

console.log('bench: single-thread throughput on the 200-page corpus…');
const local = await runPhase<LocalFigures>('local-bench.ts', [], 240_000);
console.log(JSON.stringify(local));

console.log('bench: the same work through the job pool…');
const pool = await runPhase<PoolFigures>('pool-bench.ts', [], 240_000);
console.log(JSON.stringify(pool));

// The server phases run the compiled server, as `npm start` does.
console.log('bench: compiling the server (npm run build:api)…');
const build = spawnSync('npm', ['run', 'build:api'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error(`bench: building the server failed (${build.error?.message ?? `exit code ${build.status}`}); no figures were written.`);
  process.exit(build.status ?? 1);
}

console.log('bench: 20 × 50 pages through POST /api/batch/multi_detect?stream=true…');
const stream = await runPhase<StreamFigures>('server-bench.ts', ['batch'], 240_000);
console.log(JSON.stringify(stream));

console.log('bench: 20 files of ~10 MB through the stream (peak RSS)…');
const heavyDir = mkdtempSync(join(tmpdir(), 'sladd-bench-'));
let rss: RssFigures | { error: string };
try {
  const pages = makeCorpus(100, 10);
  for (let i = 0; i < 20; i++) {
    const name = `tung-${String(i + 1).padStart(2, '0')}.pdf`;
    writeFileSync(join(heavyDir, name), makeHeavyPdf(pages.slice(i * 5, i * 5 + 5), 9.5 * 1024 * 1024));
  }
  rss = await runPhase<RssFigures>('server-bench.ts', ['rss', heavyDir], 300_000);
} finally {
  rmSync(heavyDir, { recursive: true, force: true });
}
console.log(JSON.stringify(rss));

const report = formatReport({ machine, date, command: 'npm run bench', local, pool, stream, rss });
writeBenchSection(join(root, 'docs', 'PERFORMANCE.md'), report);
console.log(`\n${report}\n\nbench: wrote docs/PERFORMANCE.md`);
process.exit(0);
