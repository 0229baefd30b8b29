import { availableParallelism } from 'node:os';
import { loadWorkerConfig } from '../../config.ts';
import { type CliCommand, type CliIo, CliUsageError } from '../io.ts';
import { parseCommandArgs } from '../parse-command-args.ts';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/** One JSON line per event on stdout, like the server's log (job ids, kinds, durations; never content). */
function jsonLog(io: CliIo, level: string) {
  const at = LEVELS.indexOf(level);
  const line = (name: string) => (fields: object, msg: string) => {
    if (level === 'silent' || LEVELS.indexOf(name) < at) return;
    io.out(JSON.stringify({ level: name, time: Date.now(), pid: process.pid, ...fields, msg }));
  };
  return { debug: line('debug'), info: line('info'), warn: line('warn') };
}

export const workerCommand: CliCommand = {
  name: 'worker',
  usage: 'worker [--concurrency N]',
  summary: 'run PDF jobs from the queue (JOBS=queue; REDIS_URL), N at a time (default: the cores)',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs(args, { concurrency: { type: 'string' } }, this.usage);
    if (positionals.length > 0) throw new CliUsageError(`Usage: sladd ${this.usage}`);
    const concurrency =
      values.concurrency === undefined ? availableParallelism() : Number(values.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256)
      throw new CliUsageError(
        `--concurrency must be a whole number from 1 to 256\nUsage: sladd ${this.usage}`,
      );
    let config: ReturnType<typeof loadWorkerConfig>;
    try {
      config = loadWorkerConfig(io.env);
    } catch (error) {
      throw new CliUsageError((error as Error).message);
    }
    const log = jsonLog(io, config.logLevel);
    const { startQueueWorker } = await import('../../jobs/queue/queue-worker.ts');
    const { stalledIntervalMs } = await import('../../jobs/queue/protocol.ts');
    const endpoint = config.metrics
      ? await (await import('../../jobs/queue/worker-endpoint.ts')).createWorkerEndpoint(config.metrics.token)
      : undefined;
    const worker = await startQueueWorker({
      redisUrl: config.redisUrl,
      concurrency,
      log,
      lockDuration: config.lockMs,
      stalledInterval: stalledIntervalMs(config.lockMs),
      taskTimeoutMs: config.taskTimeoutMs,
      ...(endpoint ? { onJob: endpoint.onJob, onStalled: endpoint.onStalled } : {}),
    });
    log.info({ concurrency }, `Sladd worker is running (${concurrency} at a time)`);
    if (endpoint && config.metrics) {
      const address = await endpoint.listen(worker, config.metrics.port, config.metrics.host);
      log.info(
        { address },
        `health on ${address}/health${config.metrics.token ? `, metrics on ${address}/metrics` : ''}`,
      );
    }
    // SIGTERM/SIGINT: finish the running jobs within JOBS_STOP_SECONDS, then hand the rest back to
    // the queue and leave (a second signal leaves at once).
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.once('SIGTERM', () => process.exit(1));
        process.once('SIGINT', () => process.exit(1));
        log.info({ running: worker.running() }, 'stopping: finishing the running jobs');
        resolve();
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    });
    // With Redis unreachable the hand-back cannot finish: the worker leaves anyway a little after
    // its grace (the jobs' locks lapse and another worker takes them when Redis is back).
    const deadline = setTimeout(() => {
      log.warn(
        { queue: 'unavailable' },
        'worker stopped without handing its jobs back (Redis does not answer)',
      );
      process.exit(1);
    }, config.stopMs + 5_000);
    deadline.unref();
    const handedBack = await worker.close({ graceMs: config.stopMs });
    await endpoint?.close();
    clearTimeout(deadline);
    log.info({ handed_back: handedBack }, 'worker stopped');
    return 0;
  },
};
