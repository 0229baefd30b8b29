/**
 * The guided tutorial's short videos, made from the real product (issue 17, spec 3 §7): drives the
 * built app in headless Chromium through each step's action, in English and Norwegian, records the
 * page with the DevTools screencast and encodes it with ffmpeg (VP9 WebM, no sound) into
 * apps/web/public/videos/{step}.webm and {step}_no.webm.
 *   npm run tutorial:media            (builds first; needs ffmpeg: apt-get install ffmpeg)
 * Narrow it with ONLY=toolbar-upload,toolbar-edit or LANGS=no.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { makeTextPdf } from '../../apps/api/src/test/pdfs.ts';
import { TUTORIAL_STEPS } from '../../apps/web/src/features/tutorial/steps.ts';
import { launchBrowser } from './browser.ts';
import { highlights, openTab, pointOnPage, uploadFiles } from './workspace-page.ts';
import { writePdfs } from './workspace-pdfs.ts';
import { signUp, startWorkspaceServer } from './workspace-server.ts';

const OUT = resolve(import.meta.dirname, '../../apps/web/public/videos');
const VIEWPORT = { width: 1152, height: 648 };
const ONLY = process.env.ONLY?.split(',');
const LANGS = (process.env.LANGS?.split(',') ?? ['en', 'no']) as Array<'en' | 'no'>;

type Action = {
  prepare: (page: Page, pdf: string) => Promise<void>;
  act: (page: Page, pdf: string) => Promise<void>;
};

const openFile = async (page: Page, pdf: string) => {
  await uploadFiles(page, [pdf]);
  await page.locator('.ws-page[data-painted]').first().waitFor();
};

const detect = async (page: Page) => {
  await page.locator('[data-tutorial="toolbar-detect"]').click();
  await page.getByTestId('detect-button').click();
  await page.getByTestId('entity-results').waitFor({ timeout: 60_000 });
  await highlights(page, 'ENTITY').first().waitFor();
};

/** What each step with an animation shows, after a setup that is not recorded. */
const ACTIONS: Record<string, Action> = {
  'toolbar-upload': {
    prepare: async () => undefined,
    act: openFile,
  },
  'toolbar-search': {
    prepare: openFile,
    act: async (page) => {
      await page.locator('[data-tutorial="toolbar-search"]').click();
      const input = page.locator('.mantine-Popover-dropdown input');
      await input.pressSequentially('Kari Nordmann', { delay: 60 });
      await input.press('Enter');
      await highlights(page, 'SEARCH').first().waitFor();
      await page.keyboard.press('Escape');
    },
  },
  'toolbar-detect': { prepare: openFile, act: detect },
  'toolbar-redact': {
    prepare: async (page, pdf) => {
      await openFile(page, pdf);
      await detect(page);
    },
    act: async (page) => {
      await page.locator('[data-tutorial="toolbar-redact"]').click();
      await page.getByTestId('redaction-preview').waitFor();
      await page.waitForTimeout(600);
      await page.getByTestId('redact-button').click();
      await page.getByTestId('confirm-redact').click();
      await page.getByTestId('verification-list').waitFor({ timeout: 60_000 });
      await page.getByTestId('verification-list').scrollIntoViewIfNeeded();
    },
  },
  'toolbar-edit': {
    prepare: openFile,
    act: async (page) => {
      await page.locator('[data-tutorial="toolbar-edit"]').click();
      const from = await pointOnPage(page, 0, 1, 70, 60);
      const to = await pointOnPage(page, 0, 1, 330, 84);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 20 });
      await page.mouse.up();
      await highlights(page, 'MANUAL').first().waitFor();
    },
  },
};

interface Frame {
  data: Buffer;
  time: number;
}

