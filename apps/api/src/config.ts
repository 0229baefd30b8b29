import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is documented here and in the README's
 * configuration table; anything invalid stops the process at start with a clear message.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port the server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to bind; 0.0.0.0 to accept connections from other machines. */
  HOST: z.string().default('127.0.0.1'),
  /** Address people use to reach Sladd; used in e-mailed links and to decide on Secure cookies. */
  PUBLIC_URL: z.url().optional(),
  /** Folder for the SQLite database, the mail outbox and the generated secret. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset, SQLite in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? undefined : postgresUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Redis connection string; when set, rate limits are shared between processes. */
  REDIS_URL: z.string().optional(),
  /**
   * Bearer token of GET /metrics (Prometheus); unset or empty turns the endpoint off (404).
   * At least 32 characters, so it cannot be guessed within the endpoint's rate limit.
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || value.length >= 32, {
      message: 'METRICS_TOKEN must be at least 32 characters (e.g. `openssl rand -hex 32`), or unset',
    }),
  /**
   * Content Security Policy violation reports (decision 0045): on adds report-uri and report-to
   * to the policy and opens POST /api/csp-reports; off (the default) leaves both out (404).
   */
  CSP_REPORTS: z
    .enum(['on', 'off'], { message: 'must be on or off (leave it unset for off)' })
    .default('off'),
  /**
   * Where PDF work runs: embedded (threads of this process, the default) or queue (BullMQ on
   * REDIS_URL, run by `sladd worker` processes; decision 0041).
   */
  JOBS: z.enum(['embedded', 'queue']).default('embedded'),
  /**
   * PostgreSQL: seconds one statement, or the wait for a connection, may take before the request
   * answers SERVICE_UNAVAILABLE (a database that does not answer must not hold requests); 15 when
   * unset. A connection is waited for at most 5 s of it.
   */
  DATABASE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  /** JOBS=queue: seconds a file may wait in Redis for a worker before its request fails. */
  JOBS_WAIT_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  /**
   * Seconds a job's lock lasts without renewal (`sladd worker`); a killed worker's job is put back
   * for another worker within this plus two thirds of it. API processes read it too (set the same
   * value everywhere): they give up on a silent job only after that, plus 10 s.
   */
  JOBS_LOCK_SECONDS: z.coerce.number().int().min(2).max(600).default(15),
  /**
   * Seconds one PDF task may run (a file's detection, redaction, extract…, one OCR page); past it
   * the work is stopped and the request answers PROCESSING_TIMEOUT. The API and `sladd worker` read it.
   */
  TASK_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * `sladd worker`: seconds it lets its running jobs finish after SIGTERM; then it leaves, and
   * another worker takes those jobs once their locks lapse.
   */
  JOBS_STOP_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /**
   * `sladd worker`: port of its own GET /health and GET /metrics (METRICS_TOKEN as Bearer); unset
   * for none. WORKER_METRICS_HOST is where it listens (127.0.0.1 unless told; 0.0.0.0 for a
   * scraper on another machine).
   */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  WORKER_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** SMTP server (smtp://user:pass@host:port); when unset, mail is written to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  /** Sender address of e-mails. */
  MAIL_FROM: z.string().default('Sladd <no-reply@sladd.local>'),
  /** Secret for signing sessions and encrypting history (≥ 32 characters). Generated into DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  /** Log level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* headers from a reverse proxy (true/false). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Folder of the built web app to serve; the server still runs the API when it is missing. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** Payments: local (built-in test checkout, no money moves), stripe, or off (every feature, no quota). */
  BILLING: z.enum(['local', 'stripe', 'off']).default('local'),
  /** Stripe secret API key (sk_live_… or sk_test_…); required when BILLING=stripe. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_…); required when BILLING=stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for the Stripe API (a Stripe-shaped test server); Stripe's own when unset. */
  STRIPE_API_URL: z.url().optional(),
  /** Where the enterprise contact form is delivered; the MAIL_FROM address when unset. */
  CONTACT_EMAIL: z.email().optional(),
  /**
   * DNS servers used to verify organization domains (TXT records): comma-separated IP addresses,
   * each with an optional port (1.1.1.1, 127.0.0.1:5353, [::1]:53). Unset or empty: the system's resolver.
   */
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const servers = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = servers.filter((entry) => !isDnsServer(entry));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${bad.map((entry) => `"${entry}"`).join(', ')} ${bad.length === 1 ? 'is' : 'are'} not a DNS server address; use IP addresses with an optional port, separated by commas, like 1.1.1.1, 127.0.0.1:5353 or [::1]:53 (a host name cannot be used; leave it unset for the system's resolver)`,
        });
        return z.NEVER;
      }
      return servers.length > 0 ? servers : undefined;
    }),
  /** OpenAI-compatible endpoint of the language model for advanced detection (method 2), e.g. http://127.0.0.1:11434/v1 for Ollama. */
  LLM_BASE_URL: z
    .url({
      protocol: /^https?$/,
      message: 'must be an http:// or https:// URL, like http://127.0.0.1:11434/v1',
    })
    .optional(),
  /** Model name at that endpoint (llama3.1:8b, gpt-4o-mini, …); needed together with LLM_BASE_URL. */
  LLM_MODEL: z.string().trim().min(1).optional(),
  /** API key sent as a bearer token; Ollama, vLLM and llama.cpp need none by default. */
  LLM_API_KEY: z.string().optional(),
  /** Model calls in flight at once per process. */
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Longest wait for one model answer, in ms. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Retries of one call after 429, 5xx or a network error (exponential back-off with jitter, Retry-After honoured). */
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
});

