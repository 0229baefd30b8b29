import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newSignedInPage, openTab, openWorkspace } from '../e2e/support/workspace-page.ts';
import { makeTextPdf } from '../apps/api/src/test/pdfs.ts';
import { makeCasePages, makeDensePdf } from '../e2e/support/workspace-pdfs.ts';
import { useWorkspaceSuite } from '../e2e/support/workspace-suite.ts';
import { dropOnce, summarizeRuns, type FirstPaintRun } from './first-paint-probe.ts';

// Browser benchmark (not a test tier): `npm run bench:browser`. The workspace's speed and memory
// targets are measured here, never asserted in the test suite, which must not depend on machine load.
// Figures go to WORKSPACE_PERF_OUT (JSON) so docs/PERFORMANCE.md can quote a real run.
const OUT = process.env.WORKSPACE_PERF_OUT ?? '/tmp/workspace-performance.json';
const figures: Record<string, unknown> = {};

// Real published PDFs (../shared/corpus/real-pdfs, see its manifest.json): the 155-page WHO
// guidelines of issue 33 and the 34-page NIST report (13-), the "34 pages" case of the same issue.
const CORPUS = process.env.SLADD_CORPUS_DIR ?? resolve(import.meta.dirname, '../../shared/corpus/real-pdfs');
const REAL_PDFS = ['21-who-guidelines-155p.pdf', '13-nist-sp800-223.pdf'];
/** Drops per real file; the machine is shared, so the figure is a median. */
const ROUNDS = Number(process.env.WORKSPACE_PERF_ROUNDS ?? 7);
/** How long the empty workspace stands, its service worker installed, before the drop (a person finds the file meanwhile). */
const SETTLE_MS = 1000;

const suite = useWorkspaceSuite(() => ({
  'tre-hundre.pdf': makeTextPdf(makeCasePages(300, 'Kari Nordmann', '912 34 567')),
  'tett.pdf': makeDensePdf(2, 84, 12, 'Oslo'),
}));

afterAll(() => {
  writeFileSync(OUT, JSON.stringify(figures, null, 2));
});

