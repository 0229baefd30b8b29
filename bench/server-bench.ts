// Child process of bench/run.ts: the compiled server (`node apps/api/dist/main.js`, as `npm start`
// runs it) as its own process on a free port with a fresh SQLite data folder and its 2-thread
// worker pool, a verified user on business_monthly, and one streamed multi_detect upload measured from
// this client process. CPU time and memory are the server process's own, read from /proc, so the
// client's buffers never count. Prints one JSON line.
//   server-bench.ts batch          — 20 × 50 generated case-file pages
//   server-bench.ts rss <dir>      — every PDF in <dir> streamed from disk (the ~10 MB files)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMultipartBody, type Part } from './multipart-body.ts';
import { startServerProcess } from './server-process.ts';
import { readEventStream } from './sse-client.ts';

const [mode = 'batch', dir] = process.argv.slice(2);
const server = await startServerProcess();
const address = server.baseUrl;
const headers = server.headers;

/** CPU seconds the server process has used so far (all threads), from /proc/<pid>/stat. */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/** One streamed multi_detect request; times are relative to the moment the upload finished. */
async function streamDetect(parts: Part[]) {
  const body = createMultipartBody(parts, { requested_entities: JSON.stringify(['ALL_FAST']), threshold: '0.5' });
  const started = performance.now();
  const cpu = serverCpuSeconds();
  const response = await fetch(`${address}/api/batch/multi_detect?stream=true`, {
    method: 'POST',
    headers: { ...headers, 'content-type': body.contentType },
    body: body.body,
    duplex: 'half',
    signal: AbortSignal.timeout(180_000),
  } as RequestInit);
  if (!response.ok) throw new Error(`multi_detect answered ${response.status}: ${await response.text()}`);
  const log = await readEventStream(response);
  // The server's worker threads are included, so this is what the batch cost.
  const cpuS = serverCpuSeconds() - cpu;
  const uploaded = await body.uploaded;
  const since = (time: number | null) => (time === null ? null : Math.round(time - uploaded));
  const summary = log.lastEvent?.event === 'batch_completed' ? log.lastEvent.data : null;
  return {
    uploadMs: Math.round(uploaded - started),
    cpuS: Number(cpuS.toFixed(2)),
    firstEventMs: since(log.firstEventAt),
    firstPageMs: since(log.firstPageAt),
    lastEventMs: since(log.lastEventAt),
    events: log.counts,
    errors: log.errors,
    totalPages: summary?.total_pages ?? null,
    successfulFiles: summary?.successful_files ?? null,
  };
}

// Warm-up: the pool starts its second worker (and each loads the NER model) on first demand.
async function warmUp(parts: Part[]) {
  await streamDetect(parts.slice(0, 2));
}

let result: Record<string, unknown>;
try {
  if (mode === 'rss') {
    const files = readdirSync(dir!).filter((name) => name.endsWith('.pdf')).sort();
    await warmUp(files.map((name) => ({ name, path: join(dir!, name) })));
    const baseline = server.memory().rssMb;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, server.memory().rssMb)), 20);
    const run = await streamDetect(files.map((name) => ({ name, path: join(dir!, name) })));
    clearInterval(sampler);
    // VmHWM: the kernel's own high-water mark of the process, which a 20 ms sampler could miss.
    result = { mode, files: files.length, ...run, baselineRssMb: baseline, sampledPeakRssMb: peak, maxRssMb: server.memory().peakRssMb };
  } else {
    const { makeCorpus } = await import('./corpus.ts');
    const { makeTextPdf } = await import('./make-pdfs.ts');
    await warmUp([1, 2].map((n) => ({ name: `warm-${n}.pdf`, bytes: makeTextPdf(makeCorpus(2, n)) })));
    const corpus = makeCorpus(1000, 20);
    const parts = Array.from({ length: 20 }, (_, i) => ({ name: `sak-${String(i + 1).padStart(2, '0')}.pdf`, bytes: makeTextPdf(corpus.slice(i * 50, i * 50 + 50)) }));
    const uploadBytes = parts.reduce((sum, part) => sum + part.bytes.length, 0);
    result = { mode, files: parts.length, uploadBytes, ...(await streamDetect(parts)) };
  }
} finally {
  await server.stop();
}
console.log(JSON.stringify(result));
process.exit(0);
