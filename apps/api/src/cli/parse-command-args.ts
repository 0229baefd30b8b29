import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliUsageError } from './io.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs in strict mode; its errors become usage errors that end with the usage line. */
export function parseCommandArgs<O extends Options>(args: string[], options: O, usage: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/\. To specify a positional.*$/s, '.') : String(error);
    throw new CliUsageError(`${message}\nUsage: sladd ${usage}`);
  }
}

/** Splits "A,B , C" into ["A","B","C"]. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
}