/** Frame durations (ms) while `action` runs, from requestAnimationFrame timestamps. */
async function frameTimes(
  page: Page,
  action: () => Promise<void>,
): Promise<{ p50: number; p95: number; max: number; frames: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { frames_: number[]; recording_: boolean };
    w.frames_ = [];
    w.recording_ = true;
    let last = performance.now();
    const tick = (now: number) => {
      w.frames_.push(now - last);
      last = now;
      if (w.recording_) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await action();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { frames_: number[]; recording_: boolean };
    w.recording_ = false;
    return w.frames_.slice(1);
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (q: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
  return { p50: at(0.5), p95: at(0.95), max: at(1), frames: frames.length };
}

describe('workspace performance', () => {
  it('paints the first page of a 300-page PDF within 1.5 s and keeps memory bounded while scrolling', async () => {
    const { page } = await openWorkspace(suite.browser, suite.server, { timeout: 30_000 });
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    const heap = async () => {
      await session.send('HeapProfiler.collectGarbage');
      const { metrics } = (await session.send('Performance.getMetrics')) as {
        metrics: Array<{ name: string; value: number }>;
      };
      return Math.round(metrics.find((m) => m.name === 'JSHeapUsedSize')!.value / 1024 / 1024);
    };
    await page.evaluate(() => {
      const w = window as unknown as { paintedAt_?: number; startedAt_?: number };
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
        .querySelector('[data-testid="uploader-replace-panel"] input[type=file]')!
        .addEventListener('change', () => (w.startedAt_ = performance.now()), { capture: true });
    });
    await page
      .locator('[data-testid="uploader-replace-panel"] input[type=file]')
      .setInputFiles(suite.pdfs.paths[0]!);
    await page.locator('.ws-page[data-painted]').first().waitFor();
    const firstPaintMs = await page.evaluate(() => {
      const w = window as unknown as { paintedAt_: number; startedAt_: number };
      return Math.round(w.paintedAt_ - w.startedAt_);
    });
    figures.firstPageOf300Ms = firstPaintMs;
    // Soft, so the memory figures below are still measured when the first paint is slow.
    expect.soft(firstPaintMs, 'target: first page painted ≤ 1.5 s after upload').toBeLessThanOrEqual(1500);

    const heapStart = await heap();
    const samples: number[] = [];
    const canvasCounts: number[] = [];
    const scroll = async () => {
      for (let step = 0; step < 120; step++) {
        await page.locator('[data-testid="document-area"]').evaluate((el) => el.scrollBy(0, 2000));
        await page.waitForTimeout(40);
        if (step % 20 === 0) {
          canvasCounts.push(await page.locator('.ws-page canvas').count());
          samples.push(await heap());
        }
      }
    };
    const scrolling = await frameTimes(page, scroll);
    const heapEnd = await heap();
    figures.scroll300 = {
      heapStartMb: heapStart,
      heapSamplesMb: samples,
      heapEndMb: heapEnd,
      maxCanvases: Math.max(...canvasCounts),
      frames: scrolling,
    };
    expect(Math.max(...canvasCounts)).toBeLessThanOrEqual(8);
    expect(heapEnd - heapStart).toBeLessThan(60);
    await page.context().close();
  });

  it('paints the first page of real PDFs within 1 s of the drop (medians of repeated drops, with what happens meanwhile)', async () => {
    // One sign-up (the server limits them); each drop gets a fresh context with that session.
    const signed = await newSignedInPage(suite.browser, suite.server);
    const storageState = await signed.context.storageState();
    await signed.context.close();
    const real: Record<string, ReturnType<typeof summarizeRuns>> = {};
    const runs: Record<string, FirstPaintRun[]> = Object.fromEntries(REAL_PDFS.map((name) => [name, []]));
    // Rounds alternate the files, so a busy minute of the machine does not land on one file only.
    for (let round = 0; round < ROUNDS; round++)
      for (const name of REAL_PDFS)
        runs[name]!.push(
          await dropOnce(suite.browser, suite.server.baseUrl, storageState, join(CORPUS, name), SETTLE_MS),
        );
    for (const name of REAL_PDFS) real[name] = summarizeRuns(runs[name]!);
    figures.realFirstPaint = { rounds: ROUNDS, settleMs: SETTLE_MS, files: real };
    expect
      .soft(
        real[REAL_PDFS[0]!]!.medianMs,
        'target: first page of the 155-page PDF painted ≤ 1.0 s after the drop',
      )
      .toBeLessThanOrEqual(1000);
  });

  it('keeps scrolling and hovering smooth with 2,000 highlights on screen', async () => {
    const { page } = await openWorkspace(suite.browser, suite.server, { timeout: 30_000 });
    await page
      .locator('[data-testid="uploader-replace-panel"] input[type=file]')
      .setInputFiles(suite.pdfs.paths[1]!);
    await page.getByTestId('file-card').waitFor();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
    await openTab(page, 'search');
    const started = Date.now();
    await page.getByTestId('search-input').fill('Oslo');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('.ws-highlight').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2000);
    figures.searchTo2000HighlightsMs = Date.now() - started;
    const onScreen = await page.locator('.ws-highlight').count();

    const area = (await page.getByTestId('document-area').boundingBox())!;
    const hovering = await frameTimes(page, async () => {
      for (let i = 0; i < 60; i++) {
        await page.mouse.move(area.x + 80 + ((i * 37) % 500), area.y + 80 + ((i * 53) % 600));
        await page.waitForTimeout(16);
      }
    });
    const scrolling = await frameTimes(page, async () => {
      for (let i = 0; i < 40; i++) {
        await page.mouse.wheel(0, i % 20 < 10 ? 120 : -120);
        await page.waitForTimeout(16);
      }
    });
    figures.highlights2000 = { onScreen, hovering, scrolling };
    expect(hovering.p95).toBeLessThan(50);
    expect(scrolling.p95).toBeLessThan(50);
    await page.context().close();
  });
});
