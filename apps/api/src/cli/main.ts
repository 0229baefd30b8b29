import { runCli } from './run-cli.ts';

const args = process.argv.slice(2);

// `sladd … | head`: once the reader has gone, the rest of the output is dropped and the command
// still finishes its work (a redacted file is written whole) with its own exit code, instead of
// dying with a stack trace in the middle. Not for `sladd worker`, which runs until stopped: with
// its log gone it should stop, so whatever supervises it notices and starts it again.
const gone = { stdout: false, stderr: false };
if (args[0] !== 'worker') {
  for (const name of ['stdout', 'stderr'] as const)
    process[name].on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
      gone[name] = true;
    });
}

const code = await runCli(args, {
  out: (line) => {
    if (!gone.stdout) process.stdout.write(`${line}\n`);
  },
  err: (line) => {
    if (!gone.stderr) process.stderr.write(`${line}\n`);
  },
  env: process.env,
});
process.exitCode = code;
