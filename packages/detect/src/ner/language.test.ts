import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('recognizes Norwegian Bokmål and Nynorsk', () => {
    expect(
      detectLanguage(
        'Vi viser til søknaden din om dagpenger, som ble mottatt i går. Du har ikke sendt inn alle dokumentene.',
      ),
    ).toBe('no');
    expect(
      detectLanguage('Eg har ikkje fått svar frå kommunen, og ho seier at dei ikkje har fått brevet.'),
    ).toBe('no');
  });

  it('recognizes English', () => {
    expect(
      detectLanguage(
        'We refer to your application, which was received yesterday. You have not sent all of the documents that are required.',
      ),
    ).toBe('en');
  });

  it('defaults to Norwegian when unclear', () => {
    expect(detectLanguage('')).toBe('no');
    expect(detectLanguage('Kari Nordmann 12.03.1980')).toBe('no');
    expect(detectLanguage('Oslo Bergen Trondheim')).toBe('no');
  });
});
