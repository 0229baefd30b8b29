// The scan tier: real scans (greyscale and colour JPEG, CCITT G3/G4, JBIG2 with and without
// globals, JPEG 2000, a soft-masked mixed-raster page, a JPEG whose colour space disagrees with its
// components, OCR text layers), from packages/pdf/corpus/scans (manifest and sources there). For each
// file the legible words named as targets are marked by their boxes and redacted, and independent
// tools check the result: Debian's tesseract must not read a target any more and must still read the
// controls; poppler must no longer find a target in the text layer; every page must look as before
// outside the marks when poppler renders it; a cleaned copy must look as before on every page.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactPdf, type RedactionMark } from '../src/index.ts';
import { describeChangedPages, pagesChangedOutsideMarks, withTempDir } from '../src/test-support.ts';

interface Box {
  text: string;
  page: number;
  bbox: [number, number, number, number];
  in_text_layer?: boolean | null;
}
interface Entry {
  file: string;
  pages: number;
  classes: string[];
  derived_from?: unknown;
  targets: Box[];
  controls: Box[];
}

const DIR = resolve(import.meta.dirname, 'scans');
const manifest: { files: Entry[] } = JSON.parse(readFileSync(join(DIR, 'manifest.json'), 'utf8'));
const LIMITS = { maxBytes: 64 * 1024 * 1024 };
const RENDER_DPI = 36;
const MAX_CHANGED = 0.001;
const OCR_DPI = 300;
const hasTesseract = (() => {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const ci = process.env.CI === 'true';

/**
 * What tesseract reads in a box of one page (1-based), grown by `margin` points, rendered at
 * 300 dpi: the box alone, read as one line, so a black box next to it cannot upset the page layout.
 */
function ocrBox(pdf: Uint8Array, page: number, bbox: Box['bbox'], margin = 4): string[] {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    const s = OCR_DPI / 72;
    const x = Math.max(0, Math.floor((bbox[0] - margin) * s));
    const y = Math.max(0, Math.floor((bbox[1] - margin) * s));
    const w = Math.ceil((bbox[2] - bbox[0] + 2 * margin) * s);
    const h = Math.ceil((bbox[3] - bbox[1] + 2 * margin) * s);
    execFileSync('pdftoppm', [
      '-q',
      '-cropbox',
      '-r',
      String(OCR_DPI),
      '-f',
      String(page),
      '-l',
      String(page),
      '-x',
      String(x),
      '-y',
      String(y),
      '-W',
      String(w),
      '-H',
      String(h),
      '-png',
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'p'),
    ]);
    const tsv = execFileSync('tesseract', [join(dir, 'p.png'), '-', '-l', 'eng', '--psm', '7', 'tsv'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return tsv
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter((f) => f.length >= 12 && f[11]!.trim() !== '' && Number(f[10]) >= 30)
      .map((f) => norm(f[11]!));
  });
}

const norm = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function popplerText(pdf: Uint8Array, page: number): string {
  return withTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    return execFileSync(
      'pdftotext',
      ['-q', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), join(dir, 'in.pdf'), '-'],
      { encoding: 'utf8' },
    );
  });
}

/** Pages whose poppler render changed outside the marks (see pagesChangedOutsideMarks). */
function changedPages(before: Uint8Array, after: Uint8Array, marks: RedactionMark[]): string[] {
  return describeChangedPages(pagesChangedOutsideMarks(before, after, marks, RENDER_DPI, MAX_CHANGED));
}

describe('real scans', () => {
  it.runIf(ci)('has tesseract (checked when CI=true: CI must run the OCR checks)', () => {
    expect(hasTesseract).toBe(true);
  });

  for (const entry of manifest.files) {
    const marks: RedactionMark[] = entry.targets.map((t) => ({
      page: t.page,
      bbox: { x0: t.bbox[0] - 1, y0: t.bbox[1] - 1, x1: t.bbox[2] + 1, y1: t.bbox[3] + 1 },
    }));
    const input = new Uint8Array(readFileSync(join(DIR, entry.file)));
    const title =
      `${entry.file} (${entry.classes.join(', ')}): ${entry.targets.length} targets unreadable, ${entry.controls.length} controls readable, pages unchanged outside the marks` +
      (hasTesseract ? '' : ' (skipped: tesseract-ocr is not installed)');

    it.skipIf(!hasTesseract)(title, { timeout: 300_000 }, () => {
      const { pdf, verification } = redactPdf(input, marks, { mode: 'fill' }, { limits: LIMITS });
      expect(verification).toMatchObject({ ok: true, leftoverChars: 0 });
      expect(verification.visual).toMatchObject({
        ok: true,
        pagesCompared: entry.pages,
        marksWithTraces: [],
      });

      // A JPEG read two ways (10): poppler garbles the original, so the page is compared with the
      // scan it was derived from, in the reading the redaction chose (the JPEG's own components).
      const reference = entry.classes.includes('dct-mismatched-components')
        ? new Uint8Array(readFileSync(join(DIR, '02-huck-finn-dct-rgb.pdf')))
        : input;
      expect(changedPages(reference, pdf, marks), 'pages that look different outside the marks').toEqual([]);

      for (const target of entry.targets) {
        const parts = target.text
          .split(/\s+/)
          .map(norm)
          .filter((p) => p.length > 1);
        const read = ocrBox(pdf, target.page, target.bbox).filter((word) => parts.includes(word));
        expect(read, `tesseract still reads "${target.text}" on page ${target.page}`).toEqual([]);
        if (target.in_text_layer)
          expect(
            norm(popplerText(pdf, target.page)),
            `the text layer still has "${target.text}"`,
          ).not.toContain(norm(target.text));
      }
      // A control counts where tesseract reads it in the original (or the reference) the same way, cut out on its own.
      const readable = (bytes: Uint8Array, c: Box): boolean =>
        [2, 6, 10].some((margin) => ocrBox(bytes, c.page, c.bbox, margin).includes(norm(c.text)));
      const checked = entry.controls.filter((c) => readable(reference, c));
      expect(checked.length, 'controls tesseract reads in the original').toBeGreaterThan(0);
      for (const control of checked)
        expect(
          readable(pdf, control),
          `tesseract no longer reads the control "${control.text}" on page ${control.page}`,
        ).toBe(true);
    });

    it(`${entry.file}: a cleaned copy looks as before on every page`, { timeout: 300_000 }, () => {
      const { pdf, verification } = redactPdf(input, [], { mode: 'fill' }, { limits: LIMITS });
      expect(verification.visual).toMatchObject({ ok: true, pagesCompared: entry.pages });
      expect(changedPages(input, pdf, [])).toEqual([]);
    });
  }
});
