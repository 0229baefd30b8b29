import { readFileSync } from 'node:fs';

/** A sentence as words plus tag ids (see src/ner/tags.ts). */
export interface TaggedSentence {
  words: string[];
  tags: number[];
}

// NorNE classes → Sladd labels; PROD, EVT, DRV and MISC are not sensitive for us and become O.
const CLASS_TO_LABEL: Record<string, number> = { PER: 0, GPE_LOC: 1, LOC: 1, GPE_ORG: 1, ORG: 2 };

/** Reads NorNE `token<TAB>tag` lines (blank line between sentences) into mapped BIO tag ids. */
export function readNorne(path: string): TaggedSentence[] {
  const sentences: TaggedSentence[] = [];
  let words: string[] = [];
  let tags: number[] = [];
  const flush = () => {
    if (words.length > 0) sentences.push({ words, tags });
    words = [];
    tags = [];
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    const [word = '', tag = 'O'] = line.split('\t');
    words.push(word);
    tags.push(mapTag(tag.trim(), tags[tags.length - 1]));
  }
  flush();
  return sentences;
}

// B = 2k+1, I = 2k+2 for label k; an I- that does not continue its label becomes B-.
function mapTag(tag: string, prev: number | undefined): number {
  const m = /^([BI])-(.+)$/.exec(tag);
  const label = m ? CLASS_TO_LABEL[m[2]!] : undefined;
  if (!m || label === undefined) return 0;
  const b = 2 * label + 1;
  if (m[1] === 'I' && (prev === b || prev === b + 1)) return b + 1;
  return b;
}

/** Shuffles indices 0..n-1 with a seeded generator (mulberry32), so splits are reproducible. */
export function shuffledIndices(n: number, seed: number): number[] {
  const next = seededRandom(seed);
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx;
}

/** mulberry32: a tiny deterministic PRNG returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
