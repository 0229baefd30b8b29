import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Db, openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed.ts';
import { signUpAndLogIn, PASSWORD, type SignedIn } from '../../test/accounts.ts';
import { FAST_DETECT_FORM, makeCasePdf, makeTextPdf, multipart } from '../../test/pdfs.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createSubscriptionService } from '../../modules/subscription/subscription.service.ts';
import { createJobPool, type JobPool } from '../pool.ts';
import { eventsByFile, parseEventStream } from '../../test/event-stream.ts';

// The scale-out test: 2 API processes (JOBS=queue) and 2 `sladd worker` processes on
// PostgreSQL and Redis. A 20-file streamed batch goes through API 1 with a session made on API 2;
// one worker is killed with SIGKILL mid-batch; every file still completes, each page is reported
// once, and the entities are those of the embedded mode.

const REDIS = process.env.TEST_REDIS_URL;
const DATABASE = process.env.TEST_DATABASE_URL;
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SECRET = 'scale-out-secret-scale-out-secret-0123456789';

const parse = parseEventStream;
const byFile = eventsByFile;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Proc {
  child: ChildProcess;
  lines: string[];
  /** Resolves when a line matching `pattern` has been printed. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
}

function start(args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const take = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.pattern.test(line))) waiter.resolve();
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  return {
    child,
    lines,
    waitFor: (pattern, ms = 60_000) =>
      new Promise((resolve, reject) => {
        if (lines.some((line) => pattern.test(line))) return resolve();
        const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${lines.join('\n')}`)), ms);
        waiters.push({
          pattern,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
  };
}

/** Files under `dir` (recursively) that are PDFs (they start with the PDF header). */
function pdfsUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...pdfsUnder(path));
    else if (readFileSync(path).subarray(0, 5).toString('latin1') === '%PDF-') found.push(path);
  }
  return found;
}

const FILES = Array.from({ length: 20 }, (_, i) =>
  i % 5 === 4
    ? { name: `brev-${i}.pdf`, bytes: makeTextPdf([[`Ola Hansen ${i} har e-post ola${i}@example.no.`]]) }
    : { name: `sak-${i}.pdf`, bytes: makeCasePdf(30) },
);

