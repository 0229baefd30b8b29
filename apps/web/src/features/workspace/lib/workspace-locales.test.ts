import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/workspace.en.json';
import no from '../../../locales/workspace.no.json';
import { flatten, placeholders, sourceFiles } from '../../../locales/locale-tree.ts';

const english = flatten(en);
const norwegian = flatten(no);

describe('workspace locales', () => {
  it('have the same keys and placeholders in English and Norwegian', () => {
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect(placeholders(norwegian[key]!), key).toEqual(placeholders(text));
  });

  it('contain every literal key the workspace asks for', () => {
    const root = join(import.meta.dirname, '..');
    const used = sourceFiles(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!),
    );
    const known = new Set(Object.keys(english).map((key) => key.replace(/_(one|other)$/, '')));
    for (const key of new Set(used)) expect(known.has(key), key).toBe(true);
  });
});
