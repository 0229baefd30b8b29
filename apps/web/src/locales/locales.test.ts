import { MESSAGES } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import no from './no.json';
import { flatten, placeholders } from './locale-tree.ts';

const english = flatten(en);
const norwegian = flatten(no);

describe('locales', () => {
  it('have the same keys in English and Norwegian', () => {
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort());
  });

  it('translate every contract message, and English says exactly what the contract says', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(english[`validation.${key}`]).toBe(text);
      expect(norwegian[`validation.${key}`], key).toBeTruthy();
    }
  });

  it('have no empty strings and keep the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(norwegian[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});
