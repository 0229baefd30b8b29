import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import no from '../../locales/no.json' with { type: 'json' };
import { streamErrorText } from './translate-message.ts';

beforeAll(async () => {
  await i18next.init({ lng: 'no', resources: { no: { translation: no } } });
});

describe('streamErrorText', () => {
  it('shows a known error code in the person’s language, after the file name', () => {
    expect(
      streamErrorText({
        error_code: 'ENGINE_NOT_CONFIGURED',
        error_message: 'The standard engine is not configured…',
      }),
    ).toBe(no.errors.codes.ENGINE_NOT_CONFIGURED);
    expect(
      streamErrorText({ file_name: 'sak.pdf', error_code: 'NOT_A_PDF', error_message: 'sak.pdf: not a PDF' }),
    ).toBe(`sak.pdf: ${no.errors.codes.NOT_A_PDF}`);
  });

  it('names the page a file failed at when the language model failed on it', () => {
    expect(
      streamErrorText({
        file_name: 'sak.pdf',
        page_number: 3,
        error_code: 'LLM_TIMEOUT',
        error_message: 'Page 3: the language model did not answer within 60 s.',
      }),
    ).toBe(`sak.pdf, side 3: ${no.errors.codes.LLM_TIMEOUT}`);
  });

  it('falls back to the server’s words for an unknown code, and to nothing without either', () => {
    expect(streamErrorText({ error_code: 'SOMETHING_NEW', error_message: 'Server words' })).toBe(
      'Server words',
    );
    expect(streamErrorText({})).toBeUndefined();
  });
});
