// `npm run bench:load`: issue 10's load check. The API (compiled, its own process on
// 127.0.0.1, fresh SQLite) gets 500 authenticated reads/s for 20 s from autocannon while 50
// streamed detections run through the user's 4 concurrent-request slots. Bounded: 20 s of reads,
// 50 detections, a 3-minute hard stop. Prints one JSON line: errors, read latency, server peak RSS.
import autocannon from 'autocannon';
import { makeCorpus } from './corpus.ts';
import { describeMachine } from './machine.ts';
import { makeTextPdf } from './make-pdfs.ts';
import { createMultipartBody } from './multipart-body.ts';
import { startServerProcess } from './server-process.ts';
import { readEventStream } from './sse-client.ts';

const READS_PER_SECOND = 500;
const DURATION_S = 20;
const DETECTIONS = 50;
const LANES = 4; // RESOURCE_LIMITS.concurrentRequestsPerUser
// A hard stop: a hung server or client must not keep the bench (or a CI machine) busy.
const HARD_STOP_MS = 180_000;
setTimeout(() => {
  console.error('load-check: over 3 minutes; stopping.');
  process.exit(3);
}, HARD_STOP_MS).unref();

const loadBefore = describeMachine().loadAverage;
// The compiled server, as `npm start` runs it (npm run bench:load builds it first).
const server = await startServerProcess();
const pdf = makeTextPdf(makeCorpus(5));
const detection = { done: 0, errors: [] as string[] };

async function detectOnce(): Promise<void> {
  const body = createMultipartBody([{ name: 'sak.pdf', bytes: pdf }], {
    requested_entities: '["ALL_FAST"]',
    threshold: '0.5',
  });
  const response = await fetch(`${server.baseUrl}/api/batch/multi_detect?stream=true`, {
    method: 'POST',
    headers: { ...server.headers, 'content-type': body.contentType },
    body: body.body,
    duplex: 'half',
    signal: AbortSignal.timeout(60_000),
  } as RequestInit);
  if (!response.ok) return void detection.errors.push(`HTTP ${response.status}`);
  const log = await readEventStream(response);
  detection.errors.push(...log.errors);
  if (log.lastEvent?.event === 'batch_completed') detection.done += 1;
}

let next = 0;
const lanes = Array.from({ length: LANES }, async () => {
  while (next < DETECTIONS) {
    next += 1;
    await detectOnce().catch((error: unknown) => detection.errors.push(String(error)));
  }
});
let peakRssMb = 0;
const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.memory().peakRssMb)), 500);

const latencies: number[] = [];
const reads = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: `${server.baseUrl}/api/users/me`,
      headers: server.headers,
      connections: 50,
      overallRate: READS_PER_SECOND,
      duration: DURATION_S,
    },
    (error, result) => (error ? reject(error) : resolve(result)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
});
const percentile = (p: number) =>
  [...latencies].sort((a, b) => a - b)[
    Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))
  ] ?? null;
await Promise.all(lanes);
clearInterval(sampler);
peakRssMb = Math.max(peakRssMb, server.memory().peakRssMb);
await server.stop();

console.log(
  JSON.stringify({
    reads: {
      requests: reads.requests.total,
      non2xx: reads.non2xx,
      errors: reads.errors,
      timeouts: reads.timeouts,
      p50Ms: percentile(50),
      p95Ms: percentile(95),
      p99Ms: percentile(99),
      maxMs: reads.latency.max,
      perSecond: reads.requests.average,
    },
    detections: { completed: detection.done, errors: detection.errors },
    serverPeakRssMb: peakRssMb,
    loadBefore,
    loadAfter: describeMachine().loadAverage,
  }),
);
