// What happens between a drop on the workspace and its first painted page, for
// bench/workspace-browser.bench.ts: the time, the app's own marks (apps/web/src/features/workspace/
// viewer/load-marks.ts), the requests and long tasks of that window, and the CPU the page's main
// thread and the pdf.js worker spent in it (Chromium's sampling profiler through CDP).
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The app's marks, in the order the way to the first page passes them. */
export const LOAD_STEPS = [
  'files-added',
  'bytes-read',
  'document-opened',
  'first-page-measured',
  'first-render-started',
  'first-page-painted',
] as const;

export interface FirstPaintRun {
  /** The file input's `change` → the first `.ws-page[data-painted]`. */
  ms: number;
  /** Each app mark's first time after the change (ms); absent when the build has no such mark. */
  marks: Partial<Record<(typeof LOAD_STEPS)[number], number>>;
  /** Paths the page fetched in the window (API calls, fonts, character maps). */
  requests: string[];
  /** Long tasks (> 50 ms) on the main thread in the window: count and summed duration. */
  longTasks: { count: number; ms: number; longestMs: number };
  /** CPU in the window from the profiles: main thread (JS, native work such as style, layout and canvas drawing, GC) and the pdf.js worker. */
  cpu: { mainJsMs: number; mainNativeMs: number; mainGcMs: number; workerMs: number } | null;
}

interface ProbeWindow {
  startedAt_?: number;
  paintedAt_?: number;
  longTasks_: Array<{ start: number; duration: number }>;
}

const INPUT = '[data-testid="uploader-replace-panel"] input[type=file]';

/** Notes the change of the file input and the first painted page; keeps the long tasks. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate((input) => {
    const w = window as unknown as ProbeWindow;
    w.longTasks_ = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.longTasks_.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
    const observer = new MutationObserver(() => {
      if (w.startedAt_ && !w.paintedAt_ && document.querySelector('.ws-page[data-painted]'))
        w.paintedAt_ = performance.now();
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-painted'],
    });
    document
      .querySelector(input)!
      .addEventListener('change', () => (w.startedAt_ = performance.now()), { capture: true });
  }, INPUT);
}

async function readProbe(page: Page) {
  return page.evaluate((steps) => {
    const w = window as unknown as ProbeWindow & { startedAt_: number; paintedAt_: number };
    // No named function in here: tsx would wrap it in a helper the page does not have.
    const marks: Record<string, number> = {};
    for (const step of steps) {
      const mark = performance
        .getEntriesByName(`sladd:${step}`, 'mark')
        .find((m) => m.startTime >= w.startedAt_);
      if (mark) marks[step] = Math.round(mark.startTime - w.startedAt_);
    }
    const requests = performance
      .getEntriesByType('resource')
      .filter((r) => r.startTime >= w.startedAt_ && r.startTime <= w.paintedAt_)
      .map((r) => new URL(r.name).pathname);
    const tasks = w.longTasks_.filter((t) => t.start + t.duration >= w.startedAt_ && t.start <= w.paintedAt_);
    return {
      startedAt: w.startedAt_,
      paintedAt: w.paintedAt_,
      ms: Math.round(w.paintedAt_ - w.startedAt_),
      marks,
      requests,
      longTasks: {
        count: tasks.length,
        ms: Math.round(tasks.reduce((sum, t) => sum + t.duration, 0)),
        longestMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      },
    };
  }, LOAD_STEPS);
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Sampled time (ms) per kind of work between `from` and `to` (ms after the profile's start). */
function busyIn(profile: CpuProfile, from: number, to: number): { js: number; native: number; gc: number } {
  const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  const busy = { js: 0, native: 0, gc: 0 };
  let at = 0;
  profile.samples.forEach((node, i) => {
    at += profile.timeDeltas[i]! / 1000;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (at < from || at > to) return;
    const name = names.get(node);
    if (name === '(idle)') return;
    if (name === '(program)') busy.native += ms;
    else if (name === '(garbage collector)') busy.gc += ms;
    else busy.js += ms;
  });
  return busy;
}

type Send = (method: string, params?: object) => Promise<unknown>;

/** A CDP channel to the page's pdf.js worker (a dedicated worker has no Playwright CDP session of its own). */
async function workerChannel(browser: Browser): Promise<{ send: Send; detach: () => Promise<void> } | null> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: Array<{ targetId: string; type: string; url: string }>;
  };
  const worker = targetInfos.filter((t) => t.type === 'worker' && t.url.includes('pdf.worker')).at(-1);
  if (!worker) {
    await cdp.detach();
    return null;
  }
  const { sessionId } = (await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  })) as {
    sessionId: string;
  };
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
    if (message.id === undefined) return;
    pending.get(message.id)?.(message.result ?? message.error);
    pending.delete(message.id);
  });
  const send: Send = (method, params = {}) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    });
  return { send, detach: () => cdp.detach() };
}

