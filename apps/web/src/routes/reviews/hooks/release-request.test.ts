import { describe, expect, it } from 'vitest';
import { releaseFields, releaseFileName } from './release-request.ts';

const review = {
  pages: [
    {
      page: 1,
      sensitive: [
        {
          entity_type: 'PERSON',
          bbox: { x0: 1, y0: 2, x1: 3, y1: 4 },
          original_text: 'Kari',
          legal_basis: 'no-offl-13',
        },
      ],
    },
  ],
};
const file = new File([new Uint8Array([37, 80, 68, 70])], 'Sak 14.pdf', { type: 'application/pdf' });

describe('releaseFields', () => {
  it('sends the file with the approved marks, codes printed in the boxes, no log', () => {
    expect(
      releaseFields(review, file, { printCodes: true, includeLog: false, language: 'no', documentName: 'x' }),
    ).toEqual({
      files: [file],
      mappings: [{ pages: review.pages }],
      appearance: { mode: 'fill', text_source: 'legal_basis' },
    });
  });

  it('asks for the PDF log in the UI language, with the document name only when one is given', () => {
    expect(
      releaseFields(review, file, {
        printCodes: false,
        includeLog: true,
        language: 'no',
        documentName: '  Sak 2026/14 ',
      }),
    ).toEqual({
      files: [file],
      mappings: [{ pages: review.pages }],
      log: 'pdf',
      log_language: 'nb',
      log_document_names: ['Sak 2026/14'],
    });
    const english = releaseFields(review, file, {
      printCodes: true,
      includeLog: true,
      language: 'en',
      documentName: ' ',
    });
    expect(english).toMatchObject({ log: 'pdf', log_language: 'en' });
    expect(english).not.toHaveProperty('log_document_names');
  });
});

describe('releaseFileName', () => {
  it('names the PDF, or the zip with the log, after the file', () => {
    expect(releaseFileName('Sak 14.pdf', false)).toBe('Sak 14-redacted.pdf');
    expect(releaseFileName('Sak 14.PDF', true)).toBe('Sak 14-redacted.zip');
  });
});
