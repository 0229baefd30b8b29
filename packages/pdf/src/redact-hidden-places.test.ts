import { describe, expect, it } from 'vitest';
import {
  makeDefeatingPdf,
  makeLeakyPdf,
  makeTextPdf,
  makeUnseenCopiesPdf,
} from '../scripts/make-fixtures.ts';
import { extractWords } from './extract-words.ts';
import { mupdf } from './mupdf-runtime.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { isPdfError } from './pdf-error.ts';
import { redactPdf } from './redact-pdf.ts';
import { searchPages } from './search-pages.ts';
import { popplerText, qdfText, qpdfCheck } from './test-support.ts';
import type { RedactionMark } from './types.ts';

function marksFor(bytes: Uint8Array, terms: string[], only?: (index: number) => boolean): RedactionMark[] {
  const doc = openPdf(bytes);
  const pages = extractWords(doc);
  closePdf(doc);
  return searchPages(pages, terms)
    .flatMap((p) => p.matches.flatMap((m) => m.boxes.map((bbox) => ({ page: p.page, bbox }))))
    .filter((_, i) => only?.(i) ?? true);
}

/** Every string value MuPDF decodes from the file's bookmarks, links and annotations. */
function hiddenTexts(pdf: Uint8Array): string {
  const doc = new mupdf.PDFDocument(pdf);
  const page = doc.loadPage(0);
  const parts = [
    JSON.stringify(doc.loadOutline()),
    ...page.getLinks().map((l) => l.getURI()),
    ...page.getAnnotations().map((a) => a.getContents()),
    ...page.getWidgets().map((w) => w.getValue()),
    doc.getTrailer().get('Root').get('Names').toString(),
  ];
  doc.destroy();
  return parts.join('\n');
}

describe('redaction reaches what shows or spells the text, wherever it is', () => {
  const input = makeLeakyPdf();

  it('reads a form field’s value as text on the page, flagged as form text', () => {
    const doc = openPdf(input);
    const [page] = extractWords(doc);
    closePdf(doc);
    const formWords = page!.words.filter((w) => w.source === 'form').map((w) => w.text);
    expect(formWords).toEqual(['Kari', 'Nordmann']);
  });

  it('removes the strings from the page, the field, the link, the bookmark, the note and the named destination', () => {
    expect(hiddenTexts(input)).toContain('Kari Nordmann'); // the fixture does hide them there
    const marks = marksFor(input, ['Kari Nordmann', 'kari@example.no']);
    expect(marks).toHaveLength(3); // body line, e-mail line, form field
    const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' });
    const seen = `${popplerText(pdf)}\n${qdfText(pdf)}\n${hiddenTexts(pdf)}`.toLowerCase();
    for (const gone of ['kari nordmann', 'kari@example.no', 'kari%20nordmann'])
      expect(seen).not.toContain(gone);
    expect(popplerText(pdf)).toContain('Per Hansen');
    expect(qpdfCheck(pdf).ok).toBe(true);
    expect(verification.ok).toBe(true);
    expect(verification.strings).toEqual(
      expect.arrayContaining([
        { text: 'Kari Nordmann', before: 2, kept: 0, after: 0, inObjects: 0 },
        { text: 'kari@example.no', before: 1, kept: 0, after: 0, inObjects: 0 },
      ]),
    );
  });

  it('keeps an occurrence nobody marked and says so in the counts', () => {
    const firstOnly = marksFor(input, ['Kari Nordmann'], (i) => i === 0);
    const { pdf, verification } = redactPdf(input, firstOnly, { mode: 'fill' });
    expect(verification.strings).toEqual([
      { text: 'Kari Nordmann', before: 2, kept: 1, after: 1, inObjects: 0 },
    ]);
    expect(popplerText(pdf).match(/Kari Nordmann/g)).toHaveLength(1); // the field, not marked
    expect(hiddenTexts(pdf)).not.toContain('Vedtak for Kari Nordmann');
  });

  it('refuses a file that keeps a redacted string where no mark can reach it', () => {
    const input = makeDefeatingPdf('Kari Nordmann');
    const marks = marksFor(input, ['Kari Nordmann']);
    let failure: unknown;
    try {
      redactPdf(input, marks, { mode: 'fill' });
    } catch (err) {
      failure = err;
    }
    expect(isPdfError(failure) && failure.code).toBe('REDACTION_VERIFICATION_FAILED');
    const details = (
      failure as { details: { strings: { text: string; after: number; inObjects: number }[] } }
    ).details;
    expect(details.strings).toEqual([
      expect.objectContaining({ text: 'Kari Nordmann', after: 0, inObjects: 1 }),
    ]);
    expect((failure as Error).message).toMatch(/1 of the redacted texts can still be found in the file/);
  });

  it('removes the copies nobody can see or mark: above the crop box and under a clip that hides them', () => {
    const input = makeUnseenCopiesPdf();
    const marks = marksFor(input, ['Kari Nordmann']);
    expect(marks.map((m) => m.page)).toEqual([1]); // only page 1 shows the name
    expect(qdfText(input).match(/Kari Nordmann/g)).toHaveLength(3);
    const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' });
    expect(verification.ok).toBe(true);
    expect(qdfText(pdf)).not.toMatch(/Nordmann/);
    const text = popplerText(pdf);
    expect(text).toContain('Visible line of page two');
    expect(text).toContain('Clipped'); // the rest of the hidden line is left as it was
  });

  it('refuses a mark that lies wholly outside its page', () => {
    const bytes = makeTextPdf(1);
    const offPage = [{ page: 1, bbox: { x0: 700, y0: 100, x1: 800, y1: 120 } }];
    expect(() => redactPdf(bytes, offPage, null)).toThrow(
      /A mark on page 1 lies entirely outside the page \(612 × 792 pt\)/,
    );
  });
});
