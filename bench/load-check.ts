// `npm run bench:load`: issue 10's load check. The API (compiled, its own process on
// 127.0.0.1, fresh SQLite) gets 500 authenticated reads/s for 20 s from autocannon while 50
// streamed detections run through the user's 4 concurrent-request slots. Bounded: 20 s of reads,
// 50 detections, a 3-minute hard stop. Prints one JSON line: errors, read latency, server peak RSS.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { makeCorpus } from './corpus.ts';
import { describeMachine } from './machine.ts';
import { makeTextPdf } from './make-pdfs.ts';
import { createMultipartBody } from './multipart-body.ts';
import { startServerProcess } from './server-process.ts';
import { readEventStream } from './sse-client.ts';
import { makeDenseTextPdf, makeFormBombPdf } from '../apps/api/src/test/pdfs.ts';

const READS_PER_SECOND = 500;
const DURATION_S = 20;
// Reads start this long before the measured window, so it holds no connection set-up or cold code.
const WARMUP_S = 2;
const DETECTIONS = 50;
const LANES = 4; // RESOURCE_LIMITS.concurrentRequestsPerUser
// A hard stop: a hung server or client must not keep the bench (or a CI machine) busy.
const HARD_STOP_MS = 180_000;
setTimeout(() => {
  console.error('load-check: over 3 minutes; stopping.');
  process.exit(3);
}, HARD_STOP_MS).unref();

// `--attack`: issue 27's attack traffic runs beside the detections, from a second paying user:
// (1) slow extracts dropped after a second, and the 2^30 form bomb; (2) 20 MB and full-size
// history saves; (4) extracts whose answer is megabytes of JSON. Other users' reads must keep
// their p99 under a second, with no timeouts.
const ATTACK = process.argv.includes('--attack');

const loadBefore = describeMachine().loadAverage;
// The compiled server, as `npm start` runs it (npm run bench:load builds it first).
const server = await startServerProcess();
// 150 pages each: 50 of them keep both detection threads busy for longer than the reads run.
const DETECTION_PAGES = 150;
const pdf = makeTextPdf(makeCorpus(DETECTION_PAGES));
const detection = { done: 0, errors: [] as string[], lastFinishedAt: 0 };

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
  detection.lastFinishedAt = Date.now();
}

