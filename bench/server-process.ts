// The API as its own process, for benches that measure the server alone (its peak RSS from /proc,
// without the client's memory): the shared starter of the end-to-end tests (e2e/support/server.ts),
// in production mode, then a verified user on the Business plan (25,000 pages a month).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeQuotedPrintable, findLink } from '../apps/api/src/test/mail-text.ts';
import { ROOT, startServer } from '../e2e/support/server.ts';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Cookie and CSRF headers of a verified user on business_monthly. */
  headers: Record<string, string>;
  /** Signs up, verifies and signs in one more user on `plan`; answers their cookie and CSRF headers. */
  addUser: (plan?: string) => Promise<Record<string, string>>;
  /** Resident and peak resident memory of the whole process (all threads), in MB, from /proc. */
  memory: () => { rssMb: number; peakRssMb: number };
  stop: () => Promise<void>;
}

function readMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

/** A tiny cookie jar over fetch: keeps Set-Cookie values and sends the CSRF token back. */
function createClient(baseUrl: string) {
  const jar = new Map<string, string>();
  const headers = () => ({
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrf-token': jar.get('csrf_token') ?? '',
  });
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { ...headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }
  return { call, headers };
}

/**
 * Starts the compiled server (`npm run build:api` first) with mail written to its outbox, and signs
 * up a user; `env` adds variables (JOBS=queue for the queue bench). SERVER_NODE_ARGS adds Node options to the server (e.g. `--cpu-prof --cpu-prof-dir=…`).
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer({
    smtp: false,
    web: false,
    env: { NODE_ENV: 'production', ...env },
    nodeArgs: process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  });
  const addUser = async (plan = 'business_monthly') => {
    const client = createClient(server.baseUrl);
    const username = `bench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `${username}@example.no`;
    const password = 'Sladd#Benk2026';
    await client.call('POST', '/auth/register', {
      username,
      email,
      password,
      confirm_password: password,
      department_id: 2,
      language: 'en',
    });
    const outbox = join(server.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
      .filter((text) => text.includes(email))
      .join('\n');
    const token = new URL(findLink(mail, '/verify-email')).searchParams.get('token');
    await client.call('POST', '/auth/verify-email', { token });
    await run(TSX, ['apps/api/src/cli/main.ts', 'grant-plan', email, plan], { cwd: ROOT, env: server.env });
    await client.call('POST', '/auth/login', { identifier: username, password });
    return client.headers();
  };
  try {
    const headers = await addUser();
    return {
      baseUrl: server.baseUrl,
      pid: server.pid,
      headers,
      addUser,
      memory: () => readMemory(server.pid),
      stop: server.stop,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
