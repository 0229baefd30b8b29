// `npm run bench:queue`: issue 15's queue bench. The compiled API (`npm run build:api` first) runs
// with JOBS=queue on BENCH_REDIS_URL; `sladd worker --concurrency 1` processes (compiled too) take
// the jobs. The same streamed batch — 20 case files × 50 pages, ALL_FAST — runs with 1 worker, then
// with 2, then the embedded default for reference: pages/s over the whole batch and the time to
// the first event and to the first page, and the CPU per page of the API process and of the
// workers (user + system time of each whole process, all threads, from /proc; issue 29). Bounded:
// 3 batches per setting, loopback only, a 5-minute hard stop. Prints one JSON line.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeCorpus } from './corpus.ts';
import { describeMachine } from './machine.ts';
import { makeTextPdf } from './make-pdfs.ts';
import { createMultipartBody } from './multipart-body.ts';
import { startServerProcess } from './server-process.ts';
import { readEventStream } from './sse-client.ts';
import { ROOT } from '../e2e/support/server.ts';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const FILES = 20;
const PAGES = 50;
const RUNS = 3;
setTimeout(() => {
  console.error('queue-bench: over 5 minutes; stopping.');
  process.exit(3);
}, 300_000).unref();

function startWorker(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [join(ROOT, 'apps/api/dist/cli.js'), 'worker', '--concurrency', '1'],
    {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a worker did not start within 30 s')), 30_000);
    // LOG_LEVEL=warn prints nothing on start: the worker is ready once it has connected; wait a moment.
    setTimeout(() => {
      clearTimeout(timer);
      resolve(child);
    }, 3000);
    child.once('exit', (code) => reject(new Error(`a worker exited with ${code}`)));
  });
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** CPU seconds (user + system, every thread) a process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const stopWorker = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const loadBefore = describeMachine().loadAverage;
const files = Array.from({ length: FILES }, (_, i) => ({
  name: `sak-${i}.pdf`,
  bytes: makeTextPdf(makeCorpus(PAGES, 2026 + i)),
}));
// The first worker starts before the API: an API with no worker on its queue is not healthy.
const workers: ChildProcess[] = [await startWorker()];
let server = await startServerProcess({ JOBS: 'queue', REDIS_URL });

async function batch(workerPids: Array<number | undefined> = []) {
  const cpuBefore = { api: cpuSeconds(server.pid), workers: workerPids.map(cpuSeconds) };
  const body = createMultipartBody(files, { requested_entities: '["ALL_FAST"]', threshold: '0.5' });
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/batch/multi_detect?stream=true`, {
    method: 'POST',
    headers: { ...server.headers, 'content-type': body.contentType },
    body: body.body,
    duplex: 'half',
    signal: AbortSignal.timeout(240_000),
  } as RequestInit);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const log = await readEventStream(response);
  if (log.errors.length > 0 || log.lastEvent?.event !== 'batch_completed')
    throw new Error(`the batch did not complete: ${log.errors.join(', ') || log.lastEvent?.event}`);
  const seconds = (at: number | null) => Number((((at ?? started) - started) / 1000).toFixed(2));
  const total = seconds(log.lastEventAt);
  const msPerPage = (cpu: number) => Number(((cpu * 1000) / (FILES * PAGES)).toFixed(2));
  const workerCpu = workerPids.reduce<number>(
    (sum, pid, i) => sum + cpuSeconds(pid) - cpuBefore.workers[i]!,
    0,
  );
  return {
    apiCpuMsPerPage: msPerPage(cpuSeconds(server.pid) - cpuBefore.api),
    ...(workerPids.length ? { workerCpuMsPerPage: msPerPage(workerCpu) } : {}),
    totalS: total,
    pagesPerS: Math.round((FILES * PAGES) / total),
    firstEventS: seconds(log.firstEventAt),
    firstPageS: seconds(log.firstPageAt),
  };
}

const results: Record<string, unknown> = {};
try {
  for (const count of [1, 2]) {
    while (workers.length < count) workers.push(await startWorker());
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await batch(workers.map((w) => w.pid)));
    const best = runs.reduce((a, b) => (b.totalS < a.totalS ? b : a));
    results[`${count} worker${count > 1 ? 's' : ''}`] = { best, runs };
  }
} finally {
  await Promise.all(workers.map(stopWorker));
  await server.stop();
}
// The embedded default on the same machine, for reference: the API's own thread pool (one per core).
server = await startServerProcess();
try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await batch());
  results['embedded (threads = cores)'] = {
    best: runs.reduce((a, b) => (b.totalS < a.totalS ? b : a)),
    runs,
  };
} finally {
  await server.stop();
}
console.log(
  JSON.stringify({
    machine: {
      ...describeMachine(),
      loadAverage: undefined,
      loadBefore,
      loadAfter: describeMachine().loadAverage,
    },
    batch: `${FILES} files × ${PAGES} pages, ALL_FAST, streamed`,
    results,
  }),
);
