import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

/** Describes the machine the figures come from: cores, CPU model, RAM, Node version, date. */
export function describeMachine() {
  let cpuModel = cpus()[0]?.model ?? 'unknown';
  try {
    cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpuModel;
  } catch {
    // not Linux: keep os.cpus()'s model
  }
  return {
    nproc: cpus().length,
    cpu: cpuModel.trim(),
    ramGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    date: new Date().toISOString(),
  };
}