/** An IP address with an optional port, in a form Node's `Resolver.setServers` takes. */
function isDnsServer(entry: string): boolean {
  if (isIP(entry)) return true; // 1.1.1.1, or a bare IPv6 address like ::1
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(entry);
  if (!match) return false;
  const [, ipv6, ipv4, port] = match;
  if (ipv6 !== undefined ? !isIPv6(ipv6) : !isIPv4(ipv4!)) return false;
  return Number(port) >= 1 && Number(port) <= 65535;
}

/** Why a DATABASE_URL is not a usable PostgreSQL URL (never echoing its password), or undefined. */
function postgresUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a PostgreSQL URL like postgres://user:password@host:5432/database (leave it unset for SQLite)';
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    return `must start with postgres:// or postgresql:// (got ${url.protocol}//); only PostgreSQL is supported, or leave it unset for SQLite`;
  if (!url.hostname) return 'names no host; use postgres://user:password@host:5432/database';
  // Without a name the driver connects to the database named like the user (often "postgres") and
  // Sladd would migrate its tables into it.
  if (!url.pathname.replace(/^\//, ''))
    return `names no database (postgres://…@${url.host}/); add its name, like postgres://user:password@${url.host}/sladd`;
  return undefined;
}

/** An OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM, llama.cpp server). */
export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
}

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database:
    | { kind: 'sqlite'; file: string }
    | {
        kind: 'postgres';
        url: string;
        schema?: string;
        /** A statement, or the wait for a connection, that takes longer fails (DATABASE_TIMEOUT_SECONDS). */
        timeoutMs?: number;
      };
  redisUrl: string | undefined;
  /** Bearer token of GET /metrics; undefined when the endpoint is off. */
  metricsToken: string | undefined;
  /** Whether browsers report Content Security Policy violations to POST /api/csp-reports (decision 0045). */
  cspReports: boolean;
  /** Where PDF work runs; `queue` needs redisUrl (decision 0041). */
  jobs: { mode: 'embedded' } | { mode: 'queue'; redisUrl: string; waitMs: number; lockMs: number };
  /** How long one PDF task may run (ms) before it is stopped (PROCESSING_TIMEOUT). */
  taskTimeoutMs: number;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  authSecret: string;
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string;
  secureCookies: boolean;
  billing: {
    mode: 'local' | 'stripe' | 'off';
    stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  };
  contactEmail: string;
  /** DNS servers for domain verification; undefined means the system's resolver. */
  dnsServers: string[] | undefined;
  /** The language model of advanced detection; undefined when LLM_BASE_URL and LLM_MODEL are not set. */
  llm: LlmConfig | undefined;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    resetPerIp: RateLimitRule;
    resetPerAccount: RateLimitRule;
    resendPerIp: RateLimitRule;
    resendPerAccount: RateLimitRule;
    /** Username and e-mail availability checks (sign-up form), both together. */
    availabilityPerIp: RateLimitRule;
    /** Redaction history saves per user (a batch of 20 files saves 20 at once). */
    historySavesPerUser: RateLimitRule;
    /** Bytes of history saves per user: big items cost parsing and writing on the event loop. */
    historyBytesPerUser: RateLimitRule;
  };
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: Config['rateLimits'] = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  resendPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resendPerAccount: { limit: 3, windowMs: 15 * MINUTE },
  availabilityPerIp: { limit: 30, windowMs: MINUTE },
  historySavesPerUser: { limit: 60, windowMs: MINUTE },
  historyBytesPerUser: { limit: 16 * 1024 * 1024, windowMs: MINUTE },
};

