import type { FastifyBaseLogger } from 'fastify';

/**
 * An in-process outbox: a request hands over the work of finding the account and mailing it, and
 * answers at once, so the reply (body and timing) is the same whether or not the account exists and
 * never waits for SMTP. A failed job is retried a few times; the log names the job, never the address.
 */
export interface MailQueue {
  enqueue(label: string, job: () => Promise<void>): void;
  /** Resolves when every queued job (with its retries) has finished; for shutdown and tests. */
  idle(): Promise<void>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mail outbox; tests await `idle()` instead of guessing when mail went out. */
    mailQueue: MailQueue;
  }
}

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 15_000, 60_000];

export function createMailQueue(
  log: FastifyBaseLogger,
  retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
): MailQueue {
  const running = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timer.unref();
      timers.set(timer, resolve);
    });

  async function run(label: string, job: () => Promise<void>): Promise<void> {
    for (let attempt = 1; !closed; attempt++) {
      try {
        await job();
        return;
      } catch (error) {
        // SMTP errors quote the recipient in their message: log only the kind of failure.
        const code = (error as { code?: string; responseCode?: number }).code ?? (error as Error).name;
        const last = attempt > retryDelaysMs.length;
        log[last ? 'error' : 'warn'](
          { job: label, attempt, code },
          last ? 'mail job failed, giving up' : 'mail job failed, will retry',
        );
        if (last) return;
        await wait(retryDelaysMs[attempt - 1]!);
      }
    }
  }

  return {
    enqueue(label, job) {
      if (closed) return;
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => run(label, job))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    close() {
      closed = true;
      // Waiting retries end now (the loop sees `closed`), so idle() cannot hang on shutdown.
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}
