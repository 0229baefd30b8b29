import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { findLink } from './mail.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';
import { stopChild, waitForHealth } from './child-process.ts';
import { freePort } from './free-port.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_DIST = join(ROOT, 'apps/web/dist');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

export interface WorkspaceServer {
  baseUrl: string;
  dataDir: string;
  smtp: SmtpCapture;
  stop: () => Promise<void>;
}

/**
 * Like support/server.ts, but keeps the data folder known, because granting a plan goes through
 * the operator CLI (`sladd grant-plan`) against the same database.
 */
export async function startWorkspaceServer(): Promise<WorkspaceServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build -w @sladd/web` first');
  const smtp = await startSmtpCapture();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sladd-e2e-ws-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(TSX, ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, SMTP_URL: smtp.url, WEB_DIST_DIR: WEB_DIST, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    smtp,
    stop: async () => {
      await stopChild(child);
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON call with the context's cookies and CSRF token. */
export async function apiCall(context: BrowserContext, baseUrl: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const csrf = (await context.cookies(baseUrl)).find((c) => c.name === 'csrf_token')?.value;
  const response = await context.request.fetch(`${baseUrl}/api${path}`, { method, data, headers: csrf ? { 'X-CSRF-Token': csrf } : {} });
  return { status: response.status(), body: (await response.json().catch(() => null)) as { success: boolean; data?: unknown } | null };
}

const PASSWORD = 'Sladd#Arbeid1';

/** Registers, verifies by the mailed link and signs in within the context; optionally grants a premium plan. */
export async function signUp(server: WorkspaceServer, context: BrowserContext, options: { isPremium: boolean }): Promise<{ email: string }> {
  const username = `ws.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `${username}@example.no`;
  const registered = await apiCall(context, server.baseUrl, 'POST', '/auth/register', {
    username,
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    department_id: 2,
    language: 'en',
  });
  if (!registered.body?.success) throw new Error(`register failed: ${JSON.stringify(registered)}`);
  const mail = await server.smtp.waitForMail(email, '/verify-email?token=');
  const token = new URL(findLink(mail.body, '/verify-email')).searchParams.get('token');
  await apiCall(context, server.baseUrl, 'POST', '/auth/verify-email', { token });
  if (options.isPremium) {
    await run(TSX, ['apps/api/src/cli/main.ts', 'grant-plan', email, 'pro_monthly'], { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' } });
  }
  const login = await apiCall(context, server.baseUrl, 'POST', '/auth/login', { identifier: username, password: PASSWORD });
  if (!login.body?.success) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return { email };
}
