import { runCli } from './run-cli.ts';

// `sladd … | head`: once the reader has gone, the rest of the output is dropped and the command
// still finishes its work (a redacted file is written whole) with its own exit code, instead of
// dying with a stack trace in the middle.
let stdoutGone = false;
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
  stdoutGone = true;
});

const code = await runCli(process.argv.slice(2), {
  out: (line) => {
    if (!stdoutGone) process.stdout.write(`${line}\n`);
  },
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
});
process.exitCode = code;
