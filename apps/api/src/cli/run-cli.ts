import { detectCommand } from './commands/detect.ts';
import { grantPlanCommand, revokePlanCommand } from './commands/plans.ts';
import { redactCommand } from './commands/redact.ts';
import { searchCommand } from './commands/search.ts';
import { type CliCommand, type CliIo, CliUsageError } from './io.ts';

const COMMANDS: CliCommand[] = [grantPlanCommand, revokePlanCommand, detectCommand, searchCommand, redactCommand];

function printHelp(io: CliIo): void {
  io.out('Sladd command line. Usage: npm run sladd -- <command> [arguments]\n');
  for (const command of COMMANDS) io.out(`  ${command.usage.padEnd(36)} ${command.summary}`);
}

/** Runs one CLI command and returns its exit code: 0 success, 1 failure, 2 usage error. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    printHelp(io);
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Run "npm run sladd -- help" to see the commands.`);
    return 2;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(error.message);
      return 2;
    }
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
