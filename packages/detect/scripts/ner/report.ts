import { loadavg } from 'node:os';
import { findEntitiesWith } from '../../src/ner/find-entities.ts';
import type { NerModel } from '../../src/ner/model.ts';
import { tokenize } from '../../src/ner/tokenize.ts';
import type { Score } from './evaluate.ts';
import type { TaggedSentence } from './read-norne.ts';

/** Measures end-to-end inference (tokenize, features, Viterbi, margins) in tokens per CPU second. */
export function measureSpeed(model: NerModel, sentences: TaggedSentence[]) {
  const text = sentences.map((s) => s.words.join(' ')).join('\n');
  const tokensPerPass = tokenize(text).length;
  findEntitiesWith(model, text); // warm-up: JIT and the word cache
  // Each pass is timed on its own; the median is the figure, the best pass shows what an unloaded
  // core does. CPU time is the fair single-core measure on a shared machine; wall time is beside it.
  const cpuTimes: number[] = [];
  const wallStart = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < 5 || cpuTimes.length < 5) {
    const cpuStart = process.cpuUsage();
    findEntitiesWith(model, text);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1e6);
    elapsed = Number(process.hrtime.bigint() - wallStart) / 1e9;
  }
  cpuTimes.sort((a, b) => a - b);
  const median = cpuTimes[cpuTimes.length >> 1]!;
  const tokensPerSecond = Math.round(tokensPerPass / median);
  return {
    tokensPerSecond,
    tokensPerSecondBestPass: Math.round(tokensPerPass / cpuTimes[0]!),
    tokensPerWallSecond: Math.round((tokensPerPass * cpuTimes.length) / elapsed),
    pagesPerSecondAt400Tokens: Math.round(tokensPerSecond / 400),
    passes: cpuTimes.length,
    tokensPerPass,
    loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
  };
}

/** Prints the figures as the Markdown table that docs/PERFORMANCE.md carries. */
export function printReport(m: {
  heldOut: Record<string, Score>;
  speed: {
    tokensPerSecond: number;
    tokensPerSecondBestPass: number;
    tokensPerWallSecond: number;
    pagesPerSecondAt400Tokens: number;
    loadAverage1m: number;
  };
  model: { bytes: number; rows: number };
  machine: Record<string, unknown>;
}): void {
  console.log('\n| Label | Precision | Recall | F1 | Gold spans |\n| --- | ---: | ---: | ---: | ---: |');
  for (const [label, s] of Object.entries(m.heldOut)) {
    console.log(
      `| ${label} | ${s.precision.toFixed(3)} | ${s.recall.toFixed(3)} | ${s.f1.toFixed(3)} | ${s.support} |`,
    );
  }
  const {
    tokensPerSecond,
    tokensPerSecondBestPass,
    tokensPerWallSecond,
    pagesPerSecondAt400Tokens,
    loadAverage1m,
  } = m.speed;
  console.log(
    `\nInference, one thread: ${tokensPerSecond.toLocaleString('en')} tokens per CPU second (median pass; best ${tokensPerSecondBestPass.toLocaleString('en')}) ` +
      `(≈${pagesPerSecondAt400Tokens} pages/s at 400 tokens/page); ${tokensPerWallSecond.toLocaleString('en')} ` +
      `tokens per wall second at load average ${loadAverage1m}`,
  );
  console.log(`Model: ${(m.model.bytes / 1e6).toFixed(2)} MB gzip'd, ${m.model.rows} feature rows`);
  console.log(`Machine: ${JSON.stringify(m.machine)}`);
}
