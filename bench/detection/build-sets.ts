// Writes the detection sets (bench/detection/sets/*.json) from the templates, with fixed seeds:
//   npx tsx bench/detection/build-sets.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRandom, type Random } from '../norwegian-ids.ts';
import { assembleDocument, type LabelledDocument, type Part } from './doc-builder.ts';
import { DEV_TEMPLATES, type Template } from './templates-dev.ts';
import { HELD_OUT_TEMPLATES } from './templates-held-out.ts';

const DOCS_PER_TEMPLATE = 40;

/** Wraps long lines at about `width` characters by turning spaces into newlines (offsets stay the same). */
function wrapLines(text: string, width: number): string {
  const out = [...text];
  let lineStart = 0;
  let lastSpace = -1;
  for (let i = 0; i < out.length; i++) {
    if (out[i] === '\n') [lineStart, lastSpace] = [i + 1, -1];
    else if (out[i] === ' ') lastSpace = i;
    if (i - lineStart >= width && lastSpace > lineStart) {
      out[lastSpace] = '\n';
      [lineStart, lastSpace] = [lastSpace + 1, -1];
    }
  }
  return out.join('');
}

function buildSet(name: string, templates: Record<string, Template>, random: Random): LabelledDocument[] {
  const docs: LabelledDocument[] = [];
  for (const [kind, template] of Object.entries(templates)) {
    for (let i = 0; i < DOCS_PER_TEMPLATE; i++) {
      const parts: Part[] = template(random);
      const doc = assembleDocument(`${name}-${kind}-${i + 1}`, kind, parts);
      docs.push({ ...doc, text: wrapLines(doc.text, random.int(60, 95)) });
    }
  }
  return docs;
}

const dir = new URL('./sets/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(
  new URL('dev.json', dir),
  `${JSON.stringify(buildSet('dev', DEV_TEMPLATES, createRandom(20261123)), null, 1)}\n`,
);
writeFileSync(
  new URL('held-out.json', dir),
  `${JSON.stringify(buildSet('held-out', HELD_OUT_TEMPLATES, createRandom(91123)), null, 1)}\n`,
);
console.log('wrote bench/detection/sets/dev.json and held-out.json');
