import type { ChildProcess } from 'node:child_process';

/** Waits until the API answers /api/health (60 s at most); fails at once if the process exits. */
export async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early (${child.exitCode}):\n${log()}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`API did not become healthy in 60 s:\n${log()}`);
}

/** Stops a server process: SIGTERM, then SIGKILL if it has not exited within 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
