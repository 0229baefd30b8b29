import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBlindDoc } from '../../../packages/detect/scripts/sensitive/blind-doc.ts';
import { coverage, GOLD_LABELS, perCategory, refsMarked, type ScoredDoc } from './score.ts';

const LABELS = new Set(['HEALTH', 'PERSON', 'REF']);

describe('parseBlindDoc', () => {
  it('reads the text as a page arrives and keeps each mark on its words', () => {
    const doc = parseBlindDoc(
      'Navn:   [[Ola  Nordmann|PERSON]]\n\n  Har [[diabetes\ntype 2|HEALTH]] (ref. [[2024/17|REF]])  \n',
      LABELS,
    );
    expect(doc.text).toBe('Navn: Ola Nordmann\nHar diabetes\ntype 2 (ref. 2024/17)\n');
    expect(doc.gold.map((g) => [doc.text.slice(g.start, g.end), g.label])).toEqual([
      ['Ola Nordmann', 'PERSON'],
      ['diabetes\ntype 2', 'HEALTH'],
      ['2024/17', 'REF'],
    ]);
  });

  it('refuses a label it does not know and a mark that does not close', () => {
    expect(() => parseBlindDoc('[[x|HELTH]]', LABELS)).toThrow('unknown label HELTH');
    expect(() => parseBlindDoc('[[x|HEALTH]', LABELS)).toThrow('not well formed');
  });
});

describe('scores', () => {
  const text = 'Hun har diabetes og bor i Oslo. Sak 2024/17.\n';
  const doc = (hits: ScoredDoc['hits']): ScoredDoc => ({
    name: 'x',
    language: 'nb',
    text,
    gold: [
      { start: 8, end: 16, label: 'HEALTH' },
      { start: 36, end: 43, label: 'REF' },
    ],
    hits,
  });
  const hit = (start: number, end: number, category: string) => ({
    start,
    end,
    category,
    entityType: 'X',
    reason: '',
  });

  it('finds a fact when half its characters are covered, and counts a hit right when it touches gold', () => {
    expect(perCategory([doc([hit(8, 12, 'HEALTH')])], 'HEALTH')).toMatchObject({ found: 1, correct: 1 });
    expect(perCategory([doc([hit(8, 11, 'HEALTH')])], 'HEALTH')).toMatchObject({ found: 0, correct: 1 });
    expect(perCategory([doc([hit(26, 30, 'HEALTH')])], 'HEALTH')).toMatchObject({
      found: 0,
      correct: 0,
      hits: 1,
    });
  });

  it('covers a fact whatever the label, and counts reference numbers a hit touches', () => {
    expect(coverage([doc([hit(8, 16, 'PERSON')])], ['HEALTH'])).toMatchObject({ found: 1, hits: 0 });
    expect(coverage([doc([hit(26, 30, 'HEALTH')])], ['HEALTH'])).toMatchObject({
      found: 0,
      hits: 1,
      correct: 0,
    });
    expect(refsMarked([doc([hit(40, 43, 'PHONE')])])).toMatchObject({ refs: 1, marked: 1 });
    expect(refsMarked([doc([hit(40, 43, 'DATE')])])).toMatchObject({ refs: 1, marked: 0 });
  });
});

describe('the frozen blind sets', () => {
  const root = fileURLToPath(new URL('../../../packages/detect/eval/blind/', import.meta.url));
  const manifest = JSON.parse(readFileSync(`${root}MANIFEST.json`, 'utf8')) as {
    sets: Record<string, { files: Record<string, string> }>;
  };

  it.each(['dev', 'dev2', 'test', 'final'])('%s is unchanged since it was frozen and every mark parses', (set) => {
    const files = readdirSync(`${root}${set}`).sort();
    expect(files).toEqual(Object.keys(manifest.sets[set]!.files).sort());
    for (const name of files) {
      const source = readFileSync(`${root}${set}/${name}`, 'utf8');
      expect(createHash('sha256').update(source).digest('hex'), name).toBe(manifest.sets[set]!.files[name]);
      expect(parseBlindDoc(source, GOLD_LABELS, name).gold.length).toBeGreaterThan(10);
    }
  });
});
