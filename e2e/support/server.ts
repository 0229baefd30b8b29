// The real API as its own process, for the end-to-end tests and the benches: the compiled server
// `npm start` runs (build it first), on a free port of 127.0.0.1, with a fresh data folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSmtpCapture, type SmtpCapture } from '../../apps/api/src/test/smtp-capture.ts';
import { stopChild, waitForHealth } from './child-process.ts';
import { freePort } from './free-port.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
const WEB_DIST = join(ROOT, 'apps/web/dist');

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** The server's data folder (SQLite file; mail in outbox/ when there is no SMTP capture). */
  dataDir: string;
  /** The SMTP server capturing the API's mail (absent with `{ smtp: false }`). */
  smtp: SmtpCapture;
  /** The environment the server runs with, for operator commands against the same database. */
  env: NodeJS.ProcessEnv;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  /** false: no SMTP server; mail goes to DATA_DIR/outbox. Default true. */
  smtp?: boolean;
  /** More environment, e.g. NODE_ENV=production for a bench. */
  env?: Record<string, string>;
  /** Extra Node options before the entry file (e.g. --cpu-prof for a profile). */
  nodeArgs?: string[];
  /** false: the built web app is not needed (API-only benches). Default true. */
  web?: boolean;
}

/** Starts the compiled API (it serves the built web app too). Builds nothing: run `npm run build` first. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'apps/api/dist/main.js')))
    throw new Error('apps/api/dist is missing: run `npm run build` (or `npm run build:api`) first');
  if (options.web !== false && !existsSync(join(WEB_DIST, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build` before the end-to-end tests');
  const smtp = options.smtp === false ? undefined : await startSmtpCapture();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sladd-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: WEB_DIST,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (smtp) env.SMTP_URL = smtp.url;
  else delete env.SMTP_URL;
  let output = '';
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', ...(options.nodeArgs ?? []), 'apps/api/dist/main.js'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, dataDir, smtp: smtp!, env, stop };
}
