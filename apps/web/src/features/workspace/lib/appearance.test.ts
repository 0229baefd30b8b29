import { describe, expect, it } from 'vitest';
import { appearanceForMode, DEFAULT_APPEARANCE, normaliseAppearance, parseStoredAppearance } from './appearance.ts';

describe('redaction appearance', () => {
  it('falls back to defaults when mode, font size or align is missing', () => {
    expect(parseStoredAppearance('{"mode":"fill","font_size":11}')).toEqual(DEFAULT_APPEARANCE);
    expect(parseStoredAppearance('not json')).toEqual(DEFAULT_APPEARANCE);
    expect(parseStoredAppearance(null)).toEqual(DEFAULT_APPEARANCE);
  });
  it('resets a stored font size under 4 to 11', () => {
    expect(parseStoredAppearance('{"mode":"fill","font_size":2,"align":0}').font_size).toBe(11);
  });
  it('gives text modes [REDACTED] and filled modes black', () => {
    const value = normaliseAppearance({ ...DEFAULT_APPEARANCE, mode: 'fill_and_text', fill_color: null, text: ' ' });
    expect(value.text).toBe('[REDACTED]');
    expect(value.fill_color).toEqual([0, 0, 0]);
  });
  it('switching to transparent drops fill and text; replace_text has no fill', () => {
    expect(appearanceForMode(DEFAULT_APPEARANCE, 'transparent')).toMatchObject({ fill_color: null, text: null });
    expect(appearanceForMode(DEFAULT_APPEARANCE, 'replace_text')).toMatchObject({ fill_color: null, text: '[REDACTED]' });
  });
});

describe('the text colour the settings show is the one the PDF gets', () => {
  it('replace_text turns the default white label black (it would vanish on the page)', () => {
    expect(appearanceForMode(DEFAULT_APPEARANCE, 'replace_text').text_color).toEqual([0, 0, 0]);
  });
  it('a label the colour of its fill switches; a readable one is kept', () => {
    const white = normaliseAppearance({ ...DEFAULT_APPEARANCE, mode: 'fill_and_text', fill_color: [1, 1, 1] });
    expect(white.text_color).toEqual([0, 0, 0]);
    const black = normaliseAppearance({ ...DEFAULT_APPEARANCE, mode: 'fill_and_text', text_color: [0, 0, 0] });
    expect(black.text_color).toEqual([1, 1, 1]);
    const red = appearanceForMode({ ...DEFAULT_APPEARANCE, text_color: [1, 0, 0] }, 'replace_text');
    expect(red.text_color).toEqual([1, 0, 0]);
  });
});
