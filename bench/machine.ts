import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg, totalmem } from 'node:os';

/** The machine a figure was measured on: cores (nproc), CPU model, RAM, Node, load at the start. */
export function describeMachine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /^model name\s*:\s*(.*)$/m.exec(cpuinfo)?.[1]?.trim() ?? 'unknown CPU';
  let cores: string;
  try {
    cores = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    cores = '?';
  }
  return {
    cores,
    model,
    ramGiB: Number((totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    loadAverage: loadavg().map((value) => Number(value.toFixed(1))),
  };
}
