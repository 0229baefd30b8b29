import { describe, expect, it } from 'vitest';
import { loadConfig, loadWorkerConfig } from './config.ts';

// AUTH_SECRET is given so loading the configuration writes nothing to disk.
const BASE = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/sladd-config-test' };

describe('where PDF work runs (JOBS, decision 0041)', () => {
  it('is embedded by default, with or without Redis', () => {
    expect(loadConfig(BASE).jobs).toEqual({ mode: 'embedded' });
    expect(loadConfig({ ...BASE, REDIS_URL: 'redis://127.0.0.1:6379' }).jobs).toEqual({ mode: 'embedded' });
  });

  it('JOBS=queue takes the queue from REDIS_URL, files waiting 10 minutes at most unless told', () => {
    expect(loadConfig({ ...BASE, JOBS: 'queue', REDIS_URL: 'redis://r:6379' }).jobs).toEqual({
      mode: 'queue',
      redisUrl: 'redis://r:6379',
      waitMs: 600_000,
      lockMs: 15_000,
    });
    // The API reads the workers' lock too: it waits for a killed worker's job to be taken back.
    expect(
      loadConfig({ ...BASE, JOBS: 'queue', REDIS_URL: 'redis://r', JOBS_LOCK_SECONDS: '60' }).jobs,
    ).toMatchObject({ lockMs: 60_000 });
    expect(
      loadConfig({ ...BASE, JOBS: 'queue', REDIS_URL: 'redis://r', JOBS_WAIT_SECONDS: '60' }).jobs,
    ).toMatchObject({
      waitMs: 60_000,
    });
  });

  it('JOBS=queue without REDIS_URL, or an unknown mode, stops the start with a message naming the variable', () => {
    expect(() => loadConfig({ ...BASE, JOBS: 'queue' })).toThrow(/JOBS=queue needs REDIS_URL/);
    expect(() => loadConfig({ ...BASE, JOBS: 'threads' })).toThrow(/JOBS:/);
  });

  it('a worker needs REDIS_URL; its job lock is 15 s unless JOBS_LOCK_SECONDS says otherwise', () => {
    expect(() => loadWorkerConfig({})).toThrow(/REDIS_URL is needed/);
    expect(loadWorkerConfig({ REDIS_URL: 'redis://r' })).toEqual({
      redisUrl: 'redis://r',
      logLevel: 'info',
      lockMs: 15_000,
      taskTimeoutMs: 120_000,
      stopMs: 20_000,
    });
    expect(loadWorkerConfig({ REDIS_URL: 'redis://r', JOBS_LOCK_SECONDS: '2' }).lockMs).toBe(2000);
    expect(() => loadWorkerConfig({ REDIS_URL: 'redis://r', JOBS_LOCK_SECONDS: '1' })).toThrow(
      /JOBS_LOCK_SECONDS/,
    );
  });

  it('a task may run 120 s and a stopping worker gives its jobs 20 s, unless told; both bounded', () => {
    const worker = loadWorkerConfig({
      REDIS_URL: 'redis://r',
      TASK_TIMEOUT_SECONDS: '30',
      JOBS_STOP_SECONDS: '5',
    });
    expect([worker.taskTimeoutMs, worker.stopMs]).toEqual([30_000, 5_000]);
    expect(loadConfig(BASE).taskTimeoutMs).toBe(120_000);
    expect(loadConfig({ ...BASE, TASK_TIMEOUT_SECONDS: '600' }).taskTimeoutMs).toBe(600_000);
    expect(() => loadConfig({ ...BASE, TASK_TIMEOUT_SECONDS: '1' })).toThrow(/TASK_TIMEOUT_SECONDS/);
    expect(() => loadWorkerConfig({ REDIS_URL: 'redis://r', JOBS_STOP_SECONDS: '0' })).toThrow(
      /JOBS_STOP_SECONDS/,
    );
  });
});