describe.skipIf(!REDIS || !DATABASE)(
  REDIS && DATABASE
    ? 'scale-out: 2 API processes and 2 worker processes on PostgreSQL and Redis'
    : 'scale-out with API and worker processes — skipped: needs TEST_REDIS_URL and TEST_DATABASE_URL',
  () => {
    const database = `sladd_scale_${Date.now().toString(36)}`;
    const dirs = { data: '', tmp: '' };
    let admin: pg.Client;
    let smtp: SmtpCapture;
    let db: Db;
    let pool: JobPool;
    let reference: FastifyInstance;
    let user: SignedIn;
    let redis: Redis;
    const apis: Proc[] = [];
    const workers: Proc[] = [];
    const ports: number[] = [];

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: DATABASE });
      await admin.connect();
      await admin.query(`create database ${database}`);
      const url = new URL(DATABASE!);
      url.pathname = `/${database}`;
      const redisUrl = new URL(REDIS!);
      redisUrl.pathname = '/8';
      redis = new Redis(redisUrl.toString());
      await redis.flushdb();
      dirs.data = mkdtempSync(join(tmpdir(), 'sladd-scale-data-'));
      dirs.tmp = mkdtempSync(join(tmpdir(), 'sladd-scale-tmp-'));
      smtp = await startSmtpCapture();
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl.toString(),
        JOBS: 'queue',
        AUTH_SECRET: SECRET,
        SMTP_URL: smtp.url,
        DATA_DIR: dirs.data,
        TMPDIR: dirs.tmp,
        WEB_DIST_DIR: join(dirs.data, 'no-web'),
        LOG_LEVEL: 'info',
      };
      // The embedded reference on the same database migrates it first, so the API processes do not race.
      const config = loadConfig({ ...env, JOBS: 'embedded', LOG_LEVEL: 'silent' });
      db = await openDatabase(config.database);
      await migrateToLatest(db);
      await seedDatabase(db);
      pool = createJobPool(2);
      reference = await buildApp({ config, db, pool });
      await reference.ready();
      user = await signUpAndLogIn({ app: reference, smtp } as TestApp);
      await createSubscriptionService(db.kysely).grantPlan(user.email, 'business_monthly');

      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        ports.push(port);
        // The API reads the workers' lock too (its patience with a silent job derives from it).
        apis.push(
          start(['apps/api/src/main.ts'], {
            ...env,
            PORT: String(port),
            HOST: '127.0.0.1',
            JOBS_LOCK_SECONDS: '2',
          }),
        );
        // Each process names its own port, not PUBLIC_URL's (issue 29, item 8).
        await apis[i]!.waitFor(new RegExp(`Sladd is listening on http://127\\.0\\.0\\.1:${port}\\b`));
      }
      for (let i = 0; i < 2; i++)
        workers.push(
          start(['apps/api/src/cli/main.ts', 'worker', '--concurrency', '1'], {
            ...env,
            JOBS_LOCK_SECONDS: '2',
            LOG_LEVEL: 'debug', // per-page lines: the test kills a worker in the middle of a 30-page file
          }),
        );
      await Promise.all(workers.map((worker) => worker.waitFor(/Sladd worker is running/)));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(
        [...apis, ...workers].map(
          ({ child }) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
              child.once('exit', resolve);
              child.kill('SIGKILL');
            }),
        ),
      );
      await reference?.close();
      await pool?.close();
      await db?.close();
      await new Promise((resolve) => setTimeout(resolve, 200)); // the pool's last connection ends
      await smtp?.close();
      redis?.disconnect();
      await admin?.query(`drop database if exists ${database} with (force)`);
      await admin?.end();
      for (const dir of Object.values(dirs)) if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it('every file completes with the embedded entities though a worker is killed mid-batch', async () => {
      // A session made on API 2…
      const login = await fetch(`http://127.0.0.1:${ports[1]}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: user.email, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const jar = new Map(
        login.headers.getSetCookie().map((set) => set.split(';')[0]!.split('=') as [string, string]),
      );
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      // …used on API 1 for a 20-file streamed batch.
      const form = multipart(FILES, FAST_DETECT_FORM);
      const response = await fetch(`http://127.0.0.1:${ports[0]}/api/batch/multi_detect?stream=true`, {
        method: 'POST',
        body: form.payload,
        headers: { ...form.headers, cookie, 'x-csrf-token': jar.get('csrf_token') ?? '' },
      });
      expect(response.status).toBe(200);
      // The first worker is killed when it has done page 2 of a 30-page file, so it surely dies holding a job
      // (killed on the stream's first page, it could be between two jobs and nothing would stall).
      const midJob = /"job":"([^"]+)","page":2,"pages":30,"msg":"job page done"/;
      let killedJob: string | undefined;
      const kill = workers[0]!.waitFor(midJob, 120_000).then(() => {
        workers[0]!.child.kill('SIGKILL');
        killedJob = workers[0]!.lines.map((line) => midJob.exec(line)?.[1]).find(Boolean);
      });
      const reader = response.body!.getReader();
      let text = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        text += new TextDecoder().decode(chunk.value);
      await kill;
      const events = parse(text);
      // The other worker found the killed one's job stalled and ran it again.
      expect(killedJob).toBeTruthy();
      expect(
        workers[1]!.lines.some(
          (line) => line.includes('job stalled') && line.includes(`"job":"${killedJob}"`),
        ),
      ).toBe(true);
      expect(events.filter((e) => e.event === 'error')).toEqual([]);
      expect(events.filter((e) => e.event === 'file_completed')).toHaveLength(20);
      // Each page once, in order, for every file.
      for (const [index, file] of FILES.entries()) {
        const pages = events
          .filter((e) => e.event === 'page_completed' && e.data.file_index === index)
          .map((e) => e.data.page_number);
        expect(pages).toEqual(Array.from({ length: file.name.startsWith('sak') ? 30 : 1 }, (_, i) => i + 1));
      }
      // The same events and entities as the embedded mode.
      const embedded = await user.agent.upload(
        '/api/batch/multi_detect?stream=true',
        FILES,
        FAST_DETECT_FORM,
      );
      expect(byFile(events)).toEqual(byFile(parse(embedded.raw.body)));
      // Nothing PDF-shaped on disk (data and temp directories of the processes), nor left in Redis.
      expect([...pdfsUnder(dirs.data), ...pdfsUnder(dirs.tmp)]).toEqual([]);
      await expect.poll(() => redis.keys('sladd:jobs:*'), { timeout: 5000 }).toEqual([]);
    }, 180_000);
  },
);