/** Records the page while `act` runs, with a still second at either end. */
async function record(page: Page, act: () => Promise<void>): Promise<Frame[]> {
  const cdp = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  cdp.on('Page.screencastFrame', (frame) => {
    frames.push({
      data: Buffer.from(frame.data, 'base64'),
      time: frame.metadata.timestamp ?? Date.now() / 1000,
    });
    void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 88,
    maxWidth: VIEWPORT.width,
    maxHeight: VIEWPORT.height,
  });
  await page.waitForTimeout(800);
  await act();
  await page.waitForTimeout(1200);
  await cdp.send('Page.stopScreencast');
  await cdp.detach();
  return frames;
}

/** Frames at their real timing into a small VP9 WebM (the screencast sends a frame only on change). */
function encode(frames: Frame[], out: string): void {
  if (frames.length === 0) throw new Error(`no frames recorded for ${out}`);
  const dir = mkdtempSync(join(tmpdir(), 'sladd-media-'));
  try {
    const lines: string[] = [];
    frames.forEach((frame, index) => {
      const name = join(dir, `f${String(index).padStart(5, '0')}.jpg`);
      writeFileSync(name, frame.data);
      const next = frames[index + 1];
      const duration = next ? Math.max(0.02, next.time - frame.time) : 1;
      lines.push(`file '${name}'`, `duration ${duration.toFixed(3)}`);
    });
    lines.push(`file '${join(dir, `f${String(frames.length - 1).padStart(5, '0')}.jpg`)}'`);
    writeFileSync(join(dir, 'list.txt'), `${lines.join('\n')}\n`);
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      join(dir, 'list.txt'),
      '-vf',
      'fps=12,scale=640:-2:flags=lanczos',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '45',
      '-deadline',
      'good',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
      out,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  const steps = TUTORIAL_STEPS.filter(
    (step) => step.animation?.type === 'video' && (!ONLY || ONLY.includes(step.id)),
  );
  const missing = steps.filter((step) => !ACTIONS[step.id]);
  if (missing.length) throw new Error(`no recorded action for ${missing.map((s) => s.id).join(', ')}`);
  mkdirSync(OUT, { recursive: true });
  const server = await startWorkspaceServer();
  const browser = await launchBrowser();
  const pdfs = writePdfs({
    'vedtak.pdf': makeTextPdf([
      [
        'Vedtak om tildeling av støttekontakt',
        'Saken gjelder Kari Nordmann, født 12.03.1984, telefon 912 34 567.',
        'Hun bor i Storgata 1, 0155 Oslo, e-post kari.nordmann@example.no.',
        'Søknaden ble behandlet av Ola Hansen i Oslo kommune.',
        'Vedtaket ble fattet etter en samlet vurdering av saken.',
      ],
    ]),
  });
  try {
    for (const language of LANGS) {
      for (const step of steps) {
        const context = await browser.newContext({
          locale: language === 'no' ? 'nb-NO' : 'en-GB',
          viewport: VIEWPORT,
        });
        await context.addInitScript((lang) => {
          localStorage.setItem('language', lang);
          localStorage.setItem('theme', 'light');
        }, language);
        await signUp(server, context, { isPremium: true });
        const page = await context.newPage();
        await page.goto(`${server.baseUrl}/playground`);
        await page.getByTestId('uploader-replace-panel').waitFor();
        await openTab(page, 'files');
        const pdf = pdfs.paths[0]!;
        const action = ACTIONS[step.id]!;
        await action.prepare(page, pdf);
        const frames = await record(page, () => action.act(page, pdf));
        const out = join(OUT, `${step.animation!.name}${language === 'no' ? '_no' : ''}.webm`);
        encode(frames, out);
        console.log(`${out}: ${frames.length} frames, ${(statSync(out).size / 1024).toFixed(0)} KB`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(pdfs.dir, { recursive: true, force: true });
  }
  const total = readdirSync(OUT).reduce((sum, name) => sum + statSync(join(OUT, name)).size, 0);
  console.log(`apps/web/public/videos: ${(total / 1024).toFixed(0)} KB in all`);
}

await main();
