import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTextPdf } from '../scripts/make-fixtures.ts';
import { closePdf, openPdf } from './open-pdf.ts';
import { PdfError, type PdfErrorCode } from './pdf-error.ts';
import { withTempDir } from './test-support.ts';
import type { OpenPdfLimits } from './types.ts';

function codeOf(bytes: Uint8Array, limits?: OpenPdfLimits): PdfErrorCode | 'OK' {
  try {
    closePdf(openPdf(bytes, limits));
    return 'OK';
  } catch (err) {
    expect(err).toBeInstanceOf(PdfError);
    expect((err as PdfError).message.length).toBeGreaterThan(20);
    return (err as PdfError).code;
  }
}

const latin1 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'latin1'));

/** A hand-written PDF with `kids` empty pages whose page tree claims `count` pages. */
function rawPdf(kids: number, count: number, mediaBox = '0 0 612 792'): Uint8Array {
  const refs = Array.from({ length: kids }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${refs}] /Count ${count} >>`,
    ...Array.from({ length: kids }, () => `<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] >>`),
  ];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out +=
    `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(out);
}

function qpdfEncrypt(pdf: Uint8Array, user: string, owner: string): Uint8Array {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('qpdf', ['--encrypt', user, owner, '256', '--', join(dir, 'in.pdf'), join(dir, 'out.pdf')]);
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  });
}

describe('openPdf', () => {
  const good = makeTextPdf(2);

  it('opens a valid PDF and reports its page count', () => {
    const doc = openPdf(good);
    expect(doc.pageCount).toBe(2);
    closePdf(doc);
  });

  it('accepts up to 1024 junk bytes before the header, as readers do', () => {
    const prefixed = new Uint8Array([...new Uint8Array(500).fill(0x20), ...good]);
    expect(codeOf(prefixed)).toBe('OK');
  });

  it.each([
    ['random bytes', new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ['an empty file', new Uint8Array()],
    ['a text file named .pdf', latin1('Hello, this is not a PDF at all.\n')],
    ['a header after 1024 bytes', new Uint8Array([...new Uint8Array(2000).fill(0x20), ...good])],
  ])('rejects %s as NOT_A_PDF', (_name, bytes) => {
    expect(codeOf(bytes)).toBe('NOT_A_PDF');
  });

  it('rejects 10 MB + 1 byte as FILE_TOO_LARGE', () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(good);
    expect(codeOf(big)).toBe('FILE_TOO_LARGE');
    expect(codeOf(big.subarray(0, 10 * 1024 * 1024))).not.toBe('FILE_TOO_LARGE');
  });

  it('rejects a truncated file as PDF_UNREADABLE', () => {
    expect(codeOf(good.subarray(0, 40))).toBe('PDF_UNREADABLE');
  });

  it('rejects a file with zero pages as PDF_UNREADABLE', () => {
    expect(codeOf(rawPdf(0, 0))).toBe('PDF_UNREADABLE');
  });

  it('rejects a password-protected file as PDF_ENCRYPTED', () => {
    expect(codeOf(qpdfEncrypt(good, 'user-secret', 'owner-secret'))).toBe('PDF_ENCRYPTED');
  });

  it('opens a file encrypted only with an owner password', () => {
    const doc = openPdf(qpdfEncrypt(good, '', 'owner-secret'));
    expect(doc.pageCount).toBe(2);
    closePdf(doc);
  });

  it('rejects more pages than the cap as TOO_MANY_PAGES', () => {
    expect(codeOf(makeTextPdf(5), { maxPages: 3 })).toBe('TOO_MANY_PAGES');
    expect(codeOf(rawPdf(2500, 2500))).toBe('TOO_MANY_PAGES');
    // A tree that lies about its size is either caught by the cap or found broken; never a crash.
    expect(['TOO_MANY_PAGES', 'PDF_UNREADABLE']).toContain(codeOf(rawPdf(1, 50_000_000)));
  });

  it('rejects a huge page as PAGE_TOO_LARGE', () => {
    expect(codeOf(rawPdf(1, 1, '0 0 14400 14400'))).toBe('PAGE_TOO_LARGE');
    expect(codeOf(rawPdf(1, 1, '0 0 20000 100'))).toBe('PAGE_TOO_LARGE');
    expect(codeOf(rawPdf(1, 1, '0 0 612 792'))).toBe('OK');
  });
});

describe('openPdf on shared memory (how the server holds uploads)', () => {
  const toShared = (bytes: Uint8Array) => {
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.length));
    shared.set(bytes);
    return shared;
  };

  it('opens a PDF held in a SharedArrayBuffer', () => {
    const doc = openPdf(toShared(makeTextPdf(2)));
    expect(doc.pageCount).toBe(2);
    closePdf(doc);
  });

  it('still refuses a truncated file held in shared memory', () => {
    const whole = makeTextPdf(3);
    expect(() => openPdf(toShared(whole.slice(0, Math.floor(whole.length * 0.7))))).toThrow(
      expect.objectContaining({ code: 'PDF_UNREADABLE' }),
    );
  });
});
