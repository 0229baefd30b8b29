// Child process of bench/run.ts: the real HTTP server in this process (buildApp on SQLite in a temp
// dir, a real port, the 2-thread worker pool), a verified user on pro_monthly, and one streamed
// multi_detect upload measured from the client side. Prints one JSON line.
//   server-bench.ts batch          — 20 × 50 generated case-file pages
//   server-bench.ts rss <dir>      — every PDF in <dir> streamed from disk (the ~10 MB files)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSubscriptionService } from '../apps/api/src/modules/subscription/subscription.service.ts';
import { signUpAndLogIn } from '../apps/api/src/test/accounts.ts';
import { createTestApp } from '../apps/api/src/test/test-app.ts';
import { createMultipartBody, type Part } from './multipart-body.ts';
import { readEventStream } from './sse-client.ts';

const [mode = 'batch', dir] = process.argv.slice(2);
const t = await createTestApp('sqlite');
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const user = await signUpAndLogIn(t);
await createSubscriptionService(t.db.kysely).grantPlan(user.email, 'pro_monthly');
const headers = {
  cookie: [...user.agent.jar].map(([name, value]) => `${name}=${value}`).join('; '),
  'x-csrf-token': user.agent.jar.get('csrf_token') ?? '',
};

/** One streamed multi_detect request; times are relative to the moment the upload finished. */
async function streamDetect(parts: Part[]) {
  const body = createMultipartBody(parts, { requested_entities: JSON.stringify(['ALL_FAST']), threshold: '0.5' });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(`${address}/api/batch/multi_detect?stream=true`, {
    method: 'POST',
    headers: { ...headers, 'content-type': body.contentType },
    body: body.body,
    duplex: 'half',
    signal: AbortSignal.timeout(180_000),
  } as RequestInit);
  if (!response.ok) throw new Error(`multi_detect answered ${response.status}: ${await response.text()}`);
  const log = await readEventStream(response);
  // Process-wide: the worker threads' CPU time is included, so this is what the batch cost.
  const used = process.cpuUsage(cpu);
  const uploaded = await body.uploaded;
  const since = (time: number | null) => (time === null ? null : Math.round(time - uploaded));
  const summary = log.lastEvent?.event === 'batch_completed' ? log.lastEvent.data : null;
  return {
    uploadMs: Math.round(uploaded - started),
    cpuS: Number(((used.user + used.system) / 1e6).toFixed(2)),
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
// In rss mode the PDFs come from disk, so MuPDF is never loaded on this thread (its heap would count).
async function warmUp(parts: Part[]) {
  await streamDetect(parts.slice(0, 2));
}

let result: Record<string, unknown>;
try {
  if (mode === 'rss') {
    const files = readdirSync(dir!).filter((name) => name.endsWith('.pdf')).sort();
    await warmUp(files.map((name) => ({ name, path: join(dir!, name) })));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const run = await streamDetect(files.map((name) => ({ name, path: join(dir!, name) })));
    clearInterval(sampler);
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    result = { mode, files: files.length, ...run, baselineRssMb: mb(baseline), sampledPeakRssMb: mb(peak), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
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
  await t.close();
}
console.log(JSON.stringify(result));
process.exit(0);
