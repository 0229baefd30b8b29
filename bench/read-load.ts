// The read half of `npm run bench:load`, in its own process so that the detection clients' work
// (uploads, event-stream parsing) in the parent never delays a read and shows up as server latency.
// Input: one JSON argument { url, headers, rate, connections, warmupS, durationS }. Output: one
// JSON line. autocannon runs for warm-up + duration + 1 s; the figures are those of the measured
// window [warm-up, warm-up + duration): responses completed per second in it, their latencies, and
// every error or non-2xx of the whole run.
import autocannon from 'autocannon';

const { url, headers, rate, connections, warmupS, durationS } = JSON.parse(process.argv[2]!) as {
  url: string;
  headers: Record<string, string>;
  rate: number;
  connections: number;
  warmupS: number;
  durationS: number;
};
const latencies: number[] = [];
const perSecond: number[] = Array.from({ length: durationS }, () => 0);
const started = performance.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    { url, headers, connections, overallRate: rate, duration: warmupS + durationS + 1 },
    (error, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    const second = Math.floor((performance.now() - started) / 1000) - warmupS;
    if (second < 0 || second >= durationS) return;
    perSecond[second]! += 1;
    latencies.push(responseTime);
  });
});
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? null;
console.log(
  JSON.stringify({
    startedAt: Date.now() - (performance.now() - started),
    measured: latencies.length,
    perSecond: latencies.length / durationS,
    slowestSecond: Math.min(...perSecond),
    perSecondCounts: perSecond,
    p50Ms: percentile(50),
    p95Ms: percentile(95),
    p99Ms: percentile(99),
    maxMs: latencies.at(-1) ?? null,
    // The whole run, warm-up included: every failure counts.
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