/** What a `sladd worker` process reads: the queue's Redis and the log level (decision 0041). */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): {
  redisUrl: string;
  logLevel: string;
  lockMs: number;
  taskTimeoutMs: number;
  stopMs: number;
  metrics?: { port: number; host: string; token: string | undefined };
} {
  const parsed = envSchema
    .pick({
      REDIS_URL: true,
      LOG_LEVEL: true,
      JOBS_LOCK_SECONDS: true,
      TASK_TIMEOUT_SECONDS: true,
      JOBS_STOP_SECONDS: true,
      WORKER_METRICS_PORT: true,
      WORKER_METRICS_HOST: true,
      METRICS_TOKEN: true,
    })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (!parsed.data.REDIS_URL)
    throw new Error(
      'Invalid configuration:\n  REDIS_URL is needed: a worker takes its jobs from the queue in Redis (the same REDIS_URL as the API processes with JOBS=queue)',
    );
  return {
    redisUrl: parsed.data.REDIS_URL,
    logLevel: parsed.data.LOG_LEVEL,
    lockMs: parsed.data.JOBS_LOCK_SECONDS * 1000,
    taskTimeoutMs: parsed.data.TASK_TIMEOUT_SECONDS * 1000,
    stopMs: parsed.data.JOBS_STOP_SECONDS * 1000,
    ...(parsed.data.WORKER_METRICS_PORT
      ? {
          metrics: {
            port: parsed.data.WORKER_METRICS_PORT,
            host: parsed.data.WORKER_METRICS_HOST,
            token: parsed.data.METRICS_TOKEN,
          },
        }
      : {}),
  };
}

/** Reads and validates the environment; throws an Error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.BILLING === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET))
    throw new Error(
      'Invalid configuration:\n  BILLING=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see the README, "Payments")',
    );
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL))
    throw new Error(
      `Invalid configuration:\n  ${e.LLM_BASE_URL ? 'LLM_BASE_URL needs LLM_MODEL' : 'LLM_MODEL needs LLM_BASE_URL'} (set both for advanced detection, or neither; see the README, "Pointing Sladd at a language model")`,
    );
  if (e.JOBS === 'queue' && !e.REDIS_URL)
    throw new Error(
      'Invalid configuration:\n  JOBS=queue needs REDIS_URL (the queue lives in Redis; see the README, "Scale-out with workers")',
    );
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          ...(e.DATABASE_TIMEOUT_SECONDS ? { timeoutMs: e.DATABASE_TIMEOUT_SECONDS * 1000 } : {}),
        }
      : { kind: 'sqlite', file: resolve(dataDir, 'sladd.db') },
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    cspReports: e.CSP_REPORTS === 'on',
    jobs:
      e.JOBS === 'queue'
        ? {
            mode: 'queue',
            redisUrl: e.REDIS_URL!,
            waitMs: e.JOBS_WAIT_SECONDS * 1000,
            lockMs: e.JOBS_LOCK_SECONDS * 1000,
          }
        : { mode: 'embedded' },
    taskTimeoutMs: e.TASK_TIMEOUT_SECONDS * 1000,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: resolve(dataDir, 'outbox') },
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: resolve(e.WEB_DIST_DIR),
    secureCookies: publicUrl.startsWith('https://'),
    billing: {
      mode: e.BILLING,
      ...(e.BILLING === 'stripe'
        ? {
            stripe: {
              secretKey: e.STRIPE_SECRET_KEY!,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
              ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
            },
          }
        : {}),
    },
    contactEmail: e.CONTACT_EMAIL ?? mailAddressOf(e.MAIL_FROM),
    dnsServers: e.DNS_SERVERS,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? {
            baseUrl: e.LLM_BASE_URL,
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY || undefined,
            concurrency: e.LLM_CONCURRENCY,
            timeoutMs: e.LLM_TIMEOUT_MS,
            maxRetries: e.LLM_MAX_RETRIES,
          }
        : undefined,
    rateLimits: DEFAULT_RATE_LIMITS,
  };
}

/** The address inside 'Name <address>' (or the value itself). */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The embedded default keeps a generated secret beside the database so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
