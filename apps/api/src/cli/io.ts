/** Where a command writes; tests capture it, the process uses stdout/stderr. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
}

export interface CliCommand {
  name: string;
  usage: string;
  summary: string;
  /** Returns the process exit code. */
  run(args: string[], io: CliIo): Promise<number>;
}

/** An error the user caused (bad arguments, unknown e-mail): printed without a stack, exit code 2. */
export class CliUsageError extends Error {}
