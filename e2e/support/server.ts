import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_DIST = join(ROOT, 'apps/web/dist');

export interface RunningServer {
  baseUrl: string;
  smtp: SmtpCapture;
  stop: () => Promise<void>;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`API did not become healthy in 60 s:\n${log()}`);
}

/**
 * Starts the real API (which serves the built web app) on a free port with a fresh data folder
 * and a loopback SMTP server capturing its mail. Builds nothing: run `npm run build` first.
 */
export async function startServer(): Promise<RunningServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @sladd/web` before the e2e tests');
  }
  const smtp = await startSmtpCapture();
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sladd-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
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
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