/** How long a drop waits at most for the service worker's first install. */
const SERVICE_WORKER_WAIT_MS = 15_000;

/**
 * One drop of `path` on a fresh empty workspace (a new browser context signed in with
 * `storageState`, so the HTTP cache and pdf.js start cold, as on a first visit), `settleMs` after
 * the service worker is active: on a first visit it precaches the app shell (some 160 files,
 * about 2.5 s here), which would otherwise race the drop; a person who has just signed up has it
 * installed long before, and every later visit starts with it. Returns the time to the first
 * painted page and what happened in between.
 */
export async function dropOnce(
  browser: Browser,
  baseUrl: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  path: string,
  settleMs: number,
): Promise<FirstPaintRun> {
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1440, height: 900 },
    storageState,
  });
  try {
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/playground`);
    await page.locator(INPUT).waitFor({ state: 'attached' });
    await page.evaluate(
      (ms) =>
        Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, ms))]),
      SERVICE_WORKER_WAIT_MS,
    );
    await page.waitForTimeout(settleMs);
    await installProbe(page);
    const main = await context.newCDPSession(page);
    await main.send('Profiler.enable');
    await main.send('Profiler.setSamplingInterval', { interval: 500 });
    const worker = await workerChannel(browser);
    await worker?.send('Profiler.enable');
    await worker?.send('Profiler.setSamplingInterval', { interval: 500 });
    await worker?.send('Profiler.start');
    const profileStart = await page.evaluate(() => performance.now());
    await main.send('Profiler.start');

    await page.locator(INPUT).setInputFiles(path);
    await page.locator('.ws-page[data-painted]').first().waitFor({ timeout: 30_000 });

    const { profile: mainProfile } = (await main.send('Profiler.stop')) as { profile: CpuProfile };
    const workerProfile = ((await worker?.send('Profiler.stop')) as { profile?: CpuProfile } | undefined)
      ?.profile;
    await worker?.detach();
    const { startedAt, paintedAt, ...probe } = await readProbe(page);
    // The window in each profile's own clock: the main profile started at `profileStart`; both
    // profiles' start times are on the renderer's one monotonic clock (µs).
    const from = startedAt - profileStart;
    const to = paintedAt - profileStart;
    const mainBusy = busyIn(mainProfile, from, to);
    const workerShift = workerProfile ? (workerProfile.startTime - mainProfile.startTime) / 1000 : 0;
    const workerBusy = workerProfile ? busyIn(workerProfile, from - workerShift, to - workerShift) : null;
    return {
      ...probe,
      cpu: workerBusy
        ? {
            mainJsMs: Math.round(mainBusy.js),
            mainNativeMs: Math.round(mainBusy.native),
            mainGcMs: Math.round(mainBusy.gc),
            workerMs: Math.round(workerBusy.js + workerBusy.native + workerBusy.gc),
          }
        : null,
    };
  } finally {
    await context.close();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** Medians over runs: the time, each mark, long tasks and CPU; the requests of every run. */
export function summarizeRuns(runs: readonly FirstPaintRun[]) {
  const marks: Record<string, number> = {};
  for (const step of LOAD_STEPS) {
    const values = runs.map((r) => r.marks[step]).filter((v): v is number => v !== undefined);
    if (values.length === runs.length) marks[step] = median(values);
  }
  const cpuRuns = runs.map((r) => r.cpu).filter((c) => c !== null);
  const cpuMedian = (pick: (c: NonNullable<FirstPaintRun['cpu']>) => number) => median(cpuRuns.map(pick));
  return {
    runsMs: runs.map((r) => r.ms),
    medianMs: median(runs.map((r) => r.ms)),
    marksMedianMs: marks,
    longTasksMedian: {
      count: median(runs.map((r) => r.longTasks.count)),
      ms: median(runs.map((r) => r.longTasks.ms)),
      longestMs: median(runs.map((r) => r.longTasks.longestMs)),
    },
    cpuMedianMs:
      cpuRuns.length > 0
        ? {
            mainJs: cpuMedian((c) => c.mainJsMs),
            mainNative: cpuMedian((c) => c.mainNativeMs),
            mainGc: cpuMedian((c) => c.mainGcMs),
            worker: cpuMedian((c) => c.workerMs),
          }
        : null,
    requests: [...new Set(runs.flatMap((r) => r.requests))],
  };
}
