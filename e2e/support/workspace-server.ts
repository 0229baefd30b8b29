import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { findLink } from '../../apps/api/src/test/mail-text.ts';
import { ROOT, type RunningServer, startServer } from './server.ts';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

export type WorkspaceServer = RunningServer;

/** The compiled server with SMTP capture; granting a plan goes through `sladd grant-plan` against its database. */
export const startWorkspaceServer = (): Promise<WorkspaceServer> => startServer();

/** A JSON call with the context's cookies and CSRF token. */
export async function apiCall(
  context: BrowserContext,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const csrf = (await context.cookies(baseUrl)).find((c) => c.name === 'csrf_token')?.value;
  const response = await context.request.fetch(`${baseUrl}/api${path}`, {
    method,
    data,
    headers: csrf ? { 'X-CSRF-Token': csrf } : {},
  });
  return {
    status: response.status(),
    body: (await response.json().catch(() => null)) as { success: boolean; data?: unknown } | null,
  };
}

const PASSWORD = 'Sladd#Arbeid1';

/**
 * Registers, verifies by the mailed link and signs in within the context; optionally grants a
 * premium plan. The person has taken the guided tour unless `hasTakenTour` is false, so the tour does
 * not start over the page a test is about (e2e/tutorial.spec.ts is about the tour).
 */
export async function signUp(
  server: WorkspaceServer,
  context: BrowserContext,
  options: { isPremium: boolean; hasTakenTour?: boolean },
): Promise<{ email: string }> {
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
    await run(TSX, ['apps/api/src/cli/main.ts', 'grant-plan', email, 'pro_monthly'], {
      cwd: ROOT,
      env: { ...server.env, LOG_LEVEL: 'warn' },
    });
  }
  const login = await apiCall(context, server.baseUrl, 'POST', '/auth/login', {
    identifier: username,
    password: PASSWORD,
  });
  if (!login.body?.success) throw new Error(`login failed: ${JSON.stringify(login)}`);
  if (options.hasTakenTour !== false) {
    const finished = await apiCall(context, server.baseUrl, 'POST', '/users/me/tutorial/finish');
    if (finished.status !== 200) throw new Error(`tutorial finish failed: ${JSON.stringify(finished)}`);
  }
  return { email };
}
