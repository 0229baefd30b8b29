import { findEntitiesWith } from '../../src/ner/find-entities.ts';
import type { NerModel } from '../../src/ner/model.ts';
import { tokenize } from '../../src/ner/tokenize.ts';
import type { Score } from './evaluate.ts';
import type { TaggedSentence } from './read-norne.ts';

/** Measures end-to-end inference (tokenize, features, Viterbi, margins) in tokens per second. */
export function measureSpeed(model: NerModel, sentences: TaggedSentence[]) {
  const text = sentences.map((s) => s.words.join(' ')).join('\n');
  const tokensPerPass = tokenize(text).length;
  findEntitiesWith(model, text); // warm-up: JIT and the word cache
  let passes = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < 3 || passes < 3) {
    findEntitiesWith(model, text);
    passes++;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  const tokensPerSecond = Math.round((tokensPerPass * passes) / elapsed);
  return {
    tokensPerSecond,
    pagesPerSecondAt400Tokens: Math.round(tokensPerSecond / 400),
    tokensMeasured: tokensPerPass * passes,
  };
}

/** Prints the figures as the Markdown table that docs/PERFORMANCE.md carries. */
export function printReport(m: {
  heldOut: Record<string, Score>;
  speed: { tokensPerSecond: number; pagesPerSecondAt400Tokens: number };
  model: { bytes: number; rows: number };
  machine: Record<string, unknown>;
}): void {
  console.log('\n| Label | Precision | Recall | F1 | Gold spans |\n| --- | ---: | ---: | ---: | ---: |');
  for (const [label, s] of Object.entries(m.heldOut)) {
    console.log(
      `| ${label} | ${s.precision.toFixed(3)} | ${s.recall.toFixed(3)} | ${s.f1.toFixed(3)} | ${s.support} |`,
    );
  }
  console.log(
    `\nInference: ${m.speed.tokensPerSecond.toLocaleString('en')} tokens/s (≈${m.speed.pagesPerSecondAt400Tokens} pages/s at 400 tokens/page), one core`,
  );
  console.log(`Model: ${(m.model.bytes / 1e6).toFixed(2)} MB gzip'd, ${m.model.rows} feature rows`);
  console.log(`Machine: ${JSON.stringify(m.machine)}`);
}
