import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDirtyPdf, makeTextPdf } from '../scripts/make-fixtures.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { redactPdf } from './redact-pdf.ts';
import { sanitizePdf } from './sanitize-pdf.ts';
import { savePdf } from './save-pdf.ts';
import { popplerText, qdfText, qpdfCheck, withTempDir } from './test-support.ts';
import { assertVerified, verifyRedaction } from './verify-redaction.ts';
import { PdfError } from './pdf-error.ts';

const HIDDEN = [
  'Ola Hemmelig',
  'Hemmelig tittel',
  'XmpSecretCreator',
  'JsSecretPayload',
  'OpenActionPayload',
  'AttachmentSecretBody',
];

function poppler(tool: string, pdf: Uint8Array): string {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    return execFileSync(tool, tool === 'pdfdetach' ? ['-list', join(dir, 'in.pdf')] : [join(dir, 'in.pdf')], {
      encoding: 'utf8',
    });
  });
}

describe('sanitize', () => {
  const dirty = makeDirtyPdf();

  it('fixture really carries the hidden content (guards the tests below)', () => {
    const raw = qdfText(dirty);
    for (const s of [...HIDDEN, 'NoteSecretText', 'FieldSecretValue']) expect(raw).toContain(s);
    expect(poppler('pdfdetach', dirty)).toContain('1 embedded files');
  });

  it('every redaction strips Info, XMP, JavaScript and attachments, and marked annotations and fields', () => {
    const marks = [
      { page: 1, bbox: { x0: 498, y0: 58, x1: 520, y1: 80 } }, // the sticky note
      { page: 1, bbox: { x0: 310, y0: 305, x1: 400, y1: 325 } }, // inside the form field
    ];
    const { pdf } = redactPdf(dirty, marks);
    const raw = qdfText(pdf);
    for (const s of [...HIDDEN, 'NoteSecretText', 'FieldSecretValue']) expect(raw, s).not.toContain(s);
    expect(raw).not.toMatch(/\/JavaScript|\/EmbeddedFiles|\/OpenAction/);
    expect(poppler('pdfinfo', pdf)).not.toMatch(/Author|Title/);
    expect(poppler('pdfdetach', pdf)).toContain('0 embedded files');
    expect(popplerText(pdf)).toContain('Kari Nordmann'); // unmarked page text is untouched
    expect(qpdfCheck(pdf).ok).toBe(true);
  });

  it('sanitizePdf + savePdf clean a document without redacting anything', () => {
    const doc = openPdf(dirty);
    const report = sanitizePdf(doc);
    const pdf = savePdf(doc);
    closePdf(doc);
    expect(report.objectsCleaned).toBeGreaterThan(0);
    const raw = qdfText(pdf);
    for (const s of HIDDEN) expect(raw, s).not.toContain(s);
    expect(popplerText(pdf)).toContain('Kari Nordmann');
  });
});

describe('verification', () => {
  it('counts leftover chars per page without revealing them, and assertVerified throws', () => {
    const input = makeTextPdf(2);
    const v = verifyRedaction(input, { marksByPage: new Map([[2, [{ x0: 60, y0: 60, x1: 300, y1: 80 }]]]) });
    expect(v.ok).toBe(false);
    expect(v.failures).toEqual([{ page: 2, count: v.leftoverChars }]);
    expect(v.leftoverChars).toBeGreaterThan(10);
    expect(JSON.stringify(v)).not.toMatch(/Kari|Nordmann/);
    try {
      assertVerified(v);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(PdfError);
      expect((err as PdfError).code).toBe('REDACTION_VERIFICATION_FAILED');
      expect((err as PdfError).details).toEqual(v);
    }
  });

  it('does not let an input hide text behind our appearance marker', () => {
    const input = makeTextPdf(1);
    const { pdf, verification } = redactPdf(input, [{ page: 1, bbox: { x0: 60, y0: 60, x1: 300, y1: 80 } }], {
      mode: 'fill_and_text',
    });
    expect(verification.ok).toBe(true);
    // Our own label is drawn inside the box, yet verification of the output still passes.
    expect(popplerText(pdf)).toContain('[REDACTED]');
  });
});
