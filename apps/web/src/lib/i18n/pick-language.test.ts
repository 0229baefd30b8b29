import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pick-language.ts';

describe('pickLanguage', () => {
  it('keeps a stored choice', () => {
    expect(pickLanguage('en', ['nb-NO'])).toBe('en');
    expect(pickLanguage('no', ['en-US'])).toBe('no');
  });

  it('recognises Bokmål, Nynorsk and plain Norwegian browser tags', () => {
    expect(pickLanguage(null, ['nb-NO', 'en'])).toBe('no');
    expect(pickLanguage(null, ['nn'])).toBe('no');
    expect(pickLanguage(null, ['no'])).toBe('no');
  });

  it('uses English for an English browser', () => {
    expect(pickLanguage(null, ['en-GB', 'nb'])).toBe('en');
  });

  it('falls back to Norwegian for other languages and junk in storage', () => {
    expect(pickLanguage('de', ['de-DE', 'fr'])).toBe('no');
    expect(pickLanguage(null, [])).toBe('no');
  });
});
