import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';
import { stopChild, waitForHealth } from './child-process.ts';
import { freePort } from './free-port.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_DIST = join(ROOT, 'apps/web/dist');

export interface RunningServer {
  baseUrl: string;
  smtp: SmtpCapture;
  stop: () => Promise<void>;
}

/**
 * Starts the real API (which serves the built web app) on a free port with a fresh data folder
 * and a loopback SMTP server capturing its mail: the compiled server `npm start` runs. Builds nothing: run `npm run build` first.
 */
export async function startServer(): Promise<RunningServer> {
  if (!existsSync(join(WEB_DIST, 'index.html')) || !existsSync(join(ROOT, 'apps/api/dist/main.js'))) {
    throw new Error('apps/web/dist or apps/api/dist is missing: run `npm run build` before the e2e tests');
  }
  const smtp = await startSmtpCapture();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sladd-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // The compiled server, as `npm start` runs it (`npm run build` makes it with the web app).
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      WEB_DIST_DIR: WEB_DIST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, child, () => output);

  return {
    baseUrl,
    smtp,
    stop: async () => {
      await stopChild(child);
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
