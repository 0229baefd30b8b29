import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REVIEW_STATUSES } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import shared from './en.json';
import sharedNo from './no.json';
import en from './reviews.en.json';
import no from './reviews.no.json';
import { flatten, placeholders, sourceFiles } from './locale-tree.ts';
import { REVIEW_SEGMENTS } from '../routes/reviews/hooks/review-rights.ts';

const english = flatten(en);
const norwegian = flatten(no);
const sharedKeys = flatten(shared);

describe('reviews locales', () => {
  it('have the same keys, no empty texts and the same placeholders in English and Norwegian', () => {
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(norwegian[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('are Norwegian in the Norwegian file', () => {
    const same = Object.keys(english).filter((key) => english[key] === norwegian[key]);
    expect(same.sort()).toEqual(['columns.status', 'detail.markType'].sort());
  });

  it('name every status in words, and every list', () => {
    for (const status of REVIEW_STATUSES) expect(english[`status.${status}`], status).toBeTruthy();
    for (const segment of REVIEW_SEGMENTS) {
      expect(english[`segments.${segment}`], segment).toBeTruthy();
      expect(english[`empty.${segment}`], segment).toBeTruthy();
    }
  });

  // "Kontroll" is the verification certificate in the workspace; review is "godkjenning".
  it('use the agreed Norwegian words: godkjenning, godkjenn, avvis, utlever, and never kontroll', () => {
    expect(norwegian['title']).toBe('Godkjenning');
    for (const [key, text] of Object.entries(norwegian)) expect(text, key).not.toMatch(/kontroll/i);
    expect(norwegian['detail.approve']).toBe('Godkjenn');
    expect(norwegian['detail.reject']).toBe('Avvis');
    expect(norwegian['release.submit']).toBe('Utlever');
  });

  it('contain every literal key the reviews page and the user menu ask for', () => {
    const used = sourceFiles(join(import.meta.dirname, '../routes/reviews')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.:]+)'/g)].map((match) => match[1]!),
    );
    const known = new Set(Object.keys(english).map((key) => key.replace(/_(one|other)$/, '')));
    for (const key of new Set(used)) {
      const inner = key.startsWith('reviews:') ? key.slice('reviews:'.length) : key;
      expect(known.has(inner) || inner in sharedKeys, key).toBe(true);
    }
    expect(sharedKeys['shell.userMenu.reviews']).toBe('Reviews');
    expect(flatten(sharedNo)['shell.userMenu.reviews']).toBe('Godkjenning');
  });
});
