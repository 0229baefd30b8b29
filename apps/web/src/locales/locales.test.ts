import { MESSAGES } from '@sladd/contract';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import no from './no.json';

function flatten(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') Object.assign(out, flatten(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

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
      const placeholders = (value: string) =>
        [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(placeholders(norwegian[key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});
