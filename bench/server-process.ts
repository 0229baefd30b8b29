// The API as its own process, the way `npm start` runs it, for benches that measure the server
// alone (its peak RSS from /proc, without the client's memory): start it on a free port with a
// fresh data folder, make a verified user on the Business plan (25,000 pages a month), and read its memory.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { stopChild, waitForHealth } from '../e2e/support/child-process.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { decodeQuotedPrintable, findLink } from '../e2e/support/mail.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Cookie and CSRF headers of a verified user on business_monthly. */
  headers: Record<string, string>;
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
 * Starts `node apps/api/dist/main.js` (the compiled server `npm start` runs; build it first with
 * `npm run build:api`), or the TypeScript sources under tsx with `{ fromSource: true }`.
 */
export async function startServerProcess(options: { fromSource?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sladd-bench-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.SMTP_URL; // mail goes to DATA_DIR/outbox, where the verification link is read
  const [command, args] = options.fromSource
    ? [TSX, ['apps/api/src/main.ts']]
    : [
        process.execPath,
        [...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'apps/api/dist/main.js'],
      ];
  const child: ChildProcess = spawn(command, args as string[], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
    // With tsx, the server is tsx's child process; its memory is what counts.
    const pid = options.fromSource ? serverPidUnder(child.pid!) : child.pid!;
    const client = createClient(baseUrl);
    const username = `bench${Date.now().toString(36)}`;
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
    const outbox = join(dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
      .join('\n');
    const token = new URL(findLink(mail, '/verify-email')).searchParams.get('token');
    await client.call('POST', '/auth/verify-email', { token });
    await run(TSX, ['apps/api/src/cli/main.ts', 'grant-plan', email, 'business_monthly'], {
      cwd: ROOT,
      env: { ...env },
    });
    await client.call('POST', '/auth/login', { identifier: username, password });
    return { baseUrl, pid, headers: client.headers(), memory: () => readMemory(pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function serverPidUnder(parent: number): number {
  const children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return children.length > 0 ? Number(children[0]) : parent;
}
