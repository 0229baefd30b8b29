import { describe, expect, it } from 'vitest';
import { findTexts, runRecognizer } from '../test-data.ts';
import { dateTimeRecognizer } from './date-time.ts';

describe('DATE_TIME_F', () => {
  it('finds Norwegian dates with month names and abbreviations', () => {
    const text = 'Innkalt 12. mars 2024, svar innen 3. jan. 2025, møtet 1. mai, og 24. des. 2023 og 5. okt. 2022.';
    expect(findTexts(dateTimeRecognizer, text)).toEqual(['12. mars 2024', '3. jan. 2025', '1. mai', '24. des. 2023', '5. okt. 2022']);
  });

  it('finds numeric and ISO dates and English month-name dates', () => {
    const text = 'Datert 12.03.2024, 1/2/2023, 2024-03-12, March 12, 2024 and 12 March 2024.';
    expect(findTexts(dateTimeRecognizer, text, 0.5, 'en')).toEqual(['12.03.2024', '1/2/2023', '2024-03-12', 'March 12, 2024', '12 March 2024']);
  });

  it('reads numeric dates day first: 12.03.2024 is 12 March', () => {
    const [hit] = runRecognizer(dateTimeRecognizer, 'dato 12.03.2024');
    expect(hit!.reason).toContain('(12.03.2024)');
    const [slash] = runRecognizer(dateTimeRecognizer, 'dato 05/04/2024');
    expect(slash!.reason).toContain('(05.04.2024)');
  });

  it('rejects dates that do not exist', () => {
    expect(findTexts(dateTimeRecognizer, 'den 31.02.2024, 30. februar 2024, 2023-02-29, 32.01.2024 og 12.13.2024', 0)).toEqual([]);
  });

  it('finds clock times, dotted times only with context', () => {
    expect(findTexts(dateTimeRecognizer, 'Oppmøte kl. 14:30, avreise klokken 09.15 og 23:59.')).toEqual(['14:30', '09.15', '23:59']);
    const [bare] = runRecognizer(dateTimeRecognizer, 'Tallet var 14.30 i fjor');
    expect(bare!.score).toBeLessThan(0.5);
  });

  it('rejects impossible times and amounts', () => {
    expect(findTexts(dateTimeRecognizer, 'kl. 25:00, kl. 14:75, pris kr 14.30, 3.50', 0.5)).toEqual([]);
  });
});
