import { describe, expect, it } from 'vitest';
import { applyContext } from './scoring.ts';
import { collectWordsBefore, findNearestTerm } from './context-words.ts';

const before = (text: string, window = 5): string[] => collectWordsBefore(text, text.length, window);

describe('context words', () => {
  it('collects the N words before a hit, lower-cased, abbreviation dots removed', () => {
    expect(before('Ring meg på Tlf. ')).toEqual(['ring', 'meg', 'på', 'tlf']);
    expect(before('en to tre fire fem seks sju ', 3)).toEqual(['fem', 'seks', 'sju']);
  });

  it('stops at the previous sentence but not at abbreviations', () => {
    expect(before('Sum 45.30. Fakturadato ')).toEqual(['fakturadato']);
    expect(before('Vi ringte systemet. Deretter ')).toEqual(['deretter']);
    expect(before('Kundenr. ')).toEqual(['kundenr']);
    expect(before('Org.nr. Tlf. ')).toEqual(['org.nr', 'tlf']);
    expect(before('Ring meg! Nummer ')).toEqual(['nummer']);
  });

  it('matches compounds at either end for terms of 4+ letters, short terms exactly', () => {
    expect(findNearestTerm(['mobiltelefon'], ['telefon'])?.term).toBe('telefon');
    expect(findNearestTerm(['fakturadato'], ['dato'])?.term).toBe('dato');
    expect(findNearestTerm(['telt'], ['tel'])).toBeUndefined();
    expect(findNearestTerm(['case', 'no'], ['case no'])).toEqual({ term: 'case no', distance: 1 });
  });

  it('lets the nearer of a positive and a negative word decide', () => {
    const rules = { positive: ['telefon'], negative: ['faktura'] };
    const score = (text: string): number => applyContext(text, { start: text.length, end: text.length + 8, score: 0.55, reason: 'r' }, rules).score;
    expect(score('Faktura sendt, telefon ')).toBe(0.9);
    expect(score('Telefon og fakturanummer ')).toBe(0.15);
    expect(score('Ingen spor her ')).toBe(0.55);
  });
});
