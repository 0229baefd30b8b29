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
  let passes = 0;
  const wallStart = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  let elapsed = 0;
  while (elapsed < 3 || passes < 3) {
    findEntitiesWith(model, text);
    passes++;
    elapsed = Number(process.hrtime.bigint() - wallStart) / 1e9;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const tokens = tokensPerPass * passes;
  // CPU time is the fair single-core figure on a shared machine; wall time is given beside it.
  const tokensPerSecond = Math.round(tokens / cpuSeconds);
  return {
    tokensPerSecond,
    tokensPerWallSecond: Math.round(tokens / elapsed),
    pagesPerSecondAt400Tokens: Math.round(tokensPerSecond / 400),
    tokensMeasured: tokens,
    loadAverage1m: Math.round(loadavg()[0]! * 100) / 100,
  };
}

/** Prints the figures as the Markdown table that docs/PERFORMANCE.md carries. */
export function printReport(m: {
  heldOut: Record<string, Score>;
  speed: {
    tokensPerSecond: number;
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
  const { tokensPerSecond, tokensPerWallSecond, pagesPerSecondAt400Tokens, loadAverage1m } = m.speed;
  console.log(
    `\nInference, one thread: ${tokensPerSecond.toLocaleString('en')} tokens per CPU second ` +
      `(≈${pagesPerSecondAt400Tokens} pages/s at 400 tokens/page); ${tokensPerWallSecond.toLocaleString('en')} ` +
      `tokens per wall second at load average ${loadAverage1m}`,
  );
  console.log(`Model: ${(m.model.bytes / 1e6).toFixed(2)} MB gzip'd, ${m.model.rows} feature rows`);
  console.log(`Machine: ${JSON.stringify(m.machine)}`);
}
