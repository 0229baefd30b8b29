import { describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS } from '../features/tutorial/steps.ts';
import en from './tutorial.en.json';
import no from './tutorial.no.json';
import { flatten, placeholders } from './locale-tree.ts';

const english = flatten(en);
const norwegian = flatten(no);

describe('tutorial texts', () => {
  it('give every step a title and a description in English and Norwegian, and nothing else', () => {
    const ids = TUTORIAL_STEPS.map((step) => step.id).sort();
    expect(Object.keys(en.steps).sort()).toEqual(ids);
    expect(Object.keys(no.steps).sort()).toEqual(ids);
    for (const id of ids) {
      for (const field of ['title', 'description']) {
        expect(english[`steps.${id}.${field}`]?.trim(), `${id}.${field}`).toBeTruthy();
        expect(norwegian[`steps.${id}.${field}`]?.trim(), `${id}.${field}`).toBeTruthy();
      }
    }
  });

  it('have the same keys and placeholders in both languages, and the spec’s media texts in English', () => {
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect(placeholders(norwegian[key] ?? ''), key).toEqual(placeholders(text));
    expect(en.media.loading).toBe('Loading animation...');
    expect(en.media.unsupported).toBe('Your browser does not support the video tag.');
    expect(en.card.emergencyClose).toBe('Close tutorial (target element not found)');
  });
});
