/** One timed run: wall and CPU seconds of this thread (CPU time is steadier on a shared machine). */
export interface Timing {
  wallS: number;
  cpuS: number;
}

/** Runs `work` `runs` times after one warm-up and keeps the fastest wall time (least disturbed by other load). */
export function timeBest<T>(runs: number, work: () => T): { result: T; best: Timing; all: Timing[] } {
  let result = work();
  const all: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    result = work();
    const used = process.cpuUsage(cpu);
    all.push({ wallS: (performance.now() - started) / 1000, cpuS: (used.user + used.system) / 1e6 });
  }
  const best = all.reduce((a, b) => (b.wallS < a.wallS ? b : a));
  return { result, best, all };
}

/** Pages per second from a page count and a timing, rounded for the report. */
export function rates(pages: number, timing: Timing) {
  return { pagesPerSecond: Math.round(pages / timing.wallS), pagesPerCpuSecond: Math.round(pages / timing.cpuS), wallS: Number(timing.wallS.toFixed(3)) };
}