let next = 0;
const lanes = Array.from({ length: LANES }, async () => {
  while (next < DETECTIONS) {
    next += 1;
    await detectOnce().catch((error: unknown) => detection.errors.push(String(error)));
  }
});
const attack = {
  sent: 0,
  statuses: {} as Record<string, number>,
  dropped: 0,
  answerBytes: 0,
  stop: false,
};
const count = (lane: string, status: number | string) => {
  const key = `${lane}:${status}`;
  attack.statuses[key] = (attack.statuses[key] ?? 0) + 1;
  attack.sent += 1;
};
const attacks: Promise<void>[] = [];
if (ATTACK) {
  const attacker = await server.addUser('business_monthly');
  const slow = makeFormBombPdf(15, 400); // ~10 s of interpretation per read
  const bomb = makeFormBombPdf(30); // one form drawn 2^30 times, 6 KB
  const dense = makeDenseTextPdf(3, 150_000); // ~7 MB of JSON for one page
  const extract = async (lane: string, bytes: Uint8Array, dropAfterMs?: number) => {
    const body = createMultipartBody([{ name: 'a.pdf', bytes }], {});
    const controller = new AbortController();
    const timer = dropAfterMs ? setTimeout(() => controller.abort(), dropAfterMs) : undefined;
    try {
      const response = await fetch(`${server.baseUrl}/api/pdf/extract`, {
        method: 'POST',
        headers: { ...attacker, 'content-type': body.contentType },
        body: body.body,
        duplex: 'half',
        signal: controller.signal,
      } as RequestInit);
      const bytesRead = (await response.arrayBuffer()).byteLength;
      attack.answerBytes = Math.max(attack.answerBytes, bytesRead);
      count(lane, response.status);
    } catch {
      attack.dropped += 1;
      count(lane, 'dropped');
    } finally {
      clearTimeout(timer);
    }
  };
  const mark = {
    entity_type: 'PERSON_F',
    original_text: 'x'.repeat(200),
    bbox: { x0: 1, y0: 2, x1: 3, y1: 4 },
  };
  const huge = JSON.stringify({
    filename: 'stor.pdf',
    redaction_schema: { pages: [{ page: 1, sensitive: Array.from({ length: 60_000 }, () => mark) }] },
  });
  const full = JSON.stringify({
    filename: 'full.pdf',
    redaction_schema: { pages: [{ page: 1, sensitive: Array.from({ length: 10_000 }, () => mark) }] },
  });
  const save = async (body: string) => {
    try {
      const response = await fetch(`${server.baseUrl}/api/documents`, {
        method: 'POST',
        headers: { ...attacker, 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      count('history', response.status);
    } catch {
      count('history', 'failed');
    }
  };
  // ATTACK_LANES=runaway,bomb,… runs some lanes only (to see what each costs); all by default.
  const chosen = process.env.ATTACK_LANES?.split(',');
  const loop = (lane: string, work: () => Promise<void>) =>
    chosen && !chosen.includes(lane)
      ? Promise.resolve()
      : (async () => {
          while (!attack.stop) await work();
        })();
  attacks.push(
    loop('runaway', () => extract('runaway', slow, 1_000)),
    loop('bomb', () => extract('bomb', bomb)),
    loop('large-answer', () => extract('large-answer', dense)),
    loop('history-huge', () => save(huge)),
    loop('history-full', () => save(full)),
  );
}
let peakRssMb = 0;
const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.memory().peakRssMb)), 500);

// autocannon runs in its own process (bench/read-load.ts), so the detection clients here cannot
// delay a read; the reads start once, the detections run alongside.
const readLoad = promisify(execFile)(
  process.execPath,
  [
    '--import',
    'tsx',
    new URL('./read-load.ts', import.meta.url).pathname,
    JSON.stringify({
      url: `${server.baseUrl}/api/users/me`,
      headers: server.headers,
      rate: READS_PER_SECOND,
      connections: 50,
      warmupS: WARMUP_S,
      durationS: DURATION_S,
    }),
  ],
  { maxBuffer: 1 << 20 },
);
const reads = JSON.parse((await readLoad).stdout) as Record<string, unknown>;
attack.stop = true;
await Promise.all([...lanes, ...attacks]);
clearInterval(sampler);
peakRssMb = Math.max(peakRssMb, server.memory().peakRssMb);
await server.stop();

const lastEndedAtS = (detection.lastFinishedAt - (reads.startedAt as number)) / 1000;
if (lastEndedAtS < WARMUP_S + DURATION_S)
  console.error(
    `load-check: the detections ended ${lastEndedAtS.toFixed(1)} s into the reads, before the measured window did; the figures are not under full load.`,
  );
console.log(
  JSON.stringify({
    reads,
    detections: {
      completed: detection.done,
      errors: detection.errors,
      // Seconds after the reads began when the last detection ended; the measured window is
      // [WARMUP_S, WARMUP_S + DURATION_S), so a figure past its end means detections ran throughout.
      lastEndedAtS: Number(lastEndedAtS.toFixed(1)),
      pagesEach: DETECTION_PAGES,
      windowEndS: WARMUP_S + DURATION_S,
    },
    ...(ATTACK
      ? {
          attack: {
            requests: attack.sent,
            byLaneAndStatus: attack.statuses,
            largestAnswerMb: Number((attack.answerBytes / 2 ** 20).toFixed(1)),
          },
        }
      : {}),
    serverPeakRssMb: peakRssMb,
    loadBefore,
    loadAfter: describeMachine().loadAverage,
  }),
);
