import { createRequire } from 'node:module';
import { COMMANDS, type CommandEntry } from './command-list.ts';
import { type CliIo, CliUsageError } from './io.ts';

const HELP_FLAGS = new Set(['help', '--help', '-h']);

function printHelp(io: CliIo): void {
  io.out('Sladd command line: find and truly remove sensitive content in PDFs.\n');
  io.out('Usage: sladd <command> [arguments]   (from the sources: npm run sladd -- <command> [arguments])\n');
  io.out('Commands:');
  for (const command of COMMANDS) io.out(`  ${command.usage}\n      ${command.summary}`);
  io.out("\n  sladd <command> --help   one command's usage\n  sladd --version          the version");
}

function printCommandHelp(io: CliIo, command: CommandEntry): void {
  io.out(
    `Usage: sladd ${command.usage}\n\n${command.summary.charAt(0).toUpperCase()}${command.summary.slice(1)}.`,
  );
}

/** The package version; read only when asked, so other commands do not pay for it. */
function readVersion(): string {
  return (createRequire(import.meta.url)('@sladd/api/package.json') as { version: string }).version;
}

/** Runs one CLI command and returns its exit code: 0 success, 1 failure, 2 usage error. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (!name || HELP_FLAGS.has(name)) {
    printHelp(io);
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    io.out(`sladd ${readVersion()}`);
    return 0;
  }
  const entry = COMMANDS.find((candidate) => candidate.name === name);
  if (!entry) {
    io.err(`Unknown command "${name}". Run "sladd help" to see the commands.`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    printCommandHelp(io, entry);
    return 0;
  }
  try {
    // Loaded here, not at start-up: only the command that runs pays for its engine or database.
    const command = await entry.load();
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
