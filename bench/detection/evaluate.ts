// Per-label precision/recall of the fast engine on a detection set (exact span match).
//   npx tsx bench/detection/evaluate.ts [held-out|dev] [--errors LABEL] [--json FILE] [--detect DIR]
// --detect runs another copy of packages/detect (e.g. main's, for the "before" figures).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LabelledDocument } from './doc-builder.ts';

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const args = process.argv.slice(2);
const setName =
  args.find((a) => !a.startsWith('--') && !args[args.indexOf(a) - 1]?.startsWith('--')) ?? 'held-out';
const errorLabel = args.includes('--errors') ? args[args.indexOf('--errors') + 1] : undefined;
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const detectDir = args.includes('--detect')
  ? resolve(args[args.indexOf('--detect') + 1]!)
  : new URL('../../packages/detect', import.meta.url).pathname;
const { detectText } = (await import(
  pathToFileURL(`${detectDir}/src/index.ts`).href
)) as typeof import('../../packages/detect/src/index.ts');
const docs = JSON.parse(
  readFileSync(new URL(`./sets/${setName}.json`, import.meta.url), 'utf8'),
) as LabelledDocument[];

const counts = new Map<string, Counts>();
const countsOf = (label: string) =>
  counts.get(label) ?? counts.set(label, { tp: 0, fp: 0, fn: 0 }).get(label)!;
const show = (s: string) => JSON.stringify(s);

for (const doc of docs) {
  const found = detectText(doc.text, { entities: ['ALL_FAST'], language: 'no' });
  const key = (label: string, start: number, end: number) => `${label}:${start}:${end}`;
  const gold = new Set(doc.gold.map((g) => key(g.label, g.start, g.end)));
  const predicted = new Set(found.map((f) => key(f.entity_type, f.start, f.end)));
  for (const g of doc.gold) {
    const hit = predicted.has(key(g.label, g.start, g.end));
    countsOf(g.label)[hit ? 'tp' : 'fn']++;
    if (!hit && g.label === errorLabel) {
      const near = found
        .filter((f) => f.end > g.start && f.start < g.end)
        .map((f) => `${f.entity_type} ${show(f.original_text)}`);
      console.log(`MISS ${doc.id} ${show(g.text)} found: ${near.join(' | ') || '-'}`);
    }
  }
  for (const f of found) {
    if (gold.has(key(f.entity_type, f.start, f.end))) continue;
    countsOf(f.entity_type).fp++;
    if (f.entity_type === errorLabel)
      console.log(`FALSE ${doc.id} ${show(f.original_text)} ${f.score} ${f.reason}`);
  }
}

const ratio = (a: number, b: number) => (b === 0 ? '–' : (a / b).toFixed(3));
const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
const total = rows.reduce((acc, [, c]) => ({ tp: acc.tp + c.tp, fp: acc.fp + c.fp, fn: acc.fn + c.fn }), {
  tp: 0,
  fp: 0,
  fn: 0,
});
console.log(`\n${setName}: ${docs.length} documents\n`);
console.log('| Label | Precision | Recall | F1 | Gold | Found | Correct |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [label, c] of [...rows, ['micro', total] as const]) {
  const p = c.tp / (c.tp + c.fp || 1);
  const r = c.tp / (c.tp + c.fn || 1);
  const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r);
  console.log(
    `| ${label} | ${ratio(c.tp, c.tp + c.fp)} | ${ratio(c.tp, c.tp + c.fn)} | ${f1.toFixed(3)} | ${c.tp + c.fn} | ${c.tp + c.fp} | ${c.tp} |`,
  );
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(Object.fromEntries(rows), null, 1)}\n`);
