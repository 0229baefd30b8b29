import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where the processes run. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface NodeProcess {
  child: ChildProcess;
  /** Every line it printed, stdout and stderr. */
  lines: string[];
  /** Resolves when a line matching `pattern` has been printed (rejects, with the output, after `ms`). */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * A TypeScript entry of this repository (`apps/api/src/main.ts`, `apps/api/src/cli/main.ts worker`…)
 * as its own Node process through tsx, in production mode with only `env` besides PATH and HOME:
 * what a deployment runs, so a test can kill it (SIGKILL: no goodbye) or stop it (SIGTERM).
 */
export function startNodeProcess(args: string[], env: NodeJS.ProcessEnv): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const take = (chunk: Buffer) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      lines.push(line);
      for (const listener of [...listeners]) listener(line);
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitFor: (pattern, ms = 60_000) =>
      new Promise<void>((resolve, reject) => {
        if (lines.some((line) => pattern.test(line))) return resolve();
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no ${pattern} in:\n${lines.join('\n')}`));
        }, ms);
        const listener = (line: string) => {
          if (!pattern.test(line)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve();
        };
        listeners.add(listener);
      }),
  };
}
